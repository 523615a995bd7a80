/**
 * `deckwright preview` in a browser (playwright-core driving Debian's chromium, which
 * scripts/ensure-chromium.js installs before `npm test` when it is missing): one server on a copy
 * of the CODEX pack and one page for the whole file. The gallery lists every card; a text edit
 * shows the card's new image without a reload; an introduced error shows on its card and its fix
 * clears it; a YAML syntax error shows where it is while the last good images stay; a port in use
 * is a clear error. Every wait is for an event on the page, never a fixed sleep.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { resolveGames, UsageError } from '../src/pipeline/games.js';
import { restartArgs } from '../src/cli/commands/preview.js';
import { editorLink } from '../src/preview/editor-link.js';
import { startPreview, type Preview } from '../src/preview/server.js';
import { renderedProject } from './codex-build.js';
import { codexDir, copyPack, fixtures, root } from './helpers.js';

describe('preview in the browser', () => {
  let preview: Preview;
  let browser: Browser;
  let page: Page;
  let dir: string;
  let cwd: string;

  beforeAll(async () => {
    // The shared build's images: the page's subject is the pack, not its cold render.
    ({ cwd, dir } = await renderedProject('codex'));
    preview = await startPreview({ games: resolveGames(['codex'], cwd), port: 0, cwd });
    ({ browser, page } = await openPage(1280, 900));
    await page.goto(preview.url);
    await page.waitForSelector('body[data-generation]');
    // The images are swapped in once loaded.
    await page.waitForFunction(() => [...document.querySelectorAll('.card img')].every((i) => i.getAttribute('src')));
  });

  afterAll(async () => {
    await browser?.close();
    await preview?.close();
  });

  /** The card's front image once it shows something other than `before`, loaded. */
  const newFront = (card: string, before: string | null) =>
    page.waitForFunction(
      ([id, old]) => {
        const img = document.querySelector<HTMLImageElement>(`.card[data-card="${id}"] img.front`);
        const src = img?.getAttribute('src');
        return src && src !== old && img!.complete && img!.naturalWidth > 0 ? src : null;
      },
      [card, before] as const,
    );
  const frontOf = (card: string) => page.getAttribute(`.card[data-card="${card}"] img.front`, 'src');

  it('lists every card of the pack, front and back, grouped by deck with counts', async () => {
    const pack = await loadPackFromDir(codexDir);
    const ids = await page.$$eval('.card', (cards) => cards.map((c) => `${c.getAttribute('data-deck')}/${c.getAttribute('data-card')}`));
    expect(ids.sort()).toEqual(pack.cards.map((c) => `${c.deck.id}/${c.id}`).sort());
    expect(await page.textContent('#shown')).toBe(`${pack.cards.length} of ${pack.cards.length} cards`);
    // Every card has both faces, served by the preview.
    const faces = await page.$$eval('.card img', (imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(faces).toHaveLength(pack.cards.length * 2);
    expect(faces.every((s) => /^\/img\/codex\/.+\.png\?v=[0-9a-f]{12}$/.test(s))).toBe(true);
    for (const deck of pack.manifest!.decks) {
      const n = pack.cards.filter((c) => c.deck.id === deck.id).length;
      expect(await page.textContent(`section.deck[data-deck="${deck.id}"] h2`)).toContain(`${n} card${n === 1 ? '' : 's'}`);
    }
    // The filters: one deck, then a search of a card's text.
    await page.selectOption('#deck-filter', 'boss');
    expect(await page.$$eval('.card:not([hidden])', (c) => c.length)).toBe(pack.cards.filter((c) => c.deck.id === 'boss').length);
    await page.selectOption('#deck-filter', '');
    await page.fill('#search', 'ville obéit');
    expect(await page.$$eval('.card:not([hidden])', (c) => c.map((e) => e.getAttribute('data-card')))).toEqual(['peintre']);
    await page.fill('#search', '');
  });

  it('opens a card whole, its back beside it, and closes it with Escape', async () => {
    await page.click('.card[data-card="peintre"] img.front');
    const box = await page.waitForSelector('dialog#lightbox[open]');
    const shown = await box.$$eval('img', (imgs) => imgs.map((i) => ({ src: i.getAttribute('src'), width: (i as HTMLImageElement).naturalWidth })));
    expect(shown.map((i) => i.src)).toEqual([await frontOf('peintre'), await page.getAttribute('.card[data-card="peintre"] img.back', 'src')]);
    // At its own size: the image file's pixels, not the tile's 126 px.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('dialog#lightbox img')].every((i) => i.complete && i.naturalWidth > 300));
    expect(await box.$eval('img', (i) => i.getBoundingClientRect().width)).toBeGreaterThan(300);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog#lightbox', { state: 'hidden' });
  });

  it('shows the new image of an edited card without a reload', async () => {
    const file = path.join(dir, 'boss.yaml');
    const original = readFileSync(file, 'utf8');
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const before = await frontOf('peintre');
    const other = await frontOf('capitaine-noye');
    writeFileSync(file, original.replace('et la ville obéit.', 'et la ville se tait.'));
    const after = await (await newFront('peintre', before)).jsonValue();
    expect(after).not.toBe(before);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // Only that card was drawn again: the other card of the file keeps its image.
    expect(await frontOf('capitaine-noye')).toBe(other);
    // Saved the way many editors save (a new file renamed over the old one): seen as well, and
    // the saves after it too (Node 20's recursive fs.watch loses such a file on Linux).
    writeFileSync(`${file}.new`, original);
    renameSync(`${file}.new`, file);
    expect(await (await newFront('peintre', after)).jsonValue()).toBe(before);
    writeFileSync(file, original.replace('et la ville obéit.', 'et la ville se tait.'));
    expect(await (await newFront('peintre', before)).jsonValue()).toBe(after);
    writeFileSync(file, original);
    expect(await (await newFront('peintre', after)).jsonValue()).toBe(before);
  });

  it('shows an introduced error on its card, with the rule, the source and an editor link; the fix clears it', async () => {
    const file = path.join(dir, 'creatures-speciales.yaml');
    const original = readFileSync(file, 'utf8');
    const before = await frontOf('encre');
    writeFileSync(file, original.replace('pv: 1\n', 'pv: -4\n'));
    const diag = await page.waitForSelector('.card[data-card="encre"].has-error .diag.error');
    const line = original.split('\n').findIndex((l) => l.includes('pv: 1')) + 1;
    expect(await diag.getAttribute('data-rule')).toBeTruthy();
    const link = await diag.$eval('a.loc', (a) => ({ href: a.getAttribute('href'), text: a.textContent }));
    expect(link.text).toMatch(new RegExp(`creatures-speciales\\.yaml:${line}:\\d+$`));
    expect(link.href).toMatch(new RegExp(`^vscode://file${file.replace(/[.]/g, '\\.')}:${line}:\\d+$`));
    expect(await diag.$eval('.quote .at', (e) => e.textContent)).toContain('pv: -4');
    // The last good image stays, marked as such.
    expect(await frontOf('encre')).toBe(before);
    expect(await page.$eval('.card[data-card="encre"]', (e) => e.classList.contains('stale'))).toBe(true);
    await page.check('#problems-filter');
    // Encre and whatever the checker finds wrong with it across cards (the Peintre counts Encre).
    expect(await page.$$eval('.card:not([hidden])', (c) => c.map((e) => e.getAttribute('data-card')))).toContain('encre');
    expect(await page.$$eval('.card:not([hidden])', (c) => c.length)).toBeLessThan(5);
    // What shows is what has problems, and only that: no card without a problem stays on screen.
    const onScreen = await page.$$eval('.card', (c) => c.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => [e.getAttribute('data-card'), e.classList.contains('problems')]));
    expect(onScreen.map(([id]) => id)).toContain('encre');
    expect(onScreen.every(([, problems]) => problems)).toBe(true);
    await page.uncheck('#problems-filter');

    writeFileSync(file, original);
    await page.waitForSelector('.card[data-card="encre"]:not(.problems):not(.stale)');
    expect(await page.$$('.card.problems')).toHaveLength(0);
  });

  it('shows where a YAML syntax error is and keeps the last good images; the server goes on', async () => {
    const file = path.join(dir, 'creatures-speciales.yaml');
    const original = readFileSync(file, 'utf8');
    const before = await frontOf('encre');
    writeFileSync(file, original.replace('pv: 1\n', 'pv: [1\n'));
    const problem = await page.waitForSelector('#pack-problems .diag.error');
    expect(await problem.$eval('.loc', (e) => e.textContent)).toMatch(/creatures-speciales\.yaml:\d+:\d+/);
    expect(await frontOf('encre')).toBe(before);
    expect(await page.$$eval('.card', (c) => c.length)).toBeGreaterThan(70);
    writeFileSync(file, original);
    await page.waitForSelector('#pack-problems', { state: 'hidden' });
    await page.waitForSelector('.card[data-card="encre"]:not(.stale)');
  });

  it('says a port in use is in use, and how to take another (exit 2, no stack trace)', async () => {
    await expect(startPreview({ games: resolveGames(['codex'], cwd), port: preview.port, cwd, watch: false })).rejects.toThrow(UsageError);
    await expect(startPreview({ games: resolveGames(['codex'], cwd), port: preview.port, cwd, watch: false })).rejects.toThrow(/port \d+ on 127\.0\.0\.1 is in use.*--port 0/);
    const r = spawnSync(process.execPath, [path.join(root, 'bin', 'deckwright.js'), 'preview', 'codex', '--port', String(preview.port)], { cwd, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^deckwright: port \d+ on 127\.0\.0\.1 is in use .*--port 0/m);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('preview of a pack with tokens, boards and sheets', () => {
  let preview: Preview;
  let browser: Browser;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    let cwd: string;
    ({ cwd, dir } = copyPack(path.join(fixtures, 'formats-pack'), 'formats-pack'));
    preview = await startPreview({ games: resolveGames(['formats-pack'], cwd), port: 0, cwd });
    ({ browser, page } = await openPage(1024, 900));
    await page.goto(preview.url);
    await page.waitForSelector('body[data-generation]');
  });

  afterAll(async () => {
    await browser?.close();
    await preview?.close();
  });

  it('shows them in the gallery beside the cards, each face opening whole, and draws an edit live', async () => {
    const pack = await loadPackFromDir(dir);
    const drawn = pack.manifest!.components!.filter((c) => c.kind !== 'die');
    // Every token, board and sheet, under its kind, with its faces (a token's two, the others' one).
    for (const c of drawn) {
      const tile = await page.waitForSelector(`section.deck[data-deck="piece:${c.kind}"] .card[data-card="${c.id}"] img.front[src^="/img/formats-pack/"]`);
      expect(await tile.getAttribute('alt')).toBe(`${c.name} (front)`);
    }
    expect(await page.getAttribute('.card[data-card="murs"] img.back', 'src')).toMatch(/^\/img\/formats-pack\/.+\.png\?v=/);
    expect(await page.textContent('#shown')).toBe(`${pack.cards.length} of ${pack.cards.length} cards, ${drawn.length} of ${drawn.length} pieces`);
    await page.selectOption('#deck-filter', 'piece:board');
    expect(await page.$$eval('.card:not([hidden])', (c) => c.map((e) => e.getAttribute('data-card')).sort())).toEqual(['piste', 'plateau']);
    await page.selectOption('#deck-filter', '');
    // The board opens at its full size.
    await page.click('.card[data-card="plateau"] img.front');
    await page.waitForSelector('dialog#lightbox[open] img');
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('dialog#lightbox img')?.naturalWidth ?? 0) > 500);
    await page.keyboard.press('Escape');
    // A token's colour edited in game.yaml: its new image shows without a reload.
    const before = await page.getAttribute('.card[data-card="murs"] img.front', 'src');
    const manifest = path.join(dir, 'game.yaml');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('color: "#6b4a2b"', 'color: "#2b4a6b"'));
    await page.waitForFunction((old) => {
      const img = document.querySelector<HTMLImageElement>('.card[data-card="murs"] img.front');
      return img && img.getAttribute('src') !== old && img.complete && img.naturalWidth > 0;
    }, before);
  });
});

