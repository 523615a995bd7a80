/**
 * The Tabletop Simulator table of the Sokar pyramid (<game>-table.json): the board at its size, a
 * hand zone per seat with its cards dealt into it, the chests' tiles face down on the chests, the
 * rest beside the board; through the validator, the same bytes twice, and a layout's mistakes told.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedPack } from '../src/core/pack.js';
import type { TableLayout } from '../src/core/pack-types.js';
import type { CardSet } from '../src/export/card-set.js';
import { cellsOf } from '../src/games/pyramide/map/grid.js';
import { mapsOf } from '../src/games/pyramide/map/maps.js';
import { DEFAULT_TTS_OPTIONS, exportTts, type TtsReport } from '../src/tts/export-tts.js';
import type { TtsObject, TtsSave } from '../src/tts/saved-object.js';
import { TableLayoutError } from '../src/tts/table-plan.js';
import { TTS_TILE_HEIGHT_MM } from '../src/tts/tts-scale.js';
import { validateSave } from '../src/tts/validate-save.js';
import { tempDir } from './helpers.js';
import { renderedPack } from './rendered-packs.js';
import { boardOf, cellOnTable } from './pyramide-board-on-table.js';

let pack: LoadedPack;
let set: CardSet;
let layout: TableLayout;
let outDir: string;
let report: TtsReport;
const tableFile = () => path.join(outDir, 'pyramide-table.json');
const read = (): TtsSave => JSON.parse(readFileSync(tableFile(), 'utf8')) as TtsSave;

beforeAll(async () => {
  ({ pack, set } = await renderedPack('pyramide'));
  layout = pack.def!.table!(pack);
  outDir = tempDir('deckwright-table-tts-');
  report = await exportTts('pyramide', set, outDir, DEFAULT_TTS_OPTIONS, undefined, layout);
}, 120_000);

/** Every object of the save, those in bags and decks included. */
function everything(save: TtsSave): TtsObject[] {
  const all: TtsObject[] = [];
  const walk = (o: TtsObject) => (all.push(o), o.ContainedObjects?.forEach(walk));
  save.ObjectStates.forEach(walk);
  return all;
}

/** Whether a point lies in a zone turned by a quarter turn or none: its box's half sizes, swapped when turned sideways. */
function inZone(zone: TtsObject, o: TtsObject): boolean {
  const z = zone.Transform;
  const sideways = Math.round(z.rotY / 90) % 2 === 1;
  const [hx, hz] = sideways ? [z.scaleZ / 2, z.scaleX / 2] : [z.scaleX / 2, z.scaleZ / 2];
  const t = o.Transform;
  return Math.abs(t.posX - z.posX) <= hx && Math.abs(t.posZ - z.posZ) <= hz && Math.abs(t.posY - z.posY) <= z.scaleY / 2;
}

/** GUID → colour of the cards the layout deals into hands (the decks named in each seat's hand). */
function dealtHands(save: TtsSave): Map<string, string> {
  const hands = new Map<string, string>();
  for (const seat of layout.seats) {
    for (const deck of seat.hand) for (const o of save.ObjectStates.filter((o) => o.GMNotes.startsWith(`${deck}/`))) hands.set(o.GUID, seat.colour);
  }
  return hands;
}

const board = boardOf;
const chestTiles = (save: TtsSave) => save.ObjectStates.filter((o) => o.GMNotes === 'coffres');

/** Each chest cell's centre on the table and a cell's side there (pyramide-board-on-table.ts). */
function chestCentres(save: TtsSave): { x: number; z: number; cell: number }[] {
  const [map] = mapsOf(pack);
  return cellsOf(map.grid, 'chest').map((c) => {
    const { x, z, side } = cellOnTable(pack, save, c.row * map.grid.cols + c.col);
    return { x, z, cell: side };
  });
}

