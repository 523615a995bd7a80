/**
 * A replayed game told turn by turn, in words a designer reads: who moved where, which die fell,
 * which creature did what to whom, and what ended the game. Every sentence is in TEXT below.
 */
import { plural } from '../../../core/plural.js';
import { cardOf } from './board.js';
import type { Catalogue } from './catalogue.js';
import type { Replayed } from './game.js';
import type { GameEvent } from './types.js';

/** The narration's words, in one place (names of cards, players and zones are filled in). */
const TEXT = {
  chapter: (n: number, zones: string[]) => `Chapter ${n}: ${zones.join(' · ')}`,
  round: (n: number) => `Round ${n}`,
  turn: (player: string) => `${player}'s turn`,
  creaturePhase: 'Creature phase',
  zone: (i: number) => `zone ${i}`,
  moves: (who: string, from: string, to: string) => `${who} moves ${from} → ${to}`,
  isMoved: (who: string, from: string, to: string, by: string) => `${who} is moved ${from} → ${to} (${by})`,
  attack: (player: string, target: string, weapon: string, range: number) => `${player} attacks ${target} with ${weapon}${range ? ` at range ${range}` : ''}`,
  roll: (die: number, need: number, hit: boolean, reroll: string | null) => `${reroll ? `rerolled (${reroll})` : 'die'}: ${die} (needs ${need}+), ${hit ? 'hit' : 'miss'}`,
  damage: (who: string, amount: number, source: string, left: number) => `${who} loses ${plural(amount, 'PV', 'PV')} (${source}), ${left} left`,
  noDamage: (who: string, source: string) => `${who} takes no damage (${source})`,
  riposte: (creature: string) => `${creature} ripostes`,
  heal: (who: string, amount: number, source: string) => `${who} recovers ${plural(amount, 'PV', 'PV')} (${source})`,
  rest: 'rest',
  kill: (creature: string) => `${creature} dies`,
  death: (player: string, by: string) => `${player} falls to 0 PV (${by})`,
  appear: (card: string, zone: string, source: string | null) => `${card} appears in ${zone}${source ? ` (${source})` : ''}`,
  aptitude: (creature: string, index: number) => `${creature} uses its ${['first', 'second', 'third'][index] ?? `#${index + 1}`} aptitude`,
  pickUp: (player: string, item: string) => `${player} picks up ${item}`,
  drop: (player: string, item: string) => `${player} puts down ${item}`,
  give: (player: string, item: string, to: string) => `${player} gives ${item} to ${to}`,
  use: (player: string, source: string) => `${player} uses ${source}`,
  rests: (player: string, zone: string) => `${player} rests in ${zone}`,
  secret: (n: number) => `Secret n°${n} is read`,
  reveal: (item: string, zone: string) => `${item} is revealed in ${zone}`,
  look: (item: string, zone: string) => `the players look at a face-down Objet in ${zone}: ${item}`,
  steal: (creature: string, item: string, player: string) => `${creature} steals ${item} from ${player}`,
  chapterEnd: (n: number, rounds: number) => `Chapter ${n} ends after ${plural(rounds, 'round')}`,
  reward: (player: string, item: string) => `${player} takes the reward ${item}`,
  prevented: (source: string, amount: number) => `${source} prevents ${plural(amount, 'damage', 'damage')}`,
  paSaved: (source: string, amount: number) => `${source} saves ${plural(amount, 'PA', 'PA')}`,
  tacleIgnored: (player: string, source: string) => `${player} ignores Tacle (${source})`,
  hitGained: (source: string) => `the hit needs ${source}'s lower Seuil`,
  victory: 'VICTORY: the party has finished the boss chapter.',
  defeat: 'DEFEAT.',
};

export function cardName(cat: Catalogue, id: string): string {
  const card = cardOf(id);
  return cat.creatures.get(card)?.name ?? cat.objets.get(card)?.name ?? cat.personnages.get(card)?.name ?? cat.zones.get(card)?.name ?? [...cat.secrets.values()].find((s) => s.id === card)?.name ?? id;
}

