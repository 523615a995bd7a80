/**
 * `deckwright sweep`: the pack checked, each variant made and checked, its games cut into blocks
 * that threads (or queue workers on other machines) play, each block's tally merged per variant
 * in game order, then the figures and the report. Same spec and cards → same figures, whoever
 * played the blocks.
 */
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { RecordPlan } from '../../engine/balance/plan.js';
import { runBlocks, type Block } from '../../engine/balance/pool.js';
import { sweepFigures, type SweepFigures } from '../../engine/balance/sweep-figures.js';
import { mergeTallies, type Tally } from '../../engine/balance/tally.js';
import { resolveGames, UsageError, type GameLocation } from '../games.js';
import { prepareEngine, simDecks } from '../sim.js';
import type { SweepSpec } from './spec.js';
import { projectVersion } from '../../core/package-version.js';
import { baseVariant, checkAxes, grid, prepareVariants, roundRobin, type PreparedVariant } from './variants.js';

export interface SweepRunOptions {
  /** Threads on this machine (default: its cores). */
  jobs?: number;
  /** `redis://host:port`: play the blocks on a BullMQ queue instead, by `deckwright worker`s. */
  queue?: string;
  onProgress?: (done: number, total: number) => void;
  /** Said while the queue waits for Redis or for workers. */
  onWait?: (message: string) => void;
  /** Stops a sweep on a queue (its jobs stay queued: the same sweep started again resumes). */
  signal?: AbortSignal;
}

export interface SweepResult {
  game: GameLocation;
  title: string;
  language: string;
  spec: SweepSpec;
  /** The sweep's id: a hash of its plans and blocks (the queue stores its results under it). */
  id: string;
  variants: PreparedVariant[];
  figures: SweepFigures;
  /** Each side's name, side 0 first (whose win rate the figures give); a round robin's deck lists. */
  sides: string[];
  unit: 'rounds' | 'turns';
}

export type SweepOutcome = { ok: true; result: SweepResult } | { ok: false; diagnostics: Diagnostic[]; advice: string };

/** Blocks of `block` games covering each variant's games: the same cut whatever plays them. */
export function blocksOf(variants: readonly { index: number }[], games: number, block: number): Block[] {
  const out: Block[] = [];
  for (const v of variants) for (let from = 0; from < games; from += block) out.push({ plan: `v${v.index}`, from, to: Math.min(games, from + block) });
  return out;
}

/** A plan as canonical JSON: Maps and Sets as their entries (v8's bytes are not canonical: a number may be an integer or a double). */
export function canonicalPlan(plan: RecordPlan): string {
  return JSON.stringify(plan, (_key, value: unknown) => (value instanceof Map ? { map: [...value] } : value instanceof Set ? { set: [...value] } : value));
}

/**
 * What identifies a sweep's results: its plans (each variant's cards, bot, seeds, as canonical
 * JSON) and its blocks, with deckwright's version and Node's major: a sweep run again after an
 * upgrade (an engine fixed) must not read the figures an older engine stored in the queue.
 */
export function sweepId(plans: Record<string, string>, blocks: readonly Block[]): string {
  const canonical = JSON.stringify({ deckwright: projectVersion(), node: process.versions.node.split('.')[0], plans, blocks });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 20);
}

/**
 * Two variants that play the same games (an axis the game ignores, as Code Lyoko's player
 * count; one value reached by two names of an axis) would read as a measured "no effect": they
 * are refused, naming both.
 */
function sameGames(variants: readonly PreparedVariant[], plans: Record<string, string>): string | null {
  const seen = new Map<string, PreparedVariant>();
  for (const v of variants) {
    const twin = seen.get(plans[`v${v.index}`]);
    if (twin) return `the variants ${twin.label} and ${v.label} play the same games: an axis changes nothing in this game, or two axes name the same thing; drop one`;
    seen.set(plans[`v${v.index}`], v);
  }
  return null;
}

