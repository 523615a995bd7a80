/**
 * `tts <game> --setup`: each game that can be set up, exported for its first turn from its
 * engine's state (<game>-setup-<seed>.json). Every piece lies where the state says (a pawn on its
 * cell, a tile on its chest, a zone in its line, a card in its place of the room), each hand holds
 * what the state deals and lies in its zone, the piles keep the engine's order, the state is the one
 * `sim --seed` starts its first game from, the same bytes come twice, the validator finds what a
 * broken table gets wrong, and a game without a setup is refused naming those with one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardGeometry } from '../src/core/manifest.js';
import { formatNamed } from '../src/core/formats.js';
import type { LoadedPack } from '../src/core/pack.js';
import type { CardSet } from '../src/export/card-set.js';
import { feeder } from '../src/engine/choices.js';
import type { ChoiceCtx } from '../src/engine/choices.js';
import { cardstleFirstState } from '../src/games/cardstle/tts-setup.js';
import { buildCatalogue as cardstleCatalogue } from '../src/games/cardstle/engine/catalogue.js';
import { cardstleGame } from '../src/games/cardstle/engine/game.js';
import { defaultOptions, playOne as cardstlePlayOne } from '../src/games/cardstle/sim/run.js';
import { buildCatalogue as codexCatalogue } from '../src/games/codex/engine/catalogue.js';
import { codexGame } from '../src/games/codex/engine/step.js';
import { playOne as codexPlayOne } from '../src/games/codex/sim/run.js';
import { codexFirstState } from '../src/games/codex/tts-setup.js';
import { buildIndexCatalogue } from '../src/games/index/engine/catalogue.js';
import { pyramideGame } from '../src/games/pyramide/engine/game.js';
import { plateauLayout, trackLayout } from '../src/games/pyramide/map/layout.js';
import { mapsOf } from '../src/games/pyramide/map/maps.js';
import { playOne as pyramidePlayOne } from '../src/games/pyramide/sim/run.js';
import { pyramideFirstState } from '../src/games/pyramide/tts-setup.js';
import { setupTable } from '../src/pipeline/tts-setup.js';
import { UsageError } from '../src/core/usage-error.js';
import { DEFAULT_TTS_OPTIONS, exportTts, planTtsSheets, setupName, type SetupTable, type TtsReport } from '../src/tts/export-tts.js';
import { DIE_FACES, type TtsObject, type TtsSave } from '../src/tts/saved-object.js';
import { tablePicture } from '../src/tts/table-picture.js';
import { TableLayoutError } from '../src/tts/table-plan.js';
import { TTS_TILE_HEIGHT_MM } from '../src/tts/tts-scale.js';
import { defaultResolve, validateSave } from '../src/tts/validate-save.js';
import { runHere } from './cli-helpers.js';
import { tempDir } from './helpers.js';
import { placeholderSet } from './placeholder-set.js';
import { renderedPack } from './rendered-packs.js';
import { boardOf, cellOnTable as cellOnBoardTable } from './pyramide-board-on-table.js';

interface Game {
  pack: LoadedPack;
  set: CardSet;
  setup: SetupTable;
  outDir: string;
  report: TtsReport;
}

const SEED = 3;
const games = new Map<string, Game>();

/**
 * Each game exported with its first turn of seed SEED: the pyramid and CODEX from the run's shared
 * renders (the pyramid's board image is read under the turn marker), INDEX and Cardstle from
 * one-colour images of each card's size (placeholder-set.ts): what is tested is where each thing lies.
 */
async function exported(name: string, players?: number): Promise<Game> {
  const { pack, set } = name === 'pyramide' || name === 'codex' ? await renderedPack(name) : await placeholderSet(name, { fullSize: true });
  const setup = await setupTable({ name, dir: pack.dir, display: name }, { pack, diagnostics: [] } as never, { seed: SEED, ...(players ? { players } : {}) });
  const outDir = tempDir(`deckwright-setup-${name}-tts-`);
  const report = await exportTts(name, set, outDir, DEFAULT_TTS_OPTIONS, undefined, undefined, setup);
  return { pack, set, setup, outDir, report };
}

