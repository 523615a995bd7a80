/**
 * `npm run bench` (engine part): how fast the CODEX engine plays, and INDEX's (CODEX's rules as
 * INDEX's edition), Code Lyoko's and the Sokar pyramid's beside it, as medians of several runs.
 *
 * - games/s and actions/s for each bot on one core (this thread, no events: the engine alone);
 * - `deckwright sim --json` as a fresh process (events, summaries, report included) with 1 and 2
 *   threads, alternated run by run with the engine alone, so the two-core speed-up and what the
 *   whole process keeps of the engine's speed are ratios measured side by side; its 10,000
 *   heuristic games are the goal (under 30 s on two cores). `BENCH_RUNS` sets the runs
 *   (3 by default; `BENCH_SIM_ONLY=1` skips the one-core lines of each bot).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { installRoot } from '../src/core/paths.js';
import { makeBot, type BotName } from '../src/games/codex/engine/bots/index.js';
import { buildCatalogue } from '../src/games/codex/engine/catalogue.js';
import { playGame } from '../src/games/codex/engine/game.js';
import { gameSetup, type SimOptions } from '../src/games/codex/sim/run.js';
import type { Catalogue } from '../src/games/codex/engine/catalogue.js';
import { buildIndexCatalogue } from '../src/games/index/engine/catalogue.js';
import '../src/games/index/engine/edition.js';
import { buildCatalogue as buildLyokoCatalogue } from '../src/games/lyoko/engine/catalogue.js';
import { playOne as playLyoko } from '../src/games/lyoko/sim/run.js';
import { buildCatalogue as buildPyramideCatalogue } from '../src/games/pyramide/engine/catalogue.js';
import { playOne as playPyramide } from '../src/games/pyramide/sim/run.js';
import { buildCatalogue as buildCardstleCatalogue } from '../src/games/cardstle/engine/catalogue.js';
import { defaultOptions as cardstleOptions, playOne as playCardstle } from '../src/games/cardstle/sim/run.js';
import { shippedDeckLists } from '../src/pipeline/deck-lists.js';
import type { GameLocation } from '../src/pipeline/games.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dir = path.join(installRoot, 'cards', 'codex');
const codexCat = buildCatalogue(await loadPackFromDir(dir));
const indexCat = buildIndexCatalogue(await loadPackFromDir(path.join(installRoot, 'cards', 'index')));
const GAMES: Record<BotName, number> = { random: 4000, heuristic: 2000, search: 6 };

function inThread(bot: BotName, games: number, cat: Catalogue = codexCat): { ms: number; actions: number } {
  const opts: SimOptions = { games, players: [1, 2, 3, 4], seed: 1, bot, iterations: 48 };
  let actions = 0;
  const t = performance.now();
  for (let i = 0; i < games; i++) {
    const g = gameSetup(cat, opts, i);
    actions += playGame(cat, { seed: g.seed, characters: g.characters, players: g.players, policy: makeBot(bot, cat, g.seed, { iterations: 48 }) }).state.actions;
  }
  return { ms: performance.now() - t, actions };
}

const rate = (n: number, ms: number) => ((n / ms) * 1000).toLocaleString('en', { maximumFractionDigits: n / ms < 0.01 ? 2 : 0 });
const lines: string[] = [`engine, CODEX (player counts 1–4 in turn), medians of ${RUNS} runs:`];
inThread('heuristic', 200); // warm-up
for (const bot of (process.env.BENCH_SIM_ONLY ? [] : ['random', 'heuristic', 'search']) as BotName[]) {
  const runs = Array.from({ length: bot === 'search' ? 1 : RUNS }, () => inThread(bot, GAMES[bot]));
  const ms = median(runs.map((r) => r.ms));
  const actions = runs[0].actions;
  lines.push(`  ${bot.padEnd(9)} one core   ${rate(GAMES[bot], ms).padStart(7)} games/s  ${rate(actions, ms).padStart(9)} actions/s  (${GAMES[bot]} games${bot === 'search' ? ', 48 iterations a decision, one run' : ''})`);
}

// INDEX beside it: the same rules as an edition, with reveals and three étages (goals: ≥ 2,000
// random and ≥ 500 heuristic games a second on one core).
lines.push(`engine, INDEX (player counts 1–4 in turn), medians of ${RUNS} runs:`);
inThread('heuristic', 200, indexCat); // warm-up
for (const bot of ['random', 'heuristic'] as BotName[]) {
  const runs = Array.from({ length: RUNS }, () => inThread(bot, GAMES[bot], indexCat));
  const ms = median(runs.map((r) => r.ms));
  lines.push(`  ${bot.padEnd(9)} one core   ${rate(GAMES[bot], ms).padStart(7)} games/s  ${rate(runs[0].actions, ms).padStart(9)} actions/s  (${GAMES[bot]} games)`);
}

/**
 * A seated game's engine, alone and then as `sim` plays it (events kept for the report), run by
 * run side by side, `games[bot]` games a run: the lines of one game in the output.
 */
