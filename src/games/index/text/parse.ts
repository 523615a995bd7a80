/**
 * Parses one text field of an INDEX card: CODEX's parser, made from CODEX's grammar in INDEX's
 * words (grammar.lexicon.ts), with CODEX's error messages and suggestions in those words.
 */
import { textParser, type TextParser } from '../../codex/text/parse.js';
import * as indexGrammar from './grammar.js';

export const parseIndexText: TextParser = textParser(indexGrammar, 'INDEX');
