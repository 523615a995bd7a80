/** A demigod's level marker (« Le Dieu peut utiliser 6 XP pour augmenter le niveau d'un de ses Demi-Dieu »): its number, from the token's name (« Niveau 3 »). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Mark, Piece, side } from './parts.js';

export default function niveau(data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const name = String((data as { name?: unknown } | null)?.name ?? '');
  const level = /(\d+)/.exec(name)?.[1] ?? '?';
  const d = side(ctx);
  const ink = ctx.deck.accent ?? '#ffffff';
  return (
    <Piece ctx={ctx} face={ctx.deck.color}>
      <Mark ctx={ctx} text="Niv." size={Math.round(d * 0.2)} color={ink} />
      <Mark ctx={ctx} text={level} size={Math.round(d * 0.5)} color={ink} />
    </Piece>
  );
}