function seatedLines(title: string, games: { random: number; heuristic: number }, play: (bot: 'random' | 'heuristic', index: number, games: number, events: boolean) => number): string[] {
  const run = (bot: 'random' | 'heuristic', n: number, events: boolean) => {
    let actions = 0;
    const t = performance.now();
    for (let i = 0; i < n; i++) actions += play(bot, i, n, events);
    return { ms: performance.now() - t, actions };
  };
  const out = [`engine, ${title}, medians of ${RUNS} runs:`];
  run('heuristic', Math.ceil(games.heuristic / 8), false); // warm-up
  for (const bot of ['random', 'heuristic'] as const) {
    const alone: { ms: number; actions: number }[] = [];
    const kept: { ms: number; actions: number }[] = [];
    for (let r = 0; r < RUNS; r++) {
      alone.push(run(bot, games[bot], false));
      kept.push(run(bot, games[bot], true));
    }
    const a = median(alone.map((x) => x.ms));
    const k = median(kept.map((x) => x.ms));
    out.push(
      `  ${bot.padEnd(9)} one core   ${rate(games[bot], a).padStart(7)} games/s  ${rate(alone[0].actions, a).padStart(9)} actions/s  (${games[bot]} games, ${Math.round(alone[0].actions / games[bot])} actions a game)`,
      `  ${''.padEnd(9)} events kept ${rate(games[bot], k).padStart(5)} games/s  (as sim plays it: ×${(k / a).toFixed(2)} the time of the engine alone)`,
    );
  }
  return out;
}

// Code Lyoko beside them: the two ready-made decks against each other, seats alternated, each
// seat's bot shown its view (goal: ≥ 1,000 random games a second on one core).
{
  const lyokoPack = await loadPackFromDir(path.join(installRoot, 'cards', 'lyoko'));
  const lyokoCat = buildLyokoCatalogue(lyokoPack);
  const lists = (await shippedDeckLists({ name: 'lyoko', dir: path.join(installRoot, 'cards', 'lyoko'), display: 'cards/lyoko' } as GameLocation, lyokoPack)).lists;
  const decks = lists.map((l) => ({ name: l.title, cards: [...l.deck.copies].flatMap(([c, n]) => Array<string>(n).fill(c.id)) }));
  lines.push(
    ...seatedLines(`Code Lyoko (${decks.map((d) => d.name).join(' against ')})`, { random: 1000, heuristic: 400 }, (bot, i, games, events) => playLyoko(lyokoCat, { games, seed: 1, bot, decks }, i, false, events).played.state.actions),
  );
}

