/**
 * The documents of a board larger than the paper, under boards/: in tiles on the chosen paper, to
 * print at home and assemble (`<game>-board-<id>-a4.pdf`); on one A3 or A2 page for a print shop,
 * when it fits (`-a3.pdf`, `-a2.pdf`); and alone on a page of its own size (`<game>-board-<id>.pdf`).
 */
import type { CardSet, ExportComponent } from '../export/card-set.js';
import { translator, type Translate } from '../i18n/translate.js';
import { planBoard, planBoardOn } from './plan-shop.js';
import { planTiles } from './plan-tiles.js';
import type { PrintDocument } from './print-set.js';
import { boardsApartOf } from './print-groups.js';
import { formatBox, type PrintOptions } from './print-options.js';
import { pageSize, PAPERS, paperSize, SHOP_PAPERS, toMm, type PaperId, type ShopPaperId } from './units.js';

/** A board document's path in the print folder: `variant` is the paper, none for its real size. */
export function boardFile(game: string, id: string, variant?: PaperId | ShopPaperId): string {
  return `boards/${game}-board-${id}${variant ? `-${variant}` : ''}.pdf`;
}

/** The boards of `set` too large for `paper`, printed apart. */
export function boardsApart(set: CardSet, paper: PaperId): ExportComponent[] {
  return boardsApartOf(set, pageSize(paper, 'portrait'));
}

/**
 * The board documents the layouts ask for: the tiles come with the home-printing layouts
 * (sheets, fold); the one-page documents with those and with the print shop's.
 */
export function boardDocuments(game: string, set: CardSet, opts: PrintOptions): PrintDocument[] {
  const home = opts.layouts.includes('sheets') || opts.layouts.includes('fold');
  if (!home && !opts.layouts.includes('shop')) return [];
  const t = translator(set.manifest.language);
  return boardsApart(set, opts.paper).flatMap((board) => {
    const name = board.name;
    const shop = (Object.keys(SHOP_PAPERS) as ShopPaperId[]).map((paper) => ({ paper, plan: planBoardOn(board, paperSize(SHOP_PAPERS[paper])) }));
    const docs: PrintDocument[] = [];
    if (home) {
      const plan = planTiles(board, opts.paper, set.title, t, otherFiles(game, board, shop, t));
      const pages = plan.pages.filter((p) => p.kind === 'cards').length;
      docs.push({ name: boardFile(game, board.component.id, opts.paper), plan, heading: t('heading.board-tiles', { name, pages, paper: PAPERS[opts.paper].name }), set });
    }
    for (const { paper, plan } of shop) {
      if (plan) docs.push({ name: boardFile(game, board.component.id, paper), plan, heading: t('heading.board-paper', { name, paper: SHOP_PAPERS[paper].name }), set });
    }
    docs.push({ name: boardFile(game, board.component.id), plan: planBoard(board), heading: t('heading.board', { name }), set });
    return docs;
  });
}

/** What the tiles' cover says of the board's other documents: the shop's papers it fits or not, and its real size. */
function otherFiles(game: string, board: ExportComponent, shop: { paper: ShopPaperId; plan: unknown }[], t: Translate): string[] {
  const box = formatBox(board.format);
  const full = { width: round(toMm(box.width + 2 * box.bleed)), height: round(toMm(box.height + 2 * box.bleed)) };
  return [
    ...shop.map(({ paper, plan }) =>
      plan
        ? t('tiles.shop', { paper: SHOP_PAPERS[paper].name, file: boardFile(game, board.component.id, paper) })
        : t('tiles.no-shop', { paper: SHOP_PAPERS[paper].name, ...full }),
    ),
    t('tiles.real-size', { file: boardFile(game, board.component.id) }),
  ];
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
