/**
 * Cardstle's printed sheets: the blank character sheet and the reference sheet printed with the
 * pack (`deckwright pdf cardstle`), and a party file's characters each on a filled sheet
 * (`deckwright sheet cardstle <party.yaml>`).
 */
import type { LoadedPack } from '../../../core/pack.js';
import type { SheetsCapability } from '../../../core/pack-types.js';
import { drawingPdf } from '../../../print/drawing-pdf.js';
import { tablesOf, type Tables } from '../tables.js';
import { characterSheet } from './character-sheet.js';
import { referenceSheet } from './reference-sheet.js';
import { sheetValues, type Party } from './party-values.js';

export const CHARACTER_SHEET_FILE = 'cardstle-fiche-personnage.pdf';
export const REFERENCE_SHEET_FILE = 'cardstle-aide-de-jeu.pdf';

function tables(pack: LoadedPack): Tables {
  const found = tablesOf(pack);
  // The pack's checker reports the tables' problems; without valid tables there is nothing to print.
  if (!found) throw new Error(`${pack.name}: the tables (data type tables) are missing or invalid; run deckwright check ${pack.name}`);
  return found.tables;
}

export const sheets: SheetsCapability = {
  dataType: 'groupe',
  documents: (pack) => [
    { name: CHARACTER_SHEET_FILE, drawing: () => characterSheet(tables(pack)), draw: () => drawingPdf(characterSheet(tables(pack))) },
    { name: REFERENCE_SHEET_FILE, drawing: () => referenceSheet(tables(pack)), draw: () => drawingPdf(referenceSheet(tables(pack))) },
  ],
  fill: async (pack, data) => {
    const t = tables(pack);
    const out: { slug: string; bytes: Buffer }[] = [];
    for (const { slug, values } of sheetValues(t, data as Party)) {
      out.push({ slug, bytes: (await drawingPdf(characterSheet(t, values, values.nom))).bytes });
    }
    return out;
  },
};
