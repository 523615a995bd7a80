/**
 * A card's Tabletop Simulator description, for a pack whose code does not say how its cards read:
 * every declared field with a value, in declaration order, named by its `label:` (or its field
 * name made readable), each kind shown as players read it, in the game's language.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir, loadPackFromFiles, type LoadedPack } from '../src/core/pack.js';
import { exampleFiles, examplePack } from '../src/core/rules/example-pack.js';
import { describeCard } from '../src/export/describe.js';
import { labelFromName } from '../src/export/describe-fields.js';
import { cardFileJsonSchema } from '../src/pipeline/schema.js';
import { root } from './helpers.js';

/** One field of each kind (and a shape, a group, lists, an either), labelled or not. */
const TYPES = `shapes:
  power: { kind: integer, min: 0, max: 9, label: Puissance }
cardTypes:
  hero:
    title: Héros
    template: hero
    fields:
      id: id
      name: name
      copies: { kind: copies, optional: true }
      power: power
      speed: { kind: number, label: Vitesse }
      colour: { kind: choice, of: [rouge, noir], label: Couleur }
      flying: { kind: flag, label: Volant }
      hidden: { kind: flag, optional: true }
      startingItem: { kind: ref, to: item }
      secret: { kind: ref, to: secret, key: number, value: { kind: integer, min: 1 }, optional: true, label: Secret }
      text: { kind: text, label: Texte }
      tags: { kind: list, of: line, optional: true, label: Mots-clés }
      stats:
        kind: group
        label: Caractéristiques
        fields:
          force: { kind: power, label: Force }
          ruse: power
      effects:
        kind: list
        optional: true
        label: Effets
        of: { kind: group, fields: { cost: { kind: integer, label: Coût }, text: { kind: text, label: Texte } } }
      range: { kind: either, of: [integer, { kind: string, pattern: "^[0-9]-[0-9]$" }], label: Portée }
      thresholds: { kind: list, of: { kind: list, of: integer }, optional: true, label: Seuils }
      art: { kind: icon, label: Illustration }
      motto: { kind: line, optional: true }
  item:
    title: Objet
    template: item
    fields:
      id: id
      name: name
  secret:
    title: Secret
    template: secret
    fields:
      id: id
      name: name
      number: { kind: integer, min: 1 }
`;

const HERO = `deck: heroes
cards:
  - id: knight
    name: Chevalier
    copies: 2
    power: 4
    speed: 1.5
    colour: noir
    flying: false
    hidden: true
    startingItem: sword
    secret: 1
    text: "Dépensez {PA} : *Charge*."
    tags: [noble, lent]
    stats: { force: 3, ruse: 1 }
    effects:
      - { cost: 1, text: "Piochez une carte." }
      - { cost: 2, text: "*Parade*." }
    range: "1-2"
    thresholds: [[5, 6], [7]]
    art: knight-banner
`;

async function pack(language: string, hero = HERO): Promise<LoadedPack> {
  const base = exampleFiles();
  const files = {
    ...base,
    'game.yaml': base['game.yaml'].replace('language: fr', `language: ${language}`),
    'types.yaml': TYPES,
    'heroes.yaml': hero,
    'items.yaml': 'deck: items\ncards:\n  - { id: sword, name: Épée }\n',
    'secrets.yaml': 'deck: secrets\ncards:\n  - { id: vault, name: Caveau, number: 1 }\n',
  };
  const p = await loadPackFromFiles('example', '', new Map(Object.entries(files)), { def: examplePack });
  expect(p.problems).toEqual([]);
  return p;
}

const knight = (p: LoadedPack) => describeCard(p, p.cards.find((c) => c.id === 'knight')!);

