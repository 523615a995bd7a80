/**
 * Text from a pack (ids, names, file names, card text quoted in messages) made safe to print on
 * a terminal: control characters and bidirectional overrides are shown as escapes (`\x1b`,
 * `\u202e`), so that data cannot move the cursor, retitle the window, clear the screen or reorder
 * what the designer reads.
 */

// C0 controls but tab and newline, DEL, C1 controls, and the bidi embedding, override and isolate marks.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function escape(ch: string): string {
  const code = ch.charCodeAt(0);
  if (ch === '\n') return '\\n';
  if (ch === '\t') return '\\t';
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every unsafe character escaped; newlines and tabs are kept unless `oneLine`. */
export function printable(text: string, oneLine = false): string {
  return text.replace(oneLine ? UNSAFE_ONE_LINE : UNSAFE, escape);
}
