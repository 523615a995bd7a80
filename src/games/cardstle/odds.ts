/**
 * Cardstle's odds for the game master (`deckwright odds cardstle`), from the shared odds layer:
 * - every test against a threshold T, in the card version (the donne, with each fétiche of the
 *   sample party and without one, as enemies and traps draw) and the dice version (with and
 *   without the d12): P(result ≥ T) and P(critical, result ≥ 2T);
 * - for each character of the party against each enemy (rank × suit, tables.yaml): the opposed
 *   tests of a fight, both hands drawn from one donne, counted exactly;
 * - the whole fight, exactly, in both versions (fight.ts), and a check of the card version's
 *   fights played card by card (Monte Carlo, marked as estimates).
 * How the rulebook is read: docs/rules/cardstle.md.
 */
import type { LoadedPack } from '../../core/pack.js';
import { monteCarlo } from '../../engine/odds/estimate.js';
import { add, toNumber, type Fraction } from '../../engine/odds/fraction.js';
import { jointProbability } from '../../engine/odds/one-deck.js';
import type { OddsCell, OddsReport, OddsTable } from '../../engine/odds/report.js';
import { atLeastOf, type Distribution } from '../../engine/odds/sums.js';
import { fightOdds, fleeWhenLast, initiativeLaw, type Fight, type FightOdds } from './odds/fight.js';
import { playFight } from './odds/simulate.js';
import { partiesOf } from './party.js';
import { cardVersion, diceVersion, donne, type CardFetiche, type TestVersion } from './odds/versions.js';
import { roomRole, STATS, SUITS, tablesOf, type EnemyStats, type Rank, type Tables } from './tables.js';
import { french } from '../../core/typography/conventions.js';

/** Thresholds and points the test tables show. */
const THRESHOLDS = Array.from({ length: 49 }, (_, i) => i + 2);
const POINTS = [1, 2, 3, 4, 5];
/** Fights played card by card for the check, per character and enemy, and their seed. */
export const CHECK_SAMPLES = 4000;
const CHECK_SEED = 2024;

interface Character {
  name: string;
  stats: EnemyStats;
  fetiche: CardFetiche | null;
}

interface Enemy {
  name: string;
  stats: EnemyStats;
}

const statsText = (s: EnemyStats) => STATS.map((k) => s[k]).join('/');
/** « fétiche 9 noir »; a character of a dice party has no card fétiche in the card version's tables. */
const feticheText = (f: CardFetiche | null) => (f ? `fétiche ${f.rank} ${f.colour}` : 'sans carte fétiche');

/** The sample party's characters (every party file of the pack), with their card fétiche if the party plays cards. */
export function partyOf(pack: Pick<LoadedPack, 'data'>): Character[] {
  return partiesOf(pack).flatMap(({ data }) =>
    data.characters.map((c) => ({ name: c.name, stats: { ...c.stats }, fetiche: typeof c.fetiche === 'object' ? { rank: c.fetiche.rank as Rank, colour: c.fetiche.colour } : null })),
  );
}

/** Every enemy of the room deck: each enemy rank of the tables in each suit. */
export function enemiesOf(tables: Tables): Enemy[] {
  return tables.enemies.flatMap((line) =>
    SUITS.map((suit) => {
      const role = roomRole(tables, line.rank as Rank, suit);
      if (role.role !== 'ennemi') throw new Error(`${line.rank} de ${suit} is not an enemy`);
      return { name: `${line.rank} de ${suit}`, stats: role.stats };
    }),
  );
}

function thresholdTable(title: string, note: string, lone: (k: number) => Distribution): OddsTable {
  const laws = POINTS.map(lone);
  return {
    title,
    note,
    columns: ['T', ...POINTS.map((k) => `${k} pt${k > 1 ? 's' : ''}`), ...POINTS.map((k) => `crit. ${k}`)],
    rows: THRESHOLDS.map((t) => [t, ...laws.map((d) => atLeastOf(d, t)), ...laws.map((d) => atLeastOf(d, 2 * t))]),
    fractions: false,
    // The text stops where every chance prints 0 % to T = 50 (the dice's from T = 30 or 32); the JSON has every row.
    settles: true,
  };
}

const cardsFor = (points: number) => Math.max(1, points);

