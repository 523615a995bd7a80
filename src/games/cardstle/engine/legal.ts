/** The actions the active character may take now (a query: it asks nobody). */
import { distance, hostile, moveTargets } from './board.js';
import type { Catalogue } from './catalogue.js';
import { suitOf } from './cards.js';
import { treasuresFor } from './party.js';
import { active } from './turns.js';
import type { EngineError } from '../../../engine/game-def.js';
import type { CardstleAction, CardstleState } from './types.js';

export function legalActions(cat: Catalogue, s: CardstleState): CardstleAction[] {
  if (s.phase === 'over') return [];
  const who = active(s);
  const ch = s.chars[who];
  const room = s.room;
  const here = room.cells[ch.cell];
  const out: CardstleAction[] = [];
  if (!s.moved) for (const to of moveTargets(room, ch.cell)) out.push({ t: 'move', to });
  if (ch.vie < ch.stats.vie) for (const card of treasuresFor(cat, ch, 'soin')) out.push({ t: 'heal', card });
  for (const [i, o] of s.chars.entries()) {
    if (i === who || !o.alive || distance(room, o.cell, ch.cell) > 1) continue;
    for (const card of new Set(ch.treasures)) out.push({ t: 'give', card, to: i });
  }
  if (here.card >= 0 && here.resolved && cat.roles[here.card].role === 'coffre' && ch.treasures.some((t) => suitOf(t) === suitOf(here.card))) out.push({ t: 'open' });
  if (here.foe && hostile(here) && here.foe.mode === 'talk' && !s.talked) out.push({ t: 'talk' });
  for (const id of new Set(ch.objects)) {
    const effect = cat.tables.recipes.find((r) => r.id === id)?.effect;
    if (effect === 'soin-total' && ch.vie < ch.stats.vie) out.push({ t: 'cast', object: id });
    if (effect === 'teleporte' && !s.moved) room.cells.forEach((c, n) => c.place && n !== ch.cell && out.push({ t: 'cast', object: id, cell: n }));
    if (effect === 'longue-vue') room.cells.forEach((c, n) => c.place && c.card >= 0 && !c.up && out.push({ t: 'cast', object: id, cell: n }));
  }
  out.push({ t: 'end' });
  return out;
}

export function sameAction(a: CardstleAction, b: CardstleAction): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return a.t === b.t && ['to', 'card', 'object', 'cell'].every((k) => x[k] === y[k]);
}

/** Why `a` cannot be played now (a stable code and a sentence), or null when it can. */
export function whyIllegal(cat: Catalogue, s: CardstleState, a: CardstleAction): EngineError | null {
  if (s.phase === 'over') return { code: 'game-over', message: 'the game is over' };
  if (legalActions(cat, s).some((x) => sameAction(x, a))) return null;
  const ch = s.chars[active(s)];
  const no = (code: string, message: string): EngineError => ({ code, message: `${ch.name}: ${message}` });
  const room = s.room;
  switch (a.t) {
    case 'move': {
      if (s.moved) return no('already-moved', 'has already moved this turn');
      const c = room.cells[a.to];
      if (!c) return no('off-board', `cell ${a.to} is not in the room`);
      if (!c.place) return no('empty-place', 'nobody goes onto a place left empty');
      const d = distance(room, ch.cell, a.to);
      if (d === 2) return no('not-revealed', 'moves two cells only over revealed, clear cells onto a revealed one');
      return no('too-far', d === 0 ? 'is already there' : 'moves one cell a turn, two over revealed cells');
    }
    case 'heal':
      if (!ch.treasures.includes(a.card)) return no('no-treasure', 'does not hold this treasure');
      if (cat.treasure[a.card] !== 'soin') return no('not-a-heal', 'only a Cœur treasure restores Vie');
      return no('full-vie', 'has all its Vie');
    case 'give':
      if (!ch.treasures.includes(a.card)) return no('no-treasure', 'does not hold this treasure');
      return no('not-adjacent', 'gives only to a living character on its cell or next to it');
    case 'open':
      return no('no-chest-or-key', 'opens a chest on its cell with a treasure of the chest\'s suit');
    case 'talk':
      return no(s.talked ? 'already-talked' : 'no-dialogue', s.talked ? 'one dialogue test a turn' : 'no enemy in dialogue on its cell');
    case 'cast':
      if (!ch.objects.includes(a.object)) return no('no-object', `holds no ${a.object}`);
      return no('bad-target', `cannot use ${a.object} like this now`);
    default:
      return no('illegal-action', `cannot do this now: ${JSON.stringify(a)}`);
  }
}
