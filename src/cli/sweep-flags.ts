/**
 * `deckwright sweep`'s flags as a sweep spec: on their own, or over a sweep file's spec, where a
 * flag given on the command line overrides the file's value and `--vary` adds axes to the file's.
 * Every value is checked here, with the flag's name in the message (usage errors, exit 2).
 */
import { UsageError } from '../core/usage-error.js';
import { axisFromFlag, DEFAULT_BLOCK, FOLDER_NAME, targetFromFlag, type SweepSpec } from '../pipeline/sweep/spec.js';
import { playerCounts } from './commands/sim.js';
import { numberIn } from './parse-options.js';

export interface SweepFlags {
  vary: string[];
  decks?: string[];
  games: string;
  seed: string;
  bot: string;
  players?: string;
  iterations?: string;
  block: string;
  name?: string;
  target?: string;
}

/** `given(flag)`: whether the flag was on the command line (not its default). */
export function specFromFlags(game: string, f: SweepFlags, given: (flag: keyof SweepFlags) => boolean, file?: SweepSpec): SweepSpec {
  const decks = f.decks ? (f.decks.length === 1 && f.decks[0] === 'shipped' ? ('shipped' as const) : f.decks) : undefined;
  const target = targetFromFlag(f.target);
  const flags: Partial<SweepSpec> = {
    ...(given('games') || !file ? { games: numberIn('--games', f.games, 1, 10_000_000, true)! } : {}),
    ...(given('seed') || !file ? { seed: numberIn('--seed', f.seed, 0, 2 ** 32 - 1, true)! } : {}),
    ...(given('bot') || !file ? { bot: String(f.bot) } : {}),
    ...(given('players') || !file ? { players: playerCounts(f.players) } : {}),
    ...(f.iterations !== undefined ? { iterations: numberIn('--iterations', f.iterations, 1, 100_000, true) } : {}),
    ...(given('block') || !file ? { block: numberIn('--block', f.block, 1, 1_000_000, true) ?? DEFAULT_BLOCK } : {}),
    ...(f.name !== undefined ? { name: f.name } : {}),
    ...(target ? { target } : {}),
    ...(decks ? { decks } : {}),
  };
  const base: SweepSpec = file ?? { game, name: null, games: 0, seed: 0, bot: '', players: null, block: DEFAULT_BLOCK, axes: [], decks: null, target: null };
  const spec: SweepSpec = { ...base, ...flags, axes: [...base.axes, ...f.vary.map(axisFromFlag)] };
  if (spec.name !== null && !FOLDER_NAME.test(spec.name)) throw new UsageError(`--name: a folder name of letters, digits, '.', '_' and '-', got '${spec.name}'`);
  const names = spec.axes.map((a) => a.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new UsageError(`the axis ${twice} is given twice: give its values once (${twice}=a,b,c)`);
  return spec;
}

/**
 * `--queue`: a Redis URL, redis://[user:password@]host[:port][/db] (rediss:// for TLS), read as
 * the queue reads it, before the pack and its variants are checked.
 */
export async function queueFlag(value: string | undefined): Promise<string | undefined> {
  if (value === undefined) return undefined;
  // Loaded only for a sweep on a queue: the Redis client is not needed otherwise.
  const { redisOptions, RedisUrlError } = await import('../engine/balance/queue-redis.js');
  try {
    redisOptions(value);
  } catch (e) {
    if (e instanceof RedisUrlError) throw new UsageError(`--queue must be a Redis URL, redis://host:port: ${e.message}`);
    throw e;
  }
  return value;
}