describe('the Sokar pyramid on a Tabletop Simulator table', () => {
  it('writes one saved object and its thumbnail, which pass the validator with the hands dealt', async () => {
    expect(report.problems).toEqual([]);
    expect(report.objects).toContain(tableFile());
    expect(existsSync(tableFile().replace(/\.json$/, '.png'))).toBe(true);
    const save = read();
    expect(save.SaveName).toBe('La pyramide de Sokar\u00a0: la table');
    const hands = dealtHands(save);
    expect(hands.size).toBe(8 * 9);
    expect(await validateSave(save, { hands })).toEqual([]);
    const all = everything(save);
    expect(new Set(all.map((o) => o.GUID)).size).toBe(all.length);
  });

  it('lays the board once, as a Custom_Board of the board’s size', () => {
    const boards = everything(read()).filter((o) => o.Name === 'Custom_Board');
    expect(boards).toHaveLength(1);
    const [b] = boards;
    expect(b.Nickname).toBe('La chambre de Sokar');
    expect(b.CustomImage!.ImageURL).toMatch(/images\/plateau-front-[0-9a-f]{12}\.png$/);
    // 450 mm tall beside 88 mm cards that TTS shows 88.9 mm tall.
    expect(b.Transform.scaleX).toBe(b.Transform.scaleZ);
    expect(b.Transform.scaleZ * TTS_TILE_HEIGHT_MM).toBeCloseTo((450 * 88.9) / 88, 1);
  });

  it('has nine hand zones, one Black, each adventurer’s nine actions in its own', () => {
    const save = read();
    const zones = save.ObjectStates.filter((o) => o.Name === 'HandTrigger');
    expect(zones).toHaveLength(9);
    expect(zones.filter((z) => z.FogColor === 'Black').map((z) => z.Nickname)).toEqual(['Le dieu']);
    expect(new Set(zones.map((z) => z.FogColor)).size).toBe(9);
    const adventurers = pack.cards.filter((c) => c.deck.id === 'aventuriers');
    expect(adventurers).toHaveLength(8);
    for (const a of adventurers) {
      const zone = zones.find((z) => z.Nickname === a.data.name)!;
      expect(zone, a.id).toBeDefined();
      const actions = save.ObjectStates.filter((o) => o.GMNotes.startsWith(`actions-${a.id}/`));
      expect(actions, a.id).toHaveLength(9);
      for (const card of actions) {
        expect(inZone(zone, card), `${card.GMNotes} in ${zone.FogColor}`).toBe(true);
        for (const other of zones.filter((z) => z !== zone)) expect(inZone(other, card)).toBe(false);
      }
      // Its card face up before it, out of every zone (a zone would take it into the hand).
      const own = save.ObjectStates.find((o) => o.GMNotes === `aventuriers/${a.id}`)!;
      expect(own.Transform.rotZ).toBe(0);
      expect(zones.some((z) => inZone(z, own))).toBe(false);
      expect(Math.hypot(own.Transform.posX, own.Transform.posZ)).toBeLessThan(Math.hypot(zone.Transform.posX, zone.Transform.posZ));
    }
    // The god's reference card and demigods lie before its seat, face up; nothing is dealt into its hand.
    const god = zones.find((z) => z.FogColor === 'Black')!;
    const before = save.ObjectStates.filter((o) => o.GMNotes === 'aide/seuils-de-combat' || o.GMNotes.startsWith('demi-dieux/'));
    expect(before).toHaveLength(5);
    for (const o of before) {
      expect(o.Transform.rotZ).toBe(0);
      expect(Math.sign(o.Transform.posZ)).toBe(Math.sign(god.Transform.posZ));
    }
    expect(save.ObjectStates.filter((o) => inZone(god, o))).toEqual([god]);
  });

  it('deals the chests’ tiles face down, one on each chest cell, their values hidden; nothing else lies on a chest', async () => {
    const save = read();
    const tiles = chestTiles(save);
    const chests = chestCentres(save);
    expect(tiles).toHaveLength(7);
    const unplaced = new Set(chests);
    for (const t of tiles) {
      expect(t.Transform.rotZ).toBe(180);
      // Nothing on the table tells a tile's value until it is turned.
      expect([t.Nickname, t.Description, t.GMNotes]).toEqual(['Valeurs des coffres', '', 'coffres']);
      const chest = chests.find((c) => Math.abs(c.x - t.Transform.posX) < 0.01 && Math.abs(c.z - t.Transform.posZ) < 0.01);
      expect(chest, `tile at ${t.Transform.posX}, ${t.Transform.posZ}`).toBeDefined();
      unplaced.delete(chest!);
    }
    expect(unplaced.size).toBe(0);
    for (const o of save.ObjectStates.filter((o) => !tiles.includes(o) && o.Name !== 'Custom_Board')) {
      for (const c of chests) expect(Math.abs(o.Transform.posX - c.x) < c.cell / 2 && Math.abs(o.Transform.posZ - c.z) < c.cell / 2, o.GMNotes).toBe(false);
    }
    // The tiles dealt are the map's values; the one it does not use stays beside the board.
    const coffres = set.decks.find((d) => d.deck.id === 'coffres')!;
    const valueOf = (cardId: number) => pack.cards.find((c) => c.deck.id === 'coffres' && c.id === coffres.cards[cardId % 100].id.split('~')[0])!.data.value;
    expect(tiles.map((t) => valueOf(t.CardID!)).sort()).toEqual([...mapsOf(pack)[0].data.values].sort());
    const rest = save.ObjectStates.filter((o) => o.GMNotes.startsWith('coffres/'));
    expect(rest.map((o) => [o.Name, o.Transform.rotZ, valueOf(o.CardID!)])).toEqual([['Card', 180, 3]]);
    // On the board image, under each tile, a chest is drawn: its gold a little off the cell's centre.
    const { default: sharp } = await import('sharp');
    const url = board(save).CustomImage!.ImageURL;
    const image = await sharp(path.join(outDir, 'images', url.split('/').pop()!)).raw().toBuffer({ resolveWithObject: true });
    const t = board(save).Transform;
    const height = (t.scaleZ * TTS_TILE_HEIGHT_MM) / 25.4;
    const width = (height * image.info.width) / image.info.height;
    for (const tile of tiles) {
      const x = Math.round(((tile.Transform.posX + chests[0].cell * 0.4 - t.posX) / width + 0.5) * image.info.width);
      const y = Math.round((0.5 - (tile.Transform.posZ - t.posZ) / height) * image.info.height);
      const i = (y * image.info.width + x) * image.info.channels;
      expect([...image.data.subarray(i, i + 3)]).toEqual([0xc9, 0x9a, 0x2e]);
    }
  });

  it('puts every card and piece of the game on the table once, and the dice', () => {
    const all = everything(read());
    const cards = all.filter((o) => o.Name === 'Card');
    expect(cards).toHaveLength(set.decks.reduce((n, d) => n + d.cards.length, 0));
    for (const deck of set.decks) {
      const count = deck.deck.id === 'coffres' ? cards.filter((c) => c.GMNotes === 'coffres' || c.GMNotes.startsWith('coffres/')).length : cards.filter((c) => c.GMNotes.startsWith(`${deck.deck.id}/`)).length;
      expect(count, deck.deck.id).toBe(deck.cards.length);
    }
    for (const piece of set.components) {
      const copies = all.filter((o) => (o.Name === 'Custom_Tile' || o.Name === 'Custom_Board') && (o.GMNotes === piece.component.id || o.GMNotes.startsWith(`${piece.component.id}/`)));
      expect(copies, piece.component.id).toHaveLength(piece.count);
    }
    const dice = pack.manifest!.components!.filter((c) => c.kind === 'die').reduce((n, c) => n + c.count, 0);
    expect(all.filter((o) => o.Name === 'Die_6')).toHaveLength(dice);
    // Pawns before their seats, not in a bag; what the layout leaves lies east of the board.
    expect(read().ObjectStates.filter((o) => o.GMNotes.startsWith('pion-'))).toHaveLength(8);
    const east = board(read()).Transform.posX + (board(read()).Transform.scaleX * TTS_TILE_HEIGHT_MM * (400 / 450)) / 25.4 / 2;
    for (const o of read().ObjectStates.filter((o) => o.Name === 'Bag' || o.Name.startsWith('Die_'))) expect(o.Transform.posX, o.GMNotes).toBeGreaterThan(east);
  });

  it('writes the same bytes on a second export, and makes no image again', async () => {
    const before = readFileSync(tableFile());
    const again = await exportTts('pyramide', set, outDir, DEFAULT_TTS_OPTIONS, undefined, pack.def!.table!(pack));
    expect(again.problems).toEqual([]);
    expect(again.images.some((i) => i.written)).toBe(false);
    expect(readFileSync(tableFile()).equals(before)).toBe(true);
  });
});

