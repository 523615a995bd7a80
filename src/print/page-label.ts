/**
 * A page's footer: the game, what the page holds (each group with which of its pages this is:
 * "Objets (3/3), Boss (1/1)"), and which side it is. A page of many groups (a sheet of a dozen kinds
 * of token) names the first three and counts the others.
 */
import type { SharedPage } from './share-pages.js';

/** Groups named in full on a page's footer; more are counted ("+8"). */
const NAMED = 3;

export function partsLabel(page: SharedPage): string {
  const named = page.parts.map((p) => `${p.group.label} (${p.page}/${p.pages})`);
  return named.length <= NAMED ? named.join(', ') : `${named.slice(0, NAMED).join(', ')} +${named.length - NAMED}`;
}

/** "CODEX · Personnages (1/1), Objets (3/3), Boss (1/1) · recto". */
export function pageLabel(title: string, page: SharedPage, side: string): string {
  return `${title} · ${partsLabel(page)} · ${side}`;
}
