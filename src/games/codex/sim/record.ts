/**
 * A CODEX game as the balance figures read it (engine/balance/record.ts): one side, the party,
 * which wins or loses together. What it met (drawn): its characters, the zones of the chapters it
 * reached, the creatures that appeared, the Objets placed or given as rewards, the secrets found;
 * what it played: its characters, the Objets it took or used, the secrets found.
 */
import { cardSet, type GameRecord } from '../../../engine/balance/record.js';
import type { Catalogue } from '../engine/catalogue.js';
import type { GameEvent, GameState } from '../engine/types.js';

/**
 * Read from the game's events alone, in one pass, not from sim's summary: a sweep wants only the
 * record, and skipping the summary (weapons, effects, PV lost by source) is a tenth of its time.
 */
export function codexRecord(cat: Catalogue, game: { result: string; players: number; characters: string[]; state: GameState; events: readonly GameEvent[] }): GameRecord {
  const met = new Set<string>(game.characters);
  const used = new Set<string>(game.characters);
  let rounds = 0;
  for (const e of game.events) {
    switch (e.e) {
      case 'appear':
        met.add(e.card);
        break;
      case 'chapter':
        for (const z of e.zones) met.add(z);
        break;
      case 'item-placed':
        met.add(e.item);
        break;
      case 'pick-up':
      case 'reward':
        met.add(e.item);
        used.add(e.item);
        break;
      case 'use':
        met.add(e.source);
        used.add(e.source);
        break;
      case 'secret': {
        const id = cat.secrets.get(e.number)?.id;
        if (id) {
          met.add(id);
          used.add(id);
        }
        break;
      }
      case 'chapter-end':
        rounds += e.round;
        break;
    }
  }
  // Rounds of every chapter reached: a game not won ends within a chapter, at its current round.
  if (game.result !== 'victory') rounds += game.state.round;
  const cards = codexCards(cat);
  // Effect sources also name rules ("rest", "Tacle"): only cards count.
  const known = (ids: Set<string>) => cardSet([...ids].filter((id) => Object.hasOwn(cards, id)));
  return {
    winner: game.result === 'victory' ? 0 : null,
    stalled: game.result === 'stalled',
    // A lone player plays two characters: two seats of the one side.
    seats: Array<number>(game.characters.length).fill(0),
    players: game.players,
    turns: rounds,
    decisions: game.state.actions,
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
