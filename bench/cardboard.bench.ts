/**
 * `npm run bench` (optional part): a cold `deckwright build codex` side by side with
 * reminjp/cardboard (JSX → satori → pdf-lib, a print-and-play PDF and nothing else) building
 * the same cards, as whole-process medians: wall time, CPU time (user + sys of the process and
 * its threads) and peak resident memory, with the ratios deckwright / cardboard.
 *
 * It runs only when a built cardboard checkout is given:
 *
 *     CARDBOARD_DIR=/path/to/cardboard npm run bench
 *
 * Getting one (cardboard is not on npm; four of its development tools are not either, or not at
 * the version it pins, and a build needs none of them):
 *
 *     git clone https://github.com/reminjp/cardboard && cd cardboard
 *     npm pkg delete devDependencies.git-publish devDependencies.lefthook \
 *       devDependencies.sort-package-json devDependencies.@biomejs/biome
 *     npm install --ignore-scripts && npm install --ignore-scripts -D typescript@5 @types/node@22
 *     npx tsc                      # writes dist/; its command is bin/index.js
 *
 * It also needs GNU time (/usr/bin/time, for the CPU time and peak memory of each process) and
 * fontconfig's fc-list (cardboard finds its fonts with it).
 *
 * What each side makes, from the same 82 CODEX cards (80 cards, Encre three times):
 * - deckwright: the whole `build` in a fresh copy of cards/codex (no dist/): check, 96 card
 *   images (PNG at 300 dpi, and SVG), 10 PDFs, the Tabletop Simulator sheets;
 * - cardboard: `build --print-and-play` of a project generated here in a temporary folder: a
 *   CSV of the same cards (name, type line, text, stats, one row per copy), a front template
 *   that sets them in the same fonts (Cinzel for the name, Alegreya for the rest) on a card of
 *   the same size (63 × 88 mm), and a back; two A4 PDFs (fronts, backs) with the glyphs drawn
 *   as outlines. Its fonts are deckwright's own files (fonts/), found through a fontconfig file
 *   of the temporary folder, so both sides read the same faces.
 *
 * The runs alternate (each side first in turn), BENCH_RUNS times each (default 5).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copiesOf, loadPackFromDir, type LoadedCard } from '../src/core/pack.js';
import { installRoot } from '../src/core/paths.js';

const cardboardDir = process.env.CARDBOARD_DIR;
if (!cardboardDir) {
  process.stdout.write('cardboard comparison: skipped (set CARDBOARD_DIR to a built reminjp/cardboard checkout to run it; how: bench/cardboard.bench.ts)\n');
  process.exit(0);
}
const cardboardBin = path.resolve(cardboardDir, 'bin', 'index.js');
const missing = [
  !existsSync(path.resolve(cardboardDir, 'dist', 'cli.js')) && `${cardboardDir}/dist/cli.js (run \`npx tsc\` in the checkout: see bench/cardboard.bench.ts)`,
  spawnSync('/usr/bin/time', ['-f', '%e', 'true']).status !== 0 && 'GNU time at /usr/bin/time',
  spawnSync('fc-list', ['--version']).error && "fontconfig's fc-list",
].filter(Boolean);
if (missing.length) {
  process.stderr.write(`cardboard comparison: cannot run without ${missing.join(', ')}\n`);
  process.exit(1);
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'deckwright-bench-'));
const work = tmp();

const pack = await loadPackFromDir(path.join(installRoot, 'cards', 'codex'));
const card = pack.manifest!.card;
/**
 * A #rrggbb colour as cardboard reads colours: `cmyk(c% m% y% k%)` (its own examples use these;
 * its reading of hex colours is broken at the commit measured).
 */
function cmyk(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const k = 1 - Math.max(r, g, b);
  const part = (x: number) => (k < 1 ? ((1 - x - k) / (1 - k)) * 100 : 0).toFixed(1);
  return `cmyk(${part(r)}% ${part(g)}% ${part(b)}% ${(k * 100).toFixed(1)}%)`;
}
const deckColor = (c: LoadedCard) => cmyk(c.deck.color ?? '#444444');

/** The card's words other than its name, in field order: effects, conditions, flavour... */
function texts(value: unknown, key = ''): string[] {
  if (['id', 'name', 'art', 'copies'].includes(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, k));
  return [];
}
/** Its numbers, as "pv 12 · secret 8". */
const stats = (data: Record<string, unknown>) =>
  Object.entries(data)
    .filter(([k, v]) => typeof v === 'number' && k !== 'copies')
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ');

// One CSV row per printed card (cardboard repeats a row for the print-and-play sheets).
const csvField = (s: string) => `"${s.replaceAll('"', '""')}"`;
const rows = pack.cards.map((c) =>
  [c.data.name as string, `${c.type.title} — ${c.deck.name}`, texts(c.data).join('\n'), stats(c.data), deckColor(c), String(copiesOf(c))].map(csvField).join(','),
);
const printed = pack.cards.reduce((n, c) => n + copiesOf(c), 0);

