/**
 * Cardstle's reference sheet, A4, two sides. The recto is the tables (families, enemies by rank,
 * traps, chests, treasures, what to make: « Fabriquer »), read from the pack's tables (tables.yaml
 * through tables.ts): change a table, the sheet follows. The verso is the procedures (tests,
 * combat, traps and chests, dialogue, making objects), written from the pack's readings of the
 * rulebook (docs/rules/cardstle.md), their numbers read from the tables too.
 *
 * Both sides are set at one scale, the largest (up to MAX_SCALE) at which each fits its page, so
 * the two sides are filled alike rather than one full and the other a third empty.
 */
import { A4, type Drawing, type DrawnPage } from '../../../print/drawing.js';
import { STAT_NAMES, STAT_SHORT, STATS, type Stat, type Tables } from '../tables.js';
import { frame, ornament } from './character-sheet.js';
import { PageCursor, type Column } from './page-cursor.js';
import { ITALIC, MARGIN, NAVY, TITLE, WINE } from './style.js';

const BOTTOM = A4.height - 34;
const NBSP = '\u00a0';
/** The largest scale tried: 9.5 pt text at 1.25 is 11.9 pt, the most a reference sheet wants. */
export const MAX_SCALE = 1.25;
const STEP = 0.01;

export function referenceSheet(tables: Tables): Drawing {
  const scale = sheetScale(tables);
  return { title: `Cardstle : aide de jeu`, subject: 'Aide de jeu : les tables et les procédures', pages: [recto(tables, scale).page, verso(tables, scale).page] };
}

/**
 * The scale both sides are set at: the largest, by hundredths from MAX_SCALE down to 1, at which
 * neither runs past its page. At 1, a side that does not fit is the located error it always was.
 */
export function sheetScale(tables: Tables): number {
  for (let k = MAX_SCALE; k > 1; k = Math.round((k - STEP) * 100) / 100) {
    if (!recto(tables, k, false).overflows && !verso(tables, k, false).overflows) return k;
  }
  return 1;
}

/** How far down each side's content goes, in points (for the tests: the sides are filled alike). */
export function sheetBottoms(tables: Tables): { recto: number; verso: number; bottom: number } {
  const k = sheetScale(tables);
  return { recto: recto(tables, k).end, verso: verso(tables, k).end, bottom: BOTTOM };
}

interface Side {
  page: DrawnPage;
  overflows: boolean;
  /** Where its content ends. */
  end: number;
}

function header(cursor: PageCursor, subtitle: string): void {
  cursor.ops.push({ kind: 'text', x: A4.width / 2, y: 66, text: 'CARDSTLE', font: TITLE, size: 24, color: WINE, align: 'center' });
  cursor.ops.push({ kind: 'text', x: A4.width / 2, y: 84, text: subtitle, font: ITALIC, size: 12, color: NAVY, align: 'center' });
  ornament(cursor.ops, A4.width / 2, 95);
}

function side(cursor: PageCursor): Side {
  const ops = [...cursor.ops];
  frame(ops);
  return { page: { width: A4.width, height: A4.height, ops }, overflows: cursor.overflows, end: cursor.y };
}

const full: Column = { x: MARGIN, width: A4.width - 2 * MARGIN };
const half = (i: 0 | 1): Column => ({ x: MARGIN + i * ((full.width + 20) / 2), width: (full.width - 20) / 2 });

