/** INDEX's card language: CODEX's grammar and printer in INDEX's words (grammar.lexicon.ts). */
import type { CardLanguage } from '../../codex/text/language.js';
import { lexicon } from './grammar.lexicon.js';
import { parseIndexText } from './parse.js';

/**
 * INDEX's capitalised game terms: CODEX's Objet, Ration, Boss, PV, PA. Not CODEX's Créature,
 * Chapitre or Secret: INDEX writes "un ennemi", "l'étage" and "l'Objet secret" in lowercase, as
 * its book does (docs/rules/index.md, "Words and typography").
 */
const INDEX_TERMS: Readonly<Record<string, string>> = {
  objet: 'Objet',
  objets: 'Objets',
  ration: 'Ration',
  rations: 'Rations',
  boss: 'Boss',
  pv: 'PV',
  pa: 'PA',
};

export const INDEX_LANGUAGE: CardLanguage = { lexicon, parse: parseIndexText, terms: INDEX_TERMS };
