/**
 * *Embuscade* (rulebook, annex): "Lorsque j'apparais, je me déplace dans la salle la plus éloignée
 * des joueurs." The Salle whose nearest player is farthest, among the Salles one can stand in
 * (face-down ones are no place yet); a tie is the players' choice (the golden rule).
 */
import { distance, hasKeyword, lastZone } from '../../codex/engine/board.js';
import { ask, type Ctx } from '../../codex/engine/context.js';
import { placeCreature } from '../../codex/engine/ops.js';
import type { CreatureState, GameState } from '../../codex/engine/types.js';

export function ambush(state: GameState, ctx: Ctx, c: CreatureState): void {
  if (!hasKeyword(state, ctx.cat, c, 'Embuscade') || !state.players.length) return;
  const gap = (z: number) => Math.min(...state.players.map((p) => distance(p.zone, z)));
  let far = -1;
  let zones: number[] = [];
  for (let z = 0; z <= lastZone(state); z++) {
    const d = gap(z);
    if (d > far) [far, zones] = [d, [z]];
    else if (d === far) zones.push(z);
  }
  // Where it stands is as far as anywhere: it stays.
  if (zones.includes(c.zone)) return;
  const zone = zones.length === 1 ? zones[0] : zones[ask(state, ctx, { kind: 'zone', player: null, prompt: `Where does ${c.uid} lie in ambush?`, options: zones.map((z) => state.zones[z].card), asked: { q: 'ambush', target: c.uid } })];
  placeCreature(state, ctx, c, zone, 'Embuscade');
}
