/** The illustration area: an icon of the icon set on a panel tinted with the deck colour. */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { Icon } from './Icon.js';
import { Panel } from './Panel.js';

/**
 * The art box's height for this layout pass: `preferred`, or less (down to `min`) while the card's
 * text would otherwise shrink. The art gives up height before any text does; the template gives
 * the height it frees to its text boxes.
 */
export function artHeight(ctx: RenderContext, preferred: number, min: number): number {
  return ctx.layout ? ctx.layout.flexHeight(preferred, min) : preferred;
}

export interface ArtBoxProps {
  /** The render context the template received. */
  ctx: RenderContext;
  /** The picture: an icon name of game-icons.net, e.g. "sword-brandish". */
  icon: string;
  /** Outer width in px, rim included. */
  width: number;
  /** Outer height in px, rim included: give it `artHeight(ctx, preferred, min)` to let the art yield to the text. */
  height: number;
  /** The panel's background colour. @default ctx.deck.accent ?? '#d9c7a0' */
  tint?: string;
  /** The icon's colour. @default ctx.deck.color */
  color?: string;
}

export function ArtBox(props: ArtBoxProps): SatoriElement {
  const tint = props.tint ?? props.ctx.deck.accent ?? '#d9c7a0';
  return (
    <Panel width={props.width} height={props.height} radius={16} rimColor={props.ctx.look.rim} background={tint} style={{ alignItems: 'center', justifyContent: 'center' }}>
      <Icon ctx={props.ctx} name={props.icon} color={props.color ?? props.ctx.deck.color} size={Math.min(props.width, props.height) * 0.82} />
    </Panel>
  );
}