beforeAll(async () => {
  // Two players for CODEX (sim's first count is 1: a solo player's two characters, one seat), sim's first count elsewhere.
  for (const [name, players] of [['pyramide'], ['codex', 2], ['index'], ['cardstle']] as const) games.set(name, await exported(name, players));
}, 300_000);

const game = (name: string) => games.get(name)!;
const fileOf = (name: string) => path.join(game(name).outDir, `${setupName(name, SEED)}.json`);
const read = (name: string): TtsSave => JSON.parse(readFileSync(fileOf(name), 'utf8')) as TtsSave;
const zones = (save: TtsSave) => save.ObjectStates.filter((o) => o.Name === 'HandTrigger');
const close = (a: number, b: number, by = 1e-3) => Math.abs(a - b) <= by;
const faceDown = (o: TtsObject) => o.Transform.rotZ === 180;

/** A card's id in its deck (without its copy number), from its CardID and the game's sheets: face-down secrets carry no name. */
function cardIdOf(name: string, o: TtsObject): string {
  const plans = planTtsSheets(game(name).set, DEFAULT_TTS_OPTIONS);
  const plan = plans.find((p) => p.key === Math.floor(o.CardID! / 100))!;
  return plan.cards[o.CardID! % 100].id.split('~')[0];
}
const idsOf = (name: string, o: TtsObject) => (o.Name === 'Deck' ? o.ContainedObjects!.map((c) => cardIdOf(name, c)) : [cardIdOf(name, o)]);

/** The face a die shows, by its table of faces. */
function faceOf(die: TtsObject): number {
  const t = die.Transform;
  const faces = DIE_FACES[6];
  return Number(Object.entries(faces).find(([, r]) => close(r.x, t.rotX) && close(r.z, t.rotZ))?.[0] ?? NaN);
}

/** Whether a point lies in a zone turned by a quarter turn or none. */
function inZone(zone: TtsObject, o: TtsObject): boolean {
  const z = zone.Transform;
  const sideways = Math.round(z.rotY / 90) % 2 === 1;
  const [hx, hz] = sideways ? [z.scaleZ / 2, z.scaleX / 2] : [z.scaleX / 2, z.scaleZ / 2];
  return Math.abs(o.Transform.posX - z.posX) <= hx && Math.abs(o.Transform.posZ - z.posZ) <= hz;
}

/** GUIDs of the cards lying in each colour's zone. */
function dealt(save: TtsSave): Map<string, string> {
  const hands = new Map<string, string>();
  for (const z of zones(save)) for (const o of save.ObjectStates.filter((o) => o.Name === 'Card' && inZone(z, o))) hands.set(o.GUID, z.FogColor!);
  return hands;
}

/** A saved game's first steps' answers played again: the state `sim` started from. */
function replayedSetup<S, Cat, Setup>(def: { context: (cat: Cat, d: never, e: boolean, f: boolean) => ChoiceCtx<S, unknown>; setup: (cat: Cat, s: Setup, ctx: ChoiceCtx<S, unknown>) => S }, cat: Cat, setup: Setup, answers: number[]): S {
  const ctx = def.context(cat, feeder(answers, 'setup') as never, false, false);
  return def.setup(cat, setup, ctx);
}

