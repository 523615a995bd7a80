/**
 * Which pieces go on which page, when groups of one format share pages instead of each starting
 * a page of its own (Code Lyoko's "Actions 2/2" took a sheet for one card). Pure: the planners
 * (plan-sheets.ts, plan-fold.ts) place the pages' pieces on their grids.
 *
 * Within a family (groups printed on the same grid: one format, or two of the same size and
 * shape), each group fills whole pages of its own first; what is left of each (its last, partly
 * filled page) is pooled, and those ends share pages. Ends are kept whole where that costs no
 * page (first fit, in the manifest's order); when keeping them whole would take more pages than
 * the fewest possible, they are laid end to end instead, a group's end then running over two
 * pages. Either way the family takes the fewest pages its pieces can fill: ⌈pieces ÷ slots⌉.
 *
 * A group marked `apart` (a deck the game uses in several copies, whose pages the cover says to
 * print again) shares no page: printing its pages twice must print nothing else twice.
 *
 * Pages come in the groups' order: a group's own pages, then the shared pages that start with
 * its end. Each page says which groups it holds, and which of each group's pages it is.
 */
import type { PrintGroup, PrintItem } from './print-groups.js';

/** A group on a page: "Objets (3/3)" is the third of the three pages that hold Objets. */
export interface PagePart {
  group: PrintGroup;
  /** The group's pieces on this page, in the group's order. */
  items: PrintItem[];
  /** Which of the group's pages this is (1-based, in the document's order), and of how many. */
  page: number;
  pages: number;
}

export interface SharedPage {
  /** The family's key (see `sharePages`): the pages of one family share a grid. */
  key: string;
  /** The groups on the page, in the groups' order. */
  parts: PagePart[];
}

/** The page's pieces, group after group: the order of the grid's slots. */
export function piecesOf(page: SharedPage): PrintItem[] {
  return page.parts.flatMap((p) => p.items);
}

type Chunk = { group: PrintGroup; items: PrintItem[] };

/**
 * The pages of `groups`: those of one `key` (the same grid) share pages, `slots(key)` pieces a
 * page. Families come in the order of their first group.
 */
export function sharePages(groups: PrintGroup[], key: (g: PrintGroup) => string, slots: (key: string) => number): SharedPage[] {
  const families = new Map<string, PrintGroup[]>();
  for (const g of groups) {
    if (!g.items.length) continue;
    const k = key(g);
    families.set(k, [...(families.get(k) ?? []), g]);
  }
  return [...families].flatMap(([k, members]) => numbered(k, familyPages(members, slots(k))));
}

/** A family's pages as chunks of its groups, in their order. */
function familyPages(groups: PrintGroup[], slots: number): Chunk[][] {
  if (!(slots >= 1)) throw new Error(`a page of no slot (${slots})`);
  const own = new Map<PrintGroup, Chunk[][]>();
  const ends: Chunk[] = [];
  for (const group of groups) {
    const whole = Math.floor(group.items.length / slots) * slots;
    const pages: Chunk[][] = [];
    for (let at = 0; at < whole; at += slots) pages.push([{ group, items: group.items.slice(at, at + slots) }]);
    const end = group.items.slice(whole);
    if (end.length && group.apart) pages.push([{ group, items: end }]);
    else if (end.length) ends.push({ group, items: end });
    own.set(group, pages);
  }
  const shared = shareEnds(ends, slots);
  return groups.flatMap((g) => [...own.get(g)!, ...shared.filter((page) => page[0].group === g)]);
}

/** The groups' ends on as few pages as they can fill, each end whole when that takes no more. */
function shareEnds(ends: Chunk[], slots: number): Chunk[][] {
  const used = (page: Chunk[]) => page.reduce((n, c) => n + c.items.length, 0);
  const fewest = Math.ceil(ends.reduce((n, c) => n + c.items.length, 0) / slots);
  const whole: Chunk[][] = [];
  for (const end of ends) {
    const page = whole.find((p) => used(p) + end.items.length <= slots);
    if (page) page.push(end);
    else whole.push([end]);
  }
  if (whole.length <= fewest) return whole;
  // End to end: each page filled before the next is started.
  const pages: Chunk[][] = [[]];
  for (const end of ends) {
    let rest = end.items;
    while (rest.length) {
      let page = pages[pages.length - 1];
      if (used(page) === slots) pages.push((page = []));
      const room = slots - used(page);
      page.push({ group: end.group, items: rest.slice(0, room) });
      rest = rest.slice(room);
    }
  }
  return pages;
}

/** Each page's parts, with the number of each group's page among its pages. */
function numbered(key: string, pages: Chunk[][]): SharedPage[] {
  const counts = new Map<PrintGroup, number>();
  for (const page of pages) for (const c of page) counts.set(c.group, (counts.get(c.group) ?? 0) + 1);
  const seen = new Map<PrintGroup, number>();
  return pages.map((page) => ({
    key,
    parts: page.map((c) => {
      const n = (seen.get(c.group) ?? 0) + 1;
      seen.set(c.group, n);
      return { group: c.group, items: c.items, page: n, pages: counts.get(c.group)! };
    }),
  }));
}
