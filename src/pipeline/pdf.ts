/** `pdf`: the print documents of a game, from the image sets its preparation made. */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { cardSet, type CardSet } from '../export/card-set.js';
import { spanAt } from '../core/yaml-source.js';
import { ImpositionError } from '../print/imposition.js';
import { CARD_SIZE_RULE } from '../print/rule-info.js';
import { SHOP_DPI, type PrintOptions } from '../print/print-options.js';
import { printDocuments, printSet, type PrintedDocument } from '../print/print-set.js';
import { distDir, type GameLocation } from './games.js';
import { missingCardsWarning, preparedSet } from './exported.js';
import type { Prepared } from './prepare.js';
import { info, progress } from './progress.js';

export async function printGame(game: GameLocation, prepared: Prepared, opts: PrintOptions, cwd?: string): Promise<{ documents: PrintedDocument[]; diagnostics: Diagnostic[] }> {
  const out = distDir(game, cwd);
  const set = preparedSet(prepared);
  let shopSet: CardSet = set;
  if (opts.layouts.includes('shop')) {
    const shop = prepared.shop;
    if (!shop) throw new Error(`${game.name}: the print shop's images were not prepared (prepareCards with shop: true)`);
    if ('tooLarge' in shop) {
      return cardSizeError(prepared, `the print shop's PDFs need ${SHOP_DPI} dpi images, but ${shop.tooLarge}, or leave them out with --layout sheets,fold`);
    }
    if (shop.images !== prepared.images) shopSet = cardSet(prepared.pack, shop.images);
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
