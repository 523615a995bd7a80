/** INDEX's card language: CODEX's grammar and printer in INDEX's words (grammar.lexicon.ts). */
import type { CardLanguage } from '../../codex/text/language.js';
import { lexicon } from './grammar.lexicon.js';
import { parseIndexText } from './parse.js';

export const INDEX_LANGUAGE: CardLanguage = { lexicon, parse: parseIndexText };
