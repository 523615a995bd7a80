/**
 * The pack's ready-made deck lists (its decks folder), checked as `deck check` checks them, as the
 * card ids a game's setup takes: what hot-seat play offers and what a scenario's `decks:` names.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { hasErrors } from '../../../core/diagnostics.js';
import type { LoadedPack } from '../../../core/pack.js';
import { readTextLimitedSync } from '../../../core/read-limited.js';
import { resolveInside } from '../../../core/safe-path.js';
import { checkDeckText } from '../../../pipeline/deck-lists.js';

/**
 * A list's name as its first line says it (« # Collège Kadic — a preconstructed deck… »: the words
 * before the dash), else its file's name.
 */
function listName(text: string, id: string): string {
  const first = /^\s*#\s*(.+)$/m.exec(text.split('\n').find((l) => l.trim() !== '') ?? '');
  const name = first?.[1].split(/\s+[—–-]\s+/)[0].trim();
  return name || id;
}

/** The pack's ready-made deck lists without errors, by file name, with their names, as card ids. */
export function lyokoDeckLists(pack: LoadedPack): { id: string; name: string; cards: string[] }[] {
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
    // A list refused unread (a link out of the pack, not a regular file, over its size limit) is left out, as a list with errors is.
    if (!resolveInside(pack.dir, path.join(cap.listsDir, f))) return [];
    const read = readTextLimitedSync(path.join(dir, f), { kind: 'deck list', shown: path.join(dir, f) });
    if (!read.ok) return [];
    const checked = checkDeckText({ pack, cap }, path.join(dir, f), read.text);
    if (hasErrors(checked.diagnostics)) return [];
    const id = path.basename(f, '.txt');
    return [{ id, name: listName(read.text, id), cards: [...checked.deck.copies].flatMap(([card, n]) => Array<string>(n).fill(card.id)) }];
  });
}
