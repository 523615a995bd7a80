/**
 * The look of Cardstle's printed sheets: the decks' colours (game.yaml: the room deck's navy, the
 * donne's wine, their parchment accents) and the pack's faces (Cinzel for titles, Alegreya for
 * the text), light on ink: white paper, coloured rules and pale panels.
 */
import type { FontRef } from '../../../print/drawing.js';

export const INK = '#1f2a3d';
export const NAVY = '#2b3a55';
export const WINE = '#6b2331';
export const PANEL = '#f5efe2';
export const RULE = '#b9a98a';

export const TITLE: FontRef = { family: 'Cinzel', weight: 900, style: 'normal' };
export const HEADING: FontRef = { family: 'Cinzel', weight: 700, style: 'normal' };
export const BODY: FontRef = { family: 'Alegreya', weight: 400, style: 'normal' };
export const BOLD: FontRef = { family: 'Alegreya', weight: 700, style: 'normal' };
export const ITALIC: FontRef = { family: 'Alegreya', weight: 400, style: 'italic' };

/** The margin inside the page's frame, in points. */
export const MARGIN = 40;
