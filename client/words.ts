/**
 * What the page says to players, in the game's language: the catalogue's messages
 * (src/i18n/catalogue.yaml, the keys under `page-play.`) that the server sends with the start form,
 * formatted here with the same library as the print documents (intl-messageformat), so that
 * plurals and numbers follow the language's own rules.
 */
import { IntlMessageFormat } from 'intl-messageformat';

let language = 'en';
let messages: Record<string, string> = {};
const formats = new Map<string, IntlMessageFormat>();

/** The words of the game being played (PlaySetup.words). */
export function useWords(words: { language: string; messages: Record<string, string> }): void {
  language = words.language;
  messages = words.messages;
  formats.clear();
  document.getElementById('view-play')?.setAttribute('lang', language);
}

/** The message `key` with its values; the key itself when the server sent no such message (a page older than its server). */
export function t(key: string, values: Record<string, string | number> = {}): string {
  let f = formats.get(key);
  if (!f) {
    const message = messages[key];
    if (message === undefined) return key;
    f = new IntlMessageFormat(message, language);
    formats.set(key, f);
  }
  return String(f.format(values));
}

/** A number as the language writes it. */
export const num = (n: number): string => new Intl.NumberFormat(language).format(n);