function recto(t: Tables, scale: number, strict = true): Side {
  const c = new PageCursor(104, BOTTOM, 'the reference sheet (tables)', scale, strict);
  header(c, `Aide de jeu · ${t.name}`);

  c.heading(full, 'Familles, statistiques et trésors');
  c.table(
    full,
    ['Famille', 'Couleur', 'Combat', 'Dialogue', 'Trésor'],
    [1.1, 0.9, 1.3, 1.1, 5],
    t.suits.map((s) => [s.suit, s.colour, STAT_NAMES[s.stat as Stat], s.dialogue, s.treasureText]),
  );

  c.heading(full, 'Ennemis (valeur de la carte)');
  c.table(
    full,
    ['Rang', 'Force', ...STATS.map((s) => STAT_SHORT[s]), 'Point de plus'],
    [1, 1.5, 0.6, 0.6, 0.6, 0.6, 3.2],
    t.enemies.map((e) => [e.rank, e.strength, ...STATS.map((s) => String(e[s])), e.extra ? extraText(e.extra) : '—']),
  );
  c.paragraph(full, [
    { bold: 'Spécialité.' },
    ` Un ennemi a la ligne de son rang, et ${plus(t.speciality)} dans la statistique de sa famille : ${t.suits.map((s) => `${s.suit} en ${STAT_NAMES[s.stat as Stat]}`).join(', ')}. `,
    'Combat ou dialogue : le MJ choisit. Qui tue l’ennemi prend sa carte comme trésor.',
  ]);

  const trapsTop = c.y;
  c.heading(half(0), 'Pièges');
  c.table(half(0), ['Rang', 'Attaque du piège'], [1, 2.4], t.traps.map((p) => [p.rank, `${p.att} carte${p.att > 1 ? 's' : ''} ou dé${p.att > 1 ? 's' : ''}`]));
  c.paragraph(half(0), ['Le personnage teste sa Défense contre l’attaque du piège.'], { size: 8.5 });
  const leftEnd = c.y;
  c.y = trapsTop;
  c.heading(half(1), 'Coffres');
  c.table(half(1), ['Rang', 'Taille', 'Trésors'], [1, 1.4, 1], t.chests.map((ch) => [ch.rank, ch.size, String(ch.treasures)]));
  c.y = Math.max(c.y, leftEnd);

  // « Fabriquer des objets en combinant des ingrédients », « fabriquer des objets (crafting) »: the book's own word.
  c.heading(full, 'Fabrication (après une pièce)');
  c.table(
    full,
    ['Objet', 'Il faut', 'Usage', 'Effet'],
    [1.35, 1.8, 0.8, 4.1],
    t.recipes.map((r) => [r.name, ingredients(r), r.uses === 'permanent' ? 'permanent' : 'une fois', effectText(r.text)]),
    8.5,
  );
  // The limits (objects, treasures kept) are said once, with the procedure on the verso.
  return side(c);
}

