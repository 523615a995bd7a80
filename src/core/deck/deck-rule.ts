/**
 * Deck-building rules, in the style of the checker's (core/rule.ts): one module per rule, with a
 * stable id, a description, and valid and invalid deck lists as examples that run as its tests.
 * A pack that has deck lists declares them with its deck capability (PackDef.decks).
 */
import type { Diagnostic, Severity } from '../diagnostics.js';
import type { LoadedCard, LoadedPack } from '../pack.js';
import type { DeckEntry, ParsedDeckList } from './deck-list.js';

/** A deck list's line resolved to a card of the pack. */
export interface ResolvedEntry extends DeckEntry {
  card: LoadedCard;
}

/** A deck list with its names resolved: the entries that name a card, and the list as parsed. */
export interface ResolvedDeck {
  list: ParsedDeckList;
  entries: ResolvedEntry[];
  /** Copies of each card, over all its lines. */
  copies: Map<LoadedCard, number>;
  /** Cards in the deck, every line counted. */
  size: number;
}

export interface DeckRuleContext {
  pack: LoadedPack;
  deck: ResolvedDeck;
  /** Reports a problem at a place of the list (1-based line, columns end exclusive). */
  report(at: { line: number; column: number; endColumn: number }, message: string, card: LoadedCard | null): void;
}

export interface DeckRuleExample {
  name: string;
  /** The deck list's text. */
  list: string;
}

export interface InvalidDeckRuleExample extends DeckRuleExample {
  errors: { line: number; column: number; message?: string }[];
}

export interface DeckRule {
  id: string;
  description: string;
  severity: Severity;
  check(ctx: DeckRuleContext): void;
  /** Lists checked against the pack's deck example files (DeckCapability.exampleFiles). */
  examples: { valid: DeckRuleExample[]; invalid: InvalidDeckRuleExample[] };
}

/** Runs `rules` on a resolved deck: their diagnostics, in the `check` contract. */
export function runDeckRules(rules: readonly DeckRule[], pack: LoadedPack, deck: ResolvedDeck): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of rules) {
    rule.check({
      pack,
      deck,
      report(at, message, card) {
        out.push({ file: deck.list.file, line: at.line, column: at.column, endLine: at.line, endColumn: at.endColumn, severity: rule.severity, rule: rule.id, message, card: card?.id ?? null });
      },
    });
  }
  return out;
}

/** Where a rule about the whole deck (its size) reports: the list's first entry, or its first line. */
export function deckStart(deck: ResolvedDeck): { line: number; column: number; endColumn: number } {
  const first = deck.list.entries[0];
  return first ? { line: first.line, column: first.countColumn, endColumn: first.endColumn } : { line: 1, column: 1, endColumn: 2 };
}