describe('every game set up for its first turn', () => {
  it('writes <game>-setup-<seed>.json and its thumbnail, which pass the validator; the usual exports stay', () => {
    for (const [name, g] of games) {
      expect(g.report.problems, name).toEqual([]);
      expect(g.report.objects, name).toContain(fileOf(name));
      expect(g.report.objects, name).toContain(path.join(g.outDir, `${name}.json`));
      expect(read(name).SaveName, name).toMatch(new RegExp(`^${g.set.title}\u00a0: premier tour, graine ${SEED} \\(.+\\)$`));
    }
  });

  it('writes the same bytes on a second export, and makes no image again', async () => {
    for (const name of ['pyramide', 'cardstle']) {
      const g = game(name);
      const before = readFileSync(fileOf(name));
      const again = await exportTts(name, g.set, g.outDir, DEFAULT_TTS_OPTIONS, undefined, undefined, await setupTable({ name, dir: g.pack.dir, display: name }, { pack: g.pack, diagnostics: [] } as never, { seed: SEED }));
      expect(again.problems).toEqual([]);
      expect(again.images.some((i) => i.written)).toBe(false);
      expect(readFileSync(fileOf(name)).equals(before), name).toBe(true);
    }
  });

  it('sets up the very game sim starts its first game from with that seed', () => {
    const p = game('pyramide').pack;
    const { cat, state } = pyramideFirstState(p, { seed: SEED });
    const pOpts = { games: 1, seed: SEED, bot: 'heuristic', players: [2], maps: [cat.defaultMap] };
    const pLog = pyramidePlayOne(cat, pOpts, 0, true).played.log!;
    expect(state).toEqual(replayedSetup(pyramideGame as never, cat, pyramideGame.setupOfLog(pLog), pLog.setup));

    const c = game('codex').pack;
    const ccat = codexCatalogue(c);
    const { state: cs } = codexFirstState(c, ccat, { seed: SEED, players: 2 });
    const cLog = codexPlayOne(ccat, { games: 1, seed: SEED, bot: 'heuristic', players: [2] }, 0, true).played.log!;
    expect(cs).toEqual(replayedSetup(codexGame as never, ccat, codexGame.setupOfLog(cLog as never), cLog.setup));

    const k = game('cardstle').pack;
    const kcat = cardstleCatalogue(k);
    const ks = cardstleFirstState(k, { seed: SEED });
    const kLog = cardstlePlayOne(kcat, defaultOptions(kcat, { games: 1, seed: SEED, bot: 'heuristic' }), 0, true).played.log!;
    expect(ks).toEqual(replayedSetup(cardstleGame as never, kcat, cardstleGame.setupOfLog(kLog), kLog.setup));
  });

  it('draws a picture of each set-up table from above, the pawns in their colours where they stand', async () => {
    const { default: sharp } = await import('sharp');
    const dir = tempDir('deckwright-setup-pictures-');
    for (const name of games.keys()) {
      const picture = await tablePicture(read(name), { resolveImage: (u) => defaultResolve(u)!, scale: 10 });
      writeFileSync(path.join(dir, `${name}.png`), picture.png);
      expect((await sharp(picture.png).metadata()).width, name).toBeGreaterThan(200);
    }
    // Cardstle's pawns are TTS's own: discs of their seat's colour at the entrance.
    const save = read('cardstle');
    const picture = await tablePicture(save, { resolveImage: (u) => defaultResolve(u)!, scale: 10 });
    const image = await sharp(picture.png).raw().toBuffer({ resolveWithObject: true });
    for (const pawn of save.ObjectStates.filter((o) => o.Name === 'PlayerPawn')) {
      const { left, top } = picture.pixel(pawn.Transform.posX, pawn.Transform.posZ);
      const i = (top * image.info.width + left) * image.info.channels;
      const colour = [pawn.ColorDiffuse.r, pawn.ColorDiffuse.g, pawn.ColorDiffuse.b].map((v) => Math.round(v * 255));
      expect([...image.data.subarray(i, i + 3)], pawn.Nickname).toEqual(colour);
    }
  });
});

describe('the first turn’s file', () => {
  it('is refused when a deck of game.yaml has its name, rather than written over that deck’s file', async () => {
    const g = game('pyramide');
    const renamed = { ...g.set, decks: g.set.decks.map((d, i) => (i === 0 ? { ...d, deck: { ...d.deck, id: `setup-${SEED}` } } : d)) };
    await expect(exportTts('pyramide', renamed, tempDir('deckwright-setup-name-'), DEFAULT_TTS_OPTIONS, undefined, undefined, g.setup)).rejects.toThrow(
      new RegExp(`a deck or piece of game\\.yaml is named 'setup-${SEED}', as the first turn's own file would be`),
    );
  });
});