export function narrate(cat: Catalogue, characters: string[], replayed: Replayed): string {
  const name = (id: string) => cardName(cat, id);
  const player = (seat: number) => name(characters[seat]);
  let zones: string[] = [];
  const zone = (i: number) => zones[i] ?? TEXT.zone(i);
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
        return own ? TEXT.moves(name(e.who), zone(e.from), zone(e.to)) : TEXT.isMoved(name(e.who), zone(e.from), zone(e.to), name(e.cause));
      }
      case 'attack':
        return TEXT.attack(player(e.player), name(e.target), name(e.item), e.range);
      case 'roll':
        return TEXT.roll(e.die, e.need, e.hit, e.reroll && name(e.reroll));
      case 'damage':
        return e.amount ? TEXT.damage(name(e.to), e.amount, name(e.source), e.pvLeft) : TEXT.noDamage(name(e.to), name(e.source));
      case 'riposte':
        return TEXT.riposte(name(e.creature));
      case 'heal':
        return TEXT.heal(name(e.who), e.amount, e.source === 'rest' ? TEXT.rest : name(e.source));
      case 'kill':
        return TEXT.kill(name(e.creature));
      case 'death':
        return TEXT.death(player(e.player), name(e.by));
      case 'appear':
        return TEXT.appear(name(e.card), zone(e.zone), e.source === 'setup' || e.source === 'scenario' ? null : name(e.source));
      case 'active':
        return TEXT.aptitude(name(e.creature), e.index);
      case 'pick-up':
        return TEXT.pickUp(player(e.player), name(e.item));
      case 'drop':
        return TEXT.drop(player(e.player), name(e.item));
      case 'give':
        return TEXT.give(player(e.player), name(e.item), player(e.to));
      case 'use':
        return TEXT.use(player(e.player), name(e.source));
      case 'effect':
        // A free effect's consequences are told by their own events (a heal, an Objet put down).
        switch (e.outcome) {
          case 'damage-prevented':
            return TEXT.prevented(name(e.source), e.amount);
          case 'pa-saved':
            return TEXT.paSaved(name(e.source), e.amount);
          case 'tacle-ignored':
            return TEXT.tacleIgnored(player(e.player), name(e.source));
          case 'hit-gained':
            return TEXT.hitGained(name(e.source));
          case 'acted':
            return null;
        }
        return null;
      case 'rest':
        return TEXT.rests(player(e.player), zone(e.zone));
      case 'secret':
        return TEXT.secret(e.number);
      case 'reveal':
        return TEXT.reveal(name(e.item), zone(e.zone));
      case 'look':
        return TEXT.look(name(e.item), zone(e.zone));
      case 'steal':
        return TEXT.steal(name(e.creature), name(e.item), player(e.player));
      case 'item-placed':
        return null;
      case 'chapter-end':
        return TEXT.chapterEnd(e.chapter, e.round);
      case 'creature-phase':
        return null;
      case 'reward':
        return TEXT.reward(player(e.player), name(e.item));
      case 'note':
        return e.text;
      case 'result':
        return e.result === 'victory' ? TEXT.victory : TEXT.defeat;
    }
  };
  let round = 0;
  for (const { events } of replayed.events) {
    for (const e of events) {
      if (e.e === 'chapter') {
        zones = e.zones.map(name);
        line(0, TEXT.chapter(e.chapter, zones));
        continue;
      }
      if (e.e === 'turn') {
        if (e.round !== round) {
          round = e.round;
          line(0, TEXT.round(round));
        }
        line(1, TEXT.turn(player(e.player)));
        continue;
      }
      if (e.e === 'creature-phase') {
        line(1, TEXT.creaturePhase);
        continue;
      }
      const text = describe(e);
      if (text) line(2, text);
    }
  }
  return `${out.join('\n')}\n`;
}
