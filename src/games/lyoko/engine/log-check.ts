/**
 * What a Code Lyoko game log must hold before it is replayed: its seed, and decks whose every card
 * is a card of the pack it is replayed with. A log edited by hand, or replayed with cards renamed
 * since, gets the card at its line (« no card has the id "…" »), not a crash in the setup; an id
 * such as « constructor » finds no card (the catalogue is a map).
 */
import type { Diagnostic } from '../../../core/diagnostics.js';
import type { LogFile } from '../../../core/pack-types.js';
import { show } from '../../../core/validate.js';
import { loadYamlSource, spanAt, type PathSegment } from '../../../core/yaml-source.js';
import { findCard, type Catalogue } from './catalogue.js';

/** The log's problems with its seed and decks, at their place in the file; none when it fits. */
export function logDeckProblems(cat: Catalogue, file: LogFile): Diagnostic[] {
  const log = file.data as { seed?: unknown; decks?: unknown };
  const found: [PathSegment[], string][] = [];
  if (!Number.isInteger(log.seed)) found.push([['seed'], `the game log's seed must be an integer, got ${show(log.seed)}`]);
  if (!Array.isArray(log.decks) || log.decks.length < 2) found.push([log.decks === undefined ? [] : ['decks'], `the game log's decks must be a list of two decks or more, each a list of card ids, got ${show(log.decks)}`]);
  else {
    log.decks.forEach((deck: unknown, i) => {
      if (!Array.isArray(deck)) return found.push([['decks', i], `deck ${i + 1} of the game log must be a list of card ids, got ${show(deck)}`]);
      deck.forEach((id: unknown, k) => {
        if (typeof id !== 'string' || !findCard(cat, id)) found.push([['decks', i, k], typeof id === 'string' ? `no card has the id "${id}" (deck ${i + 1} of the game log); the cards changed since the game was played, or the log was edited` : `deck ${i + 1} of the game log holds ${show(id)}, not a card id`]);
      });
    });
  }
  if (!found.length) return [];
  // Read as YAML (JSON is YAML), the file gives each value its line: only for a log with problems.
  const src = loadYamlSource(file.file, file.text);
  return found.map(([path, message]) => ({ ...spanAt(src, path), severity: 'error', rule: 'replay/log', message, card: null }));
}
