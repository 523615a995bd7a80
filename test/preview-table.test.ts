/**
 * The Play tab on the game's own pieces (issue 31), in chromium at 1024 px: the Sokar pyramid drawn
 * as its rendered board with its tokens and pawns on their cells, every word in French, the setup's
 * discard chosen by clicking three of the nine cards, the counter counting decisions and Undo going
 * back one of them. The pack's images are the run's shared render (test/rendered-packs.ts): this
 * test is about the page, not the cold render.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionView } from '../src/engine/session.js';
import { resolveGames } from '../src/pipeline/games.js';
import { startPreview, type Preview } from '../src/preview/server.js';
import { root, tempDir } from './helpers.js';
import { andWait as answered, openPage } from './browser.js';
import { renderedPack } from './rendered-packs.js';

describe('the Play tab on the pyramid’s own pieces', () => {
  let preview: Preview;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const cwd = tempDir();
    cpSync(path.join(root, 'cards', 'pyramide'), path.join(cwd, 'cards', 'pyramide'), { recursive: true });
    cpSync((await renderedPack('pyramide')).set.images.dir, path.join(cwd, 'dist', 'pyramide', 'cards'), { recursive: true });
    preview = await startPreview({ games: resolveGames(['pyramide'], cwd), port: 0, cwd, watch: false });
    ({ browser, page } = await openPage(1024, 900));
    await page.goto(`${preview.url}pack/pyramide/#play`);
    await page.waitForSelector('#play-start');
  });

  afterAll(async () => {
    await browser?.close();
    await preview?.close();
  });

  const andWait = (click: () => Promise<void>) => answered(page, click);
  const decisions = async () => Number(await page.getAttribute('#view-play', 'data-decisions'));
  const served = async () => preview.play.games.get((await page.getAttribute('#view-play', 'data-id'))!)!;

  it('draws the board’s image with its pieces, fits 1024 px, and speaks French', async () => {
    await andWait(() => page.click('#play-start'));
    await page.uncheck('#play-pause-toggle');
    const board = await page.waitForSelector('.board-image > img');
    expect(await board.getAttribute('src')).toBe('/img/pyramide/plateau/plateau.png');
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('.board-image > img')?.naturalWidth ?? 0) > 1000);
    // Every cell of the grid is placed on the image; the chests are their tiles, face down.
    expect(await page.$$eval('.board-image .bcell', (c) => c.length)).toBe(13 * 13);
    const chests = await page.$$eval('.bcell .piece.kind-chest img', (imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(chests.length).toBeGreaterThan(0);
    expect(chests.every((s) => s === '/img/pyramide/coffres/_back.png')).toBe(true);
    // At 1024 px the board stays beside the side panel, and nothing scrolls sideways.
    const layout = await page.evaluate(() => ({
      board: document.querySelector('.board-image')!.getBoundingClientRect().right,
      side: document.querySelector('.play-side')!.getBoundingClientRect().left,
      scroll: document.documentElement.scrollWidth,
    }));
    expect(layout.board).toBeLessThanOrEqual(layout.side);
    expect(layout.scroll).toBeLessThanOrEqual(1024);
    // The page's words and the game's are French; no engine word is left on the table.
    expect(await page.textContent('#play-seed')).toBe('Graine 1');
    expect(await page.textContent('#play-step')).toBe('aucune décision');
    expect(await page.textContent('#play-undo')).toBe('Annuler');
    expect(await page.textContent('#play-table')).not.toMatch(/\b(floor|wall|hatched|chest|mummy|Phase adventurer|Step|End the turn)\b/);
  });

  it('answers the discard by picking three of the nine cards, counts it, and undoes it', async () => {
    const g = await served();
    const q = sessionView(g.game, g.session).question!;
    expect(q.cards).toHaveLength(9);
    expect(await page.$$eval('#play-decide .cards.pick .tcard', (c) => c.length)).toBe(9);
    // Every card shows its image; the confirmation waits for three.
    expect(await page.$$eval('#play-decide .cards.pick img', (imgs) => imgs.every((i) => /^\/img\/pyramide\/actions-[a-z]+\/.+\.png$/.test(i.getAttribute('src') ?? '')))).toBe(true);
    const confirm = page.locator('#play-pick-confirm');
    for (const [n, i] of q.picks![0].entries()) {
      expect(await confirm.isDisabled()).toBe(true);
      await page.locator('#play-decide .cards.pick .tcard').nth(i).locator('button.face').click();
      expect(await page.textContent('#play-pick-status')).toBe(`Choisissez 3 cartes : ${n + 1} sur 3`.replace(' :', '\u00a0:'));
    }
    await andWait(() => confirm.click());
    expect(await decisions()).toBe(1);
    expect(await page.textContent('#play-step')).toBe('1 décision');
    const after = await served();
    expect(after.session.setupAnswers.length + (after.session.pending?.answers.length ?? 0)).toBe(1);
    // Undo: the question comes back, and the counter goes back with it.
    expect(await page.isDisabled('#play-undo')).toBe(false);
    await andWait(() => page.click('#play-undo'));
    expect(await decisions()).toBe(0);
    expect(await page.textContent('#play-prompt')).toBe(q.prompt);
  });

  it('shows the pawns on their cells once the adventurers enter', async () => {
    for (let i = 0; i < 12 && !(await page.$('.bcell .piece.kind-pawn img')); i++) await andWait(() => page.click('#play-bot'));
    const pawns = await page.$$eval('.bcell .piece.kind-pawn img', (imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(pawns.length).toBeGreaterThan(0);
    expect(pawns.every((s) => /^\/img\/pyramide\/pion-[a-z]+\/pion-[a-z]+\.png$/.test(s ?? ''))).toBe(true);
    expect(await decisions()).toBeGreaterThan(1);
  });
});
