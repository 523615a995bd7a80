/**
 * `deck check` and `deck stats`: deck lists checked against a pack's cards and its deck rules,
 * and what a list is made of. Any pack with a deck capability (PackDef.decks) gets both commands;
 * none is written per game. The pack's cards are checked first: a list checked against cards
 * with errors would be checked wrong.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { parseDeckList } from '../core/deck/deck-list.js';
import { runDeckRules, type ResolvedDeck } from '../core/deck/deck-rule.js';
import { resolveDeck } from '../core/deck/resolve.js';
import { deckStats, type DeckStats } from '../core/deck/stats.js';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import type { DeckCapability } from '../core/pack-types.js';
import { checkLoadedPack } from './check.js';
import { UsageError, type GameLocation } from './games.js';

export interface DeckGame {
  pack: LoadedPack;
  cap: DeckCapability;
}

/** The pack and its deck capability, or the pack's own errors. */
export async function loadDeckGame(game: GameLocation): Promise<({ ok: true } & DeckGame) | { ok: false; diagnostics: Diagnostic[] }> {
  const pack = await loadPackFromDir(game.dir, game.display);
  const diagnostics = await checkLoadedPack(pack, { layout: false });
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const cap = pack.def?.decks;
  if (!cap) throw new UsageError(`the ${game.name} pack has no deck lists: deck check and deck stats are for games whose players build their own decks`);
  return { ok: true, pack, cap };
}

/** One list's text checked: its syntax, its names, then the pack's deck rules (only on what resolved). */
export function checkDeckText(g: DeckGame, file: string, text: string): { deck: ResolvedDeck; diagnostics: Diagnostic[] } {
  const { deck, diagnostics } = resolveDeck(g.pack, parseDeckList(file, text));
  return { deck, diagnostics: [...diagnostics, ...runDeckRules(g.cap.rules, g.pack, deck)] };
}

async function readList(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read the deck list ${file}${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}`);
  }
}

/** Every list checked, every problem at once. */
export async function checkDeckFiles(g: DeckGame, files: string[]): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  for (const file of files) out.push(...checkDeckText(g, shown(file), await readList(file)).diagnostics);
  return out;
}

/** A list's statistics, with its problems (statistics of a list with unknown names leave those lines out). */
export async function deckStatsOfFile(g: DeckGame, file: string): Promise<{ stats: DeckStats; diagnostics: Diagnostic[] }> {
  const { deck, diagnostics } = checkDeckText(g, shown(file), await readList(file));
  return { stats: deckStats(deck, g.cap, `${g.pack.manifest?.title ?? g.pack.name}: ${path.basename(file)}`), diagnostics };
}

/** The pack's ready-made lists (its capability's folder), sorted; none when the folder is absent. */
export async function packDeckLists(game: GameLocation, cap: DeckCapability): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const dir = path.join(game.dir, cap.listsDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.txt')).sort().map((n) => path.join(dir, n));
}

/** A file as messages show it: relative to the working directory. */
function shown(file: string): string {
  return path.relative(process.cwd(), path.resolve(file)) || file;
}
