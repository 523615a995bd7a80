/**
 * Checks a Tabletop Simulator saved object the way TTS will read it: every CardID resolves to a
 * CustomDeck key and to a cell inside that sheet's grid, a deck's DeckIDs follow its contained
 * cards, images exist and divide into the declared grid, GUIDs are unique, and a CustomDeck key
 * means the same sheet everywhere in the game; tiles and boards have their images (which exist)
 * and a positive ImageScalar, and a tile its shape, thickness and behaviour; every position and
 * turn is a number and every scale positive. Hand zones (HandTrigger) have a player colour that
 * holds a hand, each colour once, and lie on the table, not in a bag; given what was dealt into
 * which hand, each dealt card lies in its zone's box and nothing else lies in a zone (TTS would
 * take it into that hand). Given what was put on the board, each lies on the board's face. A
 * die set on a face (its RotationValues given) lies on one of them; a player pawn has a colour.
 * Asked, it checks that nothing lying on a table covers another thing at its height.
 * `deckwright tts` runs it on what it writes.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import type { CustomDeckEntry, TtsObject, TtsSave } from './saved-object.js';
import { MAX_COLS, MAX_ROWS } from './sheet-grid.js';
import { HAND_COLOURS, insideBox, isHandColour } from './hand-zone.js';
import { TTS_TILE_HEIGHT_MM } from './tts-scale.js';
import { cardEntry, overlapping } from './table-footprints.js';

export interface ValidateOptions {
  /** The local file for an image URL, or null when it cannot be checked (an http URL with no local copy). */
  resolveImage?: (url: string) => string | null;
  /** Keys already used by other files of the same game, to check they mean the same sheets. */
  keys?: Map<number, CustomDeckEntry>;
  /** GUID → player colour of each object dealt into a hand; the hands are checked when given. */
  hands?: Map<string, string>;
  /** GUIDs of the objects put on the board: each must lie on a board of the save. */
  onBoard?: Set<string>;
  /** A table laid out for play: nothing lying on the table covers another thing at its height (table-footprints.ts). */
  apart?: boolean;
}

const KNOWN = /^(Card|Deck|Bag|Die_(4|6|8|10|12|20)|Custom_Tile|Custom_Board|HandTrigger|PlayerPawn)$/;

export function defaultResolve(url: string): string | null {
  return url.startsWith('file:') ? fileURLToPath(url) : null;
}

