/** Print units: PDF works in points (1/72 in), designers in millimetres. */

export const PT_PER_MM = 72 / 25.4;

export const mm = (v: number): number => v * PT_PER_MM;

export const toMm = (pt: number): number => pt / PT_PER_MM;

/** Paper sizes in millimetres, portrait. */
export const PAPERS = {
  a4: { name: 'A4', width: 210, height: 297 },
  letter: { name: 'US Letter', width: 215.9, height: 279.4 },
} as const;

export type PaperId = keyof typeof PAPERS;

/** Larger papers, portrait, that a print shop prints a board on, one page each. */
export const SHOP_PAPERS = {
  a3: { name: 'A3', width: 297, height: 420 },
  a2: { name: 'A2', width: 420, height: 594 },
} as const;

export type ShopPaperId = keyof typeof SHOP_PAPERS;
export type Orientation = 'portrait' | 'landscape';

/** A paper's size in points, portrait. */
export function paperSize(paper: { width: number; height: number }): { width: number; height: number } {
  return { width: mm(paper.width), height: mm(paper.height) };
}

/** A page size in points, oriented. */
export function pageSize(paper: PaperId, orientation: Orientation): { width: number; height: number } {
  const p = PAPERS[paper];
  const [w, h] = orientation === 'portrait' ? [p.width, p.height] : [p.height, p.width];
  return { width: mm(w), height: mm(h) };
}