const project = path.join(work, 'cardboard');
mkdirSync(project);
writeFileSync(path.join(project, 'cards.csv'), `name,typeLine,text,stats,color,copies\n${rows.join('\n')}\n`);
writeFileSync(
  path.join(project, 'cardboard.toml'),
  `activated_fonts = ["Cinzel", "Alegreya"]

[[targets]]
name = "front"
table = "cards"
template = "front"
bleed = "${card.bleed}mm"
print_and_play.repeat_record_for = "Number(data.copies)"

[[targets]]
name = "back"
table = "cards"
template = "back"
bleed = "${card.bleed}mm"
print_and_play.is_back = true
print_and_play.repeat_record_for = "Number(data.copies)"

[[tables]]
name = "cards"
path = "./cards.csv"

[[templates]]
name = "front"
path = "./front.jsx"
width = "${card.width}mm"
height = "${card.height}mm"

[[templates]]
name = "back"
path = "./back.jsx"
width = "${card.width}mm"
height = "${card.height}mm"
`,
);
writeFileSync(
  path.join(project, 'front.jsx'),
  `export default function Front({ data }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', padding: '3mm', backgroundColor: data.color }}>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '2mm', backgroundColor: '${cmyk('#f3ead6')}', color: '${cmyk('#2b2118')}' }}>
        <div style={{ display: 'flex', justifyContent: 'center', fontFamily: 'Cinzel', fontWeight: 700, fontSize: '4.5mm' }}>{data.name}</div>
        <div style={{ display: 'flex', justifyContent: 'center', fontFamily: 'Alegreya', fontStyle: 'italic', fontSize: '3mm', marginBottom: '3mm' }}>{data.typeLine}</div>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, fontFamily: 'Alegreya', fontSize: '3.2mm' }}>
          {data.text.split('\\n').map((line, i) => (
            <div key={i} style={{ display: 'flex', marginBottom: '1.5mm' }}>{line}</div>
          ))}
        </div>
        <div style={{ display: 'flex', justifyContent: 'center', fontFamily: 'Alegreya', fontWeight: 700, fontSize: '3.5mm' }}>{data.stats}</div>
      </div>
    </div>
  );
}
`,
);
writeFileSync(
  path.join(project, 'back.jsx'),
  `export default function Back({ data }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', backgroundColor: data.color }}>
      <div style={{ display: 'flex', fontFamily: 'Cinzel', fontWeight: 700, fontSize: '6mm', textAlign: 'center', color: '${cmyk('#ffffff')}' }}>{data.typeLine.split(' — ')[1]}</div>
    </div>
  );
}
`,
);
// cardboard asks fontconfig for its fonts: this one knows deckwright's font files only.
const fontsConf = path.join(work, 'fonts.conf');
writeFileSync(
  fontsConf,
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${path.join(installRoot, 'fonts')}</dir><cachedir>${path.join(work, 'fontconfig-cache')}</cachedir></fontconfig>\n`,
);
const env = { ...process.env, FONTCONFIG_FILE: fontsConf };
spawnSync('fc-list', [], { env }); // builds the font cache once, before the timed runs

interface Run {
  wall: number;
  cpu: number;
  /** Peak resident memory, MiB. */
  rss: number;
}

/** Runs a whole process under GNU time: its wall and CPU seconds and its peak memory. */
function timed(args: string[], cwd: string, what: string): Run {
  const report = path.join(work, 'time.txt');
  const r = spawnSync('/usr/bin/time', ['-o', report, '-f', '%e %U %S %M', process.execPath, ...args], { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}):\n${r.stderr}`);
  const [wall, user, sys, kb] = readFileSync(report, 'utf8').trim().split(/\s+/).slice(-4).map(Number);
  return { wall, cpu: user + sys, rss: kb / 1024 };
}

function deckwright(): Run {
  const dir = tmp();
  cpSync(path.join(installRoot, 'cards', 'codex'), path.join(dir, 'cards', 'codex'), { recursive: true });
  const run = timed([path.join(installRoot, 'bin', 'deckwright.js'), 'build', 'codex'], dir, 'deckwright build codex');
  const pdfs = readdirSync(path.join(dir, 'dist', 'codex', 'print'), { recursive: true }).filter((f) => String(f).endsWith('.pdf'));
  if (pdfs.length !== 10) throw new Error(`deckwright build codex made ${pdfs.length} PDFs, not 10`);
  rmSync(dir, { recursive: true, force: true });
  return run;
}

function cardboard(): Run {
  rmSync(path.join(project, 'build'), { recursive: true, force: true });
  const run = timed([cardboardBin, 'build', '--print-and-play', '--cwd', project], project, 'cardboard build');
  for (const f of ['front_pnp.pdf', 'back_pnp.pdf']) if (!existsSync(path.join(project, 'build', f))) throw new Error(`cardboard made no build/${f}`);
  return run;
}

const runs = { deckwright: [] as Run[], cardboard: [] as Run[] };
for (let i = 0; i < RUNS; i++) {
  if (i % 2) {
    runs.cardboard.push(cardboard());
    runs.deckwright.push(deckwright());
  } else {
    runs.deckwright.push(deckwright());
    runs.cardboard.push(cardboard());
  }
}

const med = (side: Run[], k: keyof Run) => median(side.map((r) => r[k]));
const line = (label: string, k: keyof Run, unit: (v: number) => string) => {
  const d = med(runs.deckwright, k);
  const c = med(runs.cardboard, k);
  return `${label.padEnd(22)}: deckwright ${unit(d).padStart(9)}, cardboard ${unit(c).padStart(9)}, ratio ${(d / c).toFixed(2)}`;
};
const s = (v: number) => `${v.toFixed(2)} s`;
const lines = [
  `cardboard comparison — CODEX, ${printed} cards, cold builds, whole-process medians of ${RUNS} runs each, alternated`,
  `  (deckwright: check, 96 images, 10 PDFs, TTS; cardboard: 2 print-and-play PDFs)`,
  line('wall time', 'wall', s),
  line('CPU time (user+sys)', 'cpu', s),
  line('peak memory (RSS)', 'rss', (v) => `${v.toFixed(0)} MiB`),
];
process.stdout.write(`${lines.join('\n')}\n`);
rmSync(work, { recursive: true, force: true });