export async function validateSave(save: TtsSave, opts: ValidateOptions = {}): Promise<string[]> {
  const problems: string[] = [];
  const resolve = opts.resolveImage ?? defaultResolve;
  const guids = new Set<string>();
  const keys = opts.keys ?? new Map<number, CustomDeckEntry>();
  const images = new Map<string, { width: number; height: number } | null>();

  if (!Array.isArray(save?.ObjectStates) || !save.ObjectStates.length) return ['ObjectStates: expected a non-empty list of objects'];

  const checkEntry = (where: string, key: string, e: CustomDeckEntry) => {
    const k = Number(key);
    if (!Number.isInteger(k) || k < 1) problems.push(`${where}: CustomDeck key '${key}' is not a positive whole number`);
    if (!Number.isInteger(e.NumWidth) || e.NumWidth < 1 || e.NumWidth > MAX_COLS) problems.push(`${where}: NumWidth ${e.NumWidth} is not 1 to ${MAX_COLS}`);
    if (!Number.isInteger(e.NumHeight) || e.NumHeight < 1 || e.NumHeight > MAX_ROWS) problems.push(`${where}: NumHeight ${e.NumHeight} is not 1 to ${MAX_ROWS}`);
    if (!e.FaceURL) problems.push(`${where}: CustomDeck ${key} has no FaceURL`);
    if (!e.BackURL) problems.push(`${where}: CustomDeck ${key} has no BackURL`);
    if (typeof e.BackIsHidden !== 'boolean' || typeof e.UniqueBack !== 'boolean' || !Number.isInteger(e.Type)) {
      problems.push(`${where}: CustomDeck ${key} needs BackIsHidden, UniqueBack (booleans) and Type (a number)`);
    }
    const seen = keys.get(k);
    if (seen && (seen.FaceURL !== e.FaceURL || seen.BackURL !== e.BackURL || seen.NumWidth !== e.NumWidth || seen.NumHeight !== e.NumHeight)) {
      problems.push(`${where}: CustomDeck key ${key} names another sheet elsewhere in the game (${seen.FaceURL} vs ${e.FaceURL})`);
    }
    keys.set(k, e);
  };

  const checkCard = (where: string, o: TtsObject, decks: Record<string, CustomDeckEntry>[]) => {
    if (!Number.isInteger(o.CardID)) return problems.push(`${where}: a Card needs a whole-number CardID`);
    const key = Math.floor(o.CardID! / 100);
    const index = o.CardID! % 100;
    const entry = decks.map((d) => d?.[key]).find(Boolean);
    if (!entry) return problems.push(`${where}: CardID ${o.CardID} refers to CustomDeck ${key}, which is not declared`);
    const cells = entry.NumWidth * entry.NumHeight - (entry.BackIsHidden ? 0 : 1);
    if (index >= cells) problems.push(`${where}: CardID ${o.CardID} is cell ${index}, outside the ${entry.NumWidth}×${entry.NumHeight} sheet of CustomDeck ${key}`);
  };

  /** Image URLs of tiles and boards, each checked once below. */
  const pictures = new Map<string, string>();
  const checkPicture = (here: string, o: TtsObject) => {
    const image = o.CustomImage;
    if (!image || typeof image !== 'object') return problems.push(`${here}: a ${o.Name} needs a CustomImage (its ImageURL)`);
    if (typeof image.ImageURL !== 'string' || !image.ImageURL) problems.push(`${here}: CustomImage has no ImageURL`);
    else if (!pictures.has(image.ImageURL)) pictures.set(image.ImageURL, here);
    if (typeof image.ImageSecondaryURL !== 'string') problems.push(`${here}: CustomImage.ImageSecondaryURL must be a URL or ''`);
    else if (image.ImageSecondaryURL && !pictures.has(image.ImageSecondaryURL)) pictures.set(image.ImageSecondaryURL, here);
    // TTS scales the piece by it: at 0 the piece is not there to see.
    if (typeof image.ImageScalar !== 'number' || !(image.ImageScalar > 0)) problems.push(`${here}: CustomImage.ImageScalar ${image.ImageScalar} is not a positive number`);
    if (o.Name !== 'Custom_Tile') return;
    const tile = image.CustomTile;
    if (!tile) return problems.push(`${here}: a Custom_Tile needs CustomImage.CustomTile (its Type, Thickness, Stackable, Stretch)`);
    if (!Number.isInteger(tile.Type) || tile.Type < 0 || tile.Type > 3) problems.push(`${here}: CustomTile.Type ${tile.Type} is not 0 (box), 1 (hex), 2 (circle) or 3 (rounded box)`);
    if (typeof tile.Thickness !== 'number' || !(tile.Thickness > 0)) problems.push(`${here}: CustomTile.Thickness ${tile.Thickness} is not a positive number`);
    if (typeof tile.Stackable !== 'boolean' || typeof tile.Stretch !== 'boolean') problems.push(`${here}: CustomTile.Stackable and Stretch must be booleans`);
  };

  /** Hand zones by colour, each checked where it is met. */
  const zones = new Map<string, TtsObject>();
  const checkZone = (here: string, o: TtsObject, where: string) => {
    if (where.includes('›')) problems.push(`${here}: a hand zone lies on the table, not inside a bag or deck`);
    if (!isHandColour(o.FogColor)) problems.push(`${here}: FogColor '${o.FogColor}' is not a player colour with a hand (${Object.keys(HAND_COLOURS).join(', ')})`);
    else if (zones.has(o.FogColor)) problems.push(`${here}: a second hand zone for ${o.FogColor}; each colour has one`);
    else zones.set(o.FogColor, o);
  };

  const visit = (o: TtsObject, where: string, parentDecks: Record<string, CustomDeckEntry>[]) => {
    const here = `${where} ${o?.Name ?? '?'} '${o?.Nickname ?? ''}'`;
    if (!o || typeof o !== 'object') return problems.push(`${where}: expected an object`);
    if (!/^[0-9a-f]{6}$/.test(o.GUID ?? '')) problems.push(`${here}: GUID '${o.GUID}' is not six hex digits`);
    else if (guids.has(o.GUID)) problems.push(`${here}: GUID ${o.GUID} is used twice`);
    else guids.add(o.GUID);
    if (!KNOWN.test(o.Name ?? '')) problems.push(`${here}: unknown object type '${o.Name}'`);
    if (!o.Transform) problems.push(`${here}: no Transform`);
    else {
      for (const axis of ['posX', 'posY', 'posZ', 'rotX', 'rotY', 'rotZ'] as const) {
        const v = o.Transform[axis];
        if (typeof v !== 'number' || !Number.isFinite(v)) problems.push(`${here}: Transform.${axis} ${v} is not a number`);
      }
      for (const axis of ['scaleX', 'scaleY', 'scaleZ'] as const) {
        const v = o.Transform[axis];
        if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) problems.push(`${here}: Transform.${axis} ${v} is not a positive number`);
      }
    }
    if (o.Name === 'HandTrigger') checkZone(here, o, where);
    else if (o.FogColor !== undefined) problems.push(`${here}: only a hand zone (HandTrigger) has a FogColor`);
    if (o.Name === 'Custom_Tile' || o.Name === 'Custom_Board') checkPicture(here, o);
    else if (o.CustomImage) problems.push(`${here}: only tiles and boards have a CustomImage`);
    for (const [k, e] of Object.entries(o.CustomDeck ?? {})) checkEntry(here, k, e);
    if (o.Name === 'Card') checkCard(here, o, [o.CustomDeck ?? {}, ...parentDecks]);
    if (o.Name === 'Deck') {
      const cards = o.ContainedObjects ?? [];
      if (cards.length < 2) problems.push(`${here}: a Deck holds at least two cards (write one card as a Card)`);
      if (cards.some((c) => c.Name !== 'Card')) problems.push(`${here}: a Deck holds only Card objects`);
      const ids = cards.map((c) => c.CardID);
      if (JSON.stringify(ids) !== JSON.stringify(o.DeckIDs ?? [])) problems.push(`${here}: DeckIDs ${JSON.stringify(o.DeckIDs)} are not the CardIDs of its cards in order ${JSON.stringify(ids)}`);
    }
    if (o.RotationValues !== undefined) checkFaces(here, o, problems);
    if (o.Name === 'PlayerPawn' && ![o.ColorDiffuse?.r, o.ColorDiffuse?.g, o.ColorDiffuse?.b].every((v) => typeof v === 'number' && v >= 0 && v <= 1)) {
      problems.push(`${here}: a player pawn needs its colour (ColorDiffuse r, g, b from 0 to 1)`);
    }
    if (o.ContainedObjects && !['Deck', 'Bag'].includes(o.Name)) problems.push(`${here}: only decks and bags contain objects`);
    o.ContainedObjects?.forEach((c, i) => visit(c, `${here} › ${i}`, [o.CustomDeck ?? {}, ...parentDecks]));
  };
  save.ObjectStates.forEach((o, i) => visit(o, `object ${i}:`, []));
  if (opts.hands) checkHands(save.ObjectStates, zones, opts.hands, problems);

  // Images: each must exist and divide into its grid.
  const size = async (url: string) => {
    if (!images.has(url)) {
      const file = resolve(url);
      if (file === null) images.set(url, null);
      else if (!existsSync(file)) {
        problems.push(`image ${url} does not exist`);
        images.set(url, null);
      } else {
        // image-size reads only the header: no image library to load on a build with nothing to make.
        const m = headerSize(file);
        images.set(url, { width: m.width ?? 0, height: m.height ?? 0 });
      }
    }
    return images.get(url);
  };
  for (const [key, e] of [...keys].sort(([a], [b]) => a - b)) {
    const face = await size(e.FaceURL);
    if (face && (face.width % e.NumWidth || face.height % e.NumHeight)) {
      problems.push(`CustomDeck ${key}: ${e.FaceURL} is ${face.width}×${face.height} px, which does not divide into ${e.NumWidth}×${e.NumHeight} cells`);
    }
    const back = await size(e.BackURL);
    if (back && e.UniqueBack && (back.width % e.NumWidth || back.height % e.NumHeight)) {
      problems.push(`CustomDeck ${key}: unique-back sheet ${e.BackURL} (${back.width}×${back.height} px) does not divide into ${e.NumWidth}×${e.NumHeight} cells`);
    }
  }
  // Tiles and boards: each image exists and is one (a header with a size).
  for (const [url, here] of pictures) {
    const picture = await size(url);
    if (picture && (!picture.width || !picture.height)) problems.push(`${here}: image ${url} has no size`);
  }
  if (opts.apart) {
    // Every image a footprint needs is read (or known unreadable) by now: the sizes are looked up, not awaited.
    for (const o of save.ObjectStates) {
      const url = o?.CustomImage?.ImageURL ?? (o && cardEntry(o)?.FaceURL);
      if (url) await size(url);
    }
    const known = (url: string) => images.get(url);
    for (const [a, b] of overlapping(save.ObjectStates, known, new Set(opts.hands?.keys() ?? []))) {
      const [p, q] = [save.ObjectStates[a], save.ObjectStates[b]];
      problems.push(`object ${a}: ${p.Name} '${p.Nickname}' and object ${b}: ${q.Name} '${q.Nickname}' lie over each other at (${p.Transform.posX}, ${p.Transform.posZ}) and (${q.Transform.posX}, ${q.Transform.posZ}): move one apart`);
    }
  }
  if (opts.onBoard) {
    const boards = save.ObjectStates.filter((o) => o?.Name === 'Custom_Board' && o.Transform && o.CustomImage);
    const extents = await Promise.all(boards.map(async (b) => boardExtent(b, await size(b.CustomImage!.ImageURL))));
    checkOnBoard(save.ObjectStates, extents, opts.onBoard, problems);
  }
  return problems;
}

