/**
 * A game of Cardstle told in English, event by event, for `deckwright replay`: characters by
 * their names, cards in English (« the Queen of Hearts »), cells as on a board (« C4 »).
 */
import { cellName } from './board.js';
import { cardOfCode, donneCode, englishOf } from './cards.js';
import type { CardstleEvent, Version } from './types.js';

/** The narrator for one game: its characters' names and the version of its tests; each room event gives the width cells are named by. */
export function narrator(names: string[], version: Version): (e: CardstleEvent) => string | null {
  let room = { cols: 1 };
  const who = (i: number | string) => (typeof i === 'number' || /^\d+$/.test(i) ? (names[Number(i)] ?? `character ${i}`) : cardOfCode(i) >= 0 ? englishOf(cardOfCode(i)) : i);
  const by = (x: string) => x.split('+').map(who).join(' and ');
  const at = (c: number) => cellName(room, c);
  return (e) => {
    switch (e.e) {
      case 'room':
        room = { cols: e.cols };
        return `== Room ${e.index + 1}: ${e.name}${e.goal >= 0 ? ` (the goal: ${englishOf(e.goal)})` : ' (turn every card)'}`;
      case 'order':
        return `turn order by a movement test: ${e.order.map((i, k) => `${who(i)} (${e.results[k]})`).join(', ')}`;
      case 'turn':
        return `- round ${e.round}: ${who(e.who)}'s turn`;
      case 'move':
        return `${who(e.who)} moves ${at(e.from)} → ${at(e.to)}`;
      case 'reveal':
        return `${at(e.cell)} is ${englishOf(e.card)} (${e.role === 'ennemi' ? 'an enemy' : e.role === 'piege' ? 'a trap' : e.role === 'coffre' ? 'a chest' : 'nothing'})`;
      case 'test':
        return `  ${who(e.who)} tests ${e.stat}: ${version === 'cartes' ? e.cards.map(donneCode).join(' ') : e.cards.join(' ')}${e.lucky !== undefined ? ` (d12: ${e.lucky})` : ''} = ${e.total}`;
      case 'encounter':
        return `the game master chooses ${e.mode === 'fight' ? 'a fight' : 'a dialogue'} with ${englishOf(e.card)}`;
      case 'initiative':
        return `initiative: the enemy ${e.foe}, ${e.chars.map((i, k) => `${who(i)} ${e.results[k]}`).join(', ')}`;
      case 'flee':
        return `${who(e.who)} flees to ${at(e.to)}`;
      case 'attack':
        return `${by(e.by)} ${e.combined > 1 ? 'attack together' : 'attacks'} ${by(e.target)}: ${e.att} against ${e.def}${e.damage ? `, ${e.damage} Vie${e.critical ? ' (critical)' : ''}` : ', no harm'}${e.stun ? ', the attacker is stunned' : ''}`;
      case 'absorb':
        return `${who(e.who)}'s spell absorbs the blow of ${englishOf(e.card)}`;
      case 'hurt':
        return `${who(e.who)} loses ${e.amount} Vie to ${englishOf(e.card)} (${e.vie} left)`;
      case 'dead':
        return `${who(e.who)} dies`;
      case 'kill':
        return `${who(e.who)} kills ${englishOf(e.card)}`;
      case 'trap':
        return `trap ${englishOf(e.card)}: attack ${e.att} against ${who(e.who)}'s defence ${e.def}, ${e.disarmed ? 'disarmed' : 'sprung'}`;
      case 'chest':
        return `${who(e.who)} opens ${englishOf(e.card)} with ${englishOf(e.key)} and draws ${e.drawn.length} treasure(s)`;
      case 'closed':
        return `${who(e.who)} leaves ${englishOf(e.card)} closed`;
      case 'gain':
        return `${who(e.who)} takes ${englishOf(e.card)} as a treasure (${e.from})`;
      case 'use':
        return `${who(e.who)} spends ${englishOf(e.card)} (${e.use})`;
      case 'give':
        return `${who(e.who)} gives ${englishOf(e.card)} to ${who(e.to)}`;
      case 'heal':
        return `${who(e.who)} recovers ${e.amount} Vie (${e.vie})`;
      case 'dialogue':
        return `${who(e.who)} talks with ${englishOf(e.card)}${e.talkers.length > 1 ? ` (in the dialogue with ${e.talkers.filter((i) => i !== e.who).map(who).join(' and ')})` : ''} (${e.stat}): ${e.mine}${e.affinity ? ` with affinity ${e.affinity}` : ''} against ${e.theirs}, ${e.points} point(s)${e.convinced ? ', convinced' : ''}`;
      case 'artefact':
        return `${who(e.who)} takes the artefact, ${englishOf(e.card)}`;
      case 'cast':
        return `${who(e.who)} uses ${e.object}${e.cell !== undefined ? ` on ${at(e.cell)}` : ''}`;
      case 'craft':
        return `the party crafts ${e.recipe} for ${who(e.who)}`;
      case 'keep':
        return `${who(e.who)} keeps ${e.cards.length ? e.cards.map(englishOf).join(', ') : 'no treasure'}`;
      case 'room-end':
        return `room ${e.index + 1} done in ${e.rounds} round(s)`;
      case 'end':
        return `the game ends: ${e.result}`;
    }
  };
}