describe('a table layout’s mistakes', () => {
  /** What exporting with the layout edited by `edit` throws; nothing is written. */
  const refused = async (edit: (l: TableLayout) => void) => {
    const bad = structuredClone(layout);
    edit(bad);
    const dir = tempDir('deckwright-table-bad-');
    const error = await exportTts('pyramide', set, dir, DEFAULT_TTS_OPTIONS, undefined, bad).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TableLayoutError);
    expect(readdirSync(dir)).toEqual([]);
    const message = (error as Error).message;
    // One line for the command line to print, saying where to fix it.
    expect(message).not.toContain('\n');
    expect(message).toMatch(/Fix the table layout of pack 'pyramide' \(src\/games\/pyramide\/\)$/);
    return message;
  };

  it('names an unknown deck, card or piece, and the game’s own', async () => {
    expect(await refused((l) => (l.seats[0].hand = ['actions-yasmine']))).toMatch(
      /^pyramide: the Tabletop Simulator table cannot be set: the hand of seat 'Yasim' names deck 'actions-yasmine', which game\.yaml does not declare \(its decks: aventuriers, actions-dalia, /,
    );
    expect(await refused((l) => (l.pieces[0].item = { deck: 'coffres', card: 'tresor-9', faceDown: true })))
      .toMatch(/board piece 1 names card 'tresor-9' of deck 'coffres', which has no such card \(its cards: tresor-1, tresor-2, tresor-3, tresor-4, tresor-5\)/);
    expect(await refused((l) => l.seats[0].front.push({ component: 'pion-yasim' }))).toMatch(/front item 3 of seat 'Yasim' names token 'pion-yasim' once more than its 1 copy/);
    expect(await refused((l) => (l.board = 'plateu'))).toMatch(/the table's board 'plateu' is not a board of game\.yaml \(its boards: plateau\)/);
  });

  it('names a piece off the board, a colour TTS has no hand for, a colour given twice', async () => {
    expect(await refused((l) => (l.pieces[2].at = { x: 412, y: 20 }))).toMatch(
      /board piece 3 at \(412, 20\) mm is off the board 'plateau' \(400 × 450 mm\): give its centre in mm from the board's top-left corner/,
    );
    expect(await refused((l) => (l.seats[1].colour = 'Grey'))).toMatch(/seat 'Tanek': 'Grey' is not a Tabletop Simulator player colour with a hand \(White, Brown, Red, /);
    expect(await refused((l) => (l.seats[1].colour = l.seats[0].colour))).toMatch(/seat 'Tanek': colour Green is taken by seat 'Yasim'; give each seat its own/);
  });
});

describe('the validator on hand zones', () => {
  let good: TtsSave;
  let hands: Map<string, string>;
  beforeAll(() => {
    good = read();
    hands = dealtHands(good);
  });
  const problems = async (edit: (s: TtsSave) => void) => {
    const s = structuredClone(good);
    edit(s);
    return (await validateSave(s, { hands })).join('\n');
  };
  const zone = (s: TtsSave, colour: string) => s.ObjectStates.find((o) => o.FogColor === colour)!;
  const card = (s: TtsSave, ref: string) => s.ObjectStates.find((o) => o.GMNotes === ref)!;

  it('finds a colour with no hand, a colour twice, a zone in a bag, a zone of no size, a position that is no number', async () => {
    expect(await problems((s) => (zone(s, 'Red').FogColor = 'Grey'))).toMatch(/HandTrigger 'Dalia': FogColor 'Grey' is not a player colour with a hand/);
    expect(await problems((s) => (zone(s, 'Red').FogColor = 'Blue'))).toMatch(/HandTrigger 'Malik': a second hand zone for Blue; each colour has one/);
    expect(await problems((s) => (zone(s, 'Red').Transform.scaleZ = 0))).toMatch(/HandTrigger 'Dalia': Transform\.scaleZ 0 is not a positive number/);
    expect(await problems((s) => {
      const bag = s.ObjectStates.find((o) => o.Name === 'Bag')!;
      bag.ContainedObjects!.push(s.ObjectStates.splice(s.ObjectStates.indexOf(zone(s, 'Black')), 1)[0]);
    })).toMatch(/HandTrigger 'Le dieu': a hand zone lies on the table, not inside a bag or deck/);
    expect(await problems((s) => ((card(s, 'aventuriers/dalia').Transform as unknown as Record<string, unknown>).posX = null))).toMatch(/Card 'Dalia': Transform\.posX null is not a number/);
    expect(await problems((s) => (card(s, 'aventuriers/dalia').FogColor = 'Red'))).toMatch(/only a hand zone \(HandTrigger\) has a FogColor/);
  });

  it('keeps checking the board on the table: its image, its scalar', async () => {
    expect(await problems((s) => (board(s).CustomImage!.ImageScalar = 0))).toMatch(/Custom_Board 'La chambre de Sokar': CustomImage\.ImageScalar 0 is not a positive number/);
    expect(await problems((s) => (board(s).CustomImage!.ImageURL = 'file:///nowhere/plateau.png'))).toMatch(/image file:\/\/\/nowhere\/plateau\.png does not exist/);
  });

  it('finds a dealt card out of its zone, and a card lying in a zone it was not dealt to', async () => {
    expect(await problems((s) => (card(s, 'actions-dalia/dalia-attaque').Transform.posZ += 5))).toMatch(
      /Card 'Attaquer un ennemi' at \(.+\) is dealt into Red's hand but lies outside its zone/,
    );
    expect(await problems((s) => {
      const own = card(s, 'aventuriers/dalia');
      own.Transform.posX = zone(s, 'Red').Transform.posX;
      own.Transform.posZ = zone(s, 'Red').Transform.posZ;
    })).toMatch(/Card 'Dalia' lies in Red's hand zone, which would take it into that hand: move it out/);
    expect(await problems((s) => s.ObjectStates.splice(s.ObjectStates.indexOf(zone(s, 'Red')), 1))).toMatch(/is dealt into Red's hand, but the save has no Red hand zone/);
  });
});
