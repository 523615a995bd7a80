/**
 * A dialogue (« Dialogues »): the player picks a statistic, the enemy tests the same one; the
 * affinity is added to the player's result; a win gives a conviction point, two on a critical;
 * the points needed convince it. One test a turn.
 */
import { ask, emit } from '../../../engine/choices.js';
import { isCritical, STATS, type Stat } from '../tables.js';
import type { Catalogue } from './catalogue.js';
import { codeOf } from './cards.js';
import { donneOut, test } from './draw.js';
import { takeArtefact, takeStun } from './party.js';
import { PLAYERS, type CardstleCtx, type CardstleState } from './types.js';

export function talk(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, who: number, cell: number): void {
  const c = s.room.cells[cell];
  const card = c.card;
  const foe = c.foe!;
  const role = cat.roles[card];
  if (role.role !== 'ennemi') return;
  const ch = s.chars[who];
  s.talked = true;
  const stat: Stat = STATS[ask(s, ctx, { kind: 'dialogue-stat', player: PLAYERS, who, card, prompt: `${ch.name}: which statistic to talk with?`, options: [...STATS] })];
  const affinity = s.room.affinity[codeOf(card)] ?? 0;
  const out = donneOut();
  const mine = test(s, ctx, ch.stats[stat] - takeStun(ch), ch, out, [String(who), stat]) + affinity;
  const theirs = test(s, ctx, role.stats[stat] - takeStun(foe), null, out, [codeOf(card), stat]);
  // « Un critique lors d'une phase de dialogue a pour effet de faire gagner 2 points de conviction ».
  const won = mine > theirs ? (isCritical(cat.tables, mine, theirs) ? 2 : 1) : 0;
  foe.points += won;
  foe.convinced = foe.points >= s.room.needed;
  emit(ctx, { e: 'dialogue', who, card, stat, mine, theirs, affinity, points: foe.points, convinced: foe.convinced });
  // A convinced enemy that is the room's goal gives it up (« donner un objet à un P.N.J. », the other way round).
  if (foe.convinced && card === s.room.goal) {
    c.card = -1;
    c.foe = null;
    takeArtefact(s, ctx, who, card);
  }
}
