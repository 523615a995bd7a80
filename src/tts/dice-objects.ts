/** The manifest's dice as Tabletop Simulator dice, each on the table or all together in a bag. */
import type { CardSet } from '../export/card-set.js';
import { bagObject, dieObject, transform, type GuidRegistry, type TtsObject, type Vec3 } from './saved-object.js';
import type { PlannedDie } from './table-plan.js';

/** Every die of the manifest, the n-th (from 0) at `at(n)`; with `bag`, in one bag at `bagAt` instead. */
export function diceObjects(set: CardSet, guids: GuidRegistry, bag: boolean, at: (n: number) => Vec3, bagAt: Vec3): TtsObject[] {
  const dice = (set.manifest.components ?? []).flatMap((c) => (c.kind === 'die' ? Array.from({ length: c.count }, (_, i) => ({ die: c, copy: i + 1, face: null })) : []));
  return plannedDiceObjects(dice, guids, bag, at, bagAt);
}

/** These dice, the n-th (from 0) at `at(n)`, each on its face when it has one; with `bag`, in one bag at `bagAt` instead. */
export function plannedDiceObjects(planned: PlannedDie[], guids: GuidRegistry, bag: boolean, at: (n: number) => Vec3, bagAt: Vec3): TtsObject[] {
  const dice = planned.map((d, n) => dieObject(`${d.die.id}/${d.copy}`, d.die.name, d.die.sides, d.die.color, guids, transform(at(n), false), d.face));
  if (bag && dice.length) return [bagObject('dice', 'Dice', dice, guids, transform(bagAt))];
  return dice;
}

/** How many dice the manifest has. */
export function diceCount(set: CardSet): number {
  return (set.manifest.components ?? []).reduce((n, c) => n + (c.kind === 'die' ? c.count : 0), 0);
}