describe('the Sokar pyramid set up', () => {
  const board = boardOf;
  /** Where the board draws a cell, on the table (pyramide-board-on-table.ts). */
  const cellOnTable = (save: TtsSave, cell: number) => cellOnBoardTable(game('pyramide').pack, save, cell);

  it('puts each adventurer’s pawn on the entrance the engine placed it on, and a tile of each chest’s value face down on it', () => {
    const save = read('pyramide');
    const { state } = pyramideFirstState(game('pyramide').pack, { seed: SEED });
    expect(state.adventurers).toHaveLength(2);
    for (const a of state.adventurers) {
      const pawn = save.ObjectStates.find((o) => o.GMNotes === `pion-${a.id}`)!;
      const at = cellOnTable(save, a.cell);
      expect([pawn.Transform.posX, pawn.Transform.posZ].map((v) => Math.round(v * 100)), a.id).toEqual([at.x, at.z].map((v) => Math.round(v * 100)));
    }
    const tiles = save.ObjectStates.filter((o) => o.GMNotes === 'coffres');
    expect(tiles).toHaveLength(state.chests.length);
    const value = (o: TtsObject) => game('pyramide').pack.cards.find((c) => c.id === cardIdOf('pyramide', o))!.data.value;
    for (const chest of state.chests) {
      const at = cellOnTable(save, chest.cell);
      const tile = tiles.find((t) => close(t.Transform.posX, at.x, 0.01) && close(t.Transform.posZ, at.z, 0.01));
      expect(tile, `chest at cell ${chest.cell}`).toBeDefined();
      expect(faceDown(tile!)).toBe(true);
      expect(value(tile!), `chest at cell ${chest.cell}`).toBe(chest.value);
    }
    // The adventurers not in the party keep their pawns beside the board, not on it.
    expect(save.ObjectStates.filter((o) => o.GMNotes.startsWith('pion-'))).toHaveLength(8);
  });

  it('deals each adventurer’s kept cards into its hand and lays the three set aside face down before it; the god’s zone is empty', () => {
    const save = read('pyramide');
    const { state } = pyramideFirstState(game('pyramide').pack, { seed: SEED });
    const hands = dealt(save);
    for (const a of state.adventurers) {
      const zone = zones(save).find((z) => z.Nickname === game('pyramide').pack.cards.find((c) => c.id === a.id)!.data.name)!;
      const inHand = save.ObjectStates.filter((o) => hands.get(o.GUID) === zone.FogColor);
      expect(inHand.map((o) => cardIdOf('pyramide', o)).sort(), a.id).toEqual([...a.hand].sort());
      expect(inHand.every(faceDown)).toBe(true);
      const discard = save.ObjectStates.find((o) => o.Name === 'Deck' && o.Nickname === 'Défausse' && o.GMNotes === `actions-${a.id}`)!;
      expect(idsOf('pyramide', discard).sort()).toEqual([...a.discard].sort());
      expect(faceDown(discard)).toBe(true);
      expect(zones(save).some((z) => inZone(z, discard))).toBe(false);
    }
    const god = zones(save).find((z) => z.FogColor === 'Black')!;
    expect(save.ObjectStates.filter((o) => o !== god && inZone(god, o))).toEqual([]);
  });

  it('puts the turn marker on the track’s first circle: the board’s image under it is the circle’s', async () => {
    const save = read('pyramide');
    const marker = save.ObjectStates.find((o) => o.GMNotes === 'tour')!;
    const b = board(save);
    const { default: sharp } = await import('sharp');
    const image = await sharp(defaultResolve(b.CustomImage!.ImageURL)!).raw().toBuffer({ resolveWithObject: true });
    const height = (b.Transform.scaleZ * TTS_TILE_HEIGHT_MM) / 25.4;
    const width = (height * image.info.width) / image.info.height;
    const pixel = (x: number, z: number) => {
      const px = Math.round(((x - b.Transform.posX) / width + 0.5) * image.info.width);
      const py = Math.round((0.5 - (z - b.Transform.posZ) / height) * image.info.height);
      const i = (py * image.info.width + px) * image.info.channels;
      return [...image.data.subarray(i, i + 3)];
    };
    // The circle's fill a little off its centre (its number is drawn at the centre), and its rim 0.6 of a cell away.
    const cell = (cellOnTable(save, 1).x - cellOnTable(save, 0).x);
    expect(pixel(marker.Transform.posX, marker.Transform.posZ + cell * 0.3)).toEqual([0xff, 0xfa, 0xf0]);
    expect(pixel(marker.Transform.posX + cell * 0.3, marker.Transform.posZ)).toEqual([0xff, 0xfa, 0xf0]);
    expect(pixel(marker.Transform.posX - cell * 0.3, marker.Transform.posZ)).toEqual([0xff, 0xfa, 0xf0]);
    // The first one, not another: one disc's pitch to its left is no disc's fill (the word « Tour »
    // is there), ten to its right the eleventh disc's, eleven the last disc's, in the deck's accent.
    const pack = game('pyramide').pack;
    const [map] = mapsOf(pack);
    const g = cardGeometry(formatNamed(pack.manifest!, 'plateau')!);
    const layout = plateauLayout({ width: g.width - 2 * g.safe, height: g.height - 2 * g.safe }, map.grid);
    const track = trackLayout(layout, map.grid);
    const step = (cell * (track.box + track.gap)) / layout.cell;
    const below = marker.Transform.posZ + cell * 0.3;
    expect(pixel(marker.Transform.posX - step, below)).not.toEqual([0xff, 0xfa, 0xf0]);
    expect(pixel(marker.Transform.posX + 10 * step, below)).toEqual([0xff, 0xfa, 0xf0]);
    expect(pixel(marker.Transform.posX + 11 * step, below)).not.toEqual([0xff, 0xfa, 0xf0]);
    expect(pixel(marker.Transform.posX + 11 * step + cell * 0.3, marker.Transform.posZ)).toEqual(pixel(marker.Transform.posX + 11 * step - cell * 0.3, marker.Transform.posZ));
  });
});

