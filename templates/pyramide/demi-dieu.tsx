/** A demigod's tile: the letter of its base (its cell on the board), its picture and its name. */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import type { DemiDieu } from '../../src/games/pyramide/card-types.js';
import { Icon } from '../common/Icon.js';
import { Mark, Piece, side } from './parts.js';

export default function demiDieu(card: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const c = card as unknown as DemiDieu;
  const d = side(ctx);
  const ink = ctx.deck.accent ?? '#ffffff';
  return (
    <Piece ctx={ctx} face={ctx.deck.color}>
      <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center' }}>
        <Mark ctx={ctx} text={c.letter} size={Math.round(d * 0.4)} color={ink} />
        <Icon ctx={ctx} name={c.art} color={ink} size={Math.round(d * 0.42)} style={{ marginLeft: Math.round(d * 0.04) }} />
      </div>
      <Mark ctx={ctx} text={c.name} size={Math.round(d * 0.14)} color={ink} style={{ marginTop: Math.round(d * 0.03) }} />
    </Piece>
  );
}
