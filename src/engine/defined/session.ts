/**
 * Hot-seat play of a defined engine (src/engine/session.ts, docs/hot-seat.md): a seat per player,
 * the bots of `sim`, the labels and narration the definition gives, and its table, or, for a
 * game that draws none, the players and whose turn it is. Options: the seed and the player count.
 * What the layer words itself (the start form, the usual bots, the usual results) is in the
 * game's language.
 */
import type { LoadedPack } from '../../core/pack.js';
import { translator } from '../../i18n/translate.js';
import { cardBook } from '../session-cards.js';
import { intOption, type PackSession, type SessionGame, type SessionOptions } from '../session.js';
import type { TableView } from '../session-table.js';
import type { EngineSetup } from '../define-game.js';
import type { AnyDefined } from './definition.js';

/** The seat names of a game (the definition's, else "Player 1"... in the game's language). */
export function seatNamer(d: AnyDefined, language: string): (seat: number) => string {
  if (d.seatName) return d.seatName;
  const t = translator(language);
  return (seat) => t('rules-report.seat', { n: seat + 1 });
}

/** What a game that draws no table of its own shows: each player, and whose turn it is. */
function plainTable(d: AnyDefined, state: unknown, viewer: number | null, seats: string[]): TableView {
  const actor = d.game.actor && !d.game.over(state) ? d.game.actor(state) : null;
  return {
    viewer,
    zones: [],
    players: seats.map((name, seat) => ({ seat, name, active: seat === actor, stats: [], hand: null, handCount: 0, front: [] })),
    counters: [],
  };
}

export function definedSession(d: AnyDefined, pack: LoadedPack, options: SessionOptions = {}): PackSession {
  const cat = d.catalogue(pack);
  const book = cardBook(pack);
  const language = pack.manifest?.language ?? 'en';
  const t = translator(language);
  const name = seatNamer(d, language);
  const bots = Object.keys(d.bots);
  const seed = intOption(options, 'seed', 1, 0, 2 ** 31 - 1);
  const players = intOption(options, 'players', d.players.min, d.players.min, d.players.max);
  const game: SessionGame<unknown, unknown, unknown, unknown, EngineSetup> = {
    def: d.game,
    cat,
    logFields: { game: pack.name },
    bots,
    bot: (bot, seed) => d.bots[bot](cat, seed),
    seats: (setup) => Array.from({ length: setup.players }, (_, seat) => name(seat)),
    label: (state, action) => d.label(cat, state, action),
    tell: (_setup, history) => history.flatMap((h) => h.events.map((e) => (d.narrate ? d.narrate(cat, e) : JSON.stringify(e))).filter((l): l is string => l !== null)),
    table: (state, viewer) => (d.table ? d.table(cat, state, viewer, book) : plainTable(d, state, viewer, game.seats({ seed, players }))),
    // The layer's own words in the game's language: the usual bots' names, the usual results
    // (a bot or a result of the game's own is shown as the rules name it).
    botName: (bot) => t('play.bot', { bot }),
    resultLabel: (result) => t('play.result', { result }),
  };
  return {
    game,
    setup: { seed, players } satisfies EngineSetup,
    options: [
      { name: 'seed', label: t('play.option.seed'), kind: 'number', min: 0, max: 2 ** 31 - 1, default: 1 },
      { name: 'players', label: t('play.option.players'), kind: 'number', min: d.players.min, max: d.players.max, default: d.players.min },
    ],
  };
}
