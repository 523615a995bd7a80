/**
 * The documents a pack draws itself (PackDef.sheets: a blank character sheet, a reference sheet),
 * written with the print documents into dist/<game>/print/. They are drawn each time (a few
 * milliseconds) and a file is rewritten only when its bytes change.
 */
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import type { LoadedPack } from '../core/pack.js';
import type { PrintedDocument } from './print-set.js';

export async function writePackDocuments(pack: LoadedPack, outDir: string): Promise<PrintedDocument[]> {
  const docs = pack.def?.sheets?.documents(pack) ?? [];
  const out: PrintedDocument[] = [];
  for (const doc of docs) {
    const start = performance.now();
    const { bytes, pages } = await doc.draw();
    const file = path.join(outDir, doc.name);
    const written = await writeFileIfChanged(file, bytes);
    out.push({ file, pages, written, bytes: written ? bytes.length : 0, ms: performance.now() - start });
  }
  return out;
}
