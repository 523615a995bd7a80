/** `pdf`: the print documents of a game, from its rendered cards (rendered first when needed). */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { cardSet, type CardSet } from '../export/card-set.js';
import { imageSizeProblem } from '../core/limits.js';
import { spanAt } from '../core/yaml-source.js';
import { ImpositionError } from '../print/imposition.js';
import { CARD_SIZE_RULE } from '../print/rule-info.js';
import type { PrintOptions } from '../print/print-options.js';
import { printDocuments, printSet, type PrintedDocument } from '../print/print-set.js';
import { renderPack } from '../render/render-pack.js';
import { distDir, type GameLocation } from './games.js';
import { missingCardsWarning, preparedSet } from './exported.js';
import type { Prepared } from './prepare.js';
import { info, progress } from './progress.js';

/** Print shops want 300 dpi: a pack designed at another resolution is rasterised again for them. */
const SHOP_DPI = 300;

export async function printGame(game: GameLocation, prepared: Prepared, opts: PrintOptions, cwd?: string): Promise<{ documents: PrintedDocument[]; diagnostics: Diagnostic[] }> {
  const out = distDir(game, cwd);
  const set = preparedSet(prepared);
  let shopSet: CardSet = set;
  if (opts.layouts.includes('shop') && set.manifest.card.dpi !== SHOP_DPI) {
    const tooLarge = imageSizeProblem(set.manifest.card, SHOP_DPI, true);
    if (tooLarge) return cardSizeError(prepared, `the print shop's PDFs need ${SHOP_DPI} dpi images, but ${tooLarge}, or leave them out with --layout sheets,fold`);
    const dir = path.join(out, `cards-${SHOP_DPI}dpi`);
    await renderPack(prepared.pack, { outDir: dir, dpi: SHOP_DPI, skip: prepared.withErrors });
    shopSet = cardSet(prepared.pack, dir, prepared.withErrors);
  }
  let docs;
  try {
    docs = printDocuments(game.name, set, opts, shopSet);
  } catch (e) {
    if (!(e instanceof ImpositionError)) throw e;
    return cardSizeError(prepared, e.message);
  }
  const bar = progress(`${game.name}: print`);
  const documents = await printSet(docs, opts, { outDir: path.join(out, 'print'), cacheDir: path.join(out, '.cache', 'opaque') }, (d, t) => bar.update(d, t));
  const written = documents.filter((d) => d.written);
  if (written.length) bar.end();
  info(`${game.name}: ${documents.length} PDF(s), ${written.length} written, ${documents.length - written.length} unchanged → ${path.join(out, 'print')}`);
  return { documents, diagnostics: missingCardsWarning(prepared, set) };
}

/** A card size the documents cannot hold: nothing is printed, and the manifest's size is where to look. */
function cardSizeError(prepared: Prepared, message: string): { documents: PrintedDocument[]; diagnostics: Diagnostic[] } {
  const at = spanAt(prepared.pack.manifestSrc, ['card']);
  return { documents: [], diagnostics: [{ ...at, severity: 'error', rule: CARD_SIZE_RULE.id, message, card: null }] };
}