describe("a card's description from its declared fields", () => {
  it('lists every field with a value, in order, labelled, in French', async () => {
    expect(knight(await pack('fr')).split('\n')).toEqual([
      'Puissance\u00a0: 4',
      'Vitesse\u00a0: 1,5',
      'Couleur\u00a0: noir',
      'Volant\u00a0: non',
      'Hidden\u00a0: oui',
      'Starting item\u00a0: Épée',
      'Secret\u00a0: Caveau',
      'Texte\u00a0: Dépensez [PA] : [b]Charge[/b].',
      'Mots-clés\u00a0: noble, lent',
      'Caractéristiques\u00a0:',
      '  Force\u00a0: 3',
      '  Puissance\u00a0: 1',
      'Effets\u00a0:',
      '  – Coût\u00a0: 1',
      '    Texte\u00a0: Piochez une carte.',
      '  – Coût\u00a0: 2',
      '    Texte\u00a0: [b]Parade[/b].',
      'Portée\u00a0: 1-2',
      'Seuils\u00a0:',
      '  – 5, 6',
      '  – 7',
      'Illustration\u00a0: knight-banner',
    ]);
  });

  it('says yes and no, and writes numbers, in English for an English game, and in English for a language the catalogue lacks', async () => {
    for (const language of ['en', 'de']) {
      const text = knight(await pack(language));
      expect(text).toContain('Volant: no\nHidden: yes\n');
      expect(text).toContain('Vitesse: 1.5\n');
    }
  });

  it('leaves out the id, the name and the copies, the fields a card leaves out and empty lists', async () => {
    const bare = HERO.replace(/ {4}hidden: true\n| {4}secret: 1\n| {4}effects:\n.*\n.*\n| {4}thresholds: .*\n/g, '').replace('tags: [noble, lent]', 'tags: []');
    const text = knight(await pack('en', bare));
    expect(text).not.toMatch(/^(Id|Name|Copies|Hidden|Secret|Effets|Seuils|Mots-clés|Motto)\b|Chevalier/m);
    expect(text.split('\n')[0]).toBe('Puissance: 4');
    // An either's other branch: a number.
    expect(knight(await pack('en', HERO.replace('range: "1-2"', 'range: 3')))).toContain('Portée: 3\n');
  });

  it("names a reference by the referenced card's name, or by the value when no card has it", async () => {
    const p = await pack('en');
    const card = p.cards.find((c) => c.id === 'knight')!;
    const text = describeCard(p, { ...card, data: { ...card.data, startingItem: 'lost', secret: 9 } });
    expect(text).toContain('Starting item: lost\nSecret: 9\n');
  });

  it("keeps a pack's own describe", async () => {
    const p = await pack('en');
    const own = { ...p, def: { ...p.def!, describe: () => 'own words' } };
    expect(describeCard(own, p.cards[0])).toBe('own words');
  });
});

describe('labels', () => {
  it('are read from field names when a field has none', () => {
    expect(['startingItem', 'pv', 'attackDice', 'stat2', 'riposte-distance'].map(labelFromName)).toEqual(['Starting item', 'Pv', 'Attack dice', 'Stat 2', 'Riposte distance']);
  });

  it("are the schema's title, which editors show; a use of a shape may give its own", async () => {
    const p = await pack('en');
    const items = (cardFileJsonSchema(p, 'hero', ['heroes']) as { properties: { cards: { items: { properties: Record<string, { title?: string }> } } } }).properties.cards.items.properties;
    expect([items.power.title, items.stats.title, items.startingItem.title]).toEqual(['Puissance', 'Caractéristiques', undefined]);
    expect((items.stats as unknown as { properties: Record<string, { title?: string }> }).properties.force.title).toBe('Force');
  });

  it('must say something, and at most 40 characters, at their place in the types file', async () => {
    const base = exampleFiles();
    for (const label of ['""', `"${'x'.repeat(41)}"`]) {
      const files = { ...base, 'types.yaml': base['types.yaml'].replace('pv: { kind: integer,', `pv: { label: ${label}, kind: integer,`) };
      const p = await loadPackFromFiles('example', '', new Map(Object.entries(files)), { def: examplePack });
      const got = p.problems.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`);
      expect(got.length).toBeGreaterThan(0);
      for (const line of got) expect(line).toMatch(/^types\.yaml:8 core\/types field: label (is blank|must NOT have (fewer|more) than)/);
    }
  });
});

describe('our games without a describe of their own', () => {
  it('read in French: Code Lyoko and the pyramid label their fields', async () => {
    const lyoko = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
    expect(lyoko.def?.describe).toBeUndefined();
    expect(describeCard(lyoko, lyoko.cards.find((c) => c.id === 'kiwi')!)).toBe(
      [
        'Limite\u00a0: 2',
        'Unique\u00a0: oui',
        'Personnage requis\u00a0: Odd',
        'Mode\u00a0: reel',
        'Effets\u00a0:',
        '  – Type d’effet\u00a0: action',
        '    Texte\u00a0: Couche un personnage réel de ton choix. Gagne 1\u00a0coup.',
        'Art\u00a0: sitting-dog',
      ].join('\n'),
    );
    const pyramide = await loadPackFromDir(path.join(root, 'cards', 'pyramide'), 'cards/pyramide');
    expect(pyramide.def?.describe).toBeUndefined();
    expect(describeCard(pyramide, pyramide.cards.find((c) => c.id === 'seuils-de-combat')!).split('\n').slice(0, 4)).toEqual([
      'Dés\u00a0: 5',
      'Dés d’attaque\u00a0: 7',
      'Momie\u00a0: 16, 15, 14, 12',
      'Demi-dieu\u00a0:',
    ]);
  });
});
