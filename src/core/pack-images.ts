/**
 * The image files a pack's cards draw (fields of kind `image`), read and decoded once when the
 * pack is loaded: core/images reports what is wrong with each at the card's field, and the
 * renderer draws the rest from what is kept here (the file's bytes as a data URI, its size in
 * pixels and its content hash, which the render cache hashes). A name is a path from the
 * project folder (core/project.ts); it must lead to a file inside the project, not out of it by
 * `..` or through a link (core/safe-path.ts), of at most LIMITS.art bytes and pixels, that
 * decodes as PNG, JPEG, WebP or SVG. What a template is given is the same bytes for the same
 * file: PNG and JPEG as they are; WebP, which satori cannot read, converted to PNG.
 */
import { createHash } from 'node:crypto';
import { constants, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { closest } from 'fastest-levenshtein';
import { normalArtPath } from './art-credits.js';
import { LIMITS, thousands } from './limits.js';
import { megabytes } from './read-limited.js';
import { resolveInside } from './safe-path.js';
import { sharp as loadSharp } from './sharp.js';
import { IMAGE_KEYWORD } from './schema-kit.js';
import { annotated } from './schema-walk.js';

export type ArtFormat = 'png' | 'jpeg' | 'webp' | 'svg';

export interface ReadImage {
  ok: true;
  format: ArtFormat;
  /** Its size in pixels, as drawn (a JPEG turned by its orientation tag is measured turned). */
  width: number;
  height: number;
  /** sha256 of the file's bytes: what the render cache sees of it. */
  sha256: string;
  /** What satori draws: a data URI of the file, or of its PNG conversion. */
  uri: string;
}

export interface ImageProblem {
  ok: false;
  message: string;
}

export type PackImage = ReadImage | ImageProblem;

/** Where a pack's image names lead: files of a project folder, or the files of an in-memory pack (its own project). */
export type ImagePlace = { project: string } | { memory: Map<string, string> };

/** Every image a card or data file of the pack names, once each. */
export function imageValues(items: { schema: unknown; data: unknown }[]): string[] {
  const names = new Set<string>();
  for (const item of items) for (const v of annotated(item.schema, item.data, IMAGE_KEYWORD)) if (typeof v.value === 'string') names.add(v.value);
  return [...names];
}

export async function readPackImages(names: string[], place: ImagePlace): Promise<Map<string, PackImage>> {
  const out = new Map<string, PackImage>();
  for (const name of [...names].sort()) out.set(name, await readPackImage(name, place));
  return out;
}

const NAMES = 'PNG, JPEG, WebP or SVG';

async function readPackImage(name: string, place: ImagePlace): Promise<PackImage> {
  const problem = (message: string): ImageProblem => ({ ok: false, message: `the image '${name}' ${message}` });
  if (name.includes('\\')) return problem('is written with backslashes: write the path with forward slashes, e.g. art/fog.png');
  if (path.isAbsolute(name) || /^[A-Za-z]:/.test(name)) return problem('is an absolute path: write it from the project folder (the folder that holds cards/), e.g. art/fog.png');
  const outside = "is outside the project folder: a game's images are files of its project (the folder that holds cards/), e.g. art/fog.png; copy it there";
  if ('memory' in place) {
    const norm = normalArtPath(name);
    if (norm.startsWith('..')) return problem(outside);
    const text = place.memory.get(norm);
    if (text === undefined) return problem('is not a file of the pack');
    return decoded(name, Buffer.from(text, 'utf8'));
  }
  const file = resolveInside(place.project, name);
  if (!file) return problem(outside);
  const read = await readImageFile(file);
  if (read === 'missing') return problem(`does not exist in the project folder (${shownProject(place.project)})${nearName(place.project, name)}`);
  if (read === 'not a file') return problem('is not a file (a folder?): name an image file');
  if (read === 'too large') return problem(`is larger than ${megabytes(LIMITS.art.bytes)}, the most a card's image may weigh: make it smaller (a card needs no more pixels than its size at its dpi)`);
  return decoded(name, read);
}

function shownProject(project: string): string {
  return path.relative(process.cwd(), project) || '.';
}

/** "; did you mean 'art/fog.png'?" when the folder the name points into has a file of a close name. */
function nearName(project: string, name: string): string {
  const dir = path.posix.dirname(normalArtPath(name));
  const real = resolveInside(project, dir);
  let files: string[] = [];
  try {
    files = real ? readdirSync(real) : [];
  } catch {
    return '';
  }
  if (!files.length) return '';
  const near = closest(path.posix.basename(name), files);
  return `; did you mean '${dir === '.' ? near : `${dir}/${near}`}'?`;
}

// A named pipe opened for reading waits for a writer; non-blocking, it opens at once and is refused.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The file's bytes, its size checked before reading (LIMITS.art.bytes), or why not. */
async function readImageFile(file: string): Promise<Buffer | 'missing' | 'not a file' | 'too large'> {
  let handle;
  try {
    handle = await open(file, OPEN_FLAGS);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EISDIR' ? 'not a file' : 'missing';
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return 'not a file';
    if (stats.size > LIMITS.art.bytes) return 'too large';
    const buffer = Buffer.alloc(LIMITS.art.bytes + 1);
    let size = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, size, buffer.length - size, null);
      if (bytesRead === 0) break;
      size += bytesRead;
      if (size > LIMITS.art.bytes) return 'too large';
    }
    return buffer.subarray(0, size);
  } finally {
    await handle.close();
  }
}

