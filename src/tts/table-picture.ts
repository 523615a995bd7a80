/**
 * A saved table seen from above, as a PNG: every object on the table where its Transform puts it,
 * at its size (table-footprints.ts), drawn with its own images (a card's cell of its sheet, face
 * up or its back, turned as it lies; a tile's or board's face), hand zones as tinted boxes in their
 * player's colour, dice as squares showing their face, pawns as discs, bags and piles with their
 * count. North is up, as a board's top edge. Nobody can run Tabletop Simulator in a test: this is
 * how a person (or a test) looks at a table the export wrote, to see that nothing overlaps and
 * that everything sits where it should.
 */
import { sharp as loadSharp } from '../core/sharp.js';
import { HAND_COLOURS } from './hand-zone.js';
import type { TtsObject, TtsSave } from './saved-object.js';
import { cardEntry, footprintOf, type Footprint2D } from './table-footprints.js';

export interface PictureOptions {
  /** The local file of an image URL (file:/// URLs and hosted ones alike). */
  resolveImage: (url: string) => string;
  /** Pixels a TTS unit (about an inch). */
  scale?: number;
}

const MARGIN = 1;
const TABLE = '#3b4a3f';

type Layer = { input: Buffer; left: number; top: number };

export interface TablePicture {
  png: Buffer;
  /** Where a point of the table (x, z) is in the picture, in pixels from its top-left corner. */
  pixel(x: number, z: number): { left: number; top: number };
}

export async function tablePicture(save: TtsSave, opts: PictureOptions): Promise<TablePicture> {
  const sharp = loadSharp();
  const scale = opts.scale ?? 20;
  const sizes = new Map<string, { width: number; height: number } | null>();
  const urls = new Set<string>();
  for (const o of save.ObjectStates) {
    const url = o.CustomImage?.ImageURL ?? cardEntry(o)?.FaceURL;
    if (url) urls.add(url);
  }
  for (const url of urls) {
    const m = await sharp(opts.resolveImage(url)).metadata();
    sizes.set(url, m.width && m.height ? { width: m.width, height: m.height } : null);
  }
  const placed = save.ObjectStates.map((o) => ({ o, f: footprintOf(o, (u) => sizes.get(u)) })).filter((x): x is { o: TtsObject; f: Footprint2D } => x.f !== null);
  const minX = Math.min(...placed.map((p) => p.f.x - p.f.w / 2)) - MARGIN;
  const maxX = Math.max(...placed.map((p) => p.f.x + p.f.w / 2)) + MARGIN;
  const minZ = Math.min(...placed.map((p) => p.f.z - p.f.d / 2)) - MARGIN;
  const maxZ = Math.max(...placed.map((p) => p.f.z + p.f.d / 2)) + MARGIN;
  const width = Math.ceil((maxX - minX) * scale);
  const height = Math.ceil((maxZ - minZ) * scale);
  const box = (f: Footprint2D) => ({
    left: Math.round((f.x - f.w / 2 - minX) * scale),
    top: Math.round((maxZ - f.z - f.d / 2) * scale),
    w: Math.max(1, Math.round(f.w * scale)),
    h: Math.max(1, Math.round(f.d * scale)),
  });

  // Lowest first: the board, then what lies on the table, then what lies on those; zones over all, see-through.
  const order = [...placed].sort((a, b) => rank(a.o) - rank(b.o) || a.o.Transform.posY - b.o.Transform.posY);
  const layers: Layer[] = [];
  for (const { o, f } of order) {
    const b = box(f);
    const image = await objectImage(o, b, opts.resolveImage);
    if (image) layers.push({ input: image, left: b.left, top: b.top });
    const overlay = svgOverlay(o, b);
    if (overlay) layers.push({ input: Buffer.from(overlay), left: b.left, top: b.top });
  }
  const png = await sharp({ create: { width, height, channels: 4, background: TABLE } })
    .composite(layers.filter((l) => l.left < width && l.top < height))
    .png()
    .toBuffer();
  return { png, pixel: (x, z) => ({ left: Math.round((x - minX) * scale), top: Math.round((maxZ - z) * scale) }) };
}

function rank(o: TtsObject): number {
  if (o.Name === 'Custom_Board') return 0;
  if (o.Name === 'HandTrigger') return 3;
  return o.Name === 'Card' || o.Name === 'Deck' || o.Name === 'Custom_Tile' ? 1 : 2;
}

/** Whether the object lies face down (turned over about its length). */
const faceDown = (o: TtsObject) => Math.round(Math.abs(o.Transform.rotZ) / 180) % 2 === 1;

