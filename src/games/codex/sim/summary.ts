/**
 * What one simulated game says about the cards, read from its events: who dealt the PV lost, what
 * each weapon did, which creature dealt the killing blow, which items were found, taken and used.
 */
import { dict, own } from '../../../core/own.js';
import type { GameEvent, GameState } from '../engine/types.js';

export interface GameSummary {
  index: number;
  seed: number;
  players: number;
  composition: string;
  result: 'victory' | 'defeat' | 'stalled';
  chapter: number;
  /** Rounds played in each chapter reached. */
  rounds: number[];
  actions: number;
  pvLost: Record<string, number>;
  weapons: Record<string, { attacks: number; hits: number; damage: number; kills: number }>;
  killingBlow: string | null;
  itemsSeen: Record<string, number>;
  itemsTaken: Record<string, number>;
  itemsUsed: Record<string, number>;
  /** Creatures killed, by card. */
  kills: Record<string, number>;
}

const add = (m: Record<string, number>, k: string, n = 1) => {
  m[k] = (m[k] ?? 0) + n;
};

/** Where a damage source comes from: "Tacle (…)" counts for Tacle. */
function sourceCard(source: string): string {
  return source.startsWith('Tacle') ? 'Tacle' : source;
}

export function summarize(index: number, seed: number, players: number, characters: string[], state: GameState, result: GameSummary['result'], events: GameEvent[]): GameSummary {
  const s: GameSummary = {
    index,
    seed,
    players,
    composition: [...characters].sort().join('+'),
    result,
    chapter: state.chapter,
    rounds: [],
    actions: state.actions,
    // Keyed by card ids and names: no prototype, so a card named "constructor" counts like any other.
    pvLost: dict(),
    weapons: dict(),
    killingBlow: null,
    itemsSeen: dict(),
    itemsTaken: dict(),
    itemsUsed: dict(),
    kills: dict(),
  };
  const party = new Set(characters);
  const weapon = (card: string) => (s.weapons[card] ??= { attacks: 0, hits: 0, damage: 0, kills: 0 });
  // An attack's outcome is its last roll (after any reroll): counted when the next attack starts.
  let current: string | null = null;
  let lastHit = false;
  const countHit = () => {
    if (current !== null && lastHit) weapon(current).hits++;
    current = null;
    lastHit = false;
  };
  for (const e of events) {
    switch (e.e) {
      case 'damage':
        if (party.has(e.to)) add(s.pvLost, sourceCard(e.source), e.amount);
        else if (e.by !== null) weapon(e.source).damage += e.amount;
        break;
      case 'attack':
        countHit();
        current = e.item;
        weapon(e.item).attacks++;
        break;
      case 'roll':
        lastHit = e.hit;
        break;
      case 'kill':
        add(s.kills, e.card);
        if (e.player !== null && own(s.weapons, e.by)) s.weapons[e.by].kills++;
        break;
      case 'death':
        s.killingBlow = sourceCard(e.by);
        break;
      case 'pick-up':
        add(s.itemsTaken, e.item);
        break;
      case 'item-placed':
        add(s.itemsSeen, e.item);
        break;
      case 'reward':
        add(s.itemsSeen, e.item);
        add(s.itemsTaken, e.item);
        break;
      case 'use':
        add(s.itemsUsed, e.source);
        break;
      case 'chapter-end':
        s.rounds.push(e.round);
        break;
    }
  }
  countHit();
  if (result !== 'victory') s.rounds.push(state.round);
  return s;
}
