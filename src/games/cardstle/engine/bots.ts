/**
 * Cardstle's bots. The players: random (the layer's: any legal action, any answer) or heuristic
 * (heal when low, talk and open chests where it can, then walk towards the nearest card still face
 * down, the goal first once it shows; fight on, flee when one more blow would kill; spend
 * treasures in tests when holding spares or in danger; craft whatever can be crafted). The game
 * master is a policy too (`<players>+gm-<policy>`): `table` (the default: friendly enemies talk,
 * the others fight), `fight`, `talk` or `random`; it strikes the weakest character. Bots read only
 * what the table shows: face-up cards, never what lies face down.
 */
import { randomBot } from '../../../engine/bots.js';
import type { Policy } from '../../../engine/game-def.js';
import { randomInt, seedRng } from '../../../engine/rng.js';
import { STATS } from '../tables.js';
import { around, hostile } from './board.js';
import type { Catalogue } from './catalogue.js';
import { suitOf } from './cards.js';
import { active } from './turns.js';
import { GM, type CardstleAction, type CardstleChoice, type CardstleState } from './types.js';

export const PLAYER_BOTS = ['random', 'heuristic'] as const;
export const GM_POLICIES = ['table', 'fight', 'talk', 'random'] as const;
export const BOTS: readonly string[] = [...PLAYER_BOTS, ...PLAYER_BOTS.flatMap((p) => GM_POLICIES.map((g) => `${p}+gm-${g}`))];

/** A policy as the layer takes it; the rules ask it only Cardstle's choices (types.ts). */
export type CardstlePolicy = Policy<CardstleState, CardstleAction>;

const FAR = 999;

/** Steps from every cell to the nearest cell worth going to (diagonals included). */
function distances(s: CardstleState, targets: number[]): Int32Array {
  const room = s.room;
  const dist = new Int32Array(room.cells.length).fill(FAR);
  const queue: number[] = [];
  for (const t of targets) {
    dist[t] = 0;
    queue.push(t);
  }
  for (let h = 0; h < queue.length; h++) {
    const c = queue[h];
    for (const n of around(room, c)) {
      if (dist[n] !== FAR) continue;
      dist[n] = dist[c] + 1;
      queue.push(n);
    }
  }
  return dist;
}

/** The cells the active character would go to: the goal if it shows, cards face down, chests it can open, enemies to talk to or (when healthy) to fight. */
function targetsOf(cat: Catalogue, s: CardstleState, who: number): number[] {
  const ch = s.chars[who];
  const goal: number[] = [];
  const first: number[] = [];
  const foes: number[] = [];
  s.room.cells.forEach((c, n) => {
    if (!c.place || c.card < 0) return;
    if (c.up && c.card === s.room.goal) goal.push(n);
    if (!c.up || !c.resolved) first.push(n);
    else if (cat.roles[c.card].role === 'coffre' && ch.treasures.some((t) => suitOf(t) === suitOf(c.card))) first.push(n);
    else if (hostile(c) && c.foe!.mode === 'talk') first.push(n);
    else if (hostile(c)) foes.push(n);
  });
  if (goal.length) return goal;
  if (first.length && ch.vie <= 1) return first;
  return first.length ? [...first, ...(ch.vie >= 3 ? foes : [])] : foes;
}

