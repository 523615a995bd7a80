/**
 * What the search bot needs of a CODEX position (src/engine/search.ts, through codexGame): what
 * the players cannot know, dealt again, and what a position is worth to the party.
 */
import { lastZone } from './board.js';
import { randomInt, seedRng, shuffle, type Rng } from '../../../engine/rng.js';
import type { GameState } from './types.js';

/**
 * What the players cannot know, dealt again: the future dice, the order of every pile, and which
 * face-down zone (INDEX's unrevealed Salles) holds which card, among them and the zone pile.
 */
export function determinise(s: GameState, rng: Rng): void {
  s.forcedDice = [];
  // A scenario's forced orders (`order:`) are not for a dealt-again world: it shuffles by chance.
  // (Tested before deleting: a real game's state never has the key, and keeps its shape.)
  if (s.forcedOrders) delete s.forcedOrders;
  s.rng = seedRng(randomInt(rng, 2 ** 31));
  const hidden = s.zones.slice(lastZone(s) + 1).filter((z) => z.hidden);
  const zones = [...hidden.map((z) => z.card), ...s.piles.zones];
  for (const pile of [zones, s.piles.creatures, s.piles.objets, s.piles.boss]) shuffle(s.rng, pile);
  hidden.forEach((z, i) => (z.card = zones[i]));
  s.piles.zones = zones.slice(hidden.length);
}

/** A position's worth for the party, from 0 (defeat) to 1 (victory). */
export function evaluate(s: GameState, root: GameState): number {
  const fromChapter = root.chapter;
  if (s.result === 'victory') return 1;
  if (s.result === 'defeat') return 0;
  const minPv = Math.min(...s.players.map((p) => p.pv / p.maxPv));
  const avgPv = s.players.reduce((a, p) => a + p.pv / p.maxPv, 0) / s.players.length;
  const enemyPv = s.creatures.reduce((a, c) => a + c.pv, 0);
  const progress = s.chapter > fromChapter ? 1 : 1 / (1 + enemyPv / 4);
  const rations = s.players.reduce((a, p) => a + p.rations.filter((r) => !r.engaged).length, 0) / Math.max(1, s.players.length * 4);
  return 0.1 + 0.35 * minPv + 0.15 * avgPv + 0.3 * progress + 0.05 * rations;
}
