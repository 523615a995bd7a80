/**
 * The board's legend under the turn track: each entry the map's cells call for (legend.ts says
 * which, and what they mean), its cell drawn as the board draws it, beside its name and meaning.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { Grid } from '../../src/games/pyramide/map/grid.js';
import { legendEntries } from '../../src/games/pyramide/map/legend.js';
import { BoardCell } from './board-cell.js';

export function BoardLegend(props: { ctx: RenderContext; grid: Grid; width: number; height: number }): SatoriElement {
  const { ctx, width, height } = props;
  const entries = legendEntries(props.grid);
  const swatch = Math.round(height * 0.78);
  const each = Math.floor(width / Math.max(1, entries.length));
  const size = Math.round(height * 0.22);
  return (
    <div style={{ display: 'flex', flexDirection: 'row', width, height, alignItems: 'center', marginTop: 10 }}>
      {entries.map((e) => (
        <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', width: each, paddingRight: 24 }}>
          <BoardCell ctx={ctx} kind={e.kind} letter={e.letter} size={swatch} />
          <div style={{ display: 'flex', flexDirection: 'column', width: each - swatch - 48, marginLeft: 24, fontFamily: ctx.fonts.body, fontSize: size, lineHeight: 1.15, color: ctx.look.ink }}>
            <div style={{ display: 'flex', fontWeight: 700 }}>{e.term}</div>
            <div style={{ display: 'flex' }}>{e.text}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
