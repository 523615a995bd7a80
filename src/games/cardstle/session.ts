/**
 * Cardstle for hot-seat play (src/engine/session.ts): the game master at seat 0 (their questions:
 * what an encounter does, which treasure a chest gives…), the party at seat 1 (the characters'
 * actions and choices); options seed, party, players (its first k characters; 0 for all), rooms.
 * The bots of `sim` (a bot at seat 0 answers as its game-master policy), the narration of
 * `replay`, and the table (table-view.ts).
 */
import type { LoadedPack } from '../../core/pack.js';
import { translator } from '../../i18n/translate.js';
import { cardBook } from '../../engine/session-cards.js';
import { intOption, SessionOptionsError, type PackSession, type SessionGame, type SessionOptions } from '../../engine/session.js';
import type { TableDie } from '../../engine/session-table.js';
import { BOTS, makeBot } from './engine/bots.js';
import { buildCatalogue, type Catalogue } from './engine/catalogue.js';
import { cardstleGame, charactersOf } from './engine/game.js';
import { narrator } from './engine/narrate.js';
import { PLAYERS, type CardstleAction, type CardstleChoice, type CardstleEvent, type CardstleSetup, type CardstleState } from './engine/types.js';
import { cardstleQuestionCards } from './question-cards.js';
import { cardstleWords } from './session-words.js';
import { defaultOptions } from './sim/run.js';
import { cardstleTable, roomCards } from './table-view.js';

export type CardstleSessionGame = SessionGame<CardstleState, CardstleAction, CardstleEvent, Catalogue, CardstleSetup>;

export function cardstleSessionGame(pack: LoadedPack): CardstleSessionGame {
  const cat = buildCatalogue(pack);
  const names = (setup: CardstleSetup) => charactersOf(cat, setup.party || cat.defaultParty, setup.players).map((c) => c.name);
  const version = (setup: CardstleSetup) => cat.parties[setup.party || cat.defaultParty].version;
  const language = pack.manifest?.language ?? 'en';
  const words = cardstleWords(cat, language);
  const deck = roomCards(pack, cardBook(pack), words);
  return {
    def: cardstleGame,
    cat,
    logFields: { game: pack.name },
    bots: BOTS,
    bot: (name, seed) => makeBot(name, cat, seed),
    seats: () => [words.t('play.cardstle.seat', { seat: 'gm' }), words.t('play.cardstle.seat', { seat: 'party' })],
    // Every action is the party's (its active character's); the game master is asked questions.
    actor: (state) => (state.phase === 'over' ? null : PLAYERS),
    label: (state, action) => words.label(state, action),
    tell(setup, history) {
      // A narrator per telling: it keeps the room's width from the room events it is told.
      const tell = narrator(names(setup), version(setup), language, words.object);
      return history.flatMap((h) => h.events.map(tell).filter((l): l is string => l !== null));
    },
    // The dice version's tests roll d6 and the lucky d12; the cards version draws from the donne (the log tells those cards).
    dice: (events, setup) =>
      version(setup) !== 'des'
        ? []
        : events.flatMap((e): TableDie[] =>
            e.e !== 'test'
              ? []
              : [
                  ...e.cards.map((value) => ({ sides: 6, value, label: words.t('play.cardstle.die', { stat: words.stat(e.stat), lucky: 'no' }) })),
                  ...(e.lucky !== undefined ? [{ sides: 12, value: e.lucky, label: words.t('play.cardstle.die', { stat: words.stat(e.stat), lucky: 'yes' }) }] : []),
                ],
          ),
    table: (state, viewer) => cardstleTable(words, deck, state, viewer),
    question: (state, choice) => words.question(state, choice as CardstleChoice),
    questionCards: (_state, choice) => cardstleQuestionCards((uid, card) => deck.card(uid, card), choice as CardstleChoice),
    groupTitle: (group) => words.group(group),
    botName: (bot) => words.bot(bot),
    resultLabel: (result) => words.t('play.result', { result }),
  };
}

/** Options: seed, party (a party of the pack), players (its first k characters; 0 for all), rooms. */
export function cardstleSession(pack: LoadedPack, options: SessionOptions = {}): PackSession {
  const game = cardstleSessionGame(pack);
  const cat = game.cat;
  const parties = Object.keys(cat.parties);
  const party = options.party ?? cat.defaultParty;
  if (typeof party !== 'string' || !cat.parties[party]) throw new SessionOptionsError(`party must be one of ${parties.join(', ')}, got ${JSON.stringify(party)}`);
  const size = cat.parties[party].characters.length;
  const seed = intOption(options, 'seed', 1, 0, 2 ** 31 - 1);
  const players = intOption(options, 'players', 0, 0, size);
  const defaults = defaultOptions(cat, { games: 1, seed, bot: BOTS[0] });
  const rooms = intOption(options, 'rooms', defaults.rooms, 1, 50);
  const setup: CardstleSetup = { seed, party, players, rooms };
  const t = translator(pack.manifest?.language ?? 'en');
  return {
    game,
    setup,
    options: [
      { name: 'seed', label: t('play.option.seed'), kind: 'number', min: 0, max: 2 ** 31 - 1, default: 1 },
      { name: 'party', label: t('play.cardstle.option.party'), kind: 'choice', values: parties.map((p) => ({ value: p, label: cat.parties[p].name })), default: cat.defaultParty },
      { name: 'players', label: t('play.cardstle.option.players'), kind: 'number', min: 0, max: size, default: 0 },
      { name: 'rooms', label: t('play.cardstle.option.rooms'), kind: 'number', min: 1, max: 50, default: defaults.rooms },
    ],
  };
}