// The Sokar pyramid beside them: parties of 2, 3 and 4 in turn on its map, every seat (the god and
// each adventurer) played by the bot from its view.
{
  const pyrCat = buildPyramideCatalogue(await loadPackFromDir(path.join(installRoot, 'cards', 'pyramide')));
  const opts = { seed: 1, players: [2, 3, 4], maps: [pyrCat.defaultMap] };
  lines.push(...seatedLines('Sokar pyramid (parties of 2, 3 and 4 in turn)', { random: 1000, heuristic: 100 }, (bot, i, games, events) => playPyramide(pyrCat, { ...opts, games, bot }, i, false, events).played.state.actions));
}

// Cardstle beside them: the pack's party through its room and two random ones, the players and the
// game master (its default policy) played by the bot.
{
  const cdCat = buildCardstleCatalogue(await loadPackFromDir(path.join(installRoot, 'cards', 'cardstle')));
  lines.push(
    ...seatedLines('Cardstle (the pack\'s party, 3 rooms)', { random: 1000, heuristic: 1000 }, (bot, i, games, events) => playCardstle(cdCat, cardstleOptions(cdCat, { games, seed: 1, bot }), i, false, events).played.state.actions),
  );
}

// What a designer waits for: `deckwright sim` as a fresh process, with 1 and then 2 threads,
// against the engine alone in this (warm) thread, alternated run by run so that all three see
// the same machine. The quality bar: two threads at least 1.7 times one thread's
// games/s, and the whole process at least 0.8 of the engine alone, per thread.
// The CPU time of a finished child, all its threads (V8's compiler and GC threads included),
// read from /proc on Linux: on a machine shared with other work, a second thread that gains
// nothing in wall time may still show what it costs. Null elsewhere.
const childCpu = (): number | null => {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(f[13]) + Number(f[14])) / 100; // cutime + cstime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
};
const sim = (bot: BotName, games: number, jobs: number): { ms: number; cpu: number | null } => {
  const before = childCpu();
  const t = performance.now();
  const r = spawnSync(process.execPath, [path.join(installRoot, 'bin', 'deckwright.js'), 'sim', 'codex', '--games', String(games), '--bot', bot, '--json', '--jobs', String(jobs)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sim failed: ${r.stderr}`);
  const ms = performance.now() - t;
  const after = childCpu();
  return { ms, cpu: before === null || after === null ? null : after - before };
};
const games_s = (games: number, ms: number) => (games / ms) * 1000;
for (const bot of ['random', 'heuristic'] as BotName[]) {
  const games = bot === 'random' ? 40_000 : 10_000;
  const alone: number[] = [];
  const one: { ms: number; cpu: number | null }[] = [];
  const two: { ms: number; cpu: number | null }[] = [];
  for (let i = 0; i < RUNS; i++) {
    alone.push(games_s(GAMES[bot], inThread(bot, GAMES[bot]).ms));
    one.push(sim(bot, games, 1));
    two.push(sim(bot, games, 2));
  }
  const a = median(alone);
  const [o, t] = [one, two].map((runs) => games_s(games, median(runs.map((r) => r.ms))));
  const cpu = (runs: { cpu: number | null }[]) => (runs[0].cpu === null ? '' : `, CPU ${median(runs.map((r) => r.cpu!)).toFixed(1)} s`);
  const f = (x: number) => Math.round(x).toLocaleString('en');
  lines.push(
    `  deckwright sim, ${games.toLocaleString('en')} ${bot} games, games/s: engine alone ${f(a)}, 1 thread ${f(o)} (${(games / o).toFixed(1)} s${cpu(one)}), 2 threads ${f(t)} (${(games / t).toFixed(1)} s${cpu(two)})`,
    `    2 threads / 1 thread ×${(t / o).toFixed(2)} (goal ≥ 1.7); whole process / engine alone, per thread: 1 thread ×${(o / a).toFixed(2)}, 2 threads ×${(t / 2 / a).toFixed(2)} (goal ≥ 0.8)`,
  );
}
const load = childCpu() === null ? '' : ` (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} at the end: above 0 means other work shared the cores)`;
lines.push(`  machine: ${availableParallelism()} cores${load}`);

process.stdout.write(`${lines.join('\n')}\n`);