function verso(t: Tables, scale: number, strict = true): Side {
  const c = new PageCursor(104, BOTTOM, 'the reference sheet (procedures)', scale, strict);
  header(c, 'Aide de jeu · les procédures');
  const crit = t.critical === 2 ? 'le double' : `${t.critical}${NBSP}fois`;
  const left = half(0);
  const right = half(1);

  c.heading(left, 'Faire un test');
  c.paragraph(left, [{ bold: 'Version cartes.' }, ' Piocher dans la donne (40 cartes, as à 10, l’as vaut 1) autant de cartes que de points dans la statistique ; le résultat est leur somme. Les cartes reviennent dans la donne après le test.']);
  c.paragraph(left, [{ bold: 'Carte fétiche.' }, ' Une valeur et une couleur (« 9 noir ») : chaque carte tirée qui lui correspond fait piocher une carte de plus, la carte de plus comprise.']);
  c.paragraph(left, [{ bold: 'Version dés.' }, ' Lancer autant de d6 que de points, et le dé critique (d12) : s’il montre le nombre fétiche, lancer un d6 de plus. Les ennemis ne lancent pas le d12.']);
  c.paragraph(left, [{ bold: 'Réussite.' }, ' Le test réussit quand le résultat atteint le seuil. En opposition, le plus grand l’emporte ; à égalité, le défenseur.']);
  c.paragraph(left, [{ bold: 'Critique.' }, ` ${cap(crit)} du seuil ou plus (seuil 10 : ${10 * t.critical} ou plus). En opposition, ${crit} du résultat de l’autre, et plus que lui.`]);
  c.paragraph(left, [{ bold: 'Étourdi.' }, ' Une carte (ou un dé) de moins au prochain test, jamais moins d’une.']);
  c.paragraph(left, [{ bold: 'Trésor.' }, ' Un trésor utilisé dans un test va sous la pioche, comme la clé d’un coffre.']);

  c.heading(left, 'Combat');
  c.step(left, 1, [{ bold: 'Initiative :' }, ' chacun tire son Mvt ; le plus haut commence (égalité : on recommence). Avec ' + crit + ' de l’autre ou plus, il attaque 2 fois, jamais plus.']);
  c.step(left, 2, [{ bold: 'Fuite :' }, ' au lieu d’attaquer, le vainqueur de l’initiative peut fuir sur une case voisine ; l’ennemi reste.']);
  c.step(left, 3, [{ bold: 'Attaques :' }, ' le premier attaque (1 ou 2 fois), puis l’autre une fois. Att contre Déf : une attaque plus haute ôte 1 Vie, une attaque critique 2 ; une défense critique étourdit l’attaquant.']);
  c.step(left, 4, [{ bold: 'Attaque combinée :' }, ' ceux dont l’initiative est égale attaquent ensemble ; la somme A de leurs attaques contre la défense D ôte A ÷ D Vie (arrondi en dessous), sans plafond.']);
  c.step(left, 5, [{ bold: 'Fin :' }, ' quand un camp fuit ou n’a plus de Vie. Un personnage sans Vie est mort.']);
  const leftEnd = c.y;

  c.y = 104;
  c.heading(right, 'Explorer une pièce');
  c.paragraph(right, ['Un personnage avance d’une case par tour (diagonale permise), de deux si les deux cases sont déjà retournées. Une carte face cachée se retourne en y entrant, et se résout : ennemi, piège ou coffre.']);
  c.paragraph(right, [{ bold: 'Piège.' }, ' Déf contre l’attaque du piège : égalité ou mieux, il est désamorcé et se prend comme trésor ; sinon −1 Vie, et le piège reste, inactif.']);
  c.paragraph(right, [{ bold: 'Coffre.' }, ' S’ouvre avec un trésor de sa famille (qui va sous la pioche) : piocher ses trésors, garder la carte du coffre. Sans clé, il reste là, face visible, pour qui reviendra avec une clé.']);
  c.paragraph(right, [{ bold: 'Objectif.' }, ' La pièce est finie quand sa carte clé est prise (un artefact, jamais un trésor) ; sans clé, quand tout est retourné.']);

  c.heading(right, 'Dialogue');
  c.paragraph(right, [
    'Le joueur choisit une statistique ; lui et l’interlocuteur la testent. Un jet par tour. ',
    ...t.suits.map((s, i) => ({ bold: `${STAT_SHORT[s.stat as Stat]}${NBSP}: ${s.dialogue}${i < t.suits.length - 1 ? ',' : '.'}` })).flatMap((b) => [b, ' ']),
  ]);
  c.paragraph(right, [{ bold: 'Conviction.' }, ' Gagner le jet donne 1 point de conviction, un critique 2 ; le MJ dit combien il en faut. Convaincu, l’ennemi laisse le groupe en paix.']);
  c.paragraph(right, [{ bold: 'Affinité.' }, ' De −6 (haine) à +6 (amour), elle s’ajoute au résultat du joueur ; à plusieurs, les affinités s’additionnent.']);

  c.heading(right, 'Fabrication');
  c.paragraph(right, [`Après une pièce, le groupe met ses trésors en commun : une famille entière fait un objet légendaire, cinq cartes d’une famille son sort, les quatre dames la longue-vue. ${t.objects} objets au plus chacun, sorts compris ; ${t.keep} trésors au plus gardés chacun, le reste retourne à la pioche.`]);
  c.heading(right, 'Créer un personnage');
  c.paragraph(right, [`${t.budget} crédits ; 1 à ${t.costs.length} points par statistique, au moins 1 dans chacune, pour ${t.costs.join(', ')} crédits en tout. Les crédits restants se notent sur la fiche. ${t.startTreasures} trésors piochés au départ.`]);
  c.y = Math.max(c.y, leftEnd);
  return side(c);
}

function plus(n: number): string {
  return `+${n}${NBSP}point${n > 1 ? 's' : ''}`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function extraText(extra: Record<string, string>): string {
  const bySuit = Object.entries(extra).map(([suit, stat]) => ({ suit, stat: STAT_NAMES[stat as Stat] }));
  const stats = [...new Set(bySuit.map((e) => e.stat))];
  // « +1 en Vie (Attaque pour Cœur) »: the usual statistic, and the suits that differ.
  const usual = stats.sort((a, b) => bySuit.filter((e) => e.stat === b).length - bySuit.filter((e) => e.stat === a).length)[0];
  const others = bySuit.filter((e) => e.stat !== usual).map((e) => `${e.stat} pour ${e.suit}`);
  return `+1 en ${usual}${others.length ? ` (${others.join(', ')})` : ''}`;
}

function ingredients(r: Tables['recipes'][number]): string {
  if (r.takes === 'famille') return `la famille de ${r.suit}`;
  if (r.takes === 'cinq') return `5 cartes de ${r.suit}`;
  return `les 4 ${(r.rank ?? '').toLowerCase()}s`;
}

/** A recipe's text without what the table's other columns already say (« Toute la famille … : »). */
function effectText(text: string): string {
  const colon = text.indexOf(' : ');
  return colon >= 0 && colon < 45 ? cap(text.slice(colon + 3)) : text;
}
