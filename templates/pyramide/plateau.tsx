/**
 * The board, drawn from its map (the data file the board component names, `data:` in game.yaml):
 * the grid with its column letters and row numbers (the checker names cells so: « B3 »), the
 * starting walls, the chests, the hatched cells (a chest's access cells and the mummies' cells),
 * the demigods' lettered cells and the entrances; under it, the turn track 1 to 12 (« Une partie
 * est composée de 12 tours »). Cells are sized to the board's format, so the tokens (24 mm) fit.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Frame } from '../common/Frame.js';
import { Icon } from '../common/Icon.js';
import { readGrid, type Cell } from '../../src/games/pyramide/map/grid.js';
import { plateauLayout } from '../../src/games/pyramide/map/layout.js';
import { Stones } from './mur.js';
import { Hand } from './parts.js';

const TURNS = 12;
const SAND = '#ead9ae';
const LINE = '#b99c63';
const STONE = '#6f5c45';
const MORTAR = '#9c876a';

/** Diagonal hatching as an SVG pattern (satori draws an <img> of it; CSS repeating gradients it lacks). */
function hatching(size: number, color: string): string {
  const step = Math.max(8, Math.round(size / 9));
  const lines = Array.from({ length: 20 }, (_, i) => `<line x1="${(i - 10) * step}" y1="${size}" x2="${(i - 10) * step + size}" y2="0" stroke="${color}" stroke-width="${Math.max(2, step / 4)}"/>`).join('');
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${lines}</svg>`)}`;
}

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
  const { titleH, label, trackH, cell } = plateauLayout({ width, height }, grid);
  const gridW = cell * grid.cols;
  const hatch = hatching(cell, '#a07e3e');
  const coord = { display: 'flex', alignItems: 'center', justifyContent: 'center', fontFamily: ctx.fonts.title, fontSize: Math.round(label * 0.62), color: ctx.look.ink } as const;

  const drawCell = (c: Cell): SatoriElement => {
    const base = { display: 'flex', width: cell, height: cell, border: `3px solid ${LINE}`, alignItems: 'center', justifyContent: 'center', position: 'relative', overflow: 'hidden' } as const;
    const hatched = <img src={hatch} width={cell} height={cell} style={{ position: 'absolute', left: 0, top: 0 }} />;
    switch (c.kind) {
      case 'wall':
        return (
          <div style={{ ...base, backgroundColor: MORTAR }}>
            <Stones size={cell - 6} color={STONE} mortar={MORTAR} />
          </div>
        );
      case 'chest':
        return (
          <div style={{ ...base, backgroundColor: '#c99a2e' }}>
            <Icon ctx={ctx} name="locked-chest" color="#4a3210" size={Math.round(cell * 0.72)} />
          </div>
        );
      case 'hatched':
        return <div style={{ ...base, backgroundColor: SAND }}>{hatched}</div>;
      case 'mummy':
        return (
          <div style={{ ...base, backgroundColor: '#d8c8a0' }}>
            {hatched}
            <Icon ctx={ctx} name="mummy-head" color="#6b5a3e" size={Math.round(cell * 0.5)} />
          </div>
        );
      case 'demigod':
        return (
          <div style={{ ...base, backgroundColor: SAND }}>
            <div style={{ display: 'flex', width: cell * 0.74, height: cell * 0.74, borderRadius: cell, border: `${Math.round(cell / 30)}px solid #1d3b5a`, alignItems: 'center', justifyContent: 'center' }}>
              <Hand ctx={ctx} text={c.letter ?? ''} size={Math.round(cell * 0.5)} color="#1d3b5a" />
            </div>
          </div>
        );
      case 'entrance':
        return (
          <div style={{ ...base, flexDirection: 'column', backgroundColor: '#cfe0c0' }}>
            <Icon ctx={ctx} name="footsteps" color="#2a5a32" size={Math.round(cell * 0.46)} />
            <div style={{ display: 'flex', fontFamily: ctx.fonts.title, fontSize: Math.round(cell * 0.16), color: '#2a5a32' }}>Entrée</div>
          </div>
        );
      default:
        return <div style={{ ...base, backgroundColor: SAND }} />;
    }
  };

  return (
    <Frame ctx={ctx} face="#f1e4c3" contentStyle={{ alignItems: 'center' }}>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'center', height: titleH }}>
        <Icon ctx={ctx} name="egyptian-pyramids" color={ctx.deck.color} size={Math.round(titleH * 0.8)} />
        <Hand ctx={ctx} text={`${ctx.manifest.title} · ${map.name ?? ''}`} size={Math.round(titleH * 0.62)} color={ctx.deck.color} style={{ marginLeft: 24 }} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'row', width: label + gridW, height: label }}>
        <div style={{ display: 'flex', width: label }} />
        {Array.from({ length: grid.cols }, (_, i) => (
          <div style={{ ...coord, width: cell, height: label }}>{String.fromCharCode(65 + i)}</div>
        ))}
      </div>
      {grid.cells.map((row, r) => (
        <div style={{ display: 'flex', flexDirection: 'row', width: label + gridW, height: cell }}>
          <div style={{ ...coord, width: label, height: cell }}>{String(r + 1)}</div>
          {Array.from({ length: grid.cols }, (_, c) => (row[c] ? drawCell(row[c]) : <div style={{ display: 'flex', width: cell, height: cell }} />))}
        </div>
      ))}
      <TurnTrack ctx={ctx} width={label + gridW} height={trackH} />
    </Frame>
  );
}

/** « Une partie est composée de 12 tours »: a cell a turn for the turn marker. */
function TurnTrack(props: { ctx: RenderContext; width: number; height: number }): SatoriElement {
  const { ctx } = props;
  const box = Math.floor(Math.min(props.width / TURNS - 12, props.height * 0.72));
  return (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'center', width: props.width, height: props.height, marginTop: 30 }}>
      <Hand ctx={ctx} text="Tour" size={Math.round(box * 0.36)} color={ctx.deck.color} style={{ marginRight: 16 }} />
      {Array.from({ length: TURNS }, (_, i) => (
        <div style={{ display: 'flex', width: box, height: box, marginLeft: 6, borderRadius: box / 2, border: `6px solid ${ctx.deck.color}`, backgroundColor: i === TURNS - 1 ? (ctx.deck.accent ?? '#ffffff') : '#fffaf0', alignItems: 'center', justifyContent: 'center' }}>
          <Hand ctx={ctx} text={String(i + 1)} size={Math.round(box * 0.46)} color={ctx.deck.color} />
        </div>
      ))}
    </div>
  );
}
