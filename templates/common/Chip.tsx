/** A small rounded label (a Zone type, a keyword). */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';

export function Chip(props: { ctx: RenderContext; text: string; color: string; textColor?: string }): SatoriElement {
  return (
    <div
      style={{
        display: 'flex',
        paddingLeft: 18,
        paddingRight: 18,
        height: 46,
        alignItems: 'center',
        borderRadius: 23,
        backgroundColor: props.color,
        color: props.textColor ?? '#ffffff',
        fontFamily: props.ctx.fonts.body,
        fontWeight: 700,
        fontSize: 30,
        marginRight: 10,
      }}
    >
      {props.text}
    </div>
  );
}
