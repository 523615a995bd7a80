/** Shared colours and sizes of every card face: one place to restyle the whole game. */
export const INK = '#2b2118';
export const PARCHMENT = '#f3ead6';
export const GOLD = '#c9a24a';
export const PLANT_GREEN = '#2f7d32';

/** Points to px at the card's dpi: 1 pt = dpi / 72 px. */
export const pt = (points: number, dpi: number) => (points * dpi) / 72;
