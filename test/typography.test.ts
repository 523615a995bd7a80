/**
 * The typography of a game's language (core/typography): French and English, as pure functions of
 * a text, and every word of the shipped packs that a player reads (cards, tooltips, Tabletop
 * Simulator's names) set in it.
 */
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { typesetIn, typographyIssuesOf, typographyOf } from '../src/core/typography/conventions.js';
import { bindNumbers } from '../src/core/typography/french.js';
import { proseStrings } from '../src/core/typography/prose.js';
import { describeCard } from '../src/export/describe.js';
import { propertyRuns } from './property-runs.js';
import { root } from './helpers.js';

const NB = '\u00a0';
const french = typographyOf('fr')!;
const english = typographyOf('en')!;

describe('French typography', () => {
  const cases: [string, string][] = [
    ["L'aventurier avance d'une case.", 'L’aventurier avance d’une case.'],
    ['Perdu : ni l’ennemi ni l’aventurier ne bougent.', `Perdu${NB}: ni l’ennemi ni l’aventurier ne bougent.`],
    ['Absorbe la prochaine attaque ; un piège est désamorcé !', `Absorbe la prochaine attaque${NB}; un piège est désamorcé${NB}!`],
    ['Vraiment?', `Vraiment${NB}?`],
    ['Les cartes « Avancer » ne changent pas.', `Les cartes «${NB}Avancer${NB}» ne changent pas.`],
    ['Les cartes "Avancer" ne changent pas.', `Les cartes «${NB}Avancer${NB}» ne changent pas.`],
    ['Attaque un ennemi à 2 cases au plus, avec 7 dés au lieu de 5.', `Attaque un ennemi à 2${NB}cases au plus, avec 7${NB}dés au lieu de 5.`],
    ['Votre attaque coûte 2 {PA}.', `Votre attaque coûte 2${NB}{PA}.`],
    ['Lisez le Secret n°4.', `Lisez le Secret n°${NB}4.`],
    ['Lisez le Secret n° 4.', `Lisez le Secret n°${NB}4.`],
    ['Au tour 3 les momies avancent, à portée 2 ou plus.', 'Au tour 3 les momies avancent, à portée 2 ou plus.'],
    ['Rendez-vous à 10:30 ?!', `Rendez-vous à 10:30${NB}?!`],
    ['  Deux  espaces. ', 'Deux espaces.'],
  ];
  for (const [text, want] of cases) it(`sets « ${text} »`, () => expect(typesetIn(french, text)).toBe(want));

  it('finds nothing in a text set in it, a narrow non-breaking space accepted', () => {
    for (const [, want] of cases) expect(typographyIssuesOf(french, want), want).toEqual([]);
    expect(typographyIssuesOf(french, 'Gagné\u202f: l’ennemi est tué.')).toEqual([]);
  });

  it('says where each problem is and what French wants', () => {
    expect(typographyIssuesOf(french, "Perdu : l'ennemi").map((i) => [i.offset, i.message])).toEqual([
      [6, "':' takes a non-breaking space before it in French"],
      [9, 'straight apostrophe: French writes ’'],
    ]);
  });

  it('binds numbers as a printer’s last step', () => {
    expect(bindNumbers('Posez l’Objet secret n° 2 ici, puis n°3 et 4 PV.')).toBe(`Posez l’Objet secret n°${NB}2${NB}ici, puis n°${NB}3 et 4${NB}PV.`);
  });
});

describe('English typography', () => {
  const cases: [string, string][] = [
    ["The knight's sword", 'The knight’s sword'],
    ['Worth a "Knight".', 'Worth a “Knight”.'],
    ["She said 'now' twice", 'She said ‘now’ twice'],
    ['Draw a card : then discard one !', 'Draw a card: then discard one!'],
    [`Really${NB}?`, 'Really?'],
    ['Gain 2 {might}.', 'Gain 2 {might}.'],
  ];
  for (const [text, want] of cases) it(`sets “${text}”`, () => expect(typesetIn(english, text)).toBe(want));
});

describe('a language without a convention', () => {
  it('is left as written', () => {
    expect(typographyOf('de')).toBeNull();
    expect(typographyOf(undefined)).toBeNull();
    expect(typographyOf('fr-CA')).toBe(french);
  });
});

describe('property: whatever the text', () => {
  const piece = fc.constantFrom(' ', '  ', "'", '’', ':', ' :', ';', '!', '?', '«', '»', '« ', ' »', '"', 'n°', 'n° ', '{PA}', NB, 'x', 'de', '1', '2 ', 'les');
  for (const [name, t] of [
    ['French', french],
    ['English', english],
  ] as const) {
    it(`${name}: after typesetting, no problem is left, and typesetting again changes nothing`, () => {
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 16 }), (parts) => {
          const once = typesetIn(t, parts.join(''));
          return typographyIssuesOf(t, once).length === 0 && typesetIn(t, once) === once;
        }),
        { numRuns: propertyRuns(3000) },
      );
    });
  }
});

describe('the shipped packs', () => {
  const games = ['codex', 'index', 'cardstle', 'pyramide', 'lyoko'];
  const packs = new Map<string, LoadedPack>();
  beforeAll(async () => {
    for (const g of games) packs.set(g, await loadPackFromDir(path.join(root, 'cards', g), `cards/${g}`));
  });

  it('are in French, and every word a player reads in their files is set in French typography', () => {
    for (const [g, pack] of packs) {
      expect(pack.manifest?.language, g).toBe('fr');
      const strings = proseStrings(pack);
      expect(strings.length, g).toBeGreaterThan(20);
      const bad = strings.filter((s) => typographyIssuesOf(french, s.text).length).map((s) => `${s.src.file} ${s.path.join('.')}: ${s.text}`);
      expect(bad, g).toEqual([]);
    }
  });

  it('name and describe every object in Tabletop Simulator in French typography: cards, decks, components', () => {
    for (const [g, pack] of packs) {
      const shown = [
        ...pack.manifest!.decks.map((d) => d.name),
        ...(pack.manifest!.components ?? []).map((c) => c.name),
        ...pack.cards.filter((c) => c.valid).flatMap((c) => [String(c.data.name ?? ''), ...describeCard(pack, c).split('\n')]),
      ];
      // The tooltips' BBCode and the indent of a nested line are not words.
      const bad = shown.map((s) => s.replace(/\[\/?[a-z]\]/g, '').trim()).filter((s) => s && typographyIssuesOf(french, s).length);
      expect([...new Set(bad)], g).toEqual([]);
    }
  });
});
