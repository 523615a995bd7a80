/**
 * A game of Cardstle told event by event, for `deckwright replay` and the hot-seat log, in the
 * game's language (src/i18n/catalogue.yaml, `replay.cardstle.*`): characters by their names, room
 * cards by theirs (« la Dame de Cœur »), the donne's cards as their value and suit (« A♥ 3♠ »),
 * cells as on a board (« C4 »), crafted objects by their recipes' names.
 */
import { translator, type Translate } from '../../../i18n/translate.js';
import { cellName } from './board.js';
import { cardOfCode, donneValue, rankOf, suitOf } from './cards.js';
import type { CardstleEvent, Version } from './types.js';

const SUITS: Record<string, string> = { Cœur: 'coeur', Pique: 'pique', Carreau: 'carreau', Trèfle: 'trefle' };

/** A room card's words for the catalogue: its rank and suit as select keys. */
export const cardKeys = (card: number) => ({ rank: rankOf(card).toLowerCase(), suit: SUITS[suitOf(card)] });

/** A room card by its name (« Dame de Cœur »), and with its article in a sentence (« la Dame de Cœur »). */
export function cardNamer(t: Translate): { name(card: number): string; the(card: number): string } {
  return { name: (card) => t('replay.cardstle.card', cardKeys(card)), the: (card) => t('replay.cardstle.the-card', cardKeys(card)) };
}

/** A donne card drawn for a test (cards version): its value and suit's sign, « A♥ », « 10♣ ». */
const donneSign = (i: number) => `${donneValue(i) === 1 ? 'A' : donneValue(i)}${'♥♠♦♣'[Math.floor(i / 10)]}`;

/** « A, B et C » in the language's words. */
export function listOf(t: Translate, items: string[]): string {
  if (items.length <= 1) return items.join('');
  return t('replay.cardstle.and', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

/**
 * The narrator for one game: its characters' names and the version of its tests, in `language`,
 * crafted objects named by `objectName` (a recipe's id → its name). Each room event gives the
 * width cells are named by.
 */
export function narrator(names: string[], version: Version, language = 'en', objectName: (id: string) => string = (id) => id): (e: CardstleEvent) => string | null {
  const t = translator(language);
  const cards = cardNamer(t);
  let room = { cols: 1 };
  const who = (i: number | string) => (typeof i === 'number' || /^\d+$/.test(i) ? (names[Number(i)] ?? String(i)) : cardOfCode(i) >= 0 ? cards.the(cardOfCode(i)) : i);
  const by = (x: string) => listOf(t, x.split('+').map(who));
  const at = (c: number) => cellName(room, c);
  const stat = (s: string) => t('replay.cardstle.stat', { stat: s });
  // ICU's select keys take no hyphen: chest-card is chest_card there.
  const key = (s: string) => s.replace(/-/g, '_');
  return (e) => {
    switch (e.e) {
      case 'room':
        room = { cols: e.cols };
        return e.goal >= 0 ? t('replay.cardstle.room', { n: e.index + 1, name: e.name, goal: cards.the(e.goal) }) : t('replay.cardstle.room-all', { n: e.index + 1, name: e.name });
      case 'order':
        return t('replay.cardstle.order', { list: e.order.map((i, k) => t('replay.cardstle.result-of', { who: who(i), result: e.results[k] })).join(', ') });
      case 'turn':
        return t('replay.cardstle.turn', { round: e.round, who: who(e.who) });
      case 'move':
        return t('replay.cardstle.move', { who: who(e.who), from: at(e.from), to: at(e.to) });
      case 'reveal':
        return t('replay.cardstle.reveal', { cell: at(e.cell), card: cards.the(e.card), role: e.role });
      case 'test': {
        const draws = version === 'cartes' ? e.cards.map(donneSign).join(' ') : e.cards.join(' ');
        const v = { who: who(e.who), stat: stat(e.stat), draws, total: e.total };
        return e.lucky !== undefined ? t('replay.cardstle.test-lucky', { ...v, lucky: e.lucky }) : t('replay.cardstle.test', v);
      }
      case 'encounter':
        return t('replay.cardstle.encounter', { mode: e.mode, card: cards.the(e.card) });
      case 'initiative':
        return t('replay.cardstle.initiative', { foe: e.foe, list: e.chars.map((i, k) => t('replay.cardstle.score', { who: who(i), score: e.results[k] })).join(', ') });
      case 'flee':
        return t('replay.cardstle.flee', { who: who(e.who), to: at(e.to) });
      case 'attack':
        return t('replay.cardstle.attack', { by: by(e.by), together: e.combined > 1 ? 'yes' : 'no', target: by(e.target), att: e.att, def: e.def, damage: e.damage, critical: e.critical ? 'yes' : 'no', stun: e.stun ? 'yes' : 'no' });
      case 'absorb':
        return t('replay.cardstle.absorb', { who: who(e.who), card: cards.the(e.card) });
      case 'hurt':
        return t('replay.cardstle.hurt', { who: who(e.who), amount: e.amount, card: cards.the(e.card), vie: e.vie });
      case 'dead':
        return t('replay.cardstle.dead', { who: who(e.who) });
      case 'kill':
        return t('replay.cardstle.kill', { who: who(e.who), card: cards.the(e.card) });
      case 'trap':
        return t('replay.cardstle.trap', { card: cards.name(e.card), att: e.att, who: who(e.who), def: e.def, disarmed: e.disarmed ? 'yes' : 'no' });
      case 'chest':
        return t('replay.cardstle.chest', { who: who(e.who), card: cards.the(e.card), key: cards.the(e.key), drawn: e.drawn.length });
      case 'closed':
        return t('replay.cardstle.closed', { who: who(e.who), card: cards.the(e.card) });
      case 'gain':
        return t('replay.cardstle.gain', { who: who(e.who), card: cards.the(e.card), from: key(e.from) });
      case 'use':
        return t('replay.cardstle.use', { who: who(e.who), card: cards.the(e.card), use: key(e.use) });
      case 'give':
        return t('replay.cardstle.give', { who: who(e.who), card: cards.the(e.card), to: who(e.to) });
      case 'heal':
        return t('replay.cardstle.heal', { who: who(e.who), amount: e.amount, vie: e.vie });
      case 'dialogue': {
        const others = e.talkers.filter((i) => i !== e.who).map(who);
        return t('replay.cardstle.dialogue', {
          who: who(e.who),
          card: cards.the(e.card),
          others: others.length ? listOf(t, others) : 'none',
          stat: stat(e.stat),
          mine: e.mine,
          affinity: e.affinity,
          theirs: e.theirs,
          points: e.points,
          convinced: e.convinced ? 'yes' : 'no',
        });
      }
      case 'artefact':
        return t('replay.cardstle.artefact', { who: who(e.who), card: cards.the(e.card) });
      case 'cast':
        return e.cell !== undefined ? t('replay.cardstle.cast-on', { who: who(e.who), object: objectName(e.object), cell: at(e.cell) }) : t('replay.cardstle.cast', { who: who(e.who), object: objectName(e.object) });
      case 'craft':
        return t('replay.cardstle.craft', { recipe: objectName(e.recipe), who: who(e.who) });
      case 'keep':
        return e.cards.length ? t('replay.cardstle.keep', { who: who(e.who), cards: listOf(t, e.cards.map(cards.the)) }) : t('replay.cardstle.keep-none', { who: who(e.who) });
      case 'room-end':
        return t('replay.cardstle.room-end', { n: e.index + 1, rounds: e.rounds });
      case 'end':
        return t('replay.cardstle.end', { result: e.result });
    }
  };
}
