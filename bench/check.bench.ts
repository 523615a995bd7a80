/**
 * `npm run bench` (checker part): how fast `deckwright check` reads the CODEX pack, as medians.
 *
 * - parse: every text field of the pack through the card-language parser, texts per second;
 * - rules: load the pack from disk and run every rule (no layout), cards checked per second;
 * - layout: the templates laid out for every card (text fit, glyphs), with no render cache;
 * - whole process: `deckwright check codex` as a user runs it, Node's start included, in a
 *   fresh copy of the cards with no render cache (so the layout of every card is checked);
 * - start-up: `node -e 0`, `deckwright --help` and `check codex` in a copy already checked once
 *   (what it keeps between commands written), alternated, with their ratios to the empty process.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { installRoot } from '../src/core/paths.js';
import { textFields } from '../src/games/codex/text/fields.js';
import { parseCardText } from '../src/games/codex/text/parse.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { layoutDiagnostics } from '../src/render/layout-check.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dir = path.join(installRoot, 'cards', 'codex');
const time = async (f: () => unknown) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};

const pack = await loadPackFromDir(dir);
const texts = textFields(pack).map((f) => [f.text, f.kind] as const);
const cards = pack.cards.length;

// Warm up once (JIT, lazy imports), then measure.
await checkLoadedPack(await loadPackFromDir(dir), { layout: false });
await layoutDiagnostics(pack);

const parse: number[] = [];
const rules: number[] = [];
const layout: number[] = [];
const proc: number[] = [];
for (let i = 0; i < Math.max(RUNS, 5); i++) {
  parse.push(await time(() => texts.forEach(([t, k]) => parseCardText(t, k))));
  rules.push(await time(async () => checkLoadedPack(await loadPackFromDir(dir), { layout: false })));
  layout.push(await time(() => layoutDiagnostics(pack)));
}
for (let i = 0; i < RUNS; i++) {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'deckwright-bench-'));
  cpSync(dir, path.join(cwd, 'cards', 'codex'), { recursive: true });
  const t = performance.now();
  const r = spawnSync(process.execPath, [path.join(installRoot, 'bin', 'deckwright.js'), 'check', 'codex'], { cwd, encoding: 'utf8' });
  proc.push(performance.now() - t);
  if (r.status !== 0) throw new Error(`check failed: ${r.stdout}${r.stderr}`);
}

// Start-up, alternated in one run (each first in turn) so that the ratios hold on a busy machine:
// an empty Node process, `--help`, and `check codex` in a copy a first check has already read
// (its memos written: the designer's loop of editing and checking).
const warm = mkdtempSync(path.join(os.tmpdir(), 'deckwright-bench-'));
cpSync(dir, path.join(warm, 'cards', 'codex'), { recursive: true });
const bin = path.join(installRoot, 'bin', 'deckwright.js');
const spawned = (args: string[]) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: warm, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stdout}${r.stderr}`);
  return performance.now() - t;
};
spawned([bin, 'check', 'codex']);
const startups: Record<'node' | 'help' | 'check', number[]> = { node: [], help: [], check: [] };
const contenders: [keyof typeof startups, string[]][] = [
  ['node', ['-e', '0']],
  ['help', [bin, '--help']],
  ['check', [bin, 'check', 'codex']],
];
for (let i = 0; i < Math.max(RUNS, 7); i++) {
  for (const [name, args] of i % 2 ? [...contenders].reverse() : contenders) startups[name].push(spawned(args));
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const lines = [
  `check, CODEX pack (${cards} cards, ${texts.length} texts), medians of ${Math.max(RUNS, 5)} runs (${RUNS} for the process):`,
  `  parse all texts           ${ms(median(parse))}  (${Math.round((texts.length / median(parse)) * 1000).toLocaleString('en')} texts/s)`,
  `  load + all rules          ${ms(median(rules))}  (${Math.round((cards / median(rules)) * 1000).toLocaleString('en')} cards checked/s)`,
  `  layout of every card      ${ms(median(layout))}`,
  `  whole process, no cache   ${ms(median(proc))}`,
  `start-up, whole processes alternated, medians of ${Math.max(RUNS, 7)}:`,
  `  node -e 0                 ${ms(median(startups.node))}`,
  `  deckwright --help         ${ms(median(startups.help))}  (${(median(startups.help) / median(startups.node)).toFixed(2)} × node -e 0; goal ≤ 3)`,
  `  check codex, read before  ${ms(median(startups.check))}  (${(median(startups.check) / median(startups.node)).toFixed(2)} × node -e 0; goal < 600 ms)`,
];
process.stdout.write(`${lines.join('\n')}\n`);
