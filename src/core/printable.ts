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

/** Longest a value from the data or the command line is quoted in a message. */
export const QUOTE_MAX = 80;

/**
 * A value from the data or the command line as a message quotes it: cut to `max` characters with
 * an ellipsis, so that a 1 MB name makes one line of output, not a megabyte. Messages quote
 * through this; formatText and the CLI's error line also cut a whole message at MESSAGE_MAX.
 */
export function clip(value: string, max = QUOTE_MAX): string {
  if (value.length <= max) return value;
  // Whole characters: an emoji is not cut in half.
  return `${Array.from(value.slice(0, 2 * max)).slice(0, max).join('')}…`;
}

/** Longest a whole message is printed: beyond, it is cut and says how much was left out. */
export const MESSAGE_MAX = 1000;

export function clipMessage(message: string): string {
  return message.length <= MESSAGE_MAX ? message : `${clip(message, MESSAGE_MAX)} (${message.length - MESSAGE_MAX} more characters)`;
}
