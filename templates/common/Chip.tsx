/** A small rounded label (a Zone type, a keyword). */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';

export interface ChipProps {
  /** The render context the template received. */
  ctx: RenderContext;
  /** The label, on one line in the body font's bold (30 px). */
  text: string;
  /** The chip's background colour. */
  color: string;
  /** The label's colour. @default '#ffffff' */
  textColor?: string;
}

export function Chip(props: ChipProps): SatoriElement {
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