describe('CODEX and INDEX set up', () => {
  /** The cards at the table's centre: those lying at the table's height, not in a zone, not beside. */
  const placed = (name: string, save: TtsSave, ids: string[]) => save.ObjectStates.filter((o) => o.Name === 'Card' && ids.includes(cardIdOf(name, o)) && !zones(save).some((z) => inZone(z, o)));

  it('lays CODEX’s zones in a line, Début to Fin, each creature above its zone, the Objets face down under it', () => {
    const save = read('codex');
    const { state } = codexFirstState(game('codex').pack, codexCatalogue(game('codex').pack), { seed: SEED, players: 2 });
    const zoneCards = state.zones.map((z) => placed('codex', save, [z.card])[0]);
    expect(zoneCards.every(Boolean)).toBe(true);
    // One row, left to right in the state's order, evenly spaced, face up.
    const xs = zoneCards.map((o) => o.Transform.posX);
    const step = xs[1] - xs[0];
    expect(step).toBeGreaterThan(0);
    xs.forEach((x, i) => expect(close(x, xs[0] + i * step)).toBe(true));
    expect(new Set(zoneCards.map((o) => o.Transform.posZ)).size).toBe(1);
    expect(zoneCards.some(faceDown)).toBe(false);
    for (const c of state.creatures) {
      const [card] = placed('codex', save, [c.card]);
      expect(close(card.Transform.posX, xs[c.zone]), c.card).toBe(true);
      expect(card.Transform.posZ).toBeGreaterThan(zoneCards[0].Transform.posZ);
    }
    state.zones.forEach((z, i) => {
      const under = save.ObjectStates.filter((o) => o.Name === 'Card' && close(o.Transform.posX, xs[i]) && o.Transform.posZ < zoneCards[0].Transform.posZ && !zones(save).some((zz) => inZone(zz, o)));
      expect(under.map((o) => cardIdOf('codex', o)).sort(), `under zone ${i}`).toEqual(z.items.map((it) => it.card).sort());
      // What no one has seen shows nothing of itself but its deck.
      for (const o of under) expect([faceDown(o), o.Nickname]).toEqual([true, game('codex').set.decks.find((d) => d.deck.id === 'objets')!.deck.name]);
    });
  });

  it('stands each player’s die of its colour on the Début, on the face of its PV; lays each seat’s character, Objet and Rations before it', () => {
    const save = read('codex');
    const pack = game('codex').pack;
    const { state } = codexFirstState(pack, codexCatalogue(pack), { seed: SEED, players: 2 });
    const debut = placed('codex', save, [state.zones[0].card])[0];
    for (const p of state.players) {
      const colour = String(pack.cards.find((c) => c.id === p.character)!.data.color);
      const die = save.ObjectStates.find((o) => o.GMNotes === `de-${colour}/1`)!;
      expect(faceOf(die), p.character).toBe(p.pv);
      // On the Début's card (3.5 units tall, about 2.5 wide), above it.
      expect(Math.abs(die.Transform.posX - debut.Transform.posX)).toBeLessThan(1.25);
      expect(Math.abs(die.Transform.posZ - debut.Transform.posZ)).toBeLessThan(1.75);
      expect(die.Transform.posY).toBeGreaterThan(debut.Transform.posY);
      const own = placed('codex', save, [p.character, ...p.items.map((i) => i.card)]);
      expect(own.map((o) => cardIdOf('codex', o)).sort()).toEqual([p.character, ...p.items.map((i) => i.card)].sort());
    }
    // Nothing in a hand: CODEX hides nothing.
    expect(dealt(save).size).toBe(0);
    expect(zones(save).map((z) => z.FogColor).sort()).toEqual(['Green', 'Red', 'Yellow', 'Blue'].filter((c) => state.players.some((p) => ({ rouge: 'Red', jaune: 'Yellow', vert: 'Green', bleu: 'Blue' })[String(pack.cards.find((x) => x.id === p.character)!.data.color)] === c)).sort());
  });

  it('leaves the piles face down beside, each in the order the engine draws it', () => {
    const save = read('codex');
    const pack = game('codex').pack;
    const { state } = codexFirstState(pack, codexCatalogue(pack), { seed: SEED, players: 2 });
    for (const key of ['zones', 'creatures', 'objets', 'boss'] as const) {
      const cards = state.piles[key];
      const pile = save.ObjectStates.find((o) => o.Name === 'Deck' && idsOf('codex', o).join() === cards.join());
      expect(pile, key).toBeDefined();
      expect(faceDown(pile!)).toBe(true);
    }
  });

  it('lays INDEX’s Salles face down between the Entrée and the Sortie, the dice under the Entrée, each Joueur’s Aptitude before it', () => {
    const save = read('index');
    const pack = game('index').pack;
    const { state } = codexFirstState(pack, buildIndexCatalogue(pack), { seed: SEED });
    const line = state.zones.map((z) => placed('index', save, [z.card]).find((o) => faceDown(o) === (z.hidden === true))!);
    expect(line.every(Boolean)).toBe(true);
    expect(line.map(faceDown)).toEqual([false, true, true, true, true, true, true, false]);
    const dice = save.ObjectStates.filter((o) => o.Name === 'Die_6' && o.RotationValues);
    expect(dice.map(faceOf)).toEqual(state.players.map((p) => p.pv));
    for (const d of dice) {
      expect(close(d.Transform.posX, line[0].Transform.posX, 1.25)).toBe(true);
      expect(d.Transform.posZ).toBeLessThan(line[0].Transform.posZ - 1.75);
    }
    for (const p of state.players) {
      const aptitude = String(pack.cards.find((c) => c.id === p.character)!.data.aptitude);
      expect(placed('index', save, [aptitude]), aptitude).toHaveLength(1);
    }
  });
});

