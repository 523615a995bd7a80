/**
 * Code Lyoko for hot-seat play (src/engine/session.ts): two decks against each other, by default
 * the pack's ready-made lists (decks/*.txt, checked as `deck check` checks them); the bots of
 * `sim`, the narration of `replay`, and the table (table-view.ts), drawn from the seat's view.
 */
import type { LoadedPack } from '../../core/pack.js';
import { cardBook } from '../../engine/session-cards.js';
import { intOption, SessionOptionsError, type PackSession, type SessionGame, type SessionOptions } from '../../engine/session.js';
import { lyokoDeckLists } from './deck/ready-made.js';
import { BOTS, makeBot } from './engine/bots.js';
import { buildCatalogue, type Catalogue } from './engine/catalogue.js';
import { lyokoGame } from './engine/game.js';
import { lyokoNarrator } from './engine/narrate.js';
import type { LyokoAction, LyokoChoice, LyokoEvent, LyokoSetup, LyokoState } from './engine/types.js';
import { lyokoQuestionCards } from './question-cards.js';
import { lyokoWords } from './session-words.js';
import { lyokoTable, lyokoTrack } from './table-view.js';
import { translator } from '../../i18n/translate.js';

export type LyokoSessionGame = SessionGame<LyokoState, LyokoAction, LyokoEvent, Catalogue, LyokoSetup>;

export function lyokoSessionGame(pack: LoadedPack): LyokoSessionGame {
  const cat = buildCatalogue(pack);
  const book = cardBook(pack);
  const language = pack.manifest?.language ?? 'en';
  const words = lyokoWords(cat, language);
  const tell = lyokoNarrator(cat, language);
  const track = lyokoTrack(pack);
  return {
    def: lyokoGame,
    cat,
    logFields: { game: pack.name },
    bots: BOTS,
    bot: (name, seed) => makeBot(name, cat, seed),
    seats: (setup) => setup.decks.map((_, i) => words.player(i)),
    label: (state, action) => words.label(state, action),
    tell: (_setup, history) => history.flatMap((h) => h.events.map(tell).filter((l): l is string => l !== null)),
    table: (view, viewer) => lyokoTable(cat, words, book, track, view, viewer),
    question: (state, choice) => words.question(state, choice as LyokoChoice),
    questionCards: (state, choice) => lyokoQuestionCards(cat, book, state, choice as LyokoChoice),
    groupTitle: (group) => words.group(group),
    botName: (bot) => words.t('play.bot', { bot }),
    // The GameDef's result is the winner's seat ("seat-1").
    resultLabel: (result) => (/^seat-\d+$/.test(result) ? words.t('play.lyoko.result', { n: Number(result.slice(5)) + 1 }) : words.t('play.result', { result })),
  };
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
  const t = translator(pack.manifest?.language ?? 'en');
  return {
    game,
    setup,
    options: [
      { name: 'seed', label: t('play.option.seed'), kind: 'number', min: 0, max: 2 ** 31 - 1, default: 1 },
      { name: 'decks', label: t('play.lyoko.option.decks'), kind: 'choices', values: lists.map((l) => ({ value: l.id, label: l.name })), default: defaults },
    ],
  };
}
