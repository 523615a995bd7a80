/**
 * Code Lyoko for hot-seat play (src/engine/session.ts): two decks against each other, by default
 * the pack's ready-made lists (decks/*.txt, checked as `deck check` checks them); the bots of
 * `sim`, the narration of `replay`, and the table (table-view.ts), drawn from the seat's view.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { hasErrors } from '../../core/diagnostics.js';
import type { LoadedPack } from '../../core/pack.js';
import { readTextLimitedSync } from '../../core/read-limited.js';
import { cardBook } from '../../engine/session-cards.js';
import { intOption, SessionOptionsError, type PackSession, type SessionGame, type SessionOptions } from '../../engine/session.js';
import { checkDeckText } from '../../pipeline/deck-lists.js';
import { BOTS, makeBot } from './engine/bots.js';
import { buildCatalogue, type Catalogue } from './engine/catalogue.js';
import { lyokoGame } from './engine/game.js';
import { narrateEvent } from './engine/narrate.js';
import type { LyokoAction, LyokoEvent, LyokoSetup, LyokoState } from './engine/types.js';
import { lyokoLabel, lyokoTable } from './table-view.js';

export type LyokoSessionGame = SessionGame<LyokoState, LyokoAction, LyokoEvent, Catalogue, LyokoSetup>;

export function lyokoSessionGame(pack: LoadedPack): LyokoSessionGame {
  const cat = buildCatalogue(pack);
  const book = cardBook(pack);
  return {
    def: lyokoGame,
    cat,
    logFields: { game: pack.name },
    bots: BOTS,
    bot: (name, seed) => makeBot(name, cat, seed),
    seats: (setup) => setup.decks.map((_, i) => `Joueur ${i + 1}`),
    label: (state, action) => lyokoLabel(cat, state, action),
    tell: (_setup, history) => history.flatMap((h) => h.events.map((e) => narrateEvent(cat, e)).filter((l): l is string => l !== null)),
    table: (view, viewer) => lyokoTable(cat, book, view, viewer),
  };
}

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
    // A list refused unread (not a regular file, over its size limit) is left out, as a list with errors is.
    const read = readTextLimitedSync(path.join(dir, f), { kind: 'deck list', shown: path.join(dir, f) });
    if (!read.ok) return [];
    const checked = checkDeckText({ pack, cap }, path.join(dir, f), read.text);
    if (hasErrors(checked.diagnostics)) return [];
    return [{ id: path.basename(f, '.txt'), cards: [...checked.deck.copies].flatMap(([card, n]) => Array<string>(n).fill(card.id)) }];
  });
}

/** Options: seed, decks (two of the pack's deck lists by file name, seat 0's first). */
export function lyokoSession(pack: LoadedPack, options: SessionOptions = {}): PackSession {
  const game = lyokoSessionGame(pack);
  const lists = lyokoDeckLists(pack);
  if (lists.length < 1) throw new SessionOptionsError(`${pack.name} has no deck list without errors under its decks folder: write one to play`);
  const seed = intOption(options, 'seed', 1, 0, 2 ** 31 - 1);
  const defaults = [lists[0].id, (lists[1] ?? lists[0]).id];
  const chosen = options.decks ?? defaults;
  if (!Array.isArray(chosen) || chosen.length !== 2 || chosen.some((d) => !lists.some((l) => l.id === d))) {
    throw new SessionOptionsError(`decks must name two deck lists among ${lists.map((l) => l.id).join(', ')}, got ${JSON.stringify(chosen)}`);
  }
  const setup: LyokoSetup = { seed, decks: (chosen as string[]).map((d) => lists.find((l) => l.id === d)!.cards) };
  return {
    game,
    setup,
    options: [
      { name: 'seed', label: 'Seed', kind: 'number', min: 0, max: 2 ** 31 - 1, default: 1 },
      { name: 'decks', label: 'Decks (player 1, player 2)', kind: 'choices', values: lists.map((l) => ({ value: l.id, label: l.id })), default: defaults },
    ],
  };
}