describe('preview helpers', () => {
  it('makes editor links from a preset or a template, and refuses what cannot open an editor', () => {
    expect(editorLink('vscode')('/home/ana/jeu/cards/x y.yaml', 3, 7)).toBe('vscode://file/home/ana/jeu/cards/x%20y.yaml:3:7');
    expect(editorLink('idea://open?file={file}&line={line}')('/a/b#c.yaml', 2, 1)).toBe('idea://open?file=/a/b%23c.yaml&line=2');
    expect(editorLink('none')('/a.yaml', 1, 1)).toBeNull();
    expect(() => editorLink('emacs')).toThrow(/vscode, none, or a URL template/);
    expect(() => editorLink('javascript:alert({file})')).toThrow(UsageError);
  });

  it('restarts on the port it took, without opening another tab', () => {
    expect(restartArgs(['bin/deckwright.js', 'preview', 'codex', '--port', '0', '--open'], 4321)).toEqual(['bin/deckwright.js', 'preview', 'codex', '--port', '4321']);
    expect(restartArgs(['x', 'preview', '--port=0', '--editor', 'none'], 5000)).toEqual(['x', 'preview', '--editor', 'none', '--port', '5000']);
  });

  it('ensure-chromium: nothing to do when chromium is there; apt-get as root when it is not (dry run)', () => {
    const script = path.join(root, 'scripts', 'ensure-chromium.js');
    const found = spawnSync(process.execPath, [script, '--dry-run'], { encoding: 'utf8', env: { ...process.env, DECKWRIGHT_CHROMIUM: process.execPath } });
    expect(found.status).toBe(0);
    expect(found.stdout).toMatch(/chromium found at/);
    const missing = spawnSync(process.execPath, [script, '--dry-run'], { encoding: 'utf8', env: { ...process.env, DECKWRIGHT_CHROMIUM: '/nonexistent/chromium' } });
    if (process.getuid?.() === 0) {
      expect(missing.status).toBe(0);
      expect(missing.stderr).toMatch(/would run: DEBIAN_FRONTEND=noninteractive apt-get update\n.*would run: DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium/s);
    } else {
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/only root can install it: run `sudo apt-get/);
    }
  });
});