/** Where a board lies, seen from above: its centre and half sizes in units, its image's proportions kept (TTS shows it TTS_TILE_HEIGHT_MM tall at scale 1). */
function boardExtent(board: TtsObject, image: { width: number; height: number } | null | undefined): { x: number; z: number; hx: number; hz: number } | null {
  if (!image?.width || !image.height) return null;
  const t = board.Transform;
  const height = (t.scaleZ * TTS_TILE_HEIGHT_MM) / 25.4;
  const width = (height * image.width) / image.height;
  // A board turned a quarter shows its width along z.
  const sideways = Math.round(t.rotY / 90) % 2 !== 0;
  return { x: t.posX, z: t.posZ, hx: (sideways ? height : width) / 2, hz: (sideways ? width : height) / 2 };
}

/** Each object put on the board lies on the table (not in a bag) with its centre on a board. */
function checkOnBoard(objects: TtsObject[], boards: ({ x: number; z: number; hx: number; hz: number } | null)[], onBoard: Set<string>, problems: string[]): void {
  const byGuid = new Map(objects.map((o, i) => [o?.GUID, { o, i }]));
  for (const guid of onBoard) {
    const found = byGuid.get(guid);
    if (!found) {
      problems.push(`object ${guid}, put on the board, is not on the table`);
      continue;
    }
    const t = found.o.Transform;
    if (!t) continue;
    const on = boards.some((b) => b && Math.abs(t.posX - b.x) <= b.hx + 1e-6 && Math.abs(t.posZ - b.z) <= b.hz + 1e-6);
    if (!on) problems.push(`object ${found.i}: ${found.o.Name} '${found.o.Nickname}' at (${t.posX}, ${t.posZ}) is put on the board but lies off it`);
  }
}

