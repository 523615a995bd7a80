/**
 * The room deck's cards as the engine holds them: a number 0–51 (suit × 13 + rank), so that a
 * state is small plain data; with two decks a card may be held twice. Rooms write a card as its
 * rank and suit letter ("10p", "Dc"), parties as its name ("10 de Pique"); narration names it in
 * the game's language (narrate.ts, from the catalogue).
 */
import { cardOfRoomCode, LETTER_RANKS, SUIT_LETTERS } from '../room-grid.js';
import { RANKS, SUITS, type Rank, type Suit } from '../tables.js';

export const DECK_SIZE = 52;

export function cardOf(rank: Rank, suit: Suit): number {
  return SUITS.indexOf(suit) * 13 + RANKS.indexOf(rank);
}
export const rankOf = (card: number): Rank => RANKS[card % 13];
export const suitOf = (card: number): Suit => SUITS[Math.floor(card / 13)];

/** "10p", "Dc" as a card, or -1. */
export function cardOfCode(code: string): number {
  const c = cardOfRoomCode(code);
  return c ? cardOf(c.rank, c.suit) : -1;
}
/** "10p", "Dc": the code a room writes for the card. */
export function codeOf(card: number): string {
  return CODES[card];
}
// Worked out once: the engine names cards by code in its hot paths (a fight's events, room cells).
const CODES: readonly string[] = Array.from({ length: DECK_SIZE }, (_, card) => {
  const r = rankOf(card);
  const letter = Object.entries(LETTER_RANKS).find(([, v]) => v === r)?.[0] ?? r;
  return `${letter}${Object.entries(SUIT_LETTERS).find(([, v]) => v === suitOf(card))![0]}`;
});

/** "10 de Pique" as a card, or -1. */
export function cardOfName(name: string): number {
  const m = /^(As|[2-9]|10|Valet|Dame|Roi) de (Cœur|Pique|Carreau|Trèfle)$/.exec(name);
  return m ? cardOf(m[1] as Rank, m[2] as Suit) : -1;
}
/** The card's name as the pack prints it ("Dame de Cœur"): choices offer treasures by it. */
export function nameOf(card: number): string {
  return `${rankOf(card)} de ${suitOf(card)}`;
}

/**
 * The donne: 40 cards, As (1) to 10 of each suit, numbered suit × 10 + value − 1. Scenarios force
 * its draws by these numbers (see scenario.ts); a card is red for Cœur and Carreau.
 */
export const DONNE_SIZE = 40;
export const donneValue = (i: number): number => (i % 10) + 1;
/** 0 red (rouge), 1 black (noir). */
export const donneColour = (i: number): number => (Math.floor(i / 10) % 2 === 0 ? 0 : 1);
export function donneOfCode(code: string): number {
  const m = /^(A|[2-9]|10)([cpkt])$/.exec(code);
  if (!m) return -1;
  const value = m[1] === 'A' ? 1 : Number(m[1]);
  return 'cpkt'.indexOf(m[2]) * 10 + value - 1;
}
export function donneCode(i: number): string {
  const v = donneValue(i);
  return `${v === 1 ? 'A' : v}${'cpkt'[Math.floor(i / 10)]}`;
}
