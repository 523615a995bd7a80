/**
 * Deck lists read and checked against a loaded pack: one list's text, the pack's own ready-made
 * lists. Kept apart from deck.ts (which loads and checks the pack first) so that `check` and
 * `build` check a pack's lists with it.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { parseDeckList } from '../core/deck/deck-list.js';
import { runDeckRules, type ResolvedDeck } from '../core/deck/deck-rule.js';
import { resolveDeck } from '../core/deck/resolve.js';
import type { LoadedPack } from '../core/pack.js';
import { readTextLimited, type LimitedRead } from '../core/read-limited.js';
import { packFileRefused } from '../core/loader-rules.js';
import { resolveInside } from '../core/safe-path.js';
import type { DeckCapability } from '../core/pack-types.js';
import { UsageError, type GameLocation } from './games.js';

export interface DeckGame {
  pack: LoadedPack;
  cap: DeckCapability;
}

/** One list's text checked: its syntax, its names, then the pack's deck rules (only on what resolved). */
export function checkDeckText(g: DeckGame, file: string, text: string): { deck: ResolvedDeck; diagnostics: Diagnostic[] } {
  const { deck, diagnostics } = resolveDeck(g.pack, parseDeckList(file, text));
  return { deck, diagnostics: [...diagnostics, ...runDeckRules(g.cap.rules, g.pack, deck)] };
}

/**
 * A deck list's text, or the located error that refuses it (not a regular file, over the size
 * limit: core/read-limited); a file that cannot be opened at all is a usage error.
 */
export async function readList(file: string, shown: string): Promise<LimitedRead> {
  try {
    return await readTextLimited(file, { kind: 'deck list', shown });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read the deck list ${file}${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}`);
  }
}

/** A list file read and checked; one that is refused unread is an empty deck with that one error. */
export async function checkDeckFile(g: DeckGame, file: string, shown: string): Promise<{ deck: ResolvedDeck; diagnostics: Diagnostic[] }> {
  const read = await readList(file, shown);
  if (!read.ok) return { deck: resolveDeck(g.pack, parseDeckList(shown, '')).deck, diagnostics: [read.diagnostic] };
  return checkDeckText(g, shown, read.text);
}

/** The pack's ready-made lists (its capability's folder), sorted; none when the folder is absent. */
export async function packDeckLists(game: GameLocation, cap: DeckCapability): Promise<string[]> {
  const dir = path.join(game.dir, cap.listsDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.txt')).sort().map((n) => path.join(dir, n));
}

/** A ready-made list of a pack, checked: its id (the file's name), its title and its cards. */
export interface ShippedList {
  id: string;
  /** The list's first comment before a dash (« # Guerriers de Lyoko — … »), else its id. */
  title: string;
  deck: ResolvedDeck;
}

/**
 * The pack's own deck lists (its capability's folder), checked as `deck check` checks them: a
 * broken list is reported by `check` and `build` like any other file of the pack, and only clean
 * lists are printed and exported.
 */
export async function shippedDeckLists(game: GameLocation, pack: LoadedPack): Promise<{ lists: ShippedList[]; diagnostics: Diagnostic[] }> {
  const cap = pack.def?.decks;
  if (!cap) return { lists: [], diagnostics: [] };
  const lists: ShippedList[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of await packDeckLists(game, cap)) {
    const shownAs = path.join(game.display, cap.listsDir, path.basename(file));
    // A list is the pack's own, as its YAML files are: a link out of the pack folder is not read.
    if (!resolveInside(game.dir, path.relative(game.dir, file))) {
      diagnostics.push(packFileRefused(shownAs, path.basename(file), 'is a link to a file outside the pack folder, which deckwright does not read', 'copy the file into the pack folder instead'));
      continue;
    }
    const read = await readList(file, shownAs);
    if (!read.ok) {
      diagnostics.push(read.diagnostic);
      continue;
    }
    const text = read.text;
    const checked = checkDeckText({ pack, cap }, shownAs, text);
    // One by one: a list may have thousands of problems, too many arguments for one push.
    for (const d of checked.diagnostics) diagnostics.push(d);
    if (hasErrors(checked.diagnostics)) continue;
    const id = path.basename(file, '.txt');
    const first = /^\s*#\s*(.+?)(?:\s+[—–-]\s+.*)?$/m.exec(text)?.[1];
    lists.push({ id, title: first ?? id, deck: checked.deck });
  }
  return { lists, diagnostics };
}

