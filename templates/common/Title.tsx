/**
 * The card's name on one line, in the title font, shrunk (within bounds) to fit the width.
 * Missing glyphs and names too long even at the smallest size are reported, never clipped.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { WIDTH_SAFETY, fontFor, missingGlyphs } from '../../src/render/text-layout.js';
import { measure } from '../../src/render/fonts.js';

export interface TitleProps {
  /** The render context the template received. */
  ctx: RenderContext;
  /** The name, on one line in the title font's bold. */
  text: string;
  /** Where the name is in the card's data, e.g. ['name']: its problems are located there. */
  path: (string | number)[];
  /** The width the name must fit in, in px; it is centred in it. */
  width: number;
  /** The preferred size, in px. */
  size: number;
  /** The smallest size, in px: a name that does not fit even so is a `render/text-fit` error. */
  minSize: number;
  /** The name's colour. @default ctx.look.ink */
  color?: string;
}

export function Title(props: TitleProps): SatoriElement {
  const { ctx, text } = props;
  const family = ctx.fonts.title;
  for (const ch of missingGlyphs(text, family)) {
    ctx.report({ rule: 'render/missing-glyph', path: props.path, needle: ch, message: glyphMessage(ctx, ch, family) });
  }
  const font = fontFor(family, true, false);
  let size = props.size;
  while (size > props.minSize && measure(font, text, size) * WIDTH_SAFETY > props.width) size -= 1;
  if (measure(font, text, size) * WIDTH_SAFETY > props.width) {
    ctx.report({
      rule: 'render/text-fit',
      path: props.path,
      message: `card '${ctx.cardId}': the name does not fit on one line even at the smallest title size; shorten it`,
    });
  }
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        width: props.width,
        fontFamily: family,
        fontWeight: 700,
        fontSize: size,
        lineHeight: 1.1,
        color: props.color ?? ctx.look.ink,
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </div>
  );
}

export function glyphMessage(ctx: RenderContext, ch: string, family: string): string {
  const cp = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `card '${ctx.cardId}' uses the character '${ch}' (U+${cp}), which neither the font ${family} nor the fallback fonts have; replace it, or add a font file that has it to the game (fonts: files: of game.yaml)`;
}
