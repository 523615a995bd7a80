/** The Tabletop Simulator export, passed through its validator, and the validator itself. */
import { cpSync, existsSync, readdirSync, readFileSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSet, type CardSet } from '../src/export/card-set.js';
import { DEFAULT_TTS_OPTIONS, exportTts, type TtsOptions } from '../src/tts/export-tts.js';
import { folderName, installSavedObjects, savedObjectsDir } from '../src/tts/install.js';
import type { TtsObject, TtsSave } from '../src/tts/saved-object.js';
import { validateSave } from '../src/tts/validate-save.js';
import { copiedTo, renderedSubset } from './export-fixture.js';
import { escapeRegExp, filesUnder, tempDir } from './helpers.js';

let set: CardSet;
beforeAll(async () => {
  set = (await renderedSubset()).set;
});

async function exportTo(opts: Partial<TtsOptions> = {}, outDir = tempDir('deckwright-tts-'), cards = set) {
  const report = await exportTts('codex', cards, outDir, { ...DEFAULT_TTS_OPTIONS, ...opts });
  const read = (name: string) => JSON.parse(readFileSync(path.join(outDir, name), 'utf8')) as TtsSave;
  return { report, outDir, read };
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('tts export', () => {
  it('writes valid saved objects: one per deck and the whole game, with thumbnails', async () => {
    const { report, outDir, read } = await exportTo();
    expect(report.problems).toEqual([]);
    expect(readdirSync(outDir).filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort()).toEqual([
      'codex-boss.json',
      'codex-personnages.json',
      'codex-secrets.json',
      'codex.json',
    ]);
    for (const f of report.objects) {
      expect(await validateSave(JSON.parse(readFileSync(f, 'utf8')))).toEqual([]);
      expect(existsSync(f.replace(/\.json$/, '.png'))).toBe(true);
    }
    const game = read('codex.json');
    const [personnages, secrets, boss, ...dice] = game.ObjectStates;
    expect([personnages.Name, secrets.Name, boss.Name]).toEqual(['Deck', 'Deck', 'Deck']);
    // Keys numbered across the game; CardID = key × 100 + index; DeckIDs follow the cards.
    expect(Object.keys(personnages.CustomDeck!)).toEqual(['1']);
    expect(Object.keys(secrets.CustomDeck!)).toEqual(['2']);
    expect(personnages.DeckIDs).toEqual([100, 101, 102, 103]);
    expect(personnages.ContainedObjects!.map((c) => c.CardID)).toEqual(personnages.DeckIDs);
    // A card reads by hovering: its name, its text.
    const obstine = personnages.ContainedObjects![0];
    expect(obstine.Nickname).toBe('Obstiné');
    expect(obstine.Description).toContain('Objet de départ\u00a0: Mousquet du Vétéran');
    expect(obstine.Description).toContain('[b][Vous avez 3\u00a0PV ou moins][/b]');
    // Secrets have a back each: a second sheet in the same grid.
    const entry = secrets.CustomDeck!['2'];
    expect(entry).toMatchObject({ NumWidth: 3, NumHeight: 3, UniqueBack: true, BackIsHidden: true, Type: 0 });
    expect(entry.BackURL).toMatch(/secrets-backs-[0-9a-f]{12}\.png$/);
    expect(personnages.CustomDeck!['1'].UniqueBack).toBe(false);
    // CODEX's 8 dice: 4 coloured and 4 white d6.
    expect(dice.map((d) => d.Name)).toEqual(Array(8).fill('Die_6'));
    expect(dice[0]).toMatchObject({ Nickname: 'Dé rouge', ColorDiffuse: { r: 0.753, g: 0.224, b: 0.169 } });
    // Every GUID of the game is its own.
    const all: TtsObject[] = [];
    const walk = (o: TtsObject) => (all.push(o), o.ContainedObjects?.forEach(walk));
    game.ObjectStates.forEach(walk);
    expect(new Set(all.map((o) => o.GUID)).size).toBe(all.length);
  });

  it('uses local file URLs by default and the hosting URL with --base-url', async () => {
    const local = await exportTo();
    const url = local.read('codex-boss.json').ObjectStates[0].CustomDeck!['3'].FaceURL;
    expect(url).toMatch(/^file:\/\/\/.+\/images\/boss-faces-[0-9a-f]{12}\.png$/);
    const hosted = await exportTo({ baseUrl: 'https://example.org/codex/' });
    expect(hosted.report.problems).toEqual([]);
    expect(hosted.read('codex-boss.json').ObjectStates[0].CustomDeck!['3'].FaceURL).toMatch(
      /^https:\/\/example\.org\/codex\/boss-faces-[0-9a-f]{12}\.png$/,
    );
  });

  it('writes a deck of one card as a Card, and puts the dice in a bag on request', async () => {
    const one: CardSet = { ...set, decks: set.decks.filter((d) => d.deck.id === 'boss').map((d) => ({ ...d, cards: d.cards.slice(0, 1) })) };
    const { report, read } = await exportTo({ dice: 'bag', format: 'jpeg' }, undefined, one);
    expect(report.problems).toEqual([]);
    const [card, bag] = read('codex.json').ObjectStates;
    expect(card).toMatchObject({ Name: 'Card', Nickname: 'Peintre', CardID: 100 });
    expect(card.CustomDeck!['1']).toMatchObject({ NumWidth: 1, NumHeight: 1 });
    expect(card.CustomDeck!['1'].FaceURL).toMatch(/\.jpg$/);
    expect(bag).toMatchObject({ Name: 'Bag', Nickname: 'Dice' });
    expect(bag.ContainedObjects).toHaveLength(8);
  });

  it('exports a deck the game uses in several copies (`sets: 2`) as that many decks, in its own file and the game\'s', async () => {
    const two: CardSet = { ...set, decks: set.decks.map((d) => (d.deck.id === 'boss' ? { ...d, deck: { ...d.deck, sets: 2 } } : d)) };
    const { report, read } = await exportTo({}, undefined, two);
    expect(report.problems).toEqual([]);
    const game = read('codex.json');
    const decks = game.ObjectStates.filter((o) => o.Name === 'Deck');
    expect(decks.map((d) => d.Nickname)).toEqual(['Personnages', 'Secrets', 'Boss (1/2)', 'Boss (2/2)']);
    expect(decks.map((d) => d.GMNotes)).toEqual(['personnages', 'secrets', 'boss', 'boss~2']);
    const [first, second] = decks.slice(2);
    // The same cards on the same sheet, each copy its own objects at its own place.
    expect(second.CustomDeck).toEqual(first.CustomDeck);
    expect(second.DeckIDs).toEqual(first.DeckIDs);
    expect(second.ContainedObjects!.map((c) => c.Nickname)).toEqual(first.ContainedObjects!.map((c) => c.Nickname));
    expect(second.Transform!.posX).not.toBe(first.Transform!.posX);
    const all: TtsObject[] = [];
    const walk = (o: TtsObject) => (all.push(o), o.ContainedObjects?.forEach(walk));
    game.ObjectStates.forEach(walk);
    expect(new Set(all.map((o) => o.GUID)).size).toBe(all.length);
    expect(await validateSave(game)).toEqual([]);
    // The deck's own file holds both copies; the other decks stay one.
    expect(read('codex-boss.json').ObjectStates.map((o) => o.Nickname)).toEqual(['Boss (1/2)', 'Boss (2/2)']);
    expect(read('codex-secrets.json').ObjectStates.map((o) => o.Nickname)).toEqual(['Secrets']);
  });

  it('names images by content, so an edited card gets a new URL, and makes nothing when nothing changed', async () => {
    const first = await exportTo();
    expect(first.report.images.every((i) => i.written)).toBe(true);
    const again = await exportTo({}, first.outDir);
    expect(again.report.images.some((i) => i.written)).toBe(false);
    // Same bytes for the same cards, from scratch.
    const other = await exportTo();
    const names = (dir: string) => readdirSync(path.join(dir, 'images')).sort();
    expect(names(other.outDir)).toEqual(names(first.outDir));
    // Another size limit makes other sheets, under other names, and the old ones go.
    const smaller = await exportTo({ maxSize: 1024 }, first.outDir);
    expect(smaller.report.problems).toEqual([]);
    expect(names(first.outDir)).not.toEqual(names(other.outDir));
    expect(names(first.outDir)).toHaveLength(6);
  });

  it('writes its cache with sorted keys, not in the order the sheets (made two at a time) finish', async () => {
    const { outDir } = await exportTo();
    const cache = JSON.parse(readFileSync(path.join(outDir, '.tts-cache.json'), 'utf8')) as { images: object; thumbs: object };
    expect(Object.keys(cache.images)).toEqual(Object.keys(cache.images).sort());
    expect(Object.keys(cache.thumbs)).toEqual(Object.keys(cache.thumbs).sort());
  });

  it('makes again a sheet or a thumbnail whose file was damaged', async () => {
    const first = await exportTo();
    const before = filesUnder(first.outDir);
    const sheet = first.report.images[0].file;
    truncateSync(sheet, 500);
    truncateSync(path.join(first.outDir, 'codex.png'), 10);
    const again = await exportTo({}, first.outDir);
    expect(again.report.images.filter((i) => i.written).map((i) => i.file)).toEqual([sheet]);
    expect(filesUnder(first.outDir)).toEqual(before);
  });

  it('names a card image that sharp cannot read, and says to build again', async () => {
    const { pack, dir, images } = await renderedSubset();
    const copy = path.join(tempDir(), 'cards');
    cpSync(dir, copy, { recursive: true });
    const damaged = path.join(copy, 'personnages', 'obstine.png');
    truncateSync(damaged, 100);
    await expect(exportTo({}, undefined, cardSet(pack, copiedTo(images, copy)))).rejects.toThrow(
      // libvips words the cause differently under load ("libpng read error", "Warning treated as error"…): the file and the fix are what matter.
      new RegExp(`^cannot read ${escapeRegExp(damaged)} \\(.+\\): the file is damaged; build again to redo it$`),
    );
  });

  it('installs into the Saved Objects folder, and knows where TTS keeps it', async () => {
    const { outDir } = await exportTo();
    const target = tempDir('deckwright-saved-');
    const dest = await installSavedObjects(outDir, 'CODEX: la suite?', target);
    expect(dest).toBe(path.join(target, 'CODEX la suite'));
    expect(readdirSync(dest).sort()).toContain('codex.json');
    expect(readdirSync(dest).sort()).toContain('codex.png');
    expect(readdirSync(dest).filter((f) => f.startsWith('.'))).toEqual([]);
    expect(folderName('a/b')).toBe('ab');
    expect(savedObjectsDir('win32', { USERPROFILE: 'C:\\Users\\ana' }, 'C:\\Users\\ana')).toBe(
      'C:\\Users\\ana\\Documents\\My Games\\Tabletop Simulator\\Saves\\Saved Objects',
    );
    expect(savedObjectsDir('darwin', {}, '/Users/ana')).toBe('/Users/ana/Library/Tabletop Simulator/Saves/Saved Objects');
    expect(savedObjectsDir('linux', {}, '/home/ana')).toBe('/home/ana/.local/share/Tabletop Simulator/Saves/Saved Objects');
    await expect(installSavedObjects(outDir, 'CODEX')).rejects.toThrow(savedObjectsDir() === '' ? /./ : /Tabletop Simulator|Saved Objects/);
  });
});

describe('tts validator', () => {
  let good: TtsSave;
  beforeAll(async () => {
    good = (await exportTo()).read('codex.json');
  });
  const problems = async (edit: (s: TtsSave) => void) => {
    const s = clone(good);
    edit(s);
    return (await validateSave(s)).join('\n');
  };

  it('accepts what the exporter writes', async () => {
    expect(await validateSave(good)).toEqual([]);
  });

  it('finds a CardID with no CustomDeck, or outside its sheet', async () => {
    expect(await problems((s) => (s.ObjectStates[0].ContainedObjects![1].CardID = 901))).toMatch(/CardID 901 refers to CustomDeck 9, which is not declared/);
    expect(await problems((s) => {
      const deck = s.ObjectStates[0];
      deck.ContainedObjects![1].CardID = 150;
      deck.DeckIDs![1] = 150;
    })).toMatch(/CardID 150 is cell 50, outside the 4×1 sheet/);
  });

  it('finds DeckIDs out of step with the cards, duplicate GUIDs, a one-card Deck', async () => {
    expect(await problems((s) => s.ObjectStates[0].DeckIDs!.reverse())).toMatch(/DeckIDs .* are not the CardIDs of its cards in order/);
    expect(await problems((s) => (s.ObjectStates[1].GUID = s.ObjectStates[0].GUID))).toMatch(/GUID [0-9a-f]{6} is used twice/);
    expect(await problems((s) => {
      const deck = s.ObjectStates[0];
      deck.ContainedObjects = deck.ContainedObjects!.slice(0, 1);
      deck.DeckIDs = deck.DeckIDs!.slice(0, 1);
    })).toMatch(/a Deck holds at least two cards/);
  });

  it('finds a key that means two sheets, a missing image and a grid the image does not divide into', async () => {
    expect(await problems((s) => {
      s.ObjectStates[1].CustomDeck!['1'] = s.ObjectStates[0].CustomDeck!['1'];
      s.ObjectStates[1].CustomDeck!['1'] = { ...s.ObjectStates[1].CustomDeck!['1'], FaceURL: s.ObjectStates[1].CustomDeck!['2'].FaceURL };
    })).toMatch(/CustomDeck key 1 names another sheet/);
    expect(await problems((s) => {
      const e = { ...s.ObjectStates[0].CustomDeck!['1'], FaceURL: 'file:///nowhere/faces.png' };
      s.ObjectStates[0].CustomDeck!['1'] = e;
      for (const c of s.ObjectStates[0].ContainedObjects!) c.CustomDeck!['1'] = e;
    })).toMatch(/image file:\/\/\/nowhere\/faces\.png does not exist/);
    expect(await problems((s) => {
      const e = { ...s.ObjectStates[0].CustomDeck!['1'], NumWidth: 3 };
      s.ObjectStates[0].CustomDeck!['1'] = e;
      for (const c of s.ObjectStates[0].ContainedObjects!) c.CustomDeck!['1'] = e;
    })).toMatch(/is 2980×1040 px, which does not divide into 3×1 cells/);
  });
});
