/** `pdf`: the print documents of a game, from the image sets its preparation made. */
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { cardSet, type CardSet } from '../export/card-set.js';
import { spanAt, type PathSegment } from '../core/yaml-source.js';
import { CARD_FORMAT } from '../core/formats.js';
import { ImpositionError } from '../print/imposition.js';
import { CARD_SIZE_RULE } from '../print/rule-info.js';
import { SHOP_DPI, type PrintOptions } from '../print/print-options.js';
import { printDocuments, printSet, type PrintDocument, type PrintedDocument } from '../print/print-set.js';
import { deckListSet, sharedDecksSet } from '../export/deck-list-set.js';
import { distDir, type GameLocation } from './games.js';
import { missingCardsWarning, preparedSet } from './exported.js';
import type { Prepared } from './prepare.js';
import { info, progress } from './progress.js';
import { writePackDocuments } from '../print/pack-documents.js';

export async function printGame(game: GameLocation, prepared: Prepared, opts: PrintOptions, cwd?: string): Promise<{ documents: PrintedDocument[]; diagnostics: Diagnostic[] }> {
  const out = distDir(game, cwd);
  const set = preparedSet(prepared);
  let shopSet: CardSet = set;
  if (opts.layouts.includes('shop')) {
    const shop = prepared.shop;
    if (!shop) throw new Error(`${game.name}: the print shop's images were not prepared (prepareCards with shop: true)`);
    if ('tooLarge' in shop) {
      return cardSizeError(prepared, `the print shop's PDFs need ${SHOP_DPI} dpi images, but ${shop.tooLarge}, or leave them out with --layout sheets,fold`, shop.at);
    }
    if (shop.images !== prepared.images) shopSet = cardSet(prepared.pack, shop.images);
  }
  let docs;
  try {
    docs = [...printDocuments(game.name, set, opts, shopSet), ...deckListDocuments(prepared, set, opts)];
  } catch (e) {
    if (!(e instanceof ImpositionError)) throw e;
    return cardSizeError(prepared, e.message, e.format === CARD_FORMAT ? ['card'] : ['formats', e.format]);
  }
  const bar = progress(`${game.name}: print`);
  const documents = await printSet(docs, opts, { outDir: path.join(out, 'print'), cacheDir: path.join(out, '.cache', 'opaque') }, (d, t) => bar.update(d, t));
  // The sheets the pack draws itself (a character sheet, a reference sheet) come with the home-printing layouts.
  const diagnostics = missingCardsWarning(prepared, set);
  if (opts.layouts.includes('sheets') || opts.layouts.includes('fold')) {
    const left = packDocumentsLeftOut(prepared);
    if (left) diagnostics.push(left);
    else documents.push(...(await writePackDocuments(prepared.pack, path.join(out, 'print'))));
  }
  const written = documents.filter((d) => d.written);
  if (written.length) bar.end();
  // Patched: only the changed cards' images replaced in the file as it was (print-set.ts).
  const patched = written.filter((d) => d.patched).length;
  info(`${game.name}: ${documents.length} PDF(s), ${written.length} written${patched ? ` (${patched} patched)` : ''}, ${documents.length - written.length} unchanged → ${path.join(out, 'print')}`);
  return { documents, diagnostics };
}

/**
 * The pack's own sheets are drawn from its data (Cardstle's reference sheet from its tables): under
 * --force, an error that is not one card's (a table with a suit twice, a data file that does not
 * load) would make them wrong or fail, so they are left out, said once, as a card with errors is.
 */
function packDocumentsLeftOut(prepared: Prepared): Diagnostic | null {
  const { pack } = prepared;
  const names = pack.def?.sheets?.documents(pack).map((d) => d.name) ?? [];
  if (!names.length || !prepared.diagnostics.some((d) => d.severity === 'error' && d.card === null)) return null;
  return {
    ...spanAt(pack.manifestSrc, []),
    severity: 'warning',
    rule: 'export/missing-card',
    message: `${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} left out of the print documents: the pack has errors that are not one card's, and ${names.length > 1 ? 'these sheets are' : 'this sheet is'} drawn from its data (fix them and build again)`,
    card: null,
  };
}

/**
 * A game whose players build their own decks: each ready-made list printable on its own, and the
 * decks every player shares once, under print/decks/ (sheets and fold-and-glue; the print shop
 * gets the game's decks).
 */
function deckListDocuments(prepared: Prepared, set: CardSet, opts: PrintOptions): PrintDocument[] {
  const cap = prepared.pack.def?.decks;
  if (!cap) return [];
  const layouts = opts.layouts.filter((l) => l !== 'shop');
  if (!layouts.length) return [];
  const own = { ...opts, layouts };
  const docs = prepared.deckLists.flatMap((list) => printDocuments(`decks/${list.id}`, deckListSet(set, list), own));
  const shared = sharedDecksSet(set, cap.sharedDecks);
  if (shared.decks.length) docs.push(...printDocuments(`decks/${cap.sharedDecks.join('-')}`, shared, own));
  return docs;
}

/** A size the documents cannot hold: nothing is printed, and the manifest's size (`at`: its card or format) is where to look. */
function cardSizeError(prepared: Prepared, message: string, at: PathSegment[]): { documents: PrintedDocument[]; diagnostics: Diagnostic[] } {
  const where = spanAt(prepared.pack.manifestSrc, at);
  return { documents: [], diagnostics: [{ ...where, severity: 'error', rule: CARD_SIZE_RULE.id, message, card: null }] };
}
