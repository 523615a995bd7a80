/**
 * The rulebook's « Fiche perso » as a fillable A4 form: Nom Prénom, classe, carte ou nombre
 * fétiche, Vie / Mvt / Déf / Att as five round boxes each, crédits restants, six lines of Trésors
 * and a line for each crafted object. Blank for `deckwright pdf`, filled by `deckwright sheet`.
 *
 * Field names (stable: a player's reader, a script or `sheet` fills them by name):
 *   nom, classe, fetiche, credits        text
 *   vie.1 … vie.5, mov.1 … mov.5,        checkboxes, checked ("Yes") up to the statistic
 *   def.1 … def.5, att.1 … att.5
 *   tresors.1 … tresors.6                text, one treasure a line
 *   objets.1 … objets.<objects>          text, one crafted object a line (the tables' `objects`)
 */
import { A4, type DrawOp, type Drawing, type FieldOp } from '../../../print/drawing.js';
import { flow } from '../../../print/drawing-text.js';
import { STAT_NAMES, STAT_SHORT, type Stat, type Tables } from '../tables.js';
import { HEADING, INK, ITALIC, MARGIN, NAVY, PANEL, RULE, TITLE, WINE } from './style.js';

/** The statistics in the order the book's sheet lists them. */
export const SHEET_STATS: readonly Stat[] = ['vie', 'mov', 'def', 'att'];
export const CIRCLES = 5;
export const TREASURE_LINES = 6;

/** What a filled sheet shows; a blank sheet shows nothing. */
export interface SheetValues {
  nom: string;
  classe: string;
  fetiche: string;
  credits: string;
  stats: Record<Stat, number>;
  tresors: string[];
  objets: string[];
}

const BLANK: SheetValues = { nom: '', classe: '', fetiche: '', credits: '', stats: { vie: 0, att: 0, def: 0, mov: 0 }, tresors: [], objets: [] };

/** The number of object lines: the tables' `objects`, kept to what the page holds. */
export function objectLines(tables: Tables): number {
  return Math.min(Math.max(tables.objects, 1), TREASURE_LINES);
}

