/**
 * Rich card text in a fixed box: inline symbols, *emphasis*, paragraphs (optionally divided
 * by a rule). The text is broken into lines by our own layout and shrunk, down to a minimum
 * size (7 pt or more), until it fits; text that still does not fit is reported at its field.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { measure } from '../../src/render/fonts.js';
import { fitText, fontFor, missingGlyphs, type Box, type Paragraph, type TextStyle } from '../../src/render/text-layout.js';
import { glyphMessage } from './Title.js';
import { INK, pt } from './theme.js';

export interface TextBoxProps {
  ctx: RenderContext;
  paragraphs: Paragraph[];
  width: number;
  height: number;
  /** Preferred and minimum body size in points (the minimum is never below 7 pt). */
  sizePt?: number;
  minSizePt?: number;
  align?: 'left' | 'center';
  valign?: 'start' | 'center';
  /** Draw a thin rule between paragraphs (item effects are separated so). */
  dividers?: boolean;
  color?: string;
}

const SYMBOL_SCALE = 1.05;

export function TextBox(props: TextBoxProps): SatoriElement {
  const { ctx } = props;
  const dpi = ctx.geometry.dpi;
  const family = ctx.fonts.body;
  const style: TextStyle = {
    family,
    size: Math.round(pt(props.sizePt ?? 9, dpi) * 2) / 2,
    minSize: Math.ceil(pt(Math.max(7, props.minSizePt ?? 7), dpi) * 2) / 2,
    lineHeight: 1.18,
    paragraphGap: props.dividers ? 0.7 : 0.35,
    symbolScale: SYMBOL_SCALE,
  };
  for (const p of props.paragraphs) {
    for (const ch of missingGlyphs(p.text, family, p.italic)) {
      ctx.report({ rule: 'render/missing-glyph', path: p.path, needle: ch, message: glyphMessage(ctx, ch, family) });
    }
  }
  const laid = fitText(props.paragraphs, { width: props.width, height: props.height }, style);
  if (!laid.fits) {
    const last = props.paragraphs[props.paragraphs.length - 1];
    ctx.report({
      rule: 'render/text-fit',
      path: last.path,
      message:
        `card '${ctx.cardId}': the text does not fit its box even at ${(laid.size / (dpi / 72)).toFixed(1)} pt ` +
        `(${laid.excessLines} line(s) too many); shorten it`,
    });
  }
  const size = laid.size;
  const color = props.color ?? INK;
  const lineHeight = size * style.lineHeight;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: props.width,
        height: props.height,
        justifyContent: props.valign === 'center' ? 'center' : 'flex-start',
        overflow: 'hidden',
      }}
    >
      {laid.paragraphs.map((lines, pi) => (
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            marginTop: pi === 0 ? 0 : props.dividers ? size * 0.35 : size * style.paragraphGap,
            paddingTop: pi > 0 && props.dividers ? size * 0.35 : 0,
            borderTop: pi > 0 && props.dividers ? `2px solid ${color}55` : 'none',
          }}
        >
          {lines.map((line) => (
            <div
              style={{
                display: 'flex',
                flexDirection: 'row',
                alignItems: 'center',
                justifyContent: props.align === 'center' ? 'center' : 'flex-start',
                height: lineHeight,
              }}
            >
              {line.map((box, bi) => renderBox(ctx, box, size, bi < line.length - 1 ? spaceOf(family, size) : 0, family, color))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

const spaceOf = (family: string, size: number) => measure(fontFor(family, false, false), ' ', size);

function renderBox(ctx: RenderContext, box: Box, size: number, spaceAfter: number, family: string, color: string): SatoriElement {
  return (
    <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', marginRight: spaceAfter }}>
      {box.segments.map((s) => {
        if (s.kind === 'symbol') {
          const def = ctx.symbol(s.value);
          const px = size * SYMBOL_SCALE;
          return (
            <img
              src={ctx.icon(def?.icon ?? 'help', def?.color ?? color)}
              width={px}
              height={px}
              style={{ marginLeft: size * 0.04, marginRight: size * 0.04 }}
            />
          );
        }
        return (
          <div
            style={{
              display: 'flex',
              fontFamily: family,
              fontSize: size,
              fontWeight: s.bold ? 700 : 400,
              fontStyle: s.italic ? 'italic' : 'normal',
              color,
              whiteSpace: 'pre',
            }}
          >
            {s.value}
          </div>
        );
      })}
    </div>
  );
}