export async function runSweep(spec: SweepSpec, opts: SweepRunOptions = {}): Promise<SweepOutcome> {
  const [game] = resolveGames([spec.game]);
  const prepared = await prepareEngine(game);
  if (!prepared.ok) return { ok: false, diagnostics: prepared.diagnostics, advice: `${game.name}: the cards have errors; fix them (deckwright check ${game.display}) before a sweep` };
  const { pack, engine } = prepared;
  if (!engine.records) throw new UsageError(`the ${game.name} pack's engine cannot be swept: it gives no records (PackEngine.records)`);
  const axisProblems = checkAxes(spec, pack, engine);
  if (axisProblems.length) return { ok: false, diagnostics: axisProblems, advice: `${spec.src?.file ?? 'sweep'}: fix the axes listed, then run the sweep again` };

  // Games whose players build decks play a round robin of lists: those given, else the pack's own.
  let matchups: { name: string; cards: string[] }[][] | null = null;
  if (pack.def?.decks) {
    const decks = await simDecks(game, pack, spec.decks === 'shipped' || !spec.decks ? [] : spec.decks, spec.src ? '`decks:` with two lists or more' : '--decks A.txt B.txt');
    if (!decks.ok) return { ok: false, diagnostics: decks.diagnostics, advice: 'fix the deck lists listed, then run the sweep again' };
    const names = decks.decks!.map((d) => d.name);
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) throw new UsageError(`two deck lists are named ${twice}: a round robin tells its lists by their names; rename one file`);
    matchups = roundRobin(decks.decks!);
  } else if (spec.decks) throw new UsageError(`--decks is for games whose players build their own decks; the ${game.name} pack has no deck lists`);

  const made = await prepareVariants(pack, engine, spec, grid(spec.axes, matchups));
  if (!made.ok) return { ok: false, diagnostics: made.diagnostics, advice: `variant ${made.variant.label}: the pack with this value has errors; choose values its cards can take` };
  const variants = made.variants;
  const plans: Record<string, RecordPlan> = Object.create(null);
  for (const v of variants) plans[`v${v.index}`] = { module: v.setup.module, exportName: v.setup.exportName, data: v.setup.data };
  // Each plan serialized once: it names the sweep and tells two variants apart.
  const canonical = Object.fromEntries(Object.entries(plans).map(([k, p]) => [k, canonicalPlan(p)]));
  const twins = sameGames(variants, canonical);
  if (twins) throw new UsageError(twins);
  const blocks = blocksOf(variants, spec.games, spec.block);
  const id = sweepId(canonical, blocks);

  const done = new Map<string, Tally[]>();
  let played = 0;
  const total = variants.length * spec.games;
  const onBlock = (b: Block, t: Tally) => {
    const list = done.get(b.plan) ?? [];
    list.push(t);
    done.set(b.plan, list);
    played += t.games;
    opts.onProgress?.(played, total);
  };
  opts.onProgress?.(0, total);
  if (opts.queue) {
    // Loaded here only: a sweep on this machine needs no Redis client.
    const { runOnQueue } = await import('../../engine/balance/queue.js');
    await runOnQueue({ url: opts.queue, sweep: id, plans, blocks, onBlock, onWait: opts.onWait, signal: opts.signal });
  } else await runBlocks({ plans, blocks, jobs: opts.jobs, onBlock });

  const inputs = variants.map((v) => ({
    index: v.index,
    label: v.label,
    settings: v.settings,
    decks: v.decks ? v.decks.map((d) => d.name) : null,
    tally: mergeTallies(done.get(`v${v.index}`) ?? [], { from: 0, games: spec.games }),
    cards: v.setup.cards,
    competitive: v.setup.competitive,
  }));
  const figures = sweepFigures(inputs, baseVariant(pack, spec, variants), spec.target);
  return {
    ok: true,
    result: { game, title: pack.manifest?.title ?? pack.name, language: pack.manifest?.language ?? 'en', spec, id, variants, figures, sides: matchups ? [...new Set(matchups.flat().map((d) => d.name))] : (variants[0]?.setup.sides ?? []), unit: variants[0]?.setup.unit ?? 'turns' },
  };
}
