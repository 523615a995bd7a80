/**
 * A dialogue (« Dialogues », docs/rules/cardstle.md): the player picks a statistic, the enemy
 * tests the same one; a win gives a conviction point, two on a critical; the points needed
 * convince it. One test a turn for each character. Several characters may talk with one enemy
 * (« Dans le cas où plusieurs joueurs dialoguent en même temps avec un PNJ »): a character joins
 * its dialogue by its first test with it and takes part while it stands, alive, on the enemy's
 * card; each tests in its own turn, every test adds the affinities of all those taking part
 * (« les affinités se somment pour chaque lancer de chaque joueur »), and the points all of them
 * win count together towards the number needed.
 */
import { ask, emit } from '../../../engine/choices.js';
import { isCritical, STATS, type Stat } from '../tables.js';
import type { Catalogue } from './catalogue.js';
import { codeOf } from './cards.js';
import { donneOut, test } from './draw.js';
import { takeArtefact, takeStun } from './party.js';
import { PLAYERS, type CardstleCtx, type CardstleState } from './types.js';

/** The characters taking part in the dialogue with the enemy on `cell`, in the party's order: those who joined it, alive and on its card. */
export function inDialogue(s: CardstleState, cell: number): number[] {
  const foe = s.room.cells[cell].foe;
  if (!foe) return [];
  return foe.talkers.filter((i) => s.chars[i].alive && s.chars[i].cell === cell).sort((a, b) => a - b);
}

/** A character steps onto the enemy's card: if it had left the dialogue, it is out of it until its next test there. */
export function stepInto(s: CardstleState, who: number, cell: number): void {
  const foe = s.room.cells[cell].foe;
  if (foe) foe.talkers = foe.talkers.filter((i) => i !== who);
}

/** The sum of the affinities of `talkers` with the enemy `card` (0 for a character the room gives none). */
export function affinityOf(s: CardstleState, card: number, talkers: number[]): number {
  const each = s.room.affinity[codeOf(card)] ?? [];
  return talkers.reduce((sum, i) => sum + (each[i] ?? 0), 0);
}

export function talk(cat: Catalogue, s: CardstleState, ctx: CardstleCtx, who: number, cell: number): void {
  const c = s.room.cells[cell];
  const card = c.card;
  const foe = c.foe!;
  const role = cat.roles[card];
  if (role.role !== 'ennemi') return;
  const ch = s.chars[who];
  s.talked = true;
  const stat: Stat = STATS[ask(s, ctx, { kind: 'dialogue-stat', player: PLAYERS, who, card, prompt: `${ch.name}: which statistic to talk with?`, options: [...STATS] })];
  // Those who left the enemy's card or died are out; the one testing joins.
  foe.talkers = inDialogue(s, cell);
  if (!foe.talkers.includes(who)) foe.talkers.push(who);
  const talkers = [...foe.talkers].sort((a, b) => a - b);
  const affinity = affinityOf(s, card, talkers);
  const out = donneOut();
  const mine = test(s, ctx, ch.stats[stat] - takeStun(ch), ch, out, [String(who), stat]) + affinity;
  const theirs = test(s, ctx, role.stats[stat] - takeStun(foe), null, out, [codeOf(card), stat]);
  // « Un critique lors d'une phase de dialogue a pour effet de faire gagner 2 points de conviction ».
  const won = mine > theirs ? (isCritical(cat.tables, mine, theirs) ? 2 : 1) : 0;
  foe.points += won;
  foe.convinced = foe.points >= s.room.needed;
  emit(ctx, { e: 'dialogue', who, card, stat, mine, theirs, affinity, talkers, points: foe.points, convinced: foe.convinced });
  // A convinced enemy that is the room's goal gives it up (« donner un objet à un P.N.J. », the other way round).
  if (foe.convinced && card === s.room.goal) {
    c.card = -1;
    c.foe = null;
    takeArtefact(s, ctx, who, card);
  }
}