/** Decoding is the costly part: done once per content in a process (a scenario reloads its pack). */
const byContent = new Map<string, Promise<Omit<ReadImage, 'sha256'> | string>>();

async function decoded(name: string, bytes: Buffer): Promise<PackImage> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let got = byContent.get(sha256);
  if (!got) {
    got = decode(bytes);
    byContent.set(sha256, got);
  }
  const d = await got;
  return typeof d === 'string' ? { ok: false, message: `the image '${name}' ${d}` } : { ...d, sha256 };
}

/**
 * An SVG that refers to other files (an <image> of a file, a stylesheet, an entity) would make the
 * renderers read them: only references inside the document (#id) and data URIs are drawn.
 */
function svgOutsideReference(text: string): string | null {
  const ref = /\b(?:xlink:)?href\s*=\s*["']\s*(?!#|data:)([^"']*)/i.exec(text) ?? /url\(\s*["']?\s*(?!#|data:)([^)"']*)/i.exec(text) ?? /<!ENTITY[^>]*\b(?:SYSTEM|PUBLIC)\s*["']([^"']*)/i.exec(text);
  return ref ? ref[1].slice(0, 60) : null;
}

const SIGNATURES: [ArtFormat, (b: Buffer) => boolean][] = [
  ['png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8],
  ['webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

async function decode(bytes: Buffer): Promise<Omit<ReadImage, 'sha256'> | string> {
  const sharp = loadSharp();
  const notImage = `is not an image deckwright can read: it must be a ${NAMES} file`;
  const sniffed = SIGNATURES.find(([, test]) => test(bytes))?.[0];
  const text = sniffed ? '' : bytes.subarray(0, 64 * 1024).toString('utf8');
  if (!sniffed && !/<svg[\s>]/.test(text)) {
    // Another format sharp knows (GIF, TIFF, AVIF…) is named, so the fix is plain.
    const other = await sharp(bytes).metadata().then((m) => m.format, () => null);
    return other ? `is a ${other.toUpperCase()} image: deckwright draws ${NAMES} images; convert it to one of them` : notImage;
  }
  if (!sniffed) {
    const ref = svgOutsideReference(bytes.toString('utf8'));
    if (ref !== null) return `is an SVG that refers to another file ('${ref}'), which deckwright does not read: embed it in the SVG (a data URI) or remove it`;
  }
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return notImage;
  }
  const format = meta.format;
  if (format !== 'png' && format !== 'jpeg' && format !== 'webp' && format !== 'svg') return notImage;
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (!width || !height) return `has no size (an SVG needs a width and a height, or a viewBox)`;
  if (width * height > LIMITS.art.pixels) {
    return `is ${thousands(width)}×${thousands(height)} px, over the limit of ${LIMITS.art.pixels / 1e6} megapixels for a card's image: make it smaller (a card needs no more pixels than its size at its dpi)`;
  }
  // Decoded whole, so that a damaged or truncated file is found here rather than by the renderer.
  try {
    await sharp(bytes, { failOn: 'error' }).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
  } catch (e) {
    return `could not be decoded (${String((e as Error).message ?? e).split('\n')[0].slice(0, 120)}): the file is damaged or cut short; export it again`;
  }
  return { ok: true, format, width, height, uri: await drawable(bytes, format, meta) };
}

/**
 * The data URI satori draws. PNG and JPEG are kept as they are; a JPEG with an orientation tag or
 * in CMYK (which the renderers would draw unturned, or not at all) and WebP (which satori cannot
 * read) become PNG, made by libvips from the same bytes the same way each time. An SVG without a
 * viewBox gets one from its size, so that the vector PDF scales it as the PNG does.
 */
async function drawable(bytes: Buffer, format: ArtFormat, meta: { orientation?: number; space?: string; width?: number; height?: number }): Promise<string> {
  const sharp = loadSharp();
  const uri = (mime: string, b: Buffer) => `data:${mime};base64,${b.toString('base64')}`;
  if (format === 'png') return uri('image/png', bytes);
  if (format === 'jpeg' && (meta.orientation ?? 1) === 1 && meta.space !== 'cmyk') return uri('image/jpeg', bytes);
  if (format === 'svg') {
    let svg = bytes.toString('utf8');
    const open = /<svg\b[^>]*>/.exec(svg);
    if (open && !/\sviewBox\s*=/.test(open[0])) svg = svg.replace(open[0], open[0].replace(/^<svg\b/, `<svg viewBox="0 0 ${meta.width} ${meta.height}"`));
    return uri('image/svg+xml', Buffer.from(svg, 'utf8'));
  }
  return uri('image/png', await sharp(bytes).rotate().toColourspace('srgb').png({ compressionLevel: 9 }).toBuffer());
}
