/** A round token with an icon and its name under it (mummies, dynamite, the turn marker). */
import { h } from '../common/h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Icon } from '../common/Icon.js';
import { Mark, Piece, side } from './parts.js';

export function IconToken(props: { ctx: RenderContext; icon: string; label?: string }): SatoriElement {
  const { ctx } = props;
  const d = side(ctx);
  return (
    <Piece ctx={ctx} face={ctx.deck.color}>
      <Icon ctx={ctx} name={props.icon} color={ctx.deck.accent ?? '#ffffff'} size={Math.round(d * (props.label ? 0.5 : 0.62))} />
      {props.label ? <Mark ctx={ctx} text={props.label} size={Math.round(d * 0.15)} color={ctx.deck.accent ?? '#ffffff'} style={{ marginTop: Math.round(d * 0.02) }} /> : null}
    </Piece>
  );
}
