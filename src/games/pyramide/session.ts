/**
 * The Sokar pyramid for hot-seat play (src/engine/session.ts): the god at seat 0, the adventurers
 * at seats 1…; options seed, party (adventurer ids) and map; the bots of `sim`, the narration of
 * `replay`, and the table (table-view.ts), drawn from the seat's view.
 */
import type { LoadedPack } from '../../core/pack.js';
import { cardBook } from '../../engine/session-cards.js';
import { intOption, SessionOptionsError, type PackSession, type SessionGame, type SessionOptions } from '../../engine/session.js';
import type { TableDie } from '../../engine/session-table.js';
import { translator } from '../../i18n/translate.js';
import { BOTS, makeBot } from './engine/bots.js';
import { buildCatalogue, pieceName, type Catalogue } from './engine/catalogue.js';
import { pyramideGame } from './engine/game.js';
import { pyramideNarrator } from './engine/narrate.js';
import type { PyramideAction, PyramideChoice, PyramideEvent, PyramideSetup, PyramideState } from './engine/types.js';
import { pyramideQuestionCards } from './question-cards.js';
import { pyramideWords } from './session-words.js';
import { pyramideLook } from './table-pieces.js';
import { pyramideTable } from './table-view.js';

export type PyramideSessionGame = SessionGame<PyramideState, PyramideAction, PyramideEvent, Catalogue, PyramideSetup>;

export function pyramideSessionGame(pack: LoadedPack): PyramideSessionGame {
  const cat = buildCatalogue(pack);
  const book = cardBook(pack);
  const language = pack.manifest?.language ?? 'en';
  const words = pyramideWords(cat, pack, language);
  const look = pyramideLook(pack);
  const tell = pyramideNarrator(cat, language);
  return {
    def: pyramideGame,
    cat,
    logFields: { game: pack.name },
    bots: BOTS,
    bot: (name, seed) => makeBot(name, cat, seed),
    seats: (setup) => [words.t('play.pyramide.god'), ...setup.party.map((id) => pieceName(cat, id))],
    label: (state, action) => words.label(state, action),
    tell: (_setup, history) => history.flatMap((h) => h.events.map(tell).filter((l): l is string => l !== null)),
    dice: (events) => events.flatMap((e): TableDie[] => (e.e === 'combat' ? e.dice.map((value) => ({ sides: 6, value, label: words.die(e) })) : [])),
    table: (view, viewer) => pyramideTable(cat, words, look, book, view, viewer),
    question: (state, choice) => words.question(state, choice as PyramideChoice),
    questionCards: (_state, choice) => pyramideQuestionCards(cat, book, choice as PyramideChoice),
    groupTitle: (group) => words.group(group),
    botName: (bot) => words.t('play.bot', { bot }),
    resultLabel: (result) => words.t('play.pyramide.result', { winner: result }),
  };
}

/** Options: seed, party (adventurer ids, one a player), map. */
export function pyramideSession(pack: LoadedPack, options: SessionOptions = {}): PackSession {
  const game = pyramideSessionGame(pack);
  const cat = game.cat;
  const ids = Object.keys(cat.adventurers);
  const maps = Object.keys(cat.maps);
  const seed = intOption(options, 'seed', 1, 0, 2 ** 31 - 1);
  const map = options.map ?? cat.defaultMap;
  if (typeof map !== 'string' || !cat.maps[map]) throw new SessionOptionsError(`map must be one of ${maps.join(', ')}, got ${JSON.stringify(map)}`);
  const most = Math.min(ids.length, cat.maps[map].entrances.length);
  const players = intOption(options, 'players', Math.min(2, most), 1, most);
  const party = options.party ?? ids.slice(0, players);
  if (!Array.isArray(party) || !party.length || party.length > most || party.some((p) => typeof p !== 'string' || !ids.includes(p)) || new Set(party).size !== party.length) {
    throw new SessionOptionsError(`party must list 1 to ${most} different adventurers among ${ids.join(', ')}, got ${JSON.stringify(party)}`);
  }
  const setup: PyramideSetup = { seed, party: party as string[], map };
  const t = translator(pack.manifest?.language ?? 'en');
  return {
    game,
    setup,
    options: [
      { name: 'seed', label: t('play.option.seed'), kind: 'number', min: 0, max: 2 ** 31 - 1, default: 1 },
      { name: 'map', label: t('play.pyramide.option.map'), kind: 'choice', values: maps.map((m) => ({ value: m, label: cat.maps[m].name })), default: cat.defaultMap },
      { name: 'party', label: t('play.pyramide.option.party'), kind: 'choices', values: ids.map((id) => ({ value: id, label: cat.adventurers[id].name })), default: ids.slice(0, Math.min(2, most)) },
    ],
  };
}
