/**
 * The pyramid's exact odds (`deckwright odds pyramide`), since the rulebook sends players to
 * anydice: P(n dice ≥ T) for every threshold with the combat's dice and the attack card's, and the
 * chance to win each combat of the reference card's table (by adventurer level and foe), with
 * Yasim's −1 and the attack card's dice, from the shared odds layer.
 */
import { sumAtLeast } from '../../engine/odds/dice.js';
import type { OddsReport, OddsTable } from '../../engine/odds/report.js';
import type { Catalogue } from './engine/catalogue.js';

export function pyramideOdds(cat: Catalogue, title: string): OddsReport {
  const n = cat.dice;
  const m = cat.attackDice;
  const sums: OddsTable = {
    title: `P(${n}d6 ≥ T) et P(${m}d6 ≥ T)`,
    note: `Égaler ou dépasser le seuil T : ${n} dés en combat, ${m} avec « Attaquer un ennemi ».`,
    columns: ['T', `${n} dés`, `${m} dés`],
    rows: Array.from({ length: 6 * m - n + 1 }, (_, i) => i + n).map((t) => [t, sumAtLeast(n, 6, t), sumAtLeast(m, 6, t)]),
  };
  const yasim = Object.values(cat.adventurers).find((a) => a.thresholdBonus !== 0);
  const foes: [string, number[]][] = [['Momie', cat.mummy], ...cat.demigod.map((line, i): [string, number[]] => [`Demi-dieu niveau ${i + 1}`, line])];
  const levels = Array.from({ length: cat.maxLevel }, (_, i) => i + 1);
  const combat = (dice: number, bonus: number, what: string, note: string): OddsTable => ({
    title: what,
    note,
    columns: ['adversaire', ...levels.map((l) => `niveau ${l}`)],
    rows: foes.map(([name, line]) => [name, ...line.map((t) => sumAtLeast(dice, 6, t + bonus))]),
  });
  const tables = [
    sums,
    combat(n, 0, 'Gagner un combat', `Par niveau de l'aventurier et adversaire, avec ${n} dés (seuils de la carte d'aide).`),
    combat(m, 0, 'Gagner avec « Attaquer un ennemi »', `Les mêmes seuils, avec ${m} dés ; perdu, personne ne bouge.`),
  ];
  if (yasim) tables.push(combat(n, yasim.thresholdBonus, `Gagner un combat : ${yasim.name}`, `Son passif : seuil ${yasim.thresholdBonus} hors « Attaquer un ennemi ».`));
  return { title, tables };
}