export function characterSheet(tables: Tables, values: SheetValues = BLANK, title = 'Fiche de personnage'): Drawing {
  const W = A4.width;
  const inner = W - 2 * MARGIN;
  const ops: DrawOp[] = [];
  const field = (f: Omit<Extract<FieldOp, { type: 'text' }>, 'kind' | 'type' | 'color' | 'size'> & { size?: number }) =>
    ops.push({ kind: 'field', type: 'text', color: INK, size: 13, ...f });

  frame(ops);
  ops.push({ kind: 'text', x: W / 2, y: 80, text: 'CARDSTLE', font: TITLE, size: 32, color: WINE, align: 'center' });
  ops.push({ kind: 'text', x: W / 2, y: 102, text: 'Fiche de personnage', font: ITALIC, size: 15, color: NAVY, align: 'center' });
  ornament(ops, W / 2, 116);

  // Identity: labels above ruled lines, each line a field.
  const labelled = (label: string, name: keyof SheetValues, x: number, top: number, width: number) => {
    ops.push({ kind: 'text', x, y: top, text: label, font: HEADING, size: 9, color: NAVY });
    ops.push({ kind: 'line', x1: x, y1: top + 26, x2: x + width, y2: top + 26, stroke: NAVY, lineWidth: 0.8 });
    field({ name, x, y: top + 4, width, height: 22, value: values[name] as string });
  };
  labelled('Nom Prénom', 'nom', MARGIN, 150, inner);
  labelled('Classe', 'classe', MARGIN, 198, 290);
  labelled('Carte ou nombre fétiche', 'fetiche', MARGIN + 310, 198, inner - 310);

  // Statistics: a panel of four rows of five round boxes, the credits left in its corner.
  const panelTop = 252;
  const rowH = 50;
  const panelH = 46 + rowH * SHEET_STATS.length;
  ops.push({ kind: 'rect', x: MARGIN, y: panelTop, width: inner, height: panelH, radius: 8, fill: PANEL, stroke: NAVY, lineWidth: 1 });
  ops.push({ kind: 'text', x: MARGIN + 16, y: panelTop + 26, text: 'Statistiques', font: HEADING, size: 13, color: WINE });
  ops.push({ kind: 'text', x: MARGIN + inner - 96, y: panelTop + 26, text: 'Crédits restants', font: HEADING, size: 9, color: NAVY, align: 'right' });
  ops.push({ kind: 'rect', x: MARGIN + inner - 86, y: panelTop + 10, width: 70, height: 22, radius: 4, fill: '#ffffff', stroke: NAVY, lineWidth: 0.8 });
  field({ name: 'credits', x: MARGIN + inner - 86, y: panelTop + 10, width: 70, height: 22, value: values.credits });
  SHEET_STATS.forEach((stat, i) => {
    const top = panelTop + 40 + i * rowH;
    const suit = tables.suits.find((s) => s.stat === stat);
    ops.push({ kind: 'text', x: MARGIN + 16, y: top + 22, text: STAT_SHORT[stat], font: TITLE, size: 17, color: NAVY });
    const hint = suit ? `${STAT_NAMES[stat]} · ${suit.suit} · ${suit.dialogue}` : STAT_NAMES[stat];
    ops.push({ kind: 'text', x: MARGIN + 16, y: top + 37, text: hint, font: ITALIC, size: 9, color: INK });
    for (let k = 0; k < CIRCLES; k++) {
      const cx = MARGIN + 200 + k * 52;
      const cy = top + 20;
      ops.push({ kind: 'circle', cx, cy, r: 14, fill: '#ffffff', stroke: NAVY, lineWidth: 1.4 });
      ops.push({ kind: 'field', type: 'checkbox', name: `${stat}.${k + 1}`, x: cx - 14, y: cy - 14, width: 28, height: 28, color: WINE, checked: values.stats[stat] > k });
    }
  });

  // Treasures and objects, side by side: ruled lines, each a field.
  const listTop = panelTop + panelH + 30;
  const colW = (inner - 24) / 2;
  const list = (title: string, note: string, name: string, x: number, lines: number, items: string[]) => {
    ops.push({ kind: 'text', x, y: listTop, text: title, font: HEADING, size: 13, color: WINE });
    ops.push({ kind: 'text', x: x + colW, y: listTop, text: note, font: ITALIC, size: 9, color: INK, align: 'right' });
    for (let i = 0; i < lines; i++) {
      const y = listTop + 34 + i * 32;
      ops.push({ kind: 'line', x1: x, y1: y, x2: x + colW, y2: y, stroke: RULE, lineWidth: 0.8 });
      field({ name: `${name}.${i + 1}`, x, y: y - 21, width: colW, height: 20, size: 12, value: items[i] ?? '' });
    }
  };
  list('Trésors', `${tables.startTreasures} au départ`, 'tresors', MARGIN, TREASURE_LINES, fitLines(values.tresors, TREASURE_LINES));
  const objects = objectLines(tables);
  list('Objets', `${tables.objects} au plus`, 'objets', MARGIN + colW + 24, objects, fitLines(values.objets, objects));
  // What the objects' column leaves: ruled lines for notes in pencil.
  const notesTop = listTop + 34 + objects * 32 + 8;
  ops.push({ kind: 'text', x: MARGIN + colW + 24, y: notesTop, text: 'Notes', font: HEADING, size: 9, color: NAVY });
  for (let y = notesTop + 22; y <= listTop + 34 + (TREASURE_LINES - 1) * 32; y += 32) {
    ops.push({ kind: 'line', x1: MARGIN + colW + 24, y1: y, x2: MARGIN + inner, y2: y, stroke: RULE, lineWidth: 0.5, dash: 2 });
  }

  // The rule the sheet is filled by, from the tables.
  const footTop = listTop + 34 + TREASURE_LINES * 32;
  const text = `Création : ${tables.budget} crédits, au moins 1 point dans chaque statistique ; 1 à ${tables.costs.length} points coûtent en tout ${tables.costs.join(', ')} crédits. Les crédits qui restent se notent sur la fiche.`;
  ops.push({ kind: 'line', x1: MARGIN, y1: footTop, x2: MARGIN + inner, y2: footTop, stroke: NAVY, lineWidth: 0.6 });
  ops.push(...flow([{ text, font: ITALIC, color: INK }], { x: MARGIN, top: footTop + 8, width: inner, size: 9.5, leading: 13 }).ops);
  return { title: `Cardstle : ${title}`, subject: 'Fiche de personnage remplissable', pages: [{ width: A4.width, height: A4.height, ops }] };
}

/** Items on `lines` lines: one a line, or several a line, comma-separated, when there are more. */
export function fitLines(items: string[], lines: number): string[] {
  if (items.length <= lines) return items;
  const per = Math.ceil(items.length / lines);
  const out: string[] = [];
  for (let i = 0; i < items.length; i += per) out.push(items.slice(i, i + per).join(', '));
  return out;
}

/** A double rule around the page. */
export function frame(ops: DrawOp[]): void {
  ops.push({ kind: 'rect', x: 18, y: 18, width: A4.width - 36, height: A4.height - 36, stroke: NAVY, lineWidth: 1.4 });
  ops.push({ kind: 'rect', x: 23, y: 23, width: A4.width - 46, height: A4.height - 46, stroke: WINE, lineWidth: 0.5 });
}

/** A short rule with a diamond in its middle, under a title. */
export function ornament(ops: DrawOp[], cx: number, y: number): void {
  ops.push({ kind: 'line', x1: cx - 110, y1: y, x2: cx - 8, y2: y, stroke: WINE, lineWidth: 0.8 });
  ops.push({ kind: 'line', x1: cx + 8, y1: y, x2: cx + 110, y2: y, stroke: WINE, lineWidth: 0.8 });
  ops.push({ kind: 'circle', cx, cy: y, r: 3, fill: WINE });
}