function heuristicAction(cat: Catalogue, s: CardstleState, legal: CardstleAction[]): CardstleAction {
  const who = active(s);
  const ch = s.chars[who];
  const find = (t: CardstleAction['t'], pred: (a: CardstleAction) => boolean = () => true) => legal.find((a) => a.t === t && pred(a));
  const effect = (a: CardstleAction) => (a.t === 'cast' ? cat.tables.recipes.find((r) => r.id === a.object)?.effect : undefined);
  if (ch.vie <= Math.max(1, ch.stats.vie - 2)) {
    const h = find('heal');
    if (h) return h;
  }
  if (ch.vie <= 1) {
    const full = find('cast', (a) => effect(a) === 'soin-total');
    if (full) return full;
  }
  const talk = find('talk');
  if (talk) return talk;
  const open = find('open');
  if (open) return open;
  // The longue-vue on a card face down next to it, before stepping there.
  const near = new Set(around(s.room, ch.cell));
  const look = find('cast', (a) => effect(a) === 'longue-vue' && a.t === 'cast' && near.has(a.cell!));
  if (look) return look;
  const moves = legal.filter((a): a is Extract<CardstleAction, { t: 'move' }> => a.t === 'move');
  if (moves.length) {
    const targets = targetsOf(cat, s, who);
    if (targets.length) {
      const dist = distances(s, targets);
      let best = moves[0];
      for (const m of moves) if (dist[m.to] < dist[best.to]) best = m;
      if (dist[best.to] < dist[ch.cell] || dist[best.to] === 0) return best;
    }
  }
  return find('end')!;
}

/** The heuristic's answers to the players' choices. */
function heuristicChoice(cat: Catalogue, s: CardstleState, c: CardstleChoice): number {
  const ch = c.who !== undefined ? s.chars[c.who] : null;
  switch (c.kind) {
    case 'treasure': {
      // Spend one when holding spares (three or more), or when one more blow could kill.
      if (!ch) return 0;
      return ch.treasures.length >= 3 || ch.vie <= 1 ? 1 : 0;
    }
    case 'spell':
      return 1;
    case 'flee': {
      const foe = c.card !== undefined ? s.room.cells.find((x) => x.card === c.card && x.foe)?.foe : null;
      return ch && ch.vie <= 1 && foe && foe.vie >= 2 ? 1 : 0;
    }
    case 'chest':
      return 1;
    case 'dialogue-stat': {
      if (!ch || c.card === undefined) return 0;
      const role = cat.roles[c.card];
      if (role.role !== 'ennemi') return 0;
      let best = 0;
      STATS.forEach((st, k) => {
        if (ch.stats[st] - role.stats[st] > ch.stats[STATS[best]] - role.stats[STATS[best]]) best = k;
      });
      return best;
    }
    case 'craft':
      return 1;
    case 'keep':
      return 1;
    default:
      return 0;
  }
}

/** The game master's answers: fight or talk by its policy, and the weakest character struck. */
function gmChoice(policy: string, rng: ReturnType<typeof seedRng>, s: CardstleState, c: CardstleChoice): number {
  if (policy === 'random') return randomInt(rng, c.options.length);
  if (c.kind === 'encounter') return policy === 'talk' ? 1 : 0;
  if (c.kind === 'target') {
    let best = 0;
    c.options.forEach((name, k) => {
      const vie = s.chars.find((x) => x.name === name)?.vie ?? FAR;
      const was = s.chars.find((x) => x.name === c.options[best])?.vie ?? FAR;
      if (vie < was) best = k;
    });
    return best;
  }
  return 0;
}

/** A bot by name ("heuristic", "random+gm-talk"), seeded. */
export function makeBot(name: string, cat: Catalogue, seed: number): CardstlePolicy {
  const [players, gm = 'gm-table'] = name.split('+');
  const gmPolicy = gm.replace(/^gm-/, '');
  if (!(PLAYER_BOTS as readonly string[]).includes(players) || !(GM_POLICIES as readonly string[]).includes(gmPolicy)) throw new Error(`no bot "${name}"; the bots: ${BOTS.join(', ')}`);
  const rnd = randomBot<CardstleState, CardstleAction>(seed);
  const gmRng = seedRng(seed ^ 0x5bd1e995);
  const p: Pick<CardstlePolicy, 'chooseAction' | 'choose'> =
    players === 'random' ? { chooseAction: rnd.chooseAction, choose: rnd.choose } : { chooseAction: (s, legal) => heuristicAction(cat, s, legal), choose: (s, c) => heuristicChoice(cat, s, c as CardstleChoice) };
  return {
    name,
    chooseAction: p.chooseAction,
    choose: (s, c) => (c.player === GM ? gmChoice(gmPolicy, gmRng, s, c as CardstleChoice) : p.choose(s, c)),
  };
}