/** A die's faces: each a value and a turn; the die turned to show one of them on top (not on an edge). */
function checkFaces(here: string, o: TtsObject, problems: string[]): void {
  const faces = o.RotationValues;
  if (!o.Name.startsWith('Die_')) return void problems.push(`${here}: only a die has RotationValues`);
  const sides = Number(o.Name.slice(4));
  if (!Array.isArray(faces) || faces.length !== sides || faces.some((f) => typeof f?.Value !== 'string' || !f.Rotation || ![f.Rotation.x, f.Rotation.y, f.Rotation.z].every(Number.isFinite))) {
    return void problems.push(`${here}: RotationValues must list its ${sides} faces, each a Value and a Rotation {x, y, z}`);
  }
  const same = (a: number, b: number) => (((a - b) % 360) + 360) % 360 < 1e-6 || (((b - a) % 360) + 360) % 360 < 1e-6;
  const t = o.Transform;
  if (t && !faces.some((f) => same(f.Rotation.x, t.rotX) && same(f.Rotation.z, t.rotZ))) {
    problems.push(`${here}: turned (${t.rotX}, ${t.rotZ}), it shows none of its faces on top: turn it as one of its RotationValues says`);
  }
}

/**
 * The size of an image from its first bytes (a sheet's file is megabytes, its size in the first
 * few dozen for a PNG, the first kilobytes for a JPEG); the whole file when that is not enough.
 */
