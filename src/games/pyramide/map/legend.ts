/**
 * The board's legend, in French, from the map's own cells: one entry for each kind of cell the
 * map has that the eye cannot read by itself (the entrances, hatched cells, mummy cells, the
 * demigods' letters), with what it means in the game as docs/rules/pyramide.md reads the book.
 * A map without mummy cells has no mummy entry; the letters listed are the map's. The board's
 * template (templates/pyramide/board-legend.tsx) draws each entry beside its cell.
 */
import { cellsOf, type CellKind, type Grid } from './grid.js';

export interface LegendEntry {
  /** The cell drawn beside the words (a demigod's with `letter`). */
  kind: CellKind;
  letter?: string;
  /** What the cell is called, in bold: « Case hachurée », « A, B, C et D ». */
  term: string;
  /** What it means. */
  text: string;
}

/** « A, B, C et D ». */
function listed(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} et ${words[words.length - 1]}` : (words[0] ?? '');
}

/** In the order a player meets them: where one starts, then the cells the chests and the god use. */
export function legendEntries(grid: Grid): LegendEntry[] {
  const has = (kind: CellKind) => cellsOf(grid, kind).length > 0;
  const letters = [...new Set(cellsOf(grid, 'demigod').map((c) => c.letter ?? ''))].sort();
  const entries: LegendEntry[] = [];
  if (has('entrance')) entries.push({ kind: 'entrance', term: 'Entrée', text: 'Un aventurier y commence la partie.' });
  // « Lorsqu'un joueur arrive sur une case hachurée près d'un coffre sans qu'aucun combat ne soit
  // enclenché »: entering it by one's own move, with no combat, opens the chests beside it. « Pas
  // de mur »: the god places no wall on the hatched, mummy and lettered cells (« les cases marqués
  // de lettre ou les cases hachurés »).
  if (has('hatched')) entries.push({ kind: 'hatched', term: 'Case hachurée', text: 'Y entrer sans combat ouvre le coffre voisin. Pas de mur.' });
  if (has('mummy')) entries.push({ kind: 'mummy', term: 'Case de momie', text: 'Une momie invoquée y apparaît. Pas de mur.' });
  if (letters.length) entries.push({ kind: 'demigod', letter: letters[0], term: listed(letters), text: 'Le demi-dieu de cette lettre y apparaît. Pas de mur.' });
  return entries;
}
