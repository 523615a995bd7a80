/**
 * What one simulated game says about the cards, read from its events: who dealt the PV lost, what
 * each weapon did, which creature dealt the killing blow, which items were found, taken and used.
 */
import { dict, own } from '../../../core/own.js';
import type { EffectOutcome, GameEvent, GameState } from '../engine/types.js';

/**
 * What a card did besides attacking and being used: the engine's `effect` outcomes, the PV its
 * effects restored, and the missed attacks its reroll turned into hits.
 */
export type Outcome = EffectOutcome | 'pv-restored' | 'hits-by-reroll';

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
  /** Objets put in a zone at a chapter's setup, or taken as a boss's reward. */
  itemsSeen: Record<string, number>;
  /** Those placements the party took (picked up at least once): never more than itemsSeen. */
  itemsSeenTaken: Record<string, number>;
  /** Every pick-up, an Objet taken again after a drop or a throw included. */
  itemsTaken: Record<string, number>;
  /** Costs paid for a card's effects, by card (Objets, Personnages, Secrets, Zones). */
  itemsUsed: Record<string, number>;
  /** What each card did, by outcome. */
  effects: Record<string, Partial<Record<Outcome, number>>>;
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
    itemsSeenTaken: dict(),
    itemsTaken: dict(),
    itemsUsed: dict(),
    kills: dict(),
    effects: dict(),
  };
  const did = (card: string, outcome: Outcome, n: number) => {
    const m = (s.effects[card] ??= {});
    m[outcome] = (m[outcome] ?? 0) + n;
  };
  // Placements of each Objet lying in the chapter's zones not yet taken: a pick-up takes one.
  let untaken = dict<number>();
  const party = new Set(characters);
  const weapon = (card: string) => (s.weapons[card] ??= { attacks: 0, hits: 0, damage: 0, kills: 0 });
  // An attack's outcome is its last roll (after any reroll): counted when the next attack starts.
  let current: string | null = null;
  let firstHit = false;
  let lastHit = false;
  let rerolledBy: string | null = null;
  const countHit = () => {
    if (current !== null && lastHit) weapon(current).hits++;
    if (current !== null && lastHit && !firstHit && rerolledBy !== null) did(rerolledBy, 'hits-by-reroll', 1);
    current = null;
    lastHit = false;
    rerolledBy = null;
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
        if (e.reroll === null) firstHit = e.hit;
        lastHit = e.hit;
        rerolledBy = e.reroll;
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
        if ((own(untaken, e.item) ?? 0) > 0) {
          untaken[e.item]--;
          add(s.itemsSeenTaken, e.item);
        }
        break;
      case 'item-placed':
        add(s.itemsSeen, e.item);
        add(untaken, e.item);
        break;
      case 'reward':
        add(s.itemsSeen, e.item);
        add(s.itemsSeenTaken, e.item);
        add(s.itemsTaken, e.item);
        break;
      case 'use':
        add(s.itemsUsed, e.source);
        break;
      case 'effect':
        did(e.source, e.outcome, e.amount);
        break;
      case 'heal':
        // Resting and the end of a chapter heal by the rules, not by an Objet.
        if (e.source !== 'rest' && e.source !== 'chapter-end') did(e.source, 'pv-restored', e.amount);
        break;
      case 'chapter-end':
        s.rounds.push(e.round);
        // The Objets left in the zones go back under their pile: a later placement is a new one.
        untaken = dict();
        break;
    }
  }
  countHit();
  if (result !== 'victory') s.rounds.push(state.round);
  return s;
}
