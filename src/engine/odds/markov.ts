/**
 * Where a Markov chain ends, exactly: the chance of each way it can end (its absorbing outcomes)
 * and the mean number of steps, from exact transition probabilities. A fight is one: each round
 * moves it from one state (the sides' Vie, who is stunned) to another, until a side dies or flees.
 *
 * The reachable states are split into strongly connected groups (Tarjan): a chain that can only
 * go "down" (Vie never comes back) has small groups, each solved as a small linear system once
 * every group it leads to is solved. No floating point anywhere, and no fractions either until
 * the end: the rows are scaled to integers and solved fraction-free (integer-system.ts), every
 * answer kept over a denominator known as a product of the groups' determinants, and only the
 * start's answer is put in lowest terms. Reducing every sum and product of a solve in fractions
 * took gcds of numbers of thousands of bits, most of the time of a fight's odds.
 */
import { fraction, fractionOverFactors, gcd, type Fraction } from './fraction.js';
import { solveIntegerSystem } from './integer-system.js';

/**
 * A chance num/den, den above 0, in lowest terms or not (a Fraction is one): the solver puts a
 * step's chances over one denominator anyway, so a chain may multiply them without reducing.
 */
export interface Chance {
  num: bigint;
  den: bigint;
}

/** One step from a state: the states it leads to with their chances (summing to 1), or the outcome it ends on. */
export type ChainStep<S> = { outcome: string } | { next: Array<{ to: S; p: Chance }> };

export interface Chain<S> {
  /** A state's identity (two states with the same key are the same state). */
  key(state: S): string;
  step(state: S): ChainStep<S>;
}

export interface Absorption {
  /** P(the chain ends on each outcome), by outcome. */
  outcomes: Map<string, Fraction>;
  /** The mean number of steps before it ends. */
  meanSteps: Fraction;
}

/**
 * A state's step as integers: the chance to each state it leads to is weight / scale (scale the
 * lcm of the denominators of the chances to each state, in lowest terms), so a group's rows are
 * integers and nothing is reduced.
 */
interface Node<S> {
  state: S;
  step: ChainStep<S>;
  edges: Array<{ to: string; weight: bigint }>;
  scale: bigint;
}

/**
 * A solved state's answer: P(each outcome but the last) in `labels` order, then the mean steps,
 * each num[i] / den.value. Not in lowest terms: den.value is the product of the determinants of
 * the groups the state leads to (its own included), each group's once, so that the
 * states of two groups are put over one denominator by multiplying, never by a gcd. States of one
 * group share one Denominator.
 */
interface Answer {
  num: bigint[];
  den: Denominator;
}

interface Denominator {
  /** The groups whose determinant is a factor (their index in `dets`). */
  groups: ReadonlySet<number>;
  value: bigint;
}

/** Where the chain started at `start` ends, and after how many steps on average. */
export function absorb<S>(start: S, chain: Chain<S>): Absorption {
  // Every state reachable from the start.
  const nodes = new Map<string, Node<S>>();
  const todo: S[] = [start];
  while (todo.length) {
    const s = todo.pop()!;
    const k = chain.key(s);
    if (nodes.has(k)) continue;
    const step = chain.step(s);
    const edges: Node<S>['edges'] = [];
    let scale = 1n;
    if ('next' in step) {
      // The chances over one denominator, the lcm of theirs (gcds of short denominators only,
      // each distinct one once), then summed by target as integers.
      const times = new Map<bigint, bigint>();
      for (const { p } of step.next) {
        if (p.num === 0n || times.has(p.den)) continue;
        if (p.den <= 0n) throw new RangeError(`a chance out of state ${k} has the denominator ${p.den}, not above 0`);
        times.set(p.den, 0n);
        scale = (scale / gcd(scale, p.den)) * p.den;
      }
      for (const den of times.keys()) times.set(den, scale / den);
      const merged = new Map<string, bigint>();
      for (const { to, p } of step.next) {
        if (p.num === 0n) continue;
        const tk = chain.key(to);
        const sum = merged.get(tk);
        if (sum === undefined) {
          merged.set(tk, p.num * times.get(p.den)!);
          if (!nodes.has(tk)) todo.push(to);
        } else merged.set(tk, sum + p.num * times.get(p.den)!);
      }
      let total = 0n;
      for (const w of merged.values()) total += w;
      if (total !== scale) {
        const sum = fraction(total, scale);
        throw new RangeError(`the chances out of state ${k} sum to ${sum.num}/${sum.den}, not 1`);
      }
      // The smallest scale: the lcm of the summed chances' own denominators (chances given
      // unreduced, or summing to simpler ones, leave a common factor in every weight).
      let content = scale;
      for (const w of merged.values()) if (content !== 1n) content = gcd(content, w);
      scale /= content;
      for (const [to, weight] of merged) if (weight !== 0n) edges.push({ to, weight: weight / content });
    }
    nodes.set(k, { state: s, step, edges, scale });
  }

  const all = [...new Set([...nodes.values()].flatMap((n) => ('outcome' in n.step ? [n.step.outcome] : [])))].sort();
  // Every group being solvable, the chain ends surely: the last outcome's chance is what the
  // others leave (one column less of long numbers to carry).
  const labels = all.slice(0, -1);
  const solved = new Map<string, Answer>();
  const dets: bigint[] = [];
  for (const group of stronglyConnected(nodes)) solveGroup(group, nodes, labels, solved, dets);
  const answer = solved.get(chain.key(start))!;
  // The one reduction to lowest terms, of the start's answer only.
  const factors = [...answer.den.groups].map((g) => dets[g]);
  const exact = answer.num.map((n) => fractionOverFactors(n, factors));
  const outcomes = new Map(labels.map((l, i) => [l, exact[i]]));
  if (all.length) outcomes.set(all[all.length - 1], fractionOverFactors(answer.num.slice(0, labels.length).reduce((left, n) => left - n, answer.den.value), factors));
  return { outcomes: new Map([...outcomes].sort(([a], [b]) => (a < b ? -1 : 1))), meanSteps: exact[labels.length] };
}

