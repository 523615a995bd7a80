/**
 * A wall: a block of stones in the token's colours (the god's walls are stone; Malik's blue wall
 * is the same drawing in blue), so a wall on the board reads as the board's own walls do.
 */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Piece, side } from './parts.js';

export function Stones(props: { size: number; color: string; mortar: string }): SatoriElement {
  const { size } = props;
  const row = Math.floor(size / 4);
  const stone = (w: number) => <div style={{ display: 'flex', width: w, height: row - 6, margin: 3, borderRadius: 4, backgroundColor: props.color }} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: size, height: size, backgroundColor: props.mortar, overflow: 'hidden', justifyContent: 'center' }}>
      {[0, 1, 2, 3].map((r) => (
        <div style={{ display: 'flex', flexDirection: 'row', marginLeft: r % 2 ? -size / 4 : 0 }}>
          {stone(size / 2 - 6)}
          {stone(size / 2 - 6)}
          {stone(size / 2 - 6)}
        </div>
      ))}
    </div>
  );
}

export default function mur(_data: Record<string, unknown> | null, ctx: RenderContext): SatoriElement {
  const d = side(ctx);
  return (
    <Piece ctx={ctx} face={ctx.deck.accent ?? '#999999'} rim={ctx.deck.color} style={{ overflow: 'hidden' }}>
      <Stones size={d - 8} color={ctx.deck.color} mortar={ctx.deck.accent ?? '#999999'} />
    </Piece>
  );
}
