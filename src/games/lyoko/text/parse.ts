/**
 * Parses one text of a Code Lyoko card: the effect AST (ast.ts), or an error located in the text
 * with what the language expected there. Never throws for a card's text.
 */
import { parseWithGrammar, type GeneratedGrammar, type GrammarResult } from '../../../core/text-parse.js';
import type { EffectText } from './ast.js';
import * as grammar from './grammar.js';

export function parseLyokoText(text: string): GrammarResult<EffectText> {
  return parseWithGrammar<EffectText>(grammar as unknown as GeneratedGrammar, 'Code Lyoko', text, 'Effect');
}
