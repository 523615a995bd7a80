/**
 * A replayed game told turn by turn, in words a designer reads: who moved where, which die fell,
 * which creature did what to whom, and what ended the game.
 */
import { cardOf } from './board.js';
import type { Catalogue } from './catalogue.js';
import type { Replayed } from './game.js';
import type { GameEvent } from './types.js';

export function cardName(cat: Catalogue, id: string): string {
  const card = cardOf(id);
  return cat.creatures.get(card)?.name ?? cat.objets.get(card)?.name ?? cat.personnages.get(card)?.name ?? cat.zones.get(card)?.name ?? [...cat.secrets.values()].find((s) => s.id === card)?.name ?? id;
}

export function narrate(cat: Catalogue, characters: string[], replayed: Replayed): string {
  const name = (id: string) => cardName(cat, id);
  const player = (seat: number) => name(characters[seat]);
  let zones: string[] = [];
  const zone = (i: number) => zones[i] ?? `zone ${i}`;
  const out: string[] = [];
  const line = (depth: number, text: string) => out.push(`${'  '.repeat(depth)}${text}`);
  const describe = (e: GameEvent): string | null => {
    switch (e.e) {
      case 'chapter':
        zones = e.zones.map(name);
        return null;
      case 'turn':
        return null;
      case 'move': {
        // A move action, or a card of the mover's own (a creature's aptitude or Charge, the Rêveur's), is its own move.
        const own = e.cause === 'move' || e.cause === cardOf(e.who);
        const by = own ? '' : ` (${name(e.cause)})`;
        return `${name(e.who)} ${own ? 'moves' : 'is moved'} ${zone(e.from)} → ${zone(e.to)}${by}`;
      }
      case 'attack':
        return `${player(e.player)} attacks ${name(e.target)} with ${name(e.item)}${e.range ? ` at range ${e.range}` : ''}`;
      case 'roll':
        return `${e.reroll ? `rerolled (${name(e.reroll)})` : 'die'}: ${e.die} (needs ${e.need}+), ${e.hit ? 'hit' : 'miss'}`;
      case 'damage':
        return e.amount ? `${name(e.to)} loses ${e.amount} PV (${name(e.source)}), ${e.pvLeft} left` : `${name(e.to)} takes no damage (${name(e.source)})`;
      case 'riposte':
        return `${name(e.creature)} ripostes`;
      case 'heal':
        return `${name(e.who)} recovers ${e.amount} PV (${e.source === 'rest' ? 'rest' : name(e.source)})`;
      case 'kill':
        return `${name(e.creature)} dies`;
      case 'death':
        return `${player(e.player)} falls to 0 PV (${name(e.by)})`;
      case 'appear':
        return `${name(e.card)} appears in ${zone(e.zone)}${e.source === 'setup' || e.source === 'scenario' ? '' : ` (${name(e.source)})`}`;
      case 'active':
        return `${name(e.creature)} uses its ${['first', 'second', 'third'][e.index] ?? `#${e.index + 1}`} aptitude`;
      case 'pick-up':
        return `${player(e.player)} picks up ${name(e.item)}`;
      case 'drop':
        return `${player(e.player)} puts down ${name(e.item)}`;
      case 'give':
        return `${player(e.player)} gives ${name(e.item)} to ${player(e.to)}`;
      case 'use':
        return `${player(e.player)} uses ${name(e.source)}`;
      case 'rest':
        return `${player(e.player)} rests in ${zone(e.zone)}`;
      case 'secret':
        return `Secret n°${e.number} is read`;
      case 'reveal':
        return `${name(e.item)} is revealed in ${zone(e.zone)}`;
      case 'look':
        return `the players look at a face-down Objet in ${zone(e.zone)}: ${name(e.item)}`;
      case 'steal':
        return `${name(e.creature)} steals ${name(e.item)} from ${player(e.player)}`;
      case 'item-placed':
        return null;
      case 'chapter-end':
        return `Chapter ${e.chapter} ends after ${e.round} round(s)`;
      case 'creature-phase':
        return null;
      case 'reward':
        return `${player(e.player)} takes the reward ${name(e.item)}`;
      case 'note':
        return e.text;
      case 'result':
        return e.result === 'victory' ? 'VICTORY: the party has finished the boss chapter.' : 'DEFEAT.';
    }
  };
  let round = 0;
  for (const { events } of replayed.events) {
    for (const e of events) {
      if (e.e === 'chapter') {
        zones = e.zones.map(name);
        line(0, `Chapter ${e.chapter}: ${zones.join(' · ')}`);
        continue;
      }
      if (e.e === 'turn') {
        if (e.round !== round) {
          round = e.round;
          line(0, `Round ${round}`);
        }
        line(1, `${player(e.player)}'s turn`);
        continue;
      }
      if (e.e === 'creature-phase') {
        line(1, 'Creature phase');
        continue;
      }
      const text = describe(e);
      if (text) line(2, text);
    }
  }
  return `${out.join('\n')}\n`;
}