/** The groups, each listed after every group it leads to (Tarjan's order), iteratively. */
function stronglyConnected<S>(nodes: Map<string, Node<S>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const root of nodes.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ v: string; i: number }> = [{ v: root, i: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = nodes.get(frame.v)!.edges;
      if (frame.i < edges.length) {
        const w = edges[frame.i++].to;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) low.set(frame.v, Math.min(low.get(frame.v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].v, Math.min(low.get(work[work.length - 1].v)!, low.get(frame.v)!));
      if (low.get(frame.v) === index.get(frame.v)) {
        const group: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          group.push(w);
        } while (w !== frame.v);
        groups.push(group);
      }
    }
  }
  return groups;
}

/**
 * x_s = Σ_{t in group} P(s,t)·x_t + Σ_{t solved} P(s,t)·x_t (+ 1 for the steps), each row times
 * its state's scale and the whole times the solved states' common denominator D: integers,
 * (scale·I − weights)·(D·x) = Σ weight·(D·x_t) (+ scale·D), solved fraction-free
 * (integer-system.ts). The group's answers are then over det·D, det its matrix's determinant.
 */
function solveGroup<S>(group: string[], nodes: Map<string, Node<S>>, labels: string[], solved: Map<string, Answer>, dets: bigint[]): void {
  const cols = labels.length + 1;
  if (group.length === 1) {
    const node = nodes.get(group[0])!;
    if ('outcome' in node.step) {
      const outcome = node.step.outcome;
      solved.set(group[0], { num: [...labels.map((l) => (l === outcome ? 1n : 0n)), 0n], den: { groups: new Set(), value: 1n } });
      return;
    }
  }
  const at = new Map(group.map((k, i) => [k, i]));
  const m = group.length;
  // The solved states this group leads to, and the union of their denominators' groups.
  const below = new Set<Denominator>();
  for (const k of group) for (const { to } of nodes.get(k)!.edges) if (!at.has(to)) below.add(solved.get(to)!.den);
  const union = new Set<number>();
  for (const d of below) for (const g of d.groups) union.add(g);
  let common = 1n;
  for (const g of union) common *= dets[g];
  // What brings each one to the common denominator: the factors it lacks.
  const lift = new Map<Denominator, bigint>();
  for (const d of below) {
    let f = 1n;
    for (const g of union) if (!d.groups.has(g)) f *= dets[g];
    lift.set(d, f);
  }
  const a: bigint[][] = [];
  const b: bigint[][] = [];
  group.forEach((k, i) => {
    const node = nodes.get(k)!;
    const row = new Array<bigint>(m).fill(0n);
    const rhs = new Array<bigint>(cols).fill(0n);
    row[i] = node.scale;
    rhs[cols - 1] = node.scale * common;
    // Summed over the solved states of each denominator first (short weights times long
    // numerators), then lifted once: the lifts are long too.
    const sums = new Map<Denominator, bigint[]>();
    for (const { to, weight } of node.edges) {
      const j = at.get(to);
      if (j !== undefined) row[j] -= weight;
      else {
        const x = solved.get(to)!;
        let sum = sums.get(x.den);
        if (!sum) sums.set(x.den, (sum = new Array<bigint>(cols).fill(0n)));
        for (let c = 0; c < cols; c++) if (x.num[c]) sum[c] += weight * x.num[c];
      }
    }
    for (const [d, sum] of sums) {
      const f = lift.get(d)!;
      for (let c = 0; c < cols; c++) if (sum[c]) rhs[c] += f === 1n ? sum[c] : f * sum[c];
    }
    a.push(row);
    b.push(rhs);
  });
  const x = solveIntegerSystem(a, b);
  if (!x) throw new RangeError(`the chain can stay forever among states ${group.join(', ')}`);
  const id = dets.push(x.den) - 1;
  const den: Denominator = { groups: new Set([...union, id]), value: common * x.den };
  group.forEach((k, i) => solved.set(k, { num: x.num[i], den }));
}