/** The object's picture at its box's size, turned as it lies; null for what is drawn as a shape. */
async function objectImage(o: TtsObject, b: { w: number; h: number }, resolve: (url: string) => string): Promise<Buffer | null> {
  const sharp = loadSharp();
  const turn = (((Math.round(o.Transform.rotY / 90) * 90 - 180) % 360) + 360) % 360;
  const upright = turn % 180 === 0 ? { w: b.w, h: b.h } : { w: b.h, h: b.w };
  let source: ReturnType<typeof sharp> | null = null;
  if (o.Name === 'Card' || o.Name === 'Deck') {
    const entry = cardEntry(o)!;
    const card = o.Name === 'Deck' ? o.ContainedObjects![0] : o;
    const index = card.CardID! % 100;
    const down = faceDown(o);
    const url = down ? entry.BackURL : entry.FaceURL;
    const file = resolve(url);
    if (down && !entry.UniqueBack) source = sharp(file);
    else {
      const m = await sharp(file).metadata();
      const cw = Math.floor(m.width! / entry.NumWidth);
      const ch = Math.floor(m.height! / entry.NumHeight);
      source = sharp(await sharp(file).extract({ left: (index % entry.NumWidth) * cw, top: Math.floor(index / entry.NumWidth) * ch, width: cw, height: ch }).toBuffer());
    }
  } else if (o.CustomImage) {
    const url = faceDown(o) && o.CustomImage.ImageSecondaryURL ? o.CustomImage.ImageSecondaryURL : o.CustomImage.ImageURL;
    source = sharp(resolve(url));
  }
  if (!source) return null;
  const round = o.CustomImage?.CustomTile?.Type === 2;
  let image = await source.resize(upright.w, upright.h, { fit: 'fill' }).rotate(turn).png().toBuffer();
  if (round) {
    const mask = Buffer.from(`<svg width="${b.w}" height="${b.h}"><ellipse cx="${b.w / 2}" cy="${b.h / 2}" rx="${b.w / 2}" ry="${b.h / 2}"/></svg>`);
    image = await sharp(image).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
  }
  return image;
}

const hex = (c: { r: number; g: number; b: number }) => `rgb(${Math.round(c.r * 255)},${Math.round(c.g * 255)},${Math.round(c.b * 255)})`;
const esc = (s: string) => s.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What is drawn over or instead of an image: a zone's tint, a die, a pawn, a bag, a pile's count. */
function svgOverlay(o: TtsObject, b: { w: number; h: number }): string | null {
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${b.w}" height="${b.h}">${body}</svg>`;
  const label = (text: string, size: number, fill = '#fff') =>
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${fill}">${esc(text)}</text>`;
  if (o.Name === 'HandTrigger') {
    // Black (the game master's) would not show on the table: its box is drawn grey.
    const c = o.FogColor === 'Black' ? '#9a9a9a' : hex(HAND_COLOURS[o.FogColor ?? ''] ?? { r: 1, g: 1, b: 1 });
    const size = Math.min(b.h, b.w) * 0.14;
    const name = `<text x="6" y="${size + 4}" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${c}">${esc(o.Nickname)}</text>`;
    return svg(`<rect x="1" y="1" width="${b.w - 2}" height="${b.h - 2}" fill="${c}" fill-opacity="0.2" stroke="${c}" stroke-width="3"/>${name}`);
  }
  if (o.Name.startsWith('Die_')) {
    const face = o.RotationValues?.find((f) => same(f.Rotation.x, o.Transform.rotX) && same(f.Rotation.z, o.Transform.rotZ))?.Value ?? `d${o.Name.slice(4)}`;
    const dark = o.ColorDiffuse.r + o.ColorDiffuse.g + o.ColorDiffuse.b < 1.5;
    return svg(`<rect x="1" y="1" width="${b.w - 2}" height="${b.h - 2}" rx="${b.w / 6}" fill="${hex(o.ColorDiffuse)}" stroke="#111" stroke-width="2"/>${label(face, b.h * 0.55, dark ? '#fff' : '#111')}`);
  }
  if (o.Name === 'PlayerPawn') return svg(`<circle cx="${b.w / 2}" cy="${b.h / 2}" r="${b.w / 2 - 1}" fill="${hex(o.ColorDiffuse)}" stroke="#111" stroke-width="2"/>`);
  if (o.Name === 'Bag') {
    return svg(`<circle cx="${b.w / 2}" cy="${b.h / 2}" r="${b.w / 2 - 1}" fill="#6b4f2d" stroke="#2e2215" stroke-width="2"/>${label(`${o.Nickname} ×${o.ContainedObjects?.length ?? 0}`, Math.min(b.h * 0.16, (b.w * 1.45) / (o.Nickname.length + 3)))}`);
  }
  if (o.Name === 'Deck') {
    const n = String(o.ContainedObjects?.length ?? 0);
    const r = Math.min(b.w, b.h) * 0.2;
    return svg(`<circle cx="${b.w - r - 2}" cy="${r + 2}" r="${r}" fill="#111" fill-opacity="0.75"/><text x="${b.w - r - 2}" y="${r + 2}" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${r * 1.1}" fill="#fff">${n}</text>`);
  }
  return null;
}

const same = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180) < 1e-6;
