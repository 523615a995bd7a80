/** Types of INDEX's parser, which scripts/compile.js generates from grammar.lexicon.ts and CODEX's grammar: CODEX's parser's types. */
export * from '../../codex/text/grammar.js';
