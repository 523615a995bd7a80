/**
 * The pack's ready-made deck lists (its decks folder), checked as `deck check` checks them, as the
 * card ids a game's setup takes: what hot-seat play offers and what a scenario's `decks:` names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasErrors } from '../../../core/diagnostics.js';
import type { LoadedPack } from '../../../core/pack.js';
import { checkDeckText } from '../../../pipeline/deck-lists.js';

/** The pack's ready-made deck lists without errors, by file name, as card ids. */
export function lyokoDeckLists(pack: LoadedPack): { id: string; cards: string[] }[] {
  const cap = pack.def?.decks;
  if (!cap) return [];
  const dir = path.join(pack.dir, cap.listsDir);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort();
  } catch {
    return [];
  }
  return files.flatMap((f) => {
    const checked = checkDeckText({ pack, cap }, path.join(dir, f), readFileSync(path.join(dir, f), 'utf8'));
    if (hasErrors(checked.diagnostics)) return [];
    return [{ id: path.basename(f, '.txt'), cards: [...checked.deck.copies].flatMap(([card, n]) => Array<string>(n).fill(card.id)) }];
  });
}
