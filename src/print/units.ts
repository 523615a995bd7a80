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
export type Orientation = 'portrait' | 'landscape';

/** A page size in points, oriented. */
export function pageSize(paper: PaperId, orientation: Orientation): { width: number; height: number } {
  const p = PAPERS[paper];
  const [w, h] = orientation === 'portrait' ? [p.width, p.height] : [p.height, p.width];
  return { width: mm(w), height: mm(h) };
}
