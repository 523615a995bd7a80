/**
 * The canonical form of a text that parses: the printer's output in the pack's typography. A text is canonical when it already reads so; otherwise that form is a
 * safe fix, because it parses to the same AST (checked here, never assumed).
 */
import { hashOf } from '../../../core/cache-files.js';
import { keptAnswer } from '../../../core/text-parse.js';
import type { TextKind, TextKinds } from './ast.js';
import { CODEX_LANGUAGE, type CardLanguage } from './language.js';
import { plainTypography } from './parse.js';
import { printText } from './printer.js';
import { typeset, type Apostrophe } from './typography.js';

/** The canonical text, or null when `text` already is canonical (typography aside: another rule's job). */
export function canonicalForm<K extends TextKind>(kind: K, ast: TextKinds[K], text: string, apostrophe: Apostrophe, language: CardLanguage = CODEX_LANGUAGE): string | null {
  // The AST is the text's parse in this language: the text, its kind and the language say it all.
  return keptAnswer(hashOf('canonical', languageKey(language), kind, apostrophe, text), () => canonicalNow(kind, ast, text, apostrophe, language));
}

const languageKeys = new WeakMap<CardLanguage, string>();
/** A language by its words and terms (its parser and printer are deckwright's build). */
function languageKey(language: CardLanguage): string {
  let key = languageKeys.get(language);
  if (!key) {
    key = hashOf(language.lexicon, language.terms);
    languageKeys.set(language, key);
  }
  return key;
}

function canonicalNow<K extends TextKind>(kind: K, ast: TextKinds[K], text: string, apostrophe: Apostrophe, language: CardLanguage): string | null {
  const want = typeset(printText(kind, ast, language.lexicon), apostrophe, language.terms);
  if (want === typeset(text, apostrophe, language.terms) || plainTypography(want) === plainTypography(text)) return null;
  const again = language.parse(want, kind);
  return again.ok && sameAst(again.ast, ast) ? want : null;
}

/** Two ASTs mean the same when they are equal but for the offsets they were parsed from. */
export function sameAst(a: unknown, b: unknown): boolean {
  const strip = (_k: string, v: unknown) => (_k === 'at' ? undefined : v);
  return JSON.stringify(a, strip) === JSON.stringify(b, strip);
}

/** Offset of the first character where two texts differ. */
export function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
