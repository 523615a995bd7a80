/**
 * What a sweep plays, from the command line (`--vary creatures.meute-de-rats.pv=2,3,4`) or from a
 * sweep file of its own (YAML, checked with located errors like every file a designer writes).
 * The grid is the product of the axes; each variant is played with the same seeds.
 *
 * An axis is named as a designer names what changes:
 * - `<deck or card type>.<card id>.<field>` (a card's field; `.` goes deeper into a field: `attaque.degats`);
 * - `option.<name>`: one of the pack's `options:`;
 * - `players`: the player count; `bot`: the bot playing every seat.
 * `decks:` (or `--decks`) adds a round robin of deck lists, for games whose players build decks.
 */
import { parse as parseYamlValue } from 'yaml';
import type { Diagnostic } from '../../core/diagnostics.js';
import { keyNodeAt, spanAt, spanOfNode, type PathSegment, type YamlSource } from '../../core/yaml-source.js';
import { UsageError } from '../../core/usage-error.js';

export type AxisTarget =
  | { kind: 'card'; deck: string; card: string; field: string[] }
  | { kind: 'option'; option: string }
  | { kind: 'players' }
  | { kind: 'bot' };

export type Axis = AxisTarget & {
  /** As the designer wrote it: `creatures.meute-de-rats.pv`. */
  name: string;
  values: unknown[];
  /** Where it is written in a sweep file (its key), to locate problems with it. */
  at?: PathSegment[];
};

export interface SweepSpec {
  /** The game (a name under cards/ or a pack folder). */
  game: string;
  /** The folder under dist/<game>/sweeps/; made from the axes when not given. */
  name: string | null;
  games: number;
  seed: number;
  bot: string;
  players: number[] | null;
  iterations?: number;
  /** Games a block holds (a unit of work: a thread's or a queue worker's). */
  block: number;
  axes: Axis[];
  /** Deck list files for a round robin (relative to the working directory), or 'shipped' for the pack's own. */
  decks: string[] | 'shipped' | null;
  /** Name the variants whose interval holds this win rate. */
  target: { win: number } | null;
  /** The sweep file it was read from, to locate problems. */
  src?: YamlSource;
}

export const DEFAULT_BLOCK = 500;

/** A sweep's `name`: the folder its report goes in, under dist/<game>/sweeps/. */
export const FOLDER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An axis from its name: what it changes. Null when the name has no meaning. */
export function axisTarget(name: string): AxisTarget | null {
  if (name === 'players') return { kind: 'players' };
  if (name === 'bot') return { kind: 'bot' };
  const option = /^options?\.([A-Za-z0-9_-]+)$/.exec(name);
  if (option) return { kind: 'option', option: option[1] };
  const parts = name.split('.');
  if (parts.length >= 3 && parts.every((p) => p.length > 0)) return { kind: 'card', deck: parts[0], card: parts[1], field: parts.slice(2) };
  return null;
}

export const AXIS_FORMS = '<deck>.<card>.<field> (creatures.meute-de-rats.pv), option.<name>, players or bot';

/** A value as YAML reads it: `3` a number, `true` a boolean, anything else text. */
export function scalarValue(text: string): unknown {
  try {
    const v = parseYamlValue(text);
    return v === null || typeof v === 'object' ? text : v;
  } catch {
    return text;
  }
}

/** `--vary name=v1,v2` as an axis; usage errors say what was expected. */
export function axisFromFlag(flag: string): Axis {
  const eq = flag.indexOf('=');
  if (eq <= 0) throw new UsageError(`--vary expects <axis>=<value>,<value>…, e.g. creatures.meute-de-rats.pv=2,3,4; got '${flag}'`);
  const name = flag.slice(0, eq).trim();
  const target = axisTarget(name);
  if (!target) throw new UsageError(`--vary: '${name}' is not an axis: expected ${AXIS_FORMS}`);
  const values = flag
    .slice(eq + 1)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map(scalarValue);
  if (!values.length) throw new UsageError(`--vary ${name}: give at least one value after '='`);
  return checkedAxis({ ...target, name, values }, (m) => new UsageError(`--vary ${name}: ${m}`));
}

