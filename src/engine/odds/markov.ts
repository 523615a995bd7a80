/**
 * Where a Markov chain ends, exactly: the chance of each way it can end (its absorbing outcomes)
 * and the mean number of steps, from exact transition probabilities. A fight is one: each round
 * moves it from one state (the sides' Vie, who is stunned) to another, until a side dies or flees.
 *
 * The reachable states are split into strongly connected groups (Tarjan): a chain that can only
 * go "down" (Vie never comes back) has small groups, each solved as a small linear system in
 * fractions once every group it leads to is solved. No floating point anywhere.
 */
import { add, div, mul, ONE, sub, ZERO, type Fraction } from './fraction.js';

/** One step from a state: the states it leads to with their chances (summing to 1), or the outcome it ends on. */
export type ChainStep<S> = { outcome: string } | { next: Array<{ to: S; p: Fraction }> };

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

interface Node<S> {
  state: S;
  step: ChainStep<S>;
  edges: Array<{ to: string; p: Fraction }>;
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
    if ('next' in step) {
      let total = ZERO;
      const merged = new Map<string, Fraction>();
      for (const { to, p } of step.next) {
        if (p.num === 0n) continue;
        const tk = chain.key(to);
        merged.set(tk, add(merged.get(tk) ?? ZERO, p));
        total = add(total, p);
        if (!nodes.has(tk)) todo.push(to);
      }
      if (total.num !== total.den) throw new RangeError(`the chances out of state ${k} sum to ${total.num}/${total.den}, not 1`);
      for (const [to, p] of merged) edges.push({ to, p });
    }
    nodes.set(k, { state: s, step, edges });
  }

  const all = [...new Set([...nodes.values()].flatMap((n) => ('outcome' in n.step ? [n.step.outcome] : [])))].sort();
  // Each solved state's answer: P(each outcome but the last) in `labels` order, then the mean
  // steps. Every group being solvable, the chain ends surely: the last outcome's chance is what
  // the others leave (one column less of long fractions to carry).
  const labels = all.slice(0, -1);
  const solved = new Map<string, Fraction[]>();
  for (const group of stronglyConnected(nodes)) solveGroup(group, nodes, labels, solved);
  const answer = solved.get(chain.key(start))!;
  const outcomes = new Map(labels.map((l, i) => [l, answer[i]]));
  if (all.length) outcomes.set(all[all.length - 1], labels.reduce((left, l) => sub(left, outcomes.get(l)!), ONE));
  return { outcomes: new Map([...outcomes].sort(([a], [b]) => (a < b ? -1 : 1))), meanSteps: answer[labels.length] };
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
 * x_s = Σ_{t in group} P(s,t)·x_t + Σ_{t solved} P(s,t)·x_t (+ 1 for the steps), solved by
 * Gauss–Jordan elimination in fractions.
 */
function solveGroup<S>(group: string[], nodes: Map<string, Node<S>>, labels: string[], solved: Map<string, Fraction[]>): void {
  const cols = labels.length + 1;
  if (group.length === 1) {
    const node = nodes.get(group[0])!;
    if ('outcome' in node.step) {
      const outcome = node.step.outcome;
      solved.set(group[0], [...labels.map((l) => (l === outcome ? ONE : ZERO)), ZERO]);
      return;
    }
  }
  const at = new Map(group.map((k, i) => [k, i]));
  const m = group.length;
  // [I − Q | b] for each state of the group.
  const rows: Fraction[][] = group.map((k, i) => {
    const row: Fraction[] = [...new Array<Fraction>(m).fill(ZERO), ...labels.map(() => ZERO), ONE];
    row[i] = ONE;
    for (const { to, p } of nodes.get(k)!.edges) {
      const j = at.get(to);
      if (j !== undefined) row[j] = sub(row[j], p);
      else {
        const x = solved.get(to)!;
        for (let c = 0; c < cols; c++) if (x[c].num) row[m + c] = add(row[m + c], mul(p, x[c]));
      }
    }
    return row;
  });
  for (let c = 0; c < m; c++) {
    const pivot = rows.findIndex((r, i) => i >= c && r[c].num !== 0n);
    if (pivot < 0) throw new RangeError(`the chain can stay forever among states ${group.join(', ')}`);
    [rows[c], rows[pivot]] = [rows[pivot], rows[c]];
    const inv = div(ONE, rows[c][c]);
    rows[c] = rows[c].map((x) => (x.num ? mul(x, inv) : x));
    for (let r = 0; r < m; r++) {
      if (r === c || rows[r][c].num === 0n) continue;
      const f = rows[r][c];
      rows[r] = rows[r].map((x, j) => (rows[c][j].num ? sub(x, mul(f, rows[c][j])) : x));
    }
  }
  group.forEach((k, i) => solved.set(k, rows[i].slice(m)));
}

