/**
 * CODEX (and INDEX, built on its rules) for hot-seat play (src/engine/session.ts): the GameDef and
 * catalogue, the setup a start form's options make (seed, players, characters), the bots of
 * `sim`, the narration of `replay`, and the table (table-view.ts).
 */
import type { LoadedPack } from '../../core/pack.js';
import { cardBook } from '../../engine/session-cards.js';
import { translator } from '../../i18n/translate.js';
import { intOption, SessionOptionsError, type PackSession, type SessionGame, type SessionOptions } from '../../engine/session.js';
import type { TableDie } from '../../engine/session-table.js';
import { BOTS, makeBot, type BotName } from './engine/bots/index.js';
import type { Catalogue } from './engine/catalogue.js';
import { narrate } from './engine/narrate.js';
import type { NewGame } from './engine/setup.js';
import { codexGame } from './engine/step.js';
import type { Action, Choice, GameEvent, GameState } from './engine/types.js';
import { codexQuestionCards } from './question-cards.js';
import { codexWords } from './session-words.js';
import { codexTable } from './table-view.js';

export type CodexSessionGame = SessionGame<GameState, Action, GameEvent, Catalogue, NewGame>;

/** The hot-seat game of a pack played by CODEX's rules, with `build` its catalogue (CODEX's or INDEX's). */
export function codexSessionGame(pack: LoadedPack, build: (pack: LoadedPack) => Catalogue): CodexSessionGame {
  const cat = build(pack);
  const book = cardBook(pack);
  const language = pack.manifest?.language ?? 'en';
  const words = codexWords(cat, book, language);
  return {
    def: codexGame,
    cat,
    logFields: { game: pack.name },
    bots: BOTS,
    bot: (name, seed) => makeBot(name as BotName, cat, seed),
    seats: (setup) => setup.characters.map((id) => cat.personnages.get(id)?.name ?? id),
    // Who plays next is the table's choice (start-turn for any seat that has not played); inside a turn, its player.
    actor: (state) => state.turn?.player ?? null,
    label: (state, action) => words.label(state, action),
    tell(setup, history) {
      const text = narrate(cat, setup.characters, { state: null as unknown as GameState, events: history }, language);
      return text.split('\n').filter((l) => l !== '');
    },
    dice: (events) => events.flatMap((e): TableDie[] => (e.e === 'roll' ? [{ sides: 6, value: e.die, label: words.die(e) }] : [])),
    table: (state, viewer) => codexTable(cat, words, book, state, viewer),
    question: (state, choice) => words.question(state, choice as Choice),
    questionCards: (state, choice) => codexQuestionCards(cat, book, state, choice as Choice),
    groupTitle: (group) => words.group(group),
    botName: (bot) => words.t('play.bot', { bot }),
    resultLabel: (result) => words.t('play.result', { result }),
  };
}

/** The session of a CODEX-rules pack: options seed, players (1 to 4), characters (Personnage ids in seat order; a solo player runs two). */
export function codexSession(pack: LoadedPack, build: (pack: LoadedPack) => Catalogue, options: SessionOptions = {}): PackSession {
  const game = codexSessionGame(pack, build);
  const ids = [...game.cat.personnages.keys()];
  const most = Math.min(4, ids.length);
  const seed = intOption(options, 'seed', 1, 0, 2 ** 31 - 1);
  const players = intOption(options, 'players', Math.min(2, most), 1, most);
  const count = players === 1 ? 2 : players;
  let characters = ids.slice(0, count);
  if (options.characters !== undefined) {
    const given = options.characters;
    if (!Array.isArray(given) || given.some((c) => typeof c !== 'string' || !ids.includes(c))) throw new SessionOptionsError(`characters must be a list of Personnage ids among ${ids.join(', ')}, got ${JSON.stringify(given)}`);
    if (given.length !== count) throw new SessionOptionsError(`${players} player(s) play ${count} characters, got ${given.length}`);
    if (new Set(given).size !== given.length) throw new SessionOptionsError(`each character plays once: ${given.join(', ')}`);
    characters = given as string[];
  }
  const setup: NewGame = { seed, players, characters };
  const t = translator(pack.manifest?.language ?? 'en');
  return {
    game,
    setup,
    options: [
      { name: 'seed', label: t('play.option.seed'), kind: 'number', min: 0, max: 2 ** 31 - 1, default: 1 },
      { name: 'players', label: t('play.option.players'), kind: 'number', min: 1, max: most, default: Math.min(2, most) },
      { name: 'characters', label: t('play.codex.option.characters'), kind: 'choices', values: ids.map((id) => ({ value: id, label: game.cat.personnages.get(id)!.name })), default: ids.slice(0, Math.min(2, most)) },
    ],
  };
}
