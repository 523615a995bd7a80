/**
 * One cell of the board as the map says it is (a wall, a chest, a hatched cell, a mummy cell, a
 * demigod's lettered cell, an entrance, a floor), at any size: the board draws its grid with it
 * and its legend draws the same cells beside what they mean, so the two cannot differ.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { CellKind } from '../../src/games/pyramide/map/grid.js';
import { Icon } from '../common/Icon.js';
import { Stones } from './mur.js';
import { Hand, Mark } from './parts.js';

export const SAND = '#ead9ae';
export const LINE = '#b99c63';
const STONE = '#6f5c45';
const MORTAR = '#9c876a';
const DEMIGOD = '#1d3b5a';
const ENTRANCE = '#2a5a32';

/** Diagonal hatching as an SVG pattern (satori draws an <img> of it; CSS repeating gradients it lacks). */
function hatching(size: number, color: string): string {
  const step = Math.max(8, Math.round(size / 9));
  const lines = Array.from({ length: 20 }, (_, i) => `<line x1="${(i - 10) * step}" y1="${size}" x2="${(i - 10) * step + size}" y2="0" stroke="${color}" stroke-width="${Math.max(2, step / 4)}"/>`).join('');
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${lines}</svg>`)}`;
}

export function BoardCell(props: { ctx: RenderContext; kind: CellKind; letter?: string; size: number }): SatoriElement {
  const { ctx, size } = props;
  const base = { display: 'flex', width: size, height: size, border: `3px solid ${LINE}`, alignItems: 'center', justifyContent: 'center', position: 'relative', overflow: 'hidden' } as const;
  const hatched = <img src={hatching(size, '#a07e3e')} width={size} height={size} style={{ position: 'absolute', left: 0, top: 0 }} />;
  switch (props.kind) {
    case 'wall':
      return (
        <div style={{ ...base, backgroundColor: MORTAR }}>
          <Stones size={size - 6} color={STONE} mortar={MORTAR} />
        </div>
      );
    case 'chest':
      return (
        <div style={{ ...base, backgroundColor: '#c99a2e' }}>
          <Icon ctx={ctx} name="locked-chest" color="#4a3210" size={Math.round(size * 0.72)} />
        </div>
      );
    case 'hatched':
      return <div style={{ ...base, backgroundColor: SAND }}>{hatched}</div>;
    case 'mummy':
      return (
        <div style={{ ...base, backgroundColor: '#d8c8a0' }}>
          {hatched}
          <Icon ctx={ctx} name="mummy-head" color="#6b5a3e" size={Math.round(size * 0.5)} />
        </div>
      );
    case 'demigod':
      return (
        <div style={{ ...base, backgroundColor: SAND }}>
          <div style={{ display: 'flex', width: size * 0.74, height: size * 0.74, borderRadius: size, border: `${Math.round(size / 30)}px solid ${DEMIGOD}`, alignItems: 'center', justifyContent: 'center' }}>
            <Mark ctx={ctx} text={props.letter ?? ''} size={Math.round(size * 0.46)} color={DEMIGOD} />
          </div>
        </div>
      );
    case 'entrance':
      return (
        <div style={{ ...base, flexDirection: 'column', backgroundColor: '#cfe0c0' }}>
          <Icon ctx={ctx} name="footsteps" color={ENTRANCE} size={Math.round(size * 0.46)} />
          <Hand ctx={ctx} text="Entrée" size={Math.round(size * 0.16)} color={ENTRANCE} />
        </div>
      );
    default:
      return <div style={{ ...base, backgroundColor: SAND }} />;
  }
}
