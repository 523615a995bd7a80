/**
 * The lexical layer of card text, shared by the checker and the renderer: inline symbols
 * `{mana}`, keyword emphasis `*Haste*`, and card names in quotes ("Fire Bolt", “Fire Bolt” or « Fire Bolt »).
 * The game's grammar (what the words mean) is a pack concern; this only finds the pieces.
 */

export type TextRun =
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'symbol'; name: string; bold: boolean };

export interface TextMark {
  /** The symbol or card name. */
  name: string;
  /** Offset in the text of the whole mark (brace or quote included). */
  offset: number;
  /** The raw mark as written, e.g. `{mana}` or `"Fire Bolt"`. */
  raw: string;
}

export interface LexedText {
  runs: TextRun[];
  symbols: TextMark[];
  quotedNames: TextMark[];
  problems: { offset: number; raw: string; message: string }[];
}

const SYMBOL = /\{([^{}\s]*)\}/y;
const QUOTED = /"([^"]+)"|«\s*([^»]+?)\s*»|“([^”]+)”/y;

export function lexCardText(text: string): LexedText {
  const runs: TextRun[] = [];
  const symbols: TextMark[] = [];
  const quotedNames: TextMark[] = [];
  const problems: LexedText['problems'] = [];
  let bold = false;
  let boldStart = -1;
  let buf = '';
  const flush = () => {
    if (buf) runs.push({ kind: 'text', text: buf, bold });
    buf = '';
  };
  for (let i = 0; i < text.length; ) {
    const ch = text[i];
    if (ch === '{') {
      SYMBOL.lastIndex = i;
      const m = SYMBOL.exec(text);
      if (!m) {
        problems.push({ offset: i, raw: '{', message: "unclosed '{': write a symbol as {NAME}, e.g. {mana}" });
        buf += ch;
        i++;
        continue;
      }
      flush();
      runs.push({ kind: 'symbol', name: m[1], bold });
      symbols.push({ name: m[1], offset: i, raw: m[0] });
      i += m[0].length;
      continue;
    }
    if (ch === '}') {
      problems.push({ offset: i, raw: '}', message: "'}' without a matching '{'" });
    }
    if (ch === '*') {
      flush();
      bold = !bold;
      if (bold) boldStart = i;
      i++;
      continue;
    }
    if (ch === '"' || ch === '«' || ch === '“') {
      QUOTED.lastIndex = i;
      const m = QUOTED.exec(text);
      if (m) {
        quotedNames.push({ name: (m[1] ?? m[2] ?? m[3]).trim(), offset: i, raw: m[0] });
        // Past the closing quote, which must not open another name.
        buf += m[0];
        i += m[0].length;
        continue;
      }
    }
    buf += ch;
    i++;
  }
  flush();
  if (bold) problems.push({ offset: boldStart, raw: '*', message: "emphasis opened with '*' is never closed: write *Keyword*" });
  return { runs, symbols, quotedNames, problems };
}
