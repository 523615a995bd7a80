/**
 * The board, drawn from its map (the data file the board component names, `data:` in game.yaml):
 * the grid with its column letters and row numbers (the checker names cells so: « B3 »), the
 * starting walls, the chests, the hatched cells (a chest's access cells and the mummies' cells),
 * the demigods' lettered cells and the entrances; under it, the turn track 1 to 12 (« Une partie
 * est composée de 12 tours ») and the legend of the map's cells. Cells are sized to the board's
 * format, so the tokens (24 mm) fit. Words are in the book's hand, letters and figures in the
 * tokens' face (parts.tsx, Mark), whose 1 reads as a 1.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';
import { readGrid } from '../../src/games/pyramide/map/grid.js';
import { plateauLayout, trackLayout, TRACK_TURNS } from '../../src/games/pyramide/map/layout.js';
import { BoardCell } from './board-cell.js';
import { BoardLegend } from './board-legend.js';
import { Hand, Mark } from './parts.js';

export default function plateau(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const map = (data as { data?: { name?: string; grid?: string } } | null)?.data;
  const { width, height } = ctx.safe;
  if (!map?.grid) {
    // The checker reports a board whose map is missing; draw an empty board rather than fail.
    return <Frame ctx={ctx} />;
  }
  const grid = readGrid(map.grid);
  // A grid over the board's size is measured, not read (pyramide/map-grid reports it): nothing to draw.
  if (grid.oversized) return <Frame ctx={ctx} />;
  const layout = plateauLayout({ width, height }, grid);
  const { titleH, label, legendH, cell } = layout;
  const gridW = cell * grid.cols;
  const coord = { display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
  const coordText = (text: string) => <Mark ctx={ctx} text={text} size={Math.round(label * 0.5)} color={ctx.look.ink} />;

  return (
    <Frame ctx={ctx} face="#f1e4c3" contentStyle={{ alignItems: 'center' }}>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'center', height: titleH }}>
        <Icon ctx={ctx} name="egyptian-pyramids" color={ctx.deck.color} size={Math.round(titleH * 0.8)} />
        <Hand ctx={ctx} text={`${ctx.manifest.title} · ${map.name ?? ''}`} size={Math.round(titleH * 0.62)} color={ctx.deck.color} style={{ marginLeft: 24 }} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'row', width: label + gridW, height: label }}>
        <div style={{ display: 'flex', width: label }} />
        {Array.from({ length: grid.cols }, (_, i) => (
          <div style={{ ...coord, width: cell, height: label }}>{coordText(String.fromCharCode(65 + i))}</div>
        ))}
      </div>
      {grid.cells.map((row, r) => (
        <div style={{ display: 'flex', flexDirection: 'row', width: label + gridW, height: cell }}>
          <div style={{ ...coord, width: label, height: cell }}>{coordText(String(r + 1))}</div>
          {Array.from({ length: grid.cols }, (_, c) => (row[c] ? <BoardCell ctx={ctx} kind={row[c].kind} letter={row[c].letter} size={cell} /> : <div style={{ display: 'flex', width: cell, height: cell }} />))}
        </div>
      ))}
      <TurnTrack ctx={ctx} layout={layout} grid={grid} />
      <BoardLegend ctx={ctx} grid={grid} width={label + gridW} height={legendH} />
    </Frame>
  );
}

/** « Une partie est composée de 12 tours »: a disc a turn, laid out by trackLayout (the Tabletop Simulator table reads it too). */
function TurnTrack(props: { ctx: RenderContext; layout: ReturnType<typeof plateauLayout>; grid: { rows: number; cols: number } }): SatoriElement {
  const { ctx } = props;
  const { box, gap, wordSize, wordGap, marginTop, rowWidth } = trackLayout(props.layout, props.grid);
  return (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'center', width: rowWidth, height: props.layout.trackH, marginTop }}>
      <Hand ctx={ctx} text="Tour" size={wordSize} color={ctx.deck.color} style={{ marginRight: wordGap }} />
      {Array.from({ length: TRACK_TURNS }, (_, i) => (
        <div style={{ display: 'flex', width: box, height: box, marginLeft: gap, borderRadius: box / 2, border: `6px solid ${ctx.deck.color}`, backgroundColor: i === TRACK_TURNS - 1 ? (ctx.deck.accent ?? '#ffffff') : '#fffaf0', alignItems: 'center', justifyContent: 'center' }}>
          <Mark ctx={ctx} text={String(i + 1)} size={Math.round(box * 0.42)} color={ctx.deck.color} />
        </div>
      ))}
    </div>
  );
}
