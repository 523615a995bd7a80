/**
 * A parsed deck list's names resolved to the pack's cards. What cannot be read or named is
 * reported with the list's own rules, `deck/syntax` and `deck/unknown-card` (with the closest
 * card name), which every pack with deck lists shares.
 */
import { closest } from 'fastest-levenshtein';
import type { Diagnostic } from '../diagnostics.js';
import { clip, QUOTE_MAX } from '../printable.js';
import type { LoadedCard, LoadedPack } from '../pack.js';
import type { RuleInfo } from '../rule.js';
import { nameKey, type ParsedDeckList } from './deck-list.js';
import type { ResolvedDeck, ResolvedEntry } from './deck-rule.js';

export const DECK_LIST_RULES: RuleInfo[] = [
  { id: 'deck/syntax', description: 'Each line of a deck list is a count then a card name ("3 Kiwi"), a name alone (one copy), a # comment or blank.', severity: 'error' },
  { id: 'deck/unknown-card', description: 'Each name in a deck list is the name of a card of the game (case, accents and apostrophes aside).', severity: 'error' },
];

/** The pack's cards that deck lists may name, by name key; `deckable` leaves some out of the suggestions (none by default). */
function cardsByName(pack: LoadedPack): Map<string, LoadedCard> {
  const map = new Map<string, LoadedCard>();
  for (const card of pack.cards) {
    if (!card.valid || typeof card.data.name !== 'string') continue;
    if (!map.has(nameKey(card.data.name))) map.set(nameKey(card.data.name), card);
  }
  return map;
}

export function resolveDeck(pack: LoadedPack, list: ParsedDeckList): { deck: ResolvedDeck; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = list.problems.map((p) => ({
    file: list.file, line: p.line, column: p.column, endLine: p.line, endColumn: p.endColumn, severity: 'error' as const, rule: 'deck/syntax', message: p.message, card: null,
  }));
  const byName = cardsByName(pack);
  const names = [...byName.values()].map((c) => c.data.name as string);
  const entries: ResolvedEntry[] = [];
  const copies = new Map<LoadedCard, number>();
  for (const e of list.entries) {
    const card = byName.get(nameKey(e.name));
    if (!card) {
      // A name far longer than any card's is compared by its start: its end could not bring it nearer.
      const near = names.length ? closest(e.name.slice(0, 2 * QUOTE_MAX), names) : null;
      diagnostics.push({
        file: list.file, line: e.line, column: e.column, endLine: e.line, endColumn: e.endColumn, severity: 'error', rule: 'deck/unknown-card',
        message: `"${clip(e.name)}" is not a card of ${pack.manifest?.title ?? pack.name}${near ? `; did you mean "${near}"?` : ''}`, card: null,
      });
      continue;
    }
    entries.push({ ...e, card });
    copies.set(card, (copies.get(card) ?? 0) + e.count);
  }
  const size = entries.reduce((n, e) => n + e.count, 0);
  return { deck: { list, entries, copies, size }, diagnostics };
}
