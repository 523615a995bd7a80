/**
 * A card language: how a pack's texts are read and written. CODEX's, and an edition's made from
 * it (INDEX: src/games/index/text/language.ts), which the shared text fields and checker rules
 * take as a parameter, so that one rule's code checks both games in each one's words.
 */
import { CODEX_LEXICON, type Lexicon } from './lexicon.js';
import { parseCardText, type TextParser } from './parse.js';
import { CODEX_TERMS } from './typography.js';

export interface CardLanguage {
  /** The language's words; its `name` names it in messages ("not in the INDEX card language"). */
  lexicon: Lexicon;
  parse: TextParser;
  /** Game terms and how they are capitalised (typography.ts): CODEX's Créature, INDEX's ennemi. */
  terms: Readonly<Record<string, string>>;
}

export const CODEX_LANGUAGE: CardLanguage = { lexicon: CODEX_LEXICON, parse: parseCardText, terms: CODEX_TERMS };
