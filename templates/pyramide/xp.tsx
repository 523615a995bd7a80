/** An XP token (« Le gagnant reçoit 2 jetons XP, le perdant en reçoit 1 »). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Mark, Piece, side } from './parts.js';

export default function xp(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  return (
    <Piece ctx={ctx} face={ctx.deck.color}>
      <Mark ctx={ctx} text="XP" size={Math.round(side(ctx) * 0.44)} color={ctx.deck.accent ?? '#ffffff'} />
    </Piece>
  );
}
