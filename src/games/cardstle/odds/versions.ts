/**
 * Cardstle's two ways of testing, as the odds see them (docs/rules/cardstle.md, « Tests »): the
 * card version draws from the donne (40 cards, As 1 to 10), the fétiche's two cards each drawing
 * one more; the dice version rolls d6s and the d12 that adds one more d6 on the fétiche number
 * (1 chance in 12). Enemies have neither fétiche nor d12. An opposed test in the card version
 * draws both hands from one donne, so the two totals are counted together (engine/odds/one-deck).
 */
import { independentLaw, oneDeckLaws, type DeckCard, type JointLaw } from '../../../engine/odds/one-deck.js';
import { diceSums, diceSumsWithLuckyDie, handSums, handSumsWithGrants, type Distribution } from '../../../engine/odds/sums.js';
import { RANKS, rankValue, type Rank, type Tables } from '../tables.js';

/** A card-version fétiche: a rank As–10 and a colour (two cards of the donne). */
export interface CardFetiche {
  rank: Rank;
  colour: string;
}

export interface TestVersion {
  id: 'cartes' | 'des';
  /** The character's total alone, with k cards or dice. */
  character(k: number): Distribution;
  /** An enemy's (or trap's) total alone. */
  enemy(k: number): Distribution;
  /** One opposed test: the character's total (k cards or dice) and the enemy's (m), jointly. */
  opposed(k: number, m: number): JointLaw;
}

/** The donne's ranks: As to 10. */
export const DONNE_RANKS: readonly Rank[] = RANKS.slice(0, 10);

/** The donne, each card granting the character one more draw when it is one of its fétiche. */
export function donne(tables: Pick<Tables, 'suits'>, fetiche: CardFetiche | null): DeckCard[] {
  return DONNE_RANKS.flatMap((rank) => tables.suits.map((s) => ({ value: rankValue(rank), grantsA: fetiche !== null && fetiche.rank === rank && s.colour === fetiche.colour })));
}

const memo = <T>(f: (k: number, m: number) => T): ((k: number, m: number) => T) => {
  const seen = new Map<string, T>();
  return (k, m) => {
    const key = `${k},${m}`;
    if (!seen.has(key)) seen.set(key, f(k, m));
    return seen.get(key)!;
  };
};

/** The card version, for a character whose fétiche is `fetiche` (null: none), with hands of at most `most` cards. */
export function cardVersion(tables: Pick<Tables, 'suits'>, fetiche: CardFetiche | null, most: number): TestVersion {
  const cards = donne(tables, fetiche);
  const plain = cards.filter((c) => !c.grantsA).map((c) => c.value);
  const granting = cards.length - plain.length;
  const grantValue = fetiche ? rankValue(fetiche.rank) : 0;
  let laws: ((k: number, m: number) => JointLaw) | null = null;
  return {
    id: 'cartes',
    character: (k) => handSumsWithGrants(plain, k, granting, grantValue),
    enemy: (k) => handSums(cards.map((c) => c.value), k),
    opposed: memo((k, m) => (laws ??= oneDeckLaws(cards, most, most))(k, m)),
  };
}

/** The dice version: the character rolls the d12 with its d6s, enemies roll d6s alone. */
export function diceVersion(): TestVersion {
  const character = (k: number) => diceSumsWithLuckyDie(k, 6, 12);
  const enemy = (k: number) => diceSums(k, 6);
  return { id: 'des', character, enemy, opposed: memo((k, m) => independentLaw(character(k), enemy(m))) };
}
