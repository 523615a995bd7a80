/**
 * The sheets a pack draws itself (PackDef.sheets: Cardstle's character sheet and reference sheet),
 * shown in the gallery like its cards: each page drawn as the PDF places it (the same drawing,
 * print/drawing-svg.ts), as a PNG under dist/<game>/preview/sheets/ named by its content, so
 * that an edit of what a sheet shows (the pack's tables) shows a new image and an unchanged page
 * is neither drawn nor written again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import type { LoadedPack } from '../core/pack.js';
import { pagePng, pageSvg } from '../print/drawing-svg.js';

/** The width a page is drawn at in the gallery: A4 at 96 dpi. */
export const SHEET_PAGE_WIDTH = 794;

export interface SheetPages {
  /** The document's file name without extension ("cardstle-aide-de-jeu"). */
  id: string;
  /** Its title, as its PDF names it. */
  name: string;
  /** Its pages' PNGs, in order. */
  files: string[];
}

/** Each sheet of `pack` with its pages drawn in `dir` (dist/<game>/preview/sheets/); files of earlier drawings go. */
export async function sheetPages(pack: LoadedPack, dir: string): Promise<SheetPages[]> {
  const documents = pack.def?.sheets?.documents(pack) ?? [];
  const out: SheetPages[] = [];
  const kept = new Set<string>();
  for (const doc of documents) {
    if (!doc.drawing) continue;
    const drawing = doc.drawing();
    const id = doc.name.replace(/\.pdf$/, '');
    const files: string[] = [];
    for (const [i, page] of drawing.pages.entries()) {
      const svg = pageSvg(page);
      const name = `${id}-${i + 1}-${createHash('sha256').update(svg).update(String(SHEET_PAGE_WIDTH)).digest('hex').slice(0, 12)}.png`;
      const file = path.join(dir, name);
      if (!existsSync(file)) await writeFileAtomic(file, pagePng(page, SHEET_PAGE_WIDTH));
      kept.add(name);
      files.push(file);
    }
    out.push({ id, name: drawing.title, files });
  }
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (name.endsWith('.png') && !kept.has(name)) rmSync(path.join(dir, name), { force: true });
  return out;
}
