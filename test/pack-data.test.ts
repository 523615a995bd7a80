/**
 * What a pack holds besides card files: data files with their own declared types (in the pack
 * folder or a subfolder), a section of the manifest of its own (`options:`), and decks made by
 * rule (rank × suit). Each is loaded with positions and checked with located errors like cards.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir, loadPackFromFiles } from '../src/core/pack.js';
import { exampleFiles, examplePack } from '../src/core/rules/example-pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { LIMITS } from '../src/core/limits.js';
import { buildGame } from '../src/pipeline/build.js';
import { resolveGames } from '../src/pipeline/games.js';
import { validateSave } from '../src/tts/validate-save.js';
import type { TtsSave } from '../src/tts/saved-object.js';
import { readPdf } from './pdf-reader.js';
import { copyPack, fixtures, tempDir } from './helpers.js';
import { readdirSync, readFileSync } from 'node:fs';

const TYPES_EXTRA = `dataTypes:
  party:
    kind: group
    fields:
      name: { kind: line, max: 40 }
      heroes: { kind: list, of: { kind: ref, to: hero }, min: 1 }
      motto: { kind: text, optional: true }
      banner: { kind: icon, optional: true }
options:
  turns: { kind: integer, min: 1, max: 30, default: 12, description: how many turns a game lasts }
  variant: { kind: choice, of: [standard, court], optional: true }
`;

function files(over: Record<string, string> = {}, manifestExtra = 'data:\n  - { id: parties, type: party, path: parties/ }\n'): Map<string, string> {
  const base = exampleFiles();
  return new Map(
    Object.entries({
      ...base,
      'game.yaml': base['game.yaml'] + manifestExtra,
      'types.yaml': base['types.yaml'] + TYPES_EXTRA,
      'parties/first.yaml': 'name: La Compagnie\nheroes: [knight]\nmotto: En avant {PA}.\n',
      ...over,
    }),
  );
}

const located = async (f: Map<string, string>) =>
  (await checkLoadedPack(await loadPackFromFiles('example', '', f, { def: examplePack }), { layout: false })).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`);

describe('data files', () => {
  it('are loaded with their type and checked clean', async () => {
    const pack = await loadPackFromFiles('example', '', files(), { def: examplePack });
    expect(pack.problems).toEqual([]);
    expect(pack.data.map((d) => [d.set, d.type, d.src.file, d.valid])).toEqual([['parties', 'party', 'parties/first.yaml', true]]);
    expect(pack.cards).toHaveLength(3);
    expect(await located(files())).toEqual([]);
  });

  it('get located schema errors, and the core rules look inside them', async () => {
    const got = await located(files({ 'parties/first.yaml': 'name: La Compagnie\nheroes: [knigth]\nmotto: En avant {PV}.\nbanner: flagg\n' }));
    expect(got).toEqual([
      expect.stringMatching(/^parties\/first\.yaml:2:10 core\/reference heroes\.0 refers to "knigth", but no hero card has that id; did you mean "knight"\?/),
      expect.stringMatching(/^parties\/first\.yaml:3:17 core\/text-markup unknown symbol \{PV\}/),
      expect.stringMatching(/^parties\/first\.yaml:4:9 core\/unknown-icon unknown icon 'flagg'/),
    ]);
    expect(await located(files({ 'parties/first.yaml': 'name: La Compagnie\nheros: [knight]\n' }))).toEqual([
      expect.stringMatching(/^parties\/first\.yaml:1:1 core\/schema parties\/first\.yaml: missing required key 'heroes'/),
      expect.stringMatching(/^parties\/first\.yaml:2:1 core\/schema .*unknown key 'heros'; did you mean 'heroes'\?/),
    ]);
  });

  it('a set of an unknown type or with no file is an error at its declaration', async () => {
    expect(await located(files({}, 'data:\n  - { id: parties, type: partie, path: parties/ }\n'))).toEqual([
      expect.stringMatching(/^game\.yaml:\d+:26 core\/schema no data type 'partie'; did you mean 'party'\?/),
    ]);
    expect(await located(files({}, 'data:\n  - { id: parties, type: party, path: groupes/ }\n'))).toEqual([
      expect.stringMatching(/^game\.yaml:\d+:39 core\/schema data 'parties': the folder groupes\/ holds no \.yaml file/),
    ]);
  });

  it('are read from the subfolder the manifest names, and only from it', async () => {
    const dir = tempDir();
    for (const [name, text] of files({ 'old/ignored.yaml': 'not: [a card' })) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    const pack = await loadPackFromDir(dir, 'cards/example');
    expect(pack.problems).toEqual([]);
    expect(pack.data.map((d) => d.src.file)).toEqual([path.join('cards/example', 'parties/first.yaml')]);
  });
});

describe('a pack folder of too many files', () => {
  it('stops reading at the limit, with an error at the first file left out', async () => {
    const dir = tempDir();
    for (const [name, text] of files()) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    for (let i = 0; i < LIMITS.packFiles; i++) writeFileSync(path.join(dir, 'parties', `p${String(i).padStart(4, '0')}.yaml`), 'name: P\nheroes: [knight]\n');
    const pack = await loadPackFromDir(dir, 'cards/example');
    expect(pack.problems.map((p) => `${p.file} ${p.rule} ${p.message}`)).toEqual([
      expect.stringMatching(/^cards\/example\/parties\/p1994\.yaml core\/pack-files parties\/p1994\.yaml and the files after it are not read: a pack reads at most 2,000 YAML files/),
    ]);
  });
});

describe("a pack's own options", () => {
  it('get their defaults, and pack code reads them from the manifest', async () => {
    const pack = await loadPackFromFiles('example', '', files({}, 'options: { variant: court }\n'), { def: examplePack });
    expect(pack.problems).toEqual([]);
    expect(pack.manifest!.options).toEqual({ variant: 'court', turns: 12 });
  });

  it('are checked against their declaration, at their line', async () => {
    expect(await located(files({}, 'options: { turns: 40, varient: court }\n'))).toEqual([
      expect.stringMatching(/^game\.yaml:\d+:19 core\/schema options: turns must be <= 30, got 40/),
      expect.stringMatching(/^game\.yaml:\d+:23 core\/schema options: unknown key 'varient'; did you mean 'variant'\?/),
    ]);
  });

  it('are refused by a pack that declares none', async () => {
    expect(await located(new Map(Object.entries({ ...exampleFiles(), 'game.yaml': `${exampleFiles()['game.yaml']}options: { turns: 12 }\n` })))).toEqual([
      expect.stringMatching(/^game\.yaml:\d+:12 core\/schema options: this pack declares no options/),
    ]);
  });
});

describe('decks made by rule', () => {
  const standard = (cardType: string, generate: string, count: number) => {
    const base = exampleFiles();
    return new Map(
      Object.entries({
        ...base,
        'game.yaml': base['game.yaml'].replace(
          'types: types.yaml',
          `  - id: jeu
    name: Jeu de 52
    type: carte
    count: ${count}
    color: "#222222"
    generate: ${generate}
    back: { template: back, icon: card-random, label: Carte }
types: types.yaml`,
        ),
        'types.yaml': `${base['types.yaml']}  carte:
    title: Carte
    template: item
    fields:
${cardType}`,
      }),
    );
  };
  const fields = '      id: id\n      rank: { kind: choice, of: [As, "2", "3", "4", "5", "6", "7", "8", "9", "10", Valet, Dame, Roi] }\n      suit: { kind: choice, of: [Pique, Cœur, Carreau, Trèfle] }\n';
  const ranks = '{ ranks: [As, "2", "3", "4", "5", "6", "7", "8", "9", "10", Valet, Dame, Roi], suits: [Pique, Cœur, Carreau, Trèfle] }';

  it('hold one card per rank and suit, with ids made of both', async () => {
    const pack = await loadPackFromFiles('example', '', standard(fields, ranks, 52), { def: examplePack });
    expect(pack.problems).toEqual([]);
    const deck = pack.cards.filter((c) => c.deck.id === 'jeu');
    expect(deck).toHaveLength(52);
    expect(deck.slice(0, 2).map((c) => c.data)).toEqual([
      { id: 'as-pique', rank: 'As', suit: 'Pique' },
      { id: '2-pique', rank: '2', suit: 'Pique' },
    ]);
    expect(deck.map((c) => c.id)).toContain('roi-coeur');
    expect(await located(standard(fields, ranks, 52))).toEqual([]);
  });

  it('take ids of their own when the rule says how ("donne-{rank}-{suit}"), and a bad pattern is refused at its line', async () => {
    const pack = await loadPackFromFiles('example', '', standard(fields, '{ ranks: [As, "10"], suits: [Pique], id: "donne-{rank}-{suit}" }', 2), { def: examplePack });
    expect(pack.problems).toEqual([]);
    expect(pack.cards.filter((c) => c.deck.id === 'jeu').map((c) => c.id)).toEqual(['donne-as-pique', 'donne-10-pique']);
    expect(await located(standard(fields, '{ ranks: [As], suits: [Pique], id: "{rank}" }', 1))).toEqual([expect.stringMatching(/^game\.yaml:\d+:\d+ core\/schema .*generate\.id/)]);
  });

  it('may name a data file of the pack for their templates, and one the pack lacks is an error at its line', async () => {
    const files = standard(fields, '{ ranks: [As], suits: [Pique] }', 1);
    files.set('game.yaml', files.get('game.yaml')!.replace('    generate:', '    data: tables.yaml\n    generate:'));
    expect(await located(files)).toEqual([expect.stringMatching(/^game\.yaml:\d+:11 core\/schema deck 'jeu' draws tables\.yaml, which is not a data file of the pack; declare the file under `data:`/)]);
  });

  it('are counted, and checked against their card type at the rule', async () => {
    expect(await located(standard(fields, ranks, 54))).toEqual([expect.stringMatching(/core\/manifest-count deck 'jeu' should have 54 card\(s\) but has 52/)]);
    const got = await located(standard(fields, '{ ranks: [As, Joker], suits: [Pique] }', 2));
    expect(got).toEqual([expect.stringMatching(/^game\.yaml:\d+:17 core\/schema Carte 'joker-pique' \(generated\): rank has an unexpected value "Joker"/)]);
  });
});

describe('a deck made by rule, built', () => {
  it('is drawn, printed and exported like any deck (test/fixtures/standard-deck)', async () => {
    const { cwd } = copyPack(path.join(fixtures, 'standard-deck'), 'standard-deck');
    const result = await buildGame(resolveGames(['standard-deck'], cwd)[0], { cwd });
    expect(result.diagnostics).toEqual([]);
    const dist = path.join(cwd, 'dist', 'standard-deck');
    expect(readdirSync(path.join(dist, 'cards', 'jeu')).filter((f) => f.endsWith('.png')).sort()).toEqual(
      ['2-coeur', '2-pique', '_back', 'as-coeur', 'as-pique', 'roi-coeur', 'roi-pique'].map((n) => `${n}.png`),
    );
    const pages = await readPdf(path.join(dist, 'print', 'standard-deck-a4.pdf'), { text: true });
    expect(pages).toHaveLength(4);
    expect(pages[0].text).toMatch(/Jeu[^\n]*6/);
    expect(pages[2].images).toHaveLength(6);
    const save = JSON.parse(readFileSync(path.join(dist, 'tts', 'standard-deck.json'), 'utf8')) as TtsSave;
    expect(await validateSave(save)).toEqual([]);
    const deck = save.ObjectStates[0];
    expect(deck.ContainedObjects!.map((c) => c.Nickname)).toEqual(['As de Pique', '2 de Pique', 'Roi de Pique', 'As de Cœur', '2 de Cœur', 'Roi de Cœur']);
    // A pack without code: each card's description lists its declared fields, by their French labels.
    expect(deck.ContainedObjects!.map((c) => c.Description).slice(0, 2)).toEqual(['Valeur\u00a0: As\nCouleur\u00a0: Pique', 'Valeur\u00a0: 2\nCouleur\u00a0: Pique']);
  }, 120_000);
});
