/**
 * The sheets a pack draws itself in the preview's gallery (src/preview/sheet-pages.ts): each
 * page a PNG named by its content, drawn again only when what it shows changed, and listed as
 * the pack's pieces with every page (src/preview/page-state.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { packState } from '../src/preview/page-state.js';
import { SHEET_PAGE_WIDTH, sheetPages } from '../src/preview/sheet-pages.js';
import { copyPack, root, tempDir } from './helpers.js';

describe('the sheets a pack draws itself, in the gallery', () => {
  it("draws each page once, named by its content; an edit of the tables draws the pages it changes, and the old files go", async () => {
    const { dir } = copyPack(path.join(root, 'cards', 'cardstle'), 'cardstle');
    const out = tempDir('deckwright-sheets-');
    const first = await sheetPages(await loadPackFromDir(dir, 'cards/cardstle'), out);
    expect(first.map((s) => [s.id, s.files.length])).toEqual([
      ['cardstle-fiche-personnage', 1],
      ['cardstle-aide-de-jeu', 2],
    ]);
    for (const s of first) for (const f of s.files) expect((await sharp(f).metadata()).width).toBe(SHEET_PAGE_WIDTH);
    const times = new Map(first.flatMap((s) => s.files).map((f) => [f, statSync(f).mtimeMs]));
    // Again with nothing changed: the same files, none written again.
    const again = await sheetPages(await loadPackFromDir(dir, 'cards/cardstle'), out);
    expect(again).toEqual(first);
    for (const [f, t] of times) expect(statSync(f).mtimeMs).toBe(t);
    // An enemy's strength edited in the tables: the reference sheet's first page is new, the rest stays.
    const tables = path.join(dir, 'tables.yaml');
    const text = readFileSync(tables, 'utf8');
    expect(text).toContain('très puissant');
    writeFileSync(tables, text.replace('très puissant', 'redoutable'));
    const edited = await sheetPages(await loadPackFromDir(dir, 'cards/cardstle'), out);
    const [fiche, aide] = edited;
    expect(fiche.files).toEqual(first[0].files);
    expect(aide.files[0]).not.toBe(first[1].files[0]);
    expect(readdirSync(out).sort()).toEqual(edited.flatMap((s) => s.files.map((f) => path.basename(f))).sort());
  });

  it('are pieces of the page, with every page, kept (stale) while they cannot be drawn', () => {
    const base = { game: 'x', packDir: '/nowhere', cwd: '/', generation: 1, buildMs: 1, editor: () => null, prepared: null, previous: null, engine: { odds: false, sim: false }, reports: [], jobs: [] };
    const state = packState({ ...base, sheets: [{ id: 'aide', name: 'Aide de jeu', pages: ['/out/x/a-1.png', '/out/x/a-2.png', '/out/x/a-3.png'] }] });
    expect(state.pieces).toEqual([{ id: 'aide', kind: 'sheet', name: 'Aide de jeu', count: 1, front: '/out/x/a-1.png', back: '/out/x/a-2.png', pages: ['/out/x/a-1.png', '/out/x/a-2.png', '/out/x/a-3.png'], stale: false, diagnostics: [] }]);
    const later = packState({ ...base, generation: 2, previous: state, sheets: null });
    expect(later.pieces).toEqual([{ ...state.pieces[0], stale: true }]);
  });
});