describe('Cardstle set up', () => {
  it('lays the room as the engine does, each card face down in its place on one grid, the pawns at the entrance', () => {
    const save = read('cardstle');
    const state = cardstleFirstState(game('cardstle').pack, { seed: SEED });
    const room = state.room;
    const laid = room.cells.map((c, i) => ({ c, i })).filter(({ c }) => c.place && c.card >= 0);
    const hands = dealt(save);
    const cards = save.ObjectStates.filter((o) => o.Name === 'Card' && !hands.has(o.GUID));
    expect(cards).toHaveLength(laid.length);
    // The places' centres: one column step and one row step for the whole room.
    const xs = [...new Set(cards.map((o) => o.Transform.posX))].sort((a, b) => a - b);
    const zs = [...new Set(cards.map((o) => o.Transform.posZ))].sort((a, b) => b - a);
    const dx = xs[1] - xs[0];
    const dz = zs[0] - zs[1];
    const x0 = xs[0] - Math.min(...laid.map(({ i }) => i % room.cols)) * dx;
    const z0 = zs[0] + Math.min(...laid.map(({ i }) => Math.floor(i / room.cols))) * dz;
    const idOf = (n: number) => game('cardstle').pack.cards.find((c) => c.deck.id === 'salle' && c.data.rank === ['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valet', 'Dame', 'Roi'][n % 13] && c.data.suit === ['Cœur', 'Pique', 'Carreau', 'Trèfle'][Math.floor(n / 13)])!.id;
    for (const { c, i } of laid) {
      const at = { x: x0 + (i % room.cols) * dx, z: z0 - Math.floor(i / room.cols) * dz };
      const card = cards.find((o) => close(o.Transform.posX, at.x, 0.01) && close(o.Transform.posZ, at.z, 0.01));
      expect(card, `cell ${i}`).toBeDefined();
      expect(cardIdOf('cardstle', card!), `cell ${i}`).toBe(idOf(c.card));
      expect(faceDown(card!)).toBe(!c.up);
    }
    const entrance = { x: x0 + (room.entrance % room.cols) * dx, z: z0 - Math.floor(room.entrance / room.cols) * dz };
    const pawns = save.ObjectStates.filter((o) => o.Name === 'PlayerPawn');
    expect(pawns.map((p) => p.Nickname).sort()).toEqual(state.chars.map((c) => c.name).sort());
    for (const p of pawns) {
      expect(Math.abs(p.Transform.posX - entrance.x)).toBeLessThan(dx / 2);
      expect(Math.abs(p.Transform.posZ - entrance.z)).toBeLessThan(dz / 2);
    }
  });

  it('deals each character’s treasures into its hand, in turn order’s colours, and leaves the pile in the engine’s order', () => {
    const save = read('cardstle');
    const state = cardstleFirstState(game('cardstle').pack, { seed: SEED });
    const hands = dealt(save);
    const idOf = (n: number) => game('cardstle').pack.cards.find((c) => c.deck.id === 'salle' && c.data.name === `${['As', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Valet', 'Dame', 'Roi'][n % 13]} de ${['Cœur', 'Pique', 'Carreau', 'Trèfle'][Math.floor(n / 13)]}`)!.id;
    state.order.forEach((i) => {
      const ch = state.chars[i];
      const zone = zones(save).find((z) => z.Nickname === ch.name)!;
      const held = save.ObjectStates.filter((o) => hands.get(o.GUID) === zone.FogColor);
      expect(held.map((o) => cardIdOf('cardstle', o)).sort(), ch.name).toEqual(ch.treasures.map(idOf).sort());
    });
    expect(zones(save).find((z) => z.FogColor === 'Black')!.Nickname).toBe('Le MJ');
    // The pile: its next card (the engine's last) on top; then the room deck's second copy, every card once on the table.
    const pile = save.ObjectStates.find((o) => o.Name === 'Deck' && o.ContainedObjects!.length === state.pile.length && o.GMNotes === 'salle')!;
    expect(idsOf('cardstle', pile)).toEqual([...state.pile].reverse().map(idOf));
    const all: TtsObject[] = [];
    const walk = (o: TtsObject) => (all.push(o), o.ContainedObjects?.forEach(walk));
    save.ObjectStates.forEach(walk);
    expect(all.filter((o) => o.Name === 'Card')).toHaveLength(52 * 2 + 40);
  });
});

