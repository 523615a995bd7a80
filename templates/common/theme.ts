/**
 * Sizes shared by every card face. The colours are the game's own: `ctx.look` (the manifest's
 * `look:`), so one manifest restyles every shared component.
 */

/** Points to px at the card's dpi: 1 pt = dpi / 72 px. */
export const pt = (points: number, dpi: number) => (points * dpi) / 72;