function opposedTable(ch: Character, enemies: Enemy[], version: TestVersion, critical: number): OddsTable {
  const p = (k: number, m: number, event: (x: number, y: number) => boolean) => jointProbability(version.opposed(cardsFor(k), cardsFor(m)), event);
  return {
    title: french(`${ch.name} (Vie/Att/Déf/Mvt ${statsText(ch.stats)}, ${feticheText(ch.fetiche)}) contre chaque ennemi : tests opposés, version cartes`),
    note: french(
      'Les deux mains tirées d’une même donne (l’une, puis l’autre dans ce qui reste) ; égalité au défenseur. « touche » : son Att bat la Déf de l’ennemi ; « critique » : au moins ' +
        `${critical} fois ; « touché(e) » et « crit. subi » : l’Att de l’ennemi contre sa Déf ; « parade crit. » : sa Déf au moins ${critical} fois l’Att de l’ennemi (il est étourdi) ; ` +
        '« initiative » : elle commence (égalités retirées), « 2 attaques » : elle commence et attaque 2 fois. Exact (fractions dans --json).',
    ),
    columns: ['ennemi', 'Vie/Att/Déf/Mvt', 'touche', 'critique', 'touché(e)', 'crit. subi', 'parade crit.', 'initiative', '2 attaques'],
    rows: enemies.map((e) => {
      const init = initiativeLaw(version, cardsFor(ch.stats.mov), cardsFor(e.stats.mov), critical);
      return [
        e.name,
        statsText(e.stats),
        p(ch.stats.att, e.stats.def, (x, y) => x > y),
        p(ch.stats.att, e.stats.def, (x, y) => x > y && x >= critical * y),
        p(ch.stats.def, e.stats.att, (x, y) => y > x),
        p(ch.stats.def, e.stats.att, (x, y) => y > x && y >= critical * x),
        p(ch.stats.def, e.stats.att, (x, y) => x >= critical * y),
        add(init.characterOnce, init.characterTwice),
        init.characterTwice,
      ];
    }),
    fractions: false,
  };
}

/** A mean number of rounds, to the hundredth (a number in the JSON; the text writes it "2,31"): exact in the chain, rounded here. */
const rounds = (f: Fraction) => Math.round(toNumber(f) * 100) / 100;

/** Each fight solved once: the fight tables and the check both show it. */
type FightCache = Map<string, FightOdds>;
const solvedFight = (cache: FightCache, ch: Character, e: Enemy, version: TestVersion, critical: number): FightOdds => {
  const key = `${ch.name}|${e.name}|${version.id}`;
  if (!cache.has(key)) cache.set(key, fightOdds({ character: ch.stats, enemy: e.stats, critical, flee: fleeWhenLast }, version));
  return cache.get(key)!;
};

function fightTable(ch: Character, enemies: Enemy[], cards: TestVersion, dice: TestVersion, critical: number, cache: FightCache): OddsTable {
  return {
    title: `${ch.name} contre chaque ennemi : combats`,
    note:
      'Un combat du début à la fin (Vie pleine, personne d’étourdi) : initiative, attaques doubles, critiques (2 Vie), parades critiques (étourdi : une carte de moins au test suivant, jamais moins d’une). ' +
      'Le personnage fuit quand il gagne l’initiative avec 1 Vie et que l’ennemi en a plus ; l’ennemi ne fuit jamais. Chaîne de Markov résolue exactement (fractions dans --json) ; « rounds » : la durée moyenne, arrondie.',
    columns: ['ennemi', 'cartes : gagne', 'meurt', 'fuit', 'rounds', 'dés : gagne', 'meurt', 'fuit', 'rounds'],
    rows: enemies.map((e) => {
      const c = solvedFight(cache, ch, e, cards, critical);
      const d = solvedFight(cache, ch, e, dice, critical);
      return [e.name, c.character, c.enemy, c.flee, rounds(c.rounds), d.character, d.enemy, d.flee, rounds(d.rounds)];
    }),
    fractions: false,
  };
}

