/** The pack's maps as the rules read them: each valid map file with its grid. */
import type { LoadedPack } from '../../../core/pack.js';
import type { YamlSource } from '../../../core/yaml-source.js';
import type { Location } from '../../../core/rule.js';
import { readGrid, type Cell, type Grid } from './grid.js';

export interface MapFile {
  name: string;
  src: YamlSource;
  data: { name: string; grid: string; values: number[] };
  grid: Grid;
}

export const MAP_TYPE = 'carte';

/**
 * The valid map files with their grids. A grid over MAX_SIDE a side has no cells (readGrid measures
 * it and builds nothing): it is left out, as invalid files are, unless `oversized` asks for it
 * (pyramide/map-grid, which reports it).
 */
export function mapsOf(pack: Pick<LoadedPack, 'data'>, opts: { oversized?: boolean } = {}): MapFile[] {
  return pack.data
    .filter((d) => d.type === MAP_TYPE && d.valid)
    .map((d) => {
      const data = d.data as MapFile['data'];
      return { name: d.name, src: d.src, data, grid: readGrid(data.grid) };
    })
    .filter((m) => opts.oversized || !m.grid.oversized);
}

/** Where a cell is in its map file: its character in the grid's text. */
export function atCell(map: MapFile, cell: Pick<Cell, 'offset'>): Location {
  return { src: map.src, path: ['grid'], start: cell.offset, end: cell.offset + 1 };
}