describe('a set-up table’s mistakes', () => {
  const problems = async (name: string, edit: (s: TtsSave) => void, opts: { onBoard?: Set<string> } = {}) => {
    const s = read(name);
    const hands = dealt(s);
    edit(s);
    return (await validateSave(s, { hands, apart: true, ...opts })).join('\n');
  };

  it('finds a pawn put on the board that lies off it', async () => {
    const save = read('pyramide');
    const pawn = save.ObjectStates.find((o) => o.GMNotes === 'pion-dalia' || o.GMNotes.startsWith('pion-'))!;
    const onBoard = new Set([pawn.GUID]);
    expect(await problems('pyramide', () => undefined, { onBoard })).toBe('');
    expect(await problems('pyramide', (s) => (s.ObjectStates.find((o) => o.GUID === pawn.GUID)!.Transform.posX += 12), { onBoard })).toMatch(
      /Custom_Tile '.+' at \(.+\) is put on the board but lies off it/,
    );
  });

  it('finds a die on no face, a die table that is not one, and two things laid over each other', async () => {
    const die = (s: TtsSave) => s.ObjectStates.find((o) => o.Name === 'Die_6' && o.RotationValues)!;
    expect(await problems('codex', (s) => (die(s).Transform.rotX = 45))).toMatch(/Die_6 '.+': turned \(45, 0\), it shows none of its faces on top/);
    expect(await problems('codex', (s) => die(s).RotationValues!.pop())).toMatch(/RotationValues must list its 6 faces/);
    expect(await problems('cardstle', (s) => {
      const [a, b] = s.ObjectStates.filter((o) => o.Name === 'Deck');
      b.Transform.posX = a.Transform.posX + 0.5;
      b.Transform.posZ = a.Transform.posZ;
    })).toMatch(/Deck '.+' and object \d+: Deck '.+' lie over each other/);
  });

  it('refuses a layout that deals a card more times than the game has it, or sets a die on a face it lacks, naming the engine’s layout', async () => {
    const g = game('cardstle');
    const refused = async (edit: (s: SetupTable) => void) => {
      const bad = structuredClone(g.setup);
      edit(bad);
      const dir = tempDir('deckwright-setup-bad-');
      const e = await exportTts('cardstle', g.set, dir, DEFAULT_TTS_OPTIONS, undefined, undefined, bad).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(TableLayoutError);
      expect((e as Error).message).toMatch(/Fix the first-turn layout of pack 'cardstle' \(src\/games\/cardstle\/\)$/);
      return (e as Error).message;
    };
    expect(await refused((s) => s.layout.seats[0].hand.push({ deck: 'salle', card: 'as-coeur' }, { deck: 'salle', card: 'as-coeur' }, { deck: 'salle', card: 'as-coeur' }))).toMatch(
      /the hand of seat '.+' names card 'as-coeur' of deck 'salle' once more than its 2 copies/,
    );
    expect(await refused((s) => s.layout.seats[0].front.push({ die: 'des', face: 7 }))).toMatch(/shows face 7 of die 'des', which has faces 1 to 6/);
    expect(await refused((s) => s.layout.seats[0].front.push({ die: 'de-critique', face: 3 }))).toMatch(/a d12: only a d6 is set on a face/);
    expect(await refused((s) => s.layout.grid!.places.push({ row: 40, col: 0, items: [{ die: 'des' }] }))).toMatch(/grid place \(40, 0\) is outside the grid's 5 × 5 places/);
  });
});

describe('tts --setup on the command line', () => {
  it('refuses a game whose engine sets up no first turn, naming those that can, before rendering anything', async () => {
    const r = await runHere(['tts', 'lyoko', '--setup']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^deckwright: --setup: cannot set up lyoko \(its engine sets up no first turn\); the games that can be set up here: cardstle, codex, index, pyramide\n$/);
    const s = await runHere(['tts', 'codex', '--seed', '4']);
    expect([s.code, s.stderr]).toEqual([2, 'deckwright: --seed and --players choose the game --setup sets up: add --setup\n']);
  });

  it('refuses a player count the game is not played by, before rendering anything', async () => {
    const r = await runHere(['tts', 'codex', '--setup', '--players', '5']);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'deckwright: CODEX is set up for 1 to 4 players, not 5: give --players 1 to 4\n']);
    const g = game('codex');
    await expect(setupTable({ name: 'codex', dir: g.pack.dir, display: 'codex' }, { pack: g.pack, diagnostics: [] } as never, { seed: 1, players: 5 })).rejects.toThrow(
      new UsageError('CODEX is set up for 1 to 4 players, not 5: give --players 1 to 4'),
    );
  });
});