/** The values an axis takes, checked for what every pack agrees on (players are counts, bots names, no value twice). */
function checkedAxis<E extends Error>(axis: Axis, fail: (message: string, index?: number) => E): Axis {
  const seen = new Set<string>();
  axis.values.forEach((v, i) => {
    const key = JSON.stringify(v);
    if (seen.has(key)) throw fail(`the value ${key} is given twice`, i);
    seen.add(key);
    if (axis.kind === 'players' && !(Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 8)) throw fail(`a player count is a whole number from 1 to 8, got ${key}`, i);
    if (axis.kind === 'bot' && typeof v !== 'string') throw fail(`a bot is named (random, heuristic, search), got ${key}`, i);
  });
  return axis;
}

/** `--target win=0.5`. */
export function targetFromFlag(value: string | undefined): SweepSpec['target'] {
  if (value === undefined) return null;
  const m = /^win=(0(\.\d+)?|1(\.0+)?)$/.exec(value.trim());
  if (!m) throw new UsageError(`--target expects win=<rate from 0 to 1>, e.g. win=0.5; got '${value}'`);
  return { win: Number(m[1]) };
}

/** Keys a sweep file may have, and what each holds (said when a key is unknown or of the wrong kind). */
const FILE_KEYS: Record<string, string> = {
  game: 'the game: a name under cards/ or a pack folder (relative to this file)',
  name: 'the report folder under dist/<game>/sweeps/',
  games: 'games a variant, a whole number',
  seed: 'the first game’s seed, a whole number',
  bot: 'the bot, when `vary:` does not vary it',
  players: 'a player count or a list of them, played in turn',
  iterations: 'iterations per decision of the search bot',
  block: 'games a block holds',
  vary: 'the axes: `<deck>.<card>.<field>: [values]`, `option.<name>: [values]`, `players: [..]`, `bot: [..]`',
  decks: 'deck list files (relative to this file) for a round robin, or `shipped` for the pack’s own',
  target: '`{ win: 0.5 }`: name the variants whose interval holds this win rate',
};

/** Defaults a sweep takes for what neither the file nor the command line says. */
export const SWEEP_DEFAULTS = { games: 1000, seed: 1, bot: 'heuristic', block: DEFAULT_BLOCK } as const;

/**
 * A sweep file read into a spec, or its problems located in the file. `resolve` turns a path
 * written in the file (its game, its deck lists) into one from the working directory.
 */
