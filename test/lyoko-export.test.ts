/**
 * Code Lyoko through `build`: each ready-made deck list printed on its own and exported as one TTS
 * deck, the heroes printed once with each one's other side behind it, one back for all the cards
 * of a player's deck, a VP track and pawns, every saved object valid.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateSave } from '../src/tts/validate-save.js';
import { builtGame } from './codex-build.js';
import { noStack } from './cli-helpers.js';
import { readPdf } from './pdf-reader.js';

let dist = '';
beforeAll(async () => {
  // The run's cold `deckwright build lyoko` in a copy of the pack (test/codex-build.ts), read only.
  const { cwd, run: r } = await builtGame('lyoko');
  noStack(r.stderr);
  expect(r.code, r.stderr).toBe(0);
  dist = path.join(cwd, 'dist', 'lyoko');
}, 240_000);

/** The card images drawn on the pages of a document, page by page. */
const imagesPerPage = async (file: string) => (await readPdf(path.join(dist, 'print', file))).map((p) => p.images.length);

describe('Code Lyoko in print', () => {
  it('prints each ready-made deck on its own and the heroes once, duplex and fold-and-glue', () => {
    expect(readdirSync(path.join(dist, 'print', 'decks')).filter((f) => !f.startsWith('.')).sort()).toEqual([
      'college-kadic-a4-fold.pdf',
      'college-kadic-a4.pdf',
      'guerriers-de-lyoko-a4-fold.pdf',
      'guerriers-de-lyoko-a4.pdf',
      'heros-a4-fold.pdf',
      'heros-a4.pdf',
    ]);
  });

  it('prints every card of a list as many times as it says, each front with a back', async () => {
    // 58 cards: the cover and credits, then 7 sheets of fronts and their backs (9 a page).
    const pages = await imagesPerPage('decks/guerriers-de-lyoko-a4.pdf');
    const cards = pages.slice(2);
    expect(cards.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0)).toBe(58);
    expect(cards.filter((_, i) => i % 2 === 1)).toEqual(cards.filter((_, i) => i % 2 === 0));
    const kadic = (await imagesPerPage('decks/college-kadic-a4.pdf')).slice(2);
    expect(kadic.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0)).toBe(65);
  });

  it('prints the five heroes with their other side behind each, every one different', async () => {
    const pages = await readPdf(path.join(dist, 'print', 'decks', 'heros-a4.pdf'));
    const [fronts, backs] = [pages[2].images, pages[3].images];
    expect(fronts).toHaveLength(5);
    expect(backs).toHaveLength(5);
    expect(new Set(backs.map((b) => b.id)).size).toBe(5);
    expect(new Set([...fronts, ...backs].map((b) => b.id)).size).toBe(10);
  });
});

describe('Code Lyoko in Tabletop Simulator', () => {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dist, 'tts', file), 'utf8'));

  it('exports each ready-made list as one deck of all its cards, valid', async () => {
    for (const [list, size] of [['guerriers-de-lyoko', 58], ['college-kadic', 65]] as const) {
      const save = read(`decks/${list}/lyoko-${list}.json`);
      expect(await validateSave(save)).toEqual([]);
      expect(save.ObjectStates).toHaveLength(1);
      expect(save.ObjectStates[0].Name).toBe('Deck');
      expect(save.ObjectStates[0].DeckIDs).toHaveLength(size);
    }
  });

  it('gives the heroes a back each, so that a flipped hero shows its other side', async () => {
    const heros = read('lyoko-heros.json');
    expect(await validateSave(heros)).toEqual([]);
    const deck = heros.ObjectStates[0];
    expect(deck.DeckIDs).toHaveLength(5);
    expect(Object.values(deck.CustomDeck as Record<string, { UniqueBack: boolean }>).every((d) => d.UniqueBack)).toBe(true);
  });

  it('keeps the back of every deck, though their images are the same, and exports the VP tracks and pawns', async () => {
    const game = read('lyoko.json');
    expect(await validateSave(game)).toEqual([]);
    const names = game.ObjectStates.map((o: { Nickname: string }) => o.Nickname);
    expect(names).toEqual(expect.arrayContaining(['Points de victoire', 'Pion']));
    for (const f of readdirSync(path.join(dist, 'tts')).filter((f) => f.endsWith('.json') && !f.startsWith('.'))) expect(await validateSave(read(f)), f).toEqual([]);
  });
});
