/**
 * What a card text is read against: who is speaking ("je", "vous"), the zone a zone card is,
 * what pronouns point to, and the attack or event that triggered it.
 */
import type { CreatureState, ItemState } from './types.js';

export type Speaker =
  | { kind: 'creature'; c: CreatureState }
  | { kind: 'player'; seat: number }
  /** A zone or Secret text that happens at setup, addressed to nobody in particular. */
  | { kind: 'table' };

export type Target =
  | { kind: 'player'; seat: number }
  | { kind: 'creature'; c: CreatureState }
  | { kind: 'item'; item: ItemState };

export interface AttackInfo {
  seat: number;
  item: ItemState;
  target: CreatureState;
  /** The target's zone when the attack was declared ("la zone de la cible"). */
  targetZone: number;
  range: number;
  hit: boolean;
  killed: boolean;
}

export interface Scope {
  speaker: Speaker;
  /** The zone a zone card's text speaks of ("ici"). */
  here: number | null;
  /** The card whose text this is, for reports (PV lost per source card). */
  source: string;
  /** What "le", "la", "lui", "il" point to: the last clause's targets, or a condition's matches. */
  it: Target[];
  /** The players of the last clause that named several ("l'un d'eux"). */
  them: number[];
  /** Where the last push ended ("la zone de destination"). */
  destination: number | null;
  attack: AttackInfo | null;
  /** The event that triggered the text, for conditions that name one. */
  event: string | null;
  /** The Secret being read, for "Gardez ce Secret". */
  secret: number | null;
  /** The last "Si …" sentence's outcome, for "Sinon". */
  lastIf: boolean | null;
}

export function scope(speaker: Speaker, source: string, extra: Partial<Scope> = {}): Scope {
  return { speaker, here: null, source, it: [], them: [], destination: null, attack: null, event: null, secret: null, lastIf: null, ...extra };
}
