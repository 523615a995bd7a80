/**
 * What players read comes from src/i18n/catalogue.yaml, in the game's `language:` (its first
 * subtag: "fr-CA" reads "fr"), else in English. Messages are ICU MessageFormat, formatted with
 * intl-messageformat (FormatJS: plurals and selects by the language's own rules, as translators
 * know them), and the catalogue is read once per process.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse } from 'yaml';
import { derivedBytes } from '../core/derived-bytes.js';
import { installRoot } from '../core/paths.js';

export type Catalogue = Record<string, Record<string, string>>;

export const CATALOGUE_FILE = path.join(installRoot, 'src', 'i18n', 'catalogue.yaml');
export const FALLBACK = 'en';

let catalogue: Catalogue | null = null;

export function readCatalogue(): Catalogue {
  // Its messages as JSON, kept between commands (derived-bytes.ts): parsing the YAML was most of
  // what writing the credits cost a one-card rebuild.
  if (!catalogue) {
    const yaml = readFileSync(CATALOGUE_FILE);
    catalogue = JSON.parse(derivedBytes('catalogue', yaml, 'json', () => Buffer.from(JSON.stringify(parse(yaml.toString('utf8'))))).toString('utf8')) as Catalogue;
  }
  return catalogue;
}

export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

let complete: string[] | null = null;

/** The languages the catalogue has for every key (worked out once a process: every translator asks). */
export function languages(): string[] {
  if (!complete) {
    const entries = Object.values(readCatalogue());
    complete = Object.keys(entries[0] ?? {}).filter((l) => entries.every((e) => l in e));
  }
  return [...complete];
}

/** The language a game's `language:` is printed in: its own if the catalogue has it, else English. */
export function printedLanguage(language: string): string {
  const base = language.split('-')[0];
  return languages().includes(base) ? base : FALLBACK;
}

const formats = new Map<string, IntlMessageFormat>();

export function translator(language: string): Translate {
  const lang = printedLanguage(language);
  return (key, values = {}) => {
    const id = `${lang}\u0000${key}`;
    let f = formats.get(id);
    if (!f) {
      const message = readCatalogue()[key]?.[lang];
      // A key the code uses but the catalogue lacks is deckwright's bug, which test/i18n.test.ts catches.
      if (message === undefined) throw new Error(`no message '${key}' in ${path.relative(installRoot, CATALOGUE_FILE)}`);
      f = new IntlMessageFormat(message, lang);
      formats.set(id, f);
    }
    return String(f.format(values));
  };
}

/**
 * The messages whose keys start with `prefix`, in the language a game's `language:` is printed
 * in, as ICU MessageFormat text: for a page that formats them itself (the preview's Play tab).
 */
export function messagesFor(language: string, prefix: string): { language: string; messages: Record<string, string> } {
  const lang = printedLanguage(language);
  const messages: Record<string, string> = {};
  for (const [key, byLang] of Object.entries(readCatalogue())) if (key.startsWith(prefix)) messages[key] = byLang[lang];
  return { language: lang, messages };
}
