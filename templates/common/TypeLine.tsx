/** The small line under the name that says what kind of card this is ("Créature spéciale"). */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';

export interface TypeLineProps {
  /** The render context the template received. */
  ctx: RenderContext;
  /** The line, in the body font's italic (30 px). */
  text: string;
  /** The width it is centred in, in px. */
  width: number;
  /** Its colour. @default ctx.deck.color */
  color?: string;
}

export function TypeLine(props: TypeLineProps): SatoriElement {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        width: props.width,
        fontFamily: props.ctx.fonts.body,
        fontStyle: 'italic',
        fontSize: 30,
        color: props.color ?? props.ctx.deck.color,
        letterSpacing: 1,
      }}
    >
      {props.text}
    </div>
  );
}
