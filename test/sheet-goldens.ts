/**
 * The sheets a pack draws itself (PackDef.sheets), kept as golden images under
 * test/goldens/<pack>-sheets/ (apart from the card goldens, which `goldens:approve` renders into
 * test/goldens/<pack>/): each page of each blank document, drawn as the PDF places it (SVG
 * outlines of the same layout, print/drawing-svg.ts). Re-approve with `npm run goldens:approve --
 * <pack>` after looking at them.
 */
import path from 'node:path';
import { loadPackFromDir } from '../src/core/pack.js';
import { installRoot } from '../src/core/paths.js';
import type { Drawing } from '../src/print/drawing.js';
import { pagePng } from '../src/print/drawing-svg.js';
import { tablesOf } from '../src/games/cardstle/tables.js';
import { characterSheet } from '../src/games/cardstle/sheet/character-sheet.js';
import { referenceSheet } from '../src/games/cardstle/sheet/reference-sheet.js';

/** The width the goldens are drawn at: A4 at 96 dpi. */
export const SHEET_GOLDEN_WIDTH = 794;

export const SHEET_GOLDENS: Record<string, (pack: Awaited<ReturnType<typeof loadPackFromDir>>) => Record<string, Drawing>> = {
  cardstle: (pack) => {
    const tables = tablesOf(pack)!.tables;
    return { 'fiche-personnage': characterSheet(tables), 'aide-de-jeu': referenceSheet(tables) };
  },
};

export const sheetGoldenDir = (pack: string) => path.join(installRoot, 'test', 'goldens', `${pack}-sheets`);

/** Each page's golden: its file name (`<document>-<page>.png`) and its image. */
export async function sheetGoldenImages(pack: string): Promise<{ name: string; png: Buffer }[]> {
  const loaded = await loadPackFromDir(path.join(installRoot, 'cards', pack), `cards/${pack}`);
  const out: { name: string; png: Buffer }[] = [];
  for (const [doc, drawing] of Object.entries(SHEET_GOLDENS[pack](loaded))) {
    drawing.pages.forEach((page, i) => out.push({ name: `${doc}-${i + 1}.png`, png: pagePng(page, SHEET_GOLDEN_WIDTH) }));
  }
  return out;
}