function headerSize(file: string): { width?: number; height?: number } {
  const head = Buffer.alloc(64 * 1024);
  const fd = openSync(file, 'r');
  let n: number;
  try {
    n = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  try {
    return imageSize(head.subarray(0, n));
  } catch (e) {
    if (n < head.length) throw e;
    return imageSize(readFileSync(file));
  }
}

/**
 * Each object dealt into a hand lies on the table (not in a bag) with its centre in that colour's
 * zone; no other object lies in a zone, where TTS would take it into a hand it was not dealt to.
 */
function checkHands(objects: TtsObject[], zones: Map<string, TtsObject>, hands: Map<string, string>, problems: string[]): void {
  const byGuid = new Map(objects.map((o, i) => [o?.GUID, { o, i }]));
  for (const [guid, colour] of hands) {
    const found = byGuid.get(guid);
    const zone = zones.get(colour);
    if (!found) problems.push(`object ${guid}, dealt into ${colour}'s hand, is not on the table`);
    else if (!zone) problems.push(`object ${found.i}: ${found.o.Name} '${found.o.Nickname}' is dealt into ${colour}'s hand, but the save has no ${colour} hand zone`);
    else if (found.o.Transform && !insideBox(zone.Transform, { x: found.o.Transform.posX, y: found.o.Transform.posY, z: found.o.Transform.posZ })) {
      const t = found.o.Transform;
      problems.push(`object ${found.i}: ${found.o.Name} '${found.o.Nickname}' at (${t.posX}, ${t.posY}, ${t.posZ}) is dealt into ${colour}'s hand but lies outside its zone`);
    }
  }
  objects.forEach((o, i) => {
    if (!o?.Transform || o.Name === 'HandTrigger' || hands.has(o.GUID)) return;
    const t = o.Transform;
    for (const [colour, zone] of zones) {
      if (zone.Transform && insideBox(zone.Transform, { x: t.posX, y: t.posY, z: t.posZ })) {
        problems.push(`object ${i}: ${o.Name} '${o.Nickname}' lies in ${colour}'s hand zone, which would take it into that hand: move it out`);
      }
    }
  });
}
