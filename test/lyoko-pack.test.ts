/**
 * The Code Lyoko pack as shipped: it checks clean, its set covers what the rulebook asks of a
 * card game (every type, mode and kind of effect), the cards the book names are as it names them,
 * every text is in the card language, and its hero sides and backs are what print and TTS need.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { typesetIn, typographyOf } from '../src/core/typography/conventions.js';
import { lyokoTexts } from '../src/games/lyoko/text/fields.js';
import { parseLyokoText } from '../src/games/lyoko/text/parse.js';
import type { Effect, HeroFace } from '../src/games/lyoko/card-types.js';
import { root } from './helpers.js';

let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
});

const deckCards = () => pack.cards.filter((c) => c.type.id !== 'heros');
const byName = (name: string) => pack.cards.find((c) => c.data.name === name)!;

describe('the Code Lyoko pack', () => {
  it('checks clean: no error, no warning', async () => {
    expect(await checkLoadedPack(pack, { layout: false })).toEqual([]);
  });

  it('has at least 60 cards of its own besides the five heroes, of all eight deck types', () => {
    expect(deckCards().length).toBeGreaterThanOrEqual(60);
    expect(new Set(deckCards().map((c) => c.type.id))).toEqual(new Set(['evenement', 'action', 'surprise', 'obstacle', 'danger', 'extra', 'lieu', 'equipement']));
    expect(pack.cards.filter((c) => c.type.id === 'heros').map((c) => c.data.name)).toEqual(['Aelita', 'Jérémie', 'Odd', 'Ulrich', 'Yumi']);
  });

  it('covers every mode in several types, every kind of effect, Poursuite, unique cards, subtypes and required heroes', () => {
    for (const mode of ['reel', 'virtuel', 'mixte']) {
      expect(new Set(deckCards().filter((c) => c.data.mode === mode).map((c) => c.type.id)).size, mode).toBeGreaterThanOrEqual(3);
    }
    const effects = pack.cards.flatMap((c) => (c.type.id === 'heros' ? (['recto', 'verso'] as const).flatMap((s) => (c.data[s] as HeroFace).effects ?? []) : ((c.data.effects as Effect[]) ?? [])));
    expect(new Set(effects.map((e) => e.timing))).toEqual(new Set(['immediat', 'permanent', 'declenche', 'action', 'evenement', 'surprise', 'reussite', 'echec']));
    expect(effects.some((e) => e.poursuite)).toBe(true);
    expect(deckCards().filter((c) => c.data.unique === true).length).toBeGreaterThanOrEqual(5);
    expect(new Set(deckCards().map((c) => c.data.subtype).filter(Boolean))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect([...new Set(deckCards().map((c) => c.data.subtype).filter(Boolean))]).toEqual(expect.arrayContaining(['XANA', 'Monstre', 'Spectre']));
    expect(new Set(deckCards().map((c) => c.data.character).filter(Boolean))).toEqual(new Set(['aelita', 'jeremie', 'odd', 'ulrich', 'yumi']));
  });

  it('has the cards the rulebook names, as it names them', () => {
    // III.γ: « Kiwi donne à Odd la capacité suivante : couche un personnage réel de ton choix. Gagne 1 coup. »
    const kiwi = byName('Kiwi');
    expect(kiwi.data).toMatchObject({ character: 'odd', mode: 'reel' });
    // The book's words, printed in French typography (core/typography): « Gagne 1 coup » keeps its number with its word.
    expect((kiwi.data.effects as Effect[])[0]).toMatchObject({ timing: 'action', text: typesetIn(typographyOf('fr')!, 'Couche un personnage réel de ton choix. Gagne 1 coup.') });
    // « l'Overbike ne peut être associé qu'à Ulrich en mode virtuel »; « Ulrich est le seul à pouvoir utiliser Triplicata ou à combattre avec le Sabre Laser ».
    expect(byName('Overbike').data).toMatchObject({ character: 'ulrich', mode: 'virtuel' });
    expect(byName('Triplicata').data).toMatchObject({ character: 'ulrich' });
    expect(byName('Sabre Laser').data).toMatchObject({ character: 'ulrich' });
  });

  it('has the two abilities that win: Aelita deactivates the tower on Lyoko, Jérémie returns to the past at 20 VP', () => {
    const aelita = byName('Aelita').data.verso as HeroFace;
    expect(aelita.mode).toBe('virtuel');
    expect(aelita.effects).toContainEqual(expect.objectContaining({ timing: 'action', text: 'Désactive la tour.' }));
    const jeremie = byName('Jérémie').data as { recto: HeroFace; verso: HeroFace };
    expect([jeremie.recto.mode, jeremie.verso.mode]).toEqual(['reel', 'reel']);
    expect(jeremie.recto.title).toBe('Jérémie Belpois');
    // Short enough for the title's full size, as every other hero side's.
    expect(jeremie.verso.title).toBe('Jérémie à l’usine');
    expect(jeremie.verso.effects).toContainEqual(expect.objectContaining({ timing: 'action', limit: 20, text: 'Fais un retour dans le passé.' }));
  });

  it('writes every text in the card language', () => {
    const texts = lyokoTexts(pack);
    expect(texts.length).toBeGreaterThan(80);
    for (const f of texts) expect(f.result.ok, `${f.card.id}: ${f.text}`).toBe(true);
  });

  it('gives each card and each hero side a picture of its own, none of them a mode\'s symbol', () => {
    const arts = pack.cards.flatMap((c) =>
      c.type.id === 'heros' ? (['recto', 'verso'] as const).map((s) => [`${c.id}.${s}`, (c.data[s] as HeroFace).art]) : [[c.id, c.data.art as string]],
    );
    const owners = new Map<string, string[]>();
    for (const [who, art] of arts) owners.set(art, [...(owners.get(art) ?? []), who]);
    expect([...owners].filter(([, who]) => who.length > 1)).toEqual([]);
    // The real and virtual symbols (house, cube) mark a card's mode: no card's picture is one.
    const symbols = Object.values(pack.manifest!.symbols ?? {}).map((s) => s.icon);
    expect(symbols).toEqual(expect.arrayContaining(['house', 'cube']));
    expect(arts.filter(([, art]) => symbols.includes(art))).toEqual([]);
  });

  it('gives every card of a player\'s deck the same back, and each hero its own', () => {
    const backs = new Set(pack.manifest!.decks.filter((d) => d.id !== 'heros').map((d) => `${d.back.template}/${d.back.icon}/${d.back.label}/${d.back.unique ?? false}`));
    expect(backs.size).toBe(1);
    expect(pack.manifest!.decks.find((d) => d.id === 'heros')!.back).toMatchObject({ template: 'heros-verso', unique: true });
  });
});

describe('the Code Lyoko card language', () => {
  it('reads what a card says into the tree the engine plays', () => {
    const r = parseLyokoText('Si la tour est désactivée, chaque adversaire perd 2 PV. Pioche 1 carte.');
    expect(r.ok && r.ast.sentences.map((s) => [s.condition?.kind ?? null, s.clause])).toEqual([
      ['tower', { kind: 'vp', who: 'each-opponent', n: -2, at: [27, 54] }],
      [null, { kind: 'draw', who: 'you', n: 1, at: [56, 70] }],
    ]);
    const t = parseLyokoText('Quand le porteur réussit une confrontation, gagne 2 PV.');
    expect(t.ok && t.ast.sentences[0].trigger).toEqual({ kind: 'wins-confrontation', who: 'bearer', at: [6, 42] });
  });

  it('says what it expected where it cannot read, with a spelling suggestion', () => {
    const r = parseLyokoText('Détruit un danger de ton choix.');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toContain("did you mean 'Détruis'?");
    expect(!r.ok && r.error.offset).toBe(0);
  });
});

describe('docs/card-language-lyoko.md', () => {
  // Every line of a ```lyoko-effect block is a text the language reads.
  const guide = readFileSync(path.join(root, 'docs', 'card-language-lyoko.md'), 'utf8');
  const examples = [...guide.matchAll(/```lyoko-effect\n([\s\S]*?)```/g)].flatMap(([, body]) => body.split('\n').filter(Boolean));

  it('has examples of every clause, condition and trigger', () => {
    const parsed = examples.map((t) => parseLyokoText(t)).filter((r) => r.ok).map((r) => (r.ok ? r.ast : null)!);
    const kinds = (pick: (s: (typeof parsed)[number]['sentences'][number]) => { kind: string } | null) => new Set(parsed.flatMap((a) => a.sentences.map(pick).filter(Boolean).map((n) => n!.kind)));
    expect(kinds((s) => s.clause)).toEqual(new Set(['vp', 'coups', 'draw', 'discard', 'tap', 'untap', 'flip', 'destroy', 'recover', 'modify', 'confront-in', 'cancel', 'tower', 'return-to-past', 'win']));
    expect(kinds((s) => s.condition)).toEqual(new Set(['tower', 'vp-at-least', 'fewer-vp', 'hero-state', 'controls', 'empty-hand']));
    expect(kinds((s) => s.trigger)).toEqual(new Set(['flipped', 'stand-up', 'plays', 'wins-confrontation', 'tower-deactivated', 'destroyed']));
  });

  for (const text of examples) {
    it(text, () => {
      const r = parseLyokoText(text);
      expect(r.ok ? null : r.error.message).toBeNull();
    });
  }
});
