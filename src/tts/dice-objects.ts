/** The manifest's dice as Tabletop Simulator dice, each on the table or all together in a bag. */
import type { CardSet } from '../export/card-set.js';
import { bagObject, dieObject, transform, type GuidRegistry, type TtsObject, type Vec3 } from './saved-object.js';

/** Every die of the manifest, the n-th (from 0) at `at(n)`; with `bag`, in one bag at `bagAt` instead. */
export function diceObjects(set: CardSet, guids: GuidRegistry, bag: boolean, at: (n: number) => Vec3, bagAt: Vec3): TtsObject[] {
  const dice: TtsObject[] = [];
  for (const c of set.manifest.components ?? []) {
    if (c.kind !== 'die') continue;
    for (let i = 0; i < c.count; i++) dice.push(dieObject(`${c.id}/${i + 1}`, c.name, c.sides, c.color, guids, transform(at(dice.length), false)));
  }
  if (bag && dice.length) return [bagObject('dice', 'Dice', dice, guids, transform(bagAt))];
  return dice;
}

/** How many dice the manifest has. */
export function diceCount(set: CardSet): number {
  return (set.manifest.components ?? []).reduce((n, c) => n + (c.kind === 'die' ? c.count : 0), 0);
}
