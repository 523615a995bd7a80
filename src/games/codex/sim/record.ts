/**
 * A CODEX game as the balance figures read it (engine/balance/record.ts): one side, the party,
 * which wins or loses together. What it met (drawn): its characters, the zones of the chapters it
 * reached, the creatures that appeared, the Objets placed or given as rewards, the secrets found;
 * what it played: its characters, the Objets it took or used, the secrets found.
 */
import { cardSet, type GameRecord } from '../../../engine/balance/record.js';
import type { Catalogue } from '../engine/catalogue.js';
import type { GameEvent } from '../engine/types.js';
import type { GameSummary } from './summary.js';

export function codexRecord(cat: Catalogue, summary: GameSummary, characters: string[], events: readonly GameEvent[]): GameRecord {
  const met = new Set<string>(characters);
  const used = new Set<string>(characters);
  for (const e of events) {
    if (e.e === 'appear') met.add(e.card);
    else if (e.e === 'chapter') for (const z of e.zones) met.add(z);
    else if (e.e === 'secret') {
      const id = cat.secrets.get(e.number)?.id;
      if (id) [met, used].forEach((s) => s.add(id));
    }
  }
  for (const id of Object.keys(summary.itemsSeen)) met.add(id);
  for (const id of [...Object.keys(summary.itemsTaken), ...Object.keys(summary.itemsUsed)]) [met, used].forEach((s) => s.add(id));
  const cards = codexCards(cat);
  const known = (ids: Set<string>) => cardSet([...ids].filter((id) => Object.hasOwn(cards, id)));
  return {
    winner: summary.result === 'victory' ? 0 : null,
    stalled: summary.result === 'stalled',
    // A lone player plays two characters: two seats of the one side.
    seats: Array<number>(characters.length).fill(0),
    players: summary.players,
    turns: summary.rounds.reduce((a, b) => a + b, 0),
    decisions: summary.actions,
    sides: [{ drawn: known(met), played: known(used) }],
    lead: null,
  };
}

const cardsMemo = new WeakMap<Catalogue, Record<string, string>>();

/** Every card the party may meet in a game, id → name (the card impact lists them all). */
export function codexCards(cat: Catalogue): Record<string, string> {
  let out = cardsMemo.get(cat);
  if (out) return out;
  out = Object.create(null) as Record<string, string>;
  for (const m of [cat.personnages, cat.objets, cat.creatures, cat.zones] as Map<string, { id: string; name: string }>[]) for (const d of m.values()) out[d.id] = d.name;
  for (const d of cat.secrets.values()) out[d.id] = d.name;
  cardsMemo.set(cat, out);
  return out;
}