export function specFromFile(src: YamlSource, resolve: (p: string) => string): { ok: true; spec: SweepSpec } | { ok: false; diagnostics: Diagnostic[] } {
  if (src.syntaxErrors.length) return { ok: false, diagnostics: src.syntaxErrors };
  const problems: Diagnostic[] = [];
  const fail = (at: PathSegment[], message: string) => problems.push({ ...spanAt(src, at), severity: 'error', rule: 'sweep/file', message, card: null });
  // A key that is wrong itself (unknown, not an axis) is pointed at, not its value.
  const failKey = (at: PathSegment[], message: string) => problems.push({ ...keySpan(src, at), severity: 'error', rule: 'sweep/file', message, card: null });
  const data = src.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    fail([], `a sweep file is a mapping of ${Object.keys(FILE_KEYS).join(', ')}`);
    return { ok: false, diagnostics: problems };
  }
  const d = data as Record<string, unknown>;
  for (const k of Object.keys(d)) if (!Object.hasOwn(FILE_KEYS, k)) failKey([k], `unknown key '${k}': a sweep file has ${Object.keys(FILE_KEYS).join(', ')}`);
  const whole = (k: string, min: number, max: number): number | undefined => {
    if (d[k] === undefined) return undefined;
    if (!Number.isInteger(d[k]) || (d[k] as number) < min || (d[k] as number) > max) fail([k], `${k}: expected ${FILE_KEYS[k]} from ${min} to ${max}, got ${JSON.stringify(d[k])}`);
    return d[k] as number;
  };
  const text = (k: string): string | undefined => {
    if (d[k] === undefined) return undefined;
    if (typeof d[k] !== 'string' || !(d[k] as string).trim()) fail([k], `${k}: expected ${FILE_KEYS[k]}, got ${JSON.stringify(d[k])}`);
    return String(d[k]);
  };
  const game = text('game');
  if (game === undefined) fail([], 'the sweep file names no game: add `game: <name>` (a name under cards/ or a pack folder)');
  const name = text('name');
  if (name !== undefined && !FOLDER_NAME.test(name)) fail(['name'], `name: a folder name of letters, digits, '.', '_' and '-', got ${JSON.stringify(name)}`);
  let players: number[] | null = null;
  if (d.players !== undefined) {
    const list = Array.isArray(d.players) ? d.players : [d.players];
    if (!list.length || list.some((n) => !Number.isInteger(n) || n < 1 || n > 8)) fail(['players'], `players: expected ${FILE_KEYS.players} (whole numbers from 1 to 8), got ${JSON.stringify(d.players)}`);
    else players = list as number[];
  }
  const axes: Axis[] = [];
  if (d.vary !== undefined) {
    if (!d.vary || typeof d.vary !== 'object' || Array.isArray(d.vary)) fail(['vary'], `vary: expected a mapping of axes: ${FILE_KEYS.vary}`);
    else
      for (const [key, raw] of Object.entries(d.vary as Record<string, unknown>)) {
        const target = axisTarget(key);
        if (!target) {
          failKey(['vary', key], `'${key}' is not an axis: expected ${AXIS_FORMS}`);
          continue;
        }
        const values = Array.isArray(raw) ? raw : [raw];
        if (!values.length || values.some((v) => v === null || typeof v === 'object')) {
          fail(['vary', key], `${key}: expected a list of values, e.g. [2, 3, 4], got ${JSON.stringify(raw)}`);
          continue;
        }
        try {
          axes.push(checkedAxis({ ...target, name: key, values, at: ['vary', key] }, (m, i) => Object.assign(new Error(m), { index: i })));
        } catch (e) {
          const i = (e as { index?: number }).index;
          fail(i === undefined || !Array.isArray(raw) ? ['vary', key] : ['vary', key, i], `${key}: ${(e as Error).message}`);
        }
      }
  }
  let decks: SweepSpec['decks'] = null;
  if (d.decks !== undefined) {
    if (d.decks === 'shipped') decks = 'shipped';
    else if (Array.isArray(d.decks) && d.decks.length >= 2 && d.decks.every((f) => typeof f === 'string' && f.trim())) decks = (d.decks as string[]).map(resolve);
    else fail(['decks'], `decks: expected ${FILE_KEYS.decks}, at least two, got ${JSON.stringify(d.decks)}`);
  }
  let target: SweepSpec['target'] = null;
  if (d.target !== undefined) {
    const t = d.target as { win?: unknown } | null;
    if (!t || typeof t !== 'object' || typeof t.win !== 'number' || t.win < 0 || t.win > 1 || Object.keys(t).length !== 1) fail(['target'], `target: expected ${FILE_KEYS.target}, got ${JSON.stringify(d.target)}`);
    else target = { win: t.win };
  }
  const spec: SweepSpec = {
    game: game === undefined ? '' : resolveGame(game, resolve),
    name: name ?? null,
    games: whole('games', 1, 10_000_000) ?? SWEEP_DEFAULTS.games,
    seed: whole('seed', 0, 2 ** 32 - 1) ?? SWEEP_DEFAULTS.seed,
    bot: text('bot') ?? SWEEP_DEFAULTS.bot,
    players,
    iterations: whole('iterations', 1, 100_000),
    block: whole('block', 1, 1_000_000) ?? SWEEP_DEFAULTS.block,
    axes,
    decks,
    target,
    src,
  };
  return problems.length ? { ok: false, diagnostics: problems } : { ok: true, spec };
}

/** A game written in a file: a name under cards/ stays a name; a path is taken from the file's folder. */
function resolveGame(game: string, resolve: (p: string) => string): string {
  return /[\\/]/.test(game) || game.startsWith('.') ? resolve(game) : game;
}

/** Where a mapping's key is written (its value's place when the key cannot be found). */
export function keySpan(src: YamlSource, at: PathSegment[]) {
  const node = keyNodeAt(src, at);
  return node ? spanOfNode(src, node) : spanAt(src, at);
}
