/** The small line under the name that says what kind of card this is ("Créature spéciale"). */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';

export function TypeLine(props: { ctx: RenderContext; text: string; width: number; color?: string }): SatoriElement {
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
