/**
 * A template runs once per changed card: `check`'s layout pass draws each card, and the render
 * (the pack's own images and the print shop's at another resolution) uses that drawing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir, loadPackFromFiles } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { buildGame } from '../src/pipeline/build.js';
import { resolveGames } from '../src/pipeline/games.js';
import { printGame } from '../src/pipeline/pdf.js';
import { prepareCards } from '../src/pipeline/prepare.js';
import { DEFAULT_PRINT_OPTIONS } from '../src/print/print-options.js';
import { templateRuns } from '../src/render/draw.js';
import { renderJobs } from '../src/render/jobs.js';
import { copyPack, fixtures } from './helpers.js';

let projects = 0;

/**
 * The mini CODEX pack in a project of its own, its manifest edited by `edit`, under a title of its
 * own: test files share their process (vitest.config.js), and a drawing another file made of the
 * same mini pack is kept in this process (render/drawn.ts), so the same cards would not be drawn
 * cold here.
 */
function miniProject(edit: (manifest: string) => string = (m) => m) {
  const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
  const manifest = path.join(dir, 'game.yaml');
  const titled = readFileSync(manifest, 'utf8').replace('title: Mini CODEX', `title: Mini CODEX ${process.pid}-${++projects}`);
  writeFileSync(manifest, edit(titled));
  return { cwd, dir, game: resolveGames(['mini'], cwd)[0] };
}

/** How many templates `run` ran. */
async function runsOf<T>(run: () => Promise<T>): Promise<{ result: T; runs: number }> {
  const before = templateRuns();
  const result = await run();
  return { result, runs: templateRuns() - before };
}

const errors = (list: { severity: string }[]) => list.filter((d) => d.severity === 'error');

describe('each template runs once per changed card', () => {
  it('under build: once per image on a cold build, and only for the edited card after an edit', async () => {
    const { cwd, dir, game } = miniProject();
    // 7 cards of 7 decks: 7 fronts, 6 common backs and the Secret's own back.
    expect(renderJobs(await loadPackFromDir(dir))).toHaveLength(14);
    const cold = await runsOf(() => buildGame(game, { cwd }));
    expect(errors(cold.result.diagnostics)).toEqual([]);
    expect(cold.result.rendered).toBe(14);
    expect(cold.runs).toBe(14);

    // A creature no other card shows (an Objet's data is drawn on the card that starts with it).
    const file = path.join(dir, 'creatures.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('pv: 6', 'pv: 5'));
    expect(readFileSync(file, 'utf8')).not.toBe(text);
    const edited = await runsOf(() => buildGame(game, { cwd }));
    expect(errors(edited.result.diagnostics)).toEqual([]);
    expect(edited.result.rendered).toBe(1);
    expect(edited.runs).toBe(1);

    const unchanged = await runsOf(() => buildGame(game, { cwd }));
    expect(unchanged.result.rendered).toBe(0);
    expect(unchanged.runs).toBe(0);
  });

  it('with the print shop at another resolution than the pack: its images are drawn from the same drawings', async () => {
    // Cards twice as large at half the resolution: the same pixels to lay out at 150 dpi, twice as many at 300.
    const { cwd, game } = miniProject((m) => m.replace('{ width: 63, height: 88, bleed: 3, safe: 3, dpi: 300 }', '{ width: 126, height: 176, bleed: 6, safe: 6, dpi: 150 }'));
    const { result, runs } = await runsOf(async () => {
      const prepared = await prepareCards(game, { cwd, layout: false, shop: true });
      return { prepared, printed: await printGame(game, prepared, { ...DEFAULT_PRINT_OPTIONS, layouts: ['shop'] }, cwd) };
    });
    const { prepared, printed } = result;
    expect(errors([...prepared.diagnostics, ...printed.diagnostics])).toEqual([]);
    expect(prepared.images.images).toHaveLength(14);
    expect(prepared.images.dpi).toBe(150);
    const shop = prepared.shop && 'images' in prepared.shop ? prepared.shop.images : null;
    expect(shop?.dpi).toBe(300);
    expect(shop?.images).toHaveLength(14);
    // 138 × 188 mm: 815 × 1110 px at 150 dpi, 1630 × 2220 px at 300.
    expect([prepared.images.images[0].width, prepared.images.images[0].height]).toEqual([815, 1110]);
    expect([shop!.images[0].width, shop!.images[0].height]).toEqual([1630, 2220]);
    expect(printed.documents).toHaveLength(7);
    expect(runs).toBe(14);
  });
});

describe('a check run again in the same process', () => {
  it('lays out only what changed (render/drawn.ts keeps each drawing), for a pack with no memo between commands', async () => {
    const { dir } = miniProject();
    const files = new Map<string, string>();
    for (const f of ['game.yaml', 'creatures.yaml', 'objets.yaml', 'personnages.yaml', 'secrets.yaml', 'boss.yaml', 'zones.yaml', 'creatures-speciales.yaml']) files.set(f, readFileSync(path.join(dir, f), 'utf8'));
    const check = async (edit: (f: Map<string, string>) => void = () => {}) => {
      const copy = new Map(files);
      edit(copy);
      const pack = await loadPackFromFiles('mini', 'cards/mini', copy);
      return runsOf(() => checkLoadedPack(pack));
    };
    const first = await check();
    expect(errors(first.result)).toEqual([]);
    expect(first.runs).toBe(14);
    const again = await check();
    expect(again.result).toEqual(first.result);
    expect(again.runs).toBe(0);
    // A text made too long to fit: its card alone is laid out again, and its problem found.
    const edited = await check((f) => f.set('creatures.yaml', f.get('creatures.yaml')!.replace(/effect: .*/, `effect: ${'Je récupère 2 PV. '.repeat(40)}`)));
    expect(edited.runs).toBe(1);
    expect(edited.result.filter((d) => d.rule === 'render/text-fit')).toHaveLength(1);
  });
});
