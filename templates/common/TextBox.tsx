/**
 * Rich card text in a fixed box: inline symbols, *emphasis*, paragraphs (optionally divided
 * by a rule). The text is broken into lines by our own layout and shrunk, down to a minimum
 * size (7 pt or more), until it fits; text that still does not fit is reported at its field.
 * Every text box of a card is set at one size: the card's layout passes (ctx.layout) measure
 * each box, then lay them all out at the smallest size that fits them all.
 */
import { h } from './h.js';
import type { RenderContext, SatoriElement } from '../../src/render/context.js';
import { fitText, missingGlyphs, type Box, type Paragraph, type TextStyle } from '../../src/render/text-layout.js';
import { glyphMessage } from './Title.js';
import { pt } from './theme.js';

export interface TextBoxProps {
  /** The render context the template received. */
  ctx: RenderContext;
  /** The text: each paragraph its card text, where it is in the card's data, and whether it is in italics. */
  paragraphs: Paragraph[];
  /** The box's width, in px. */
  width: number;
  /** The box's height, in px: the text is shrunk until it fits in it. */
  height: number;
  /** The preferred body size, in points. @default 9 */
  sizePt?: number;
  /** The smallest body size, in points (never below 7 pt): text that does not fit even so is a `render/text-fit` error. @default 7 */
  minSizePt?: number;
  /** How each line is aligned. @default 'left' */
  align?: 'left' | 'center';
  /** Where the text sits in the box, when it is shorter than the box. @default 'start' */
  valign?: 'start' | 'center';
  /** Draw a thin rule between paragraphs (item effects are separated so). @default false */
  dividers?: boolean;
  /** The text's colour (symbols keep their own). @default ctx.look.ink */
  color?: string;
}

const SYMBOL_SCALE = 1.05;

export function TextBox(props: TextBoxProps): SatoriElement {
  const { ctx } = props;
  const dpi = ctx.geometry.dpi;
  const family = ctx.fonts.body;
  const preferred = Math.round(pt(props.sizePt ?? 9, dpi) * 2) / 2;
  // One size for every text box of the card: the layout passes give it (see CardLayout).
  const shared = ctx.layout?.textSize ?? null;
  const style: TextStyle = {
    family,
    size: shared === null ? preferred : Math.min(preferred, shared),
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
  ctx.layout?.fitted(laid.size, preferred);
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
  const color = props.color ?? ctx.look.ink;
  const lineHeight = size * style.lineHeight;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: props.width,
        height: props.height,
        justifyContent: props.valign === 'center' ? 'center' : 'flex-start',
      }}
    >
      {laid.paragraphs.map((lines, pi) => (
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            marginTop: pi === 0 ? 0 : props.dividers ? size * 0.35 : size * style.paragraphGap,
          }}
        >
          {pi > 0 && props.dividers ? (
            <div style={{ display: 'flex', height: 2, marginBottom: size * 0.35 - 2, backgroundColor: `${color}55` }} />
          ) : null}
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
              {lineRuns(line).map((run) => renderRun(ctx, run, size, family, color))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** A piece of a line: text of one style, or a symbol. */
type Run = { kind: 'text'; text: string; bold: boolean; italic: boolean } | { kind: 'symbol'; name: string };

/**
 * A line's boxes as few elements as possible: consecutive text of one style becomes one text
 * node, with plain spaces between words. Fewer nodes make satori markedly faster, and the
 * spaces are the same width our layout measured.
 */
function lineRuns(line: Box[]): Run[] {
  const runs: Run[] = [];
  line.forEach((box, bi) => {
    const segments = bi > 0 ? [{ kind: 'text' as const, value: ' ', bold: false, italic: box.segments[0]?.italic ?? false, width: 0 }, ...box.segments] : box.segments;
    for (const s of segments) {
      const last = runs[runs.length - 1];
      if (s.kind === 'symbol') runs.push({ kind: 'symbol', name: s.value });
      else if (last?.kind === 'text' && (last.bold === s.bold || s.value === ' ') && last.italic === s.italic) last.text += s.value;
      else runs.push({ kind: 'text', text: s.value, bold: s.bold, italic: s.italic });
    }
  });
  return runs;
}

function renderRun(ctx: RenderContext, run: Run, size: number, family: string, color: string): SatoriElement {
  if (run.kind === 'symbol') {
    const def = ctx.symbol(run.name);
    const px = size * SYMBOL_SCALE;
    return <img src={ctx.icon(def?.icon ?? 'help', def?.color ?? color)} width={px} height={px} style={{ marginLeft: size * 0.04, marginRight: size * 0.04 }} />;
  }
  return (
    <div
      style={{
        display: 'flex',
        fontFamily: family,
        fontSize: size,
        fontWeight: run.bold ? 700 : 400,
        fontStyle: run.italic ? 'italic' : 'normal',
        color,
        whiteSpace: 'pre',
      }}
    >
      {run.text}
    </div>
  );
}