function checkTable(party: Character[], enemies: Enemy[], tables: Tables, versions: TestVersion[], cache: FightCache): OddsTable {
  const rows: OddsCell[][] = [];
  party.forEach((ch, i) =>
    enemies.forEach((e, j) => {
      if (j % 4 !== i % 4) return; // one suit of each rank per character: the check stays quick
      const fight: Fight = { character: ch.stats, enemy: e.stats, critical: tables.critical, flee: fleeWhenLast };
      const deck = donne(tables, ch.fetiche);
      const est = monteCarlo(CHECK_SAMPLES, CHECK_SEED + 100 * i + j, ['character', 'enemy', 'flee'], (rng) => playFight(rng, fight, deck));
      const exact = solvedFight(cache, ch, e, versions[i], tables.critical);
      rows.push([ch.name, e.name, exact.character, est.character, exact.enemy, est.enemy, exact.flee, est.flee]);
    }),
  );
  return {
    title: 'Vérification : des combats joués carte à carte (version cartes)',
    note: `Chaque test tiré d’une donne mélangée (l’attaquant d’abord), ${CHECK_SAMPLES} combats par ligne : des estimations (± la demi-largeur de l’intervalle à 95 %), à côté des valeurs exactes ci-dessus.`,
    columns: ['personnage', 'ennemi', 'gagne (exact)', 'gagne (estimé)', 'meurt (exact)', 'meurt (estimé)', 'fuit (exact)', 'fuit (estimé)'],
    rows,
    fractions: false,
  };
}

export function cardstleOdds(pack: LoadedPack): OddsReport {
  const found = tablesOf(pack);
  if (!found) throw new Error('the cardstle pack has no valid tables (tables.yaml): run `deckwright check cardstle`');
  const { tables } = found;
  const party = partyOf(pack);
  const enemies = enemiesOf(tables);
  const most = Math.max(...POINTS, ...party.flatMap((c) => STATS.map((k) => c.stats[k])), ...enemies.flatMap((e) => STATS.map((k) => e.stats[k])));
  const critical = tables.critical;
  const dice = diceVersion();
  const donneNote = 'Tirées sans remise de la donne (40 cartes, As = 1 à 10)';
  const fetiches = [...new Map(party.flatMap((c) => (c.fetiche ? [[`${c.fetiche.rank} ${c.fetiche.colour}`, c] as const] : []))).values()];
  const out: OddsTable[] = [
    thresholdTable('Tests, version cartes, sans fétiche (ennemis, pièges)', `${donneNote}. Réussite : résultat ≥ T ; critique : ≥ ${critical} × T. Exact (fractions dans --json).`, (k) => cardVersion(tables, null, most).enemy(k)),
    ...fetiches.map((c) =>
      thresholdTable(
        `Tests, version cartes, ${feticheText(c.fetiche)} (${party.filter((p) => feticheText(p.fetiche) === feticheText(c.fetiche)).map((p) => p.name).join(', ')})`,
        `${donneNote} ; chacune des 2 cartes fétiche tirées en fait tirer une de plus. Réussite : résultat ≥ T ; critique : ≥ ${critical} × T. Exact.`,
        (k) => cardVersion(tables, c.fetiche, most).character(k),
      ),
    ),
    thresholdTable('Tests, version dés, avec le d12 (personnages)', `Des d6 et le d12, qui ajoute un d6 sur le nombre fétiche (1 chance sur 12). Réussite : résultat ≥ T ; critique : ≥ ${critical} × T. Exact.`, (k) => dice.character(k)),
    thresholdTable('Tests, version dés, sans d12 (ennemis, pièges)', `Des d6 seuls. Réussite : résultat ≥ T ; critique : ≥ ${critical} × T. Exact.`, (k) => dice.enemy(k)),
  ];
  const cache: FightCache = new Map();
  // An opposed test draws at most the largest Att, Def or Mov (Vie is never drawn): the joint
  // laws of the donne are counted up to that, no further (a count that grows fast with it).
  const drawn = Math.max(1, ...[...party, ...enemies].flatMap(({ stats }) => [stats.att, stats.def, stats.mov]));
  const versions = party.map((ch) => cardVersion(tables, ch.fetiche, drawn));
  party.forEach((ch, i) => out.push(opposedTable(ch, enemies, versions[i], critical), fightTable(ch, enemies, versions[i], dice, critical, cache)));
  if (party.length) out.push(checkTable(party, enemies, tables, versions, cache));
  return { title: `${pack.manifest?.title ?? pack.name} : les chances des tests et des combats (exactes, sauf la vérification finale, estimée)`, tables: out };
}
