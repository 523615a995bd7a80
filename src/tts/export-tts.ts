/**
 * The Tabletop Simulator export of a card set, under dist/<game>/tts/:
 *   images/<deck>-faces-<hash>.png   card sheets (and backs), named by their content hash so that
 *                                    TTS's image cache never shows a stale card after an edit;
 *   images/<piece>-front-<hash>.png  a token's, board's or sheet's faces, one image each;
 *   <game>-<deck>.json + .png        one saved object per deck (and per token, board, sheet),
 *                                    with its thumbnail;
 *   <game>.json + .png               the whole game: every deck, the dice and the other pieces;
 *   <game>-table.json + .png         for a pack that lays out a table (PackDef.table): the game set
 *                                    for play around its board, seats' hands dealt.
 * Sheets and thumbnails are made again only when their cards changed or their file is not what
 * was written (the cache keeps each one's size and hash); the JSON is always rebuilt (cheap) and
 * checked with the validator before it is written.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tempFileOwner, writeFileIfChanged } from '../core/atomic-write.js';
import type { PathSegment } from '../core/yaml-source.js';
import { stableJson } from '../core/stable-json.js';
import { COPY_SEPARATOR, type CardSet, type ExportCard, type ExportDeck } from '../export/card-set.js';
import type { RenderedImage } from '../render/image-set.js';
import { codeHash, hashOf, isIntact, mapLimit, readJsonCache, recordOf, writeRecorded, type FileRecord } from '../export/file-hash.js';
import type { SheetFormat, TrimBox } from './compose-sheet.js';
import {
  deckObject,
  GuidRegistry,
  saveFile,
  transform,
  TTS_DICE,
  type CardSpec,
  type CustomDeckEntry,
  type TtsObject,
  type TtsSave,
} from './saved-object.js';
import { chooseGrid, splitIntoSheets, type SheetGrid } from './sheet-grid.js';
import { imageSpec, trimOf, type ImageSpec } from './image-spec.js';
import { thumbnail } from './thumbnail.js';
import { planTable, TABLE_NAME, TableLayoutError, type TablePlan } from './table-plan.js';
import { tableObjects } from './table-objects.js';
import type { TableLayout } from '../core/pack-types.js';
import { diceObjects } from './dice-objects.js';
import { componentObject, componentPositions, planComponentImages } from './component-objects.js';
import { cardScale } from './tts-scale.js';
import { defaultResolve, validateSave } from './validate-save.js';
import { translator } from '../i18n/translate.js';

/** A set-up table is written as <game>-setup-<seed>.json. */
export const SETUP_NAME = 'setup';

/** Bump when the images or this cache's format change in a way the hashed inputs do not show. */
export const TTS_VERSION = 2;
const CACHE_FILE = '.tts-cache.json';
export const IMAGES_DIR = 'images';

export interface TtsOptions {
  /** Where the images will be hosted (remote players); local file:/// URLs when absent. */
  baseUrl?: string;
  format: SheetFormat;
  /** Longest side of a sheet in pixels. */
  maxSize: number;
  /** Dice on the table beside the decks, or together in a bag. */
  dice: 'table' | 'bag';
}

export { DEFAULT_TTS_OPTIONS } from './tts-options.js';

/** What the manifest asks of TTS that TTS cannot do, each at its place in game.yaml. */
export class TtsExportError extends Error {
  constructor(readonly problems: { path: PathSegment[]; message: string }[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}

/** Dice TTS has no model for, found before any sheet is made. */
function unsupportedDice(set: CardSet): TtsExportError | null {
  const problems = (set.manifest.components ?? []).flatMap((c, i) =>
    c.kind === 'die' && !TTS_DICE.includes(c.sides)
      ? [{ path: ['components', i, 'sides'], message: `die '${c.id}': Tabletop Simulator has no ${c.sides}-sided die (it has d${TTS_DICE.join(', d')}); use one of those, or leave TTS out` }]
      : [],
  );
  return problems.length ? new TtsExportError(problems) : null;
}

interface SheetPlan {
  deck: ExportDeck;
  cards: ExportCard[];
  key: number;
  grid: SheetGrid;
  face: ImageSpec;
  back: ImageSpec;
}

interface TtsCache {
  /** Image cache key → the file under images/, as written. */
  images: Record<string, FileRecord & { file: string }>;
  /** Thumbnail file → the key of what it shows, and the file as written. */
  thumbs: Record<string, FileRecord & { key: string }>;
}

/** The cache, read once per export; what is missing or of another version is an empty part. */
function readTtsCache(file: string): TtsCache {
  const c = readJsonCache<TtsCache>(file, TTS_VERSION);
  return { images: c.images ?? {}, thumbs: c.thumbs ?? {} };
}

async function writeTtsCache(file: string, cache: TtsCache): Promise<void> {
  await writeFileIfChanged(file, stableJson({ ...cache, version: TTS_VERSION }));
}

export interface TtsReport {
  outDir: string;
  /** Saved-object JSON files written. */
  objects: string[];
  images: { file: string; written: boolean; ms: number; cards: number }[];
  /** What the validator found (empty when all is well). */
  problems: string[];
}

/** Sheets of each deck, with CustomDeck keys numbered across the whole game. */
export function planTtsSheets(set: CardSet, opts: TtsOptions): SheetPlan[] {
  const plans: SheetPlan[] = [];
  let key = 1;
  for (const deck of set.decks) {
    const trim = trimOf(deck.format);
    const chunks = splitIntoSheets(deck.cards);
    chunks.forEach((cards, i) => {
      const grid = chooseGrid(cards.length, trim, opts.maxSize);
      const part = chunks.length > 1 ? `-${i + 1}` : '';
      const spec = (name: string, images: RenderedImage[], single: boolean) => imageSpec(name, images, grid, single, trim);
      const face = spec(`${deck.deck.id}${part}-faces`, cards.map((c) => c.front), false);
      const back = deck.deck.back.unique
        ? spec(`${deck.deck.id}${part}-backs`, cards.map((c) => c.back), false)
        : spec(`${deck.deck.id}-back`, [cards[0].back], true);
      plans.push({ deck, cards, key: key++, grid, face, back });
    });
  }
  return plans;
}

/** Makes the images the cache does not hold intact; `cache.images` ends holding exactly the images used. */
async function makeImages(
  specs: ImageSpec[],
  set: CardSet,
  outDir: string,
  opts: TtsOptions,
  cache: TtsCache,
  onProgress?: (done: number, total: number) => void,
): Promise<{ names: Map<string, string>; report: TtsReport['images'] }> {
  const imagesDir = path.join(outDir, IMAGES_DIR);
  const ext = opts.format === 'png' ? 'png' : 'jpg';
  const names = new Map<string, string>();
  const report: TtsReport['images'] = [];
  const next: TtsCache['images'] = {};
  let done = 0;
  // Two sheets at a time: each is mostly single-threaded decoding and encoding.
  await mapLimit(specs, 2, async (spec) => {
    const { trim } = spec;
    // The sheet's name is part of its key: two decks may share identical images (one back for
    // several decks of one player's deck), and each deck's file must be kept.
    const key = hashOf(TTS_VERSION, codeHash('tts'), opts.format, spec.name, trim, spec.grid, spec.single, spec.images.map((i) => i.sha256));
    const cached = cache.images[key];
    if (cached && (await isIntact(path.join(imagesDir, cached.file), cached))) {
      names.set(spec.id, cached.file);
      next[key] = cached;
      report.push({ file: path.join(imagesDir, cached.file), written: false, ms: 0, cards: spec.images.length });
      return;
    }
    const start = performance.now();
    // sharp loads only when a sheet has to be made.
    const { composeSheet, singleCard } = await import('./compose-sheet.js');
    const { grid } = spec;
    const files = spec.images.map((i) => i.png);
    const data = spec.single
      ? await singleCard(files[0], trim, grid.cellWidth, grid.cellHeight, opts.format)
      : await composeSheet(files, trim, grid, opts.format);
    // Named by its content: one hash of the bytes both names the sheet and records it.
    const record = recordOf(data);
    const name = `${spec.name}-${record.sha256.slice(0, 12)}.${ext}`;
    await writeRecorded(path.join(imagesDir, name), data, record);
    names.set(spec.id, name);
    next[key] = { file: name, ...record };
    report.push({ file: path.join(imagesDir, name), written: true, ms: performance.now() - start, cards: spec.images.length });
    onProgress?.(++done, specs.length);
  });
  report.sort((a, b) => a.file.localeCompare(b.file));
  // Sheets no longer used go: the cache and the folder only hold what the JSON refers to.
  const used = new Set(Object.values(next).map((e) => e.file));
  if (existsSync(imagesDir)) for (const f of readdirSync(imagesDir)) if (!used.has(f) && tempFileOwner(f) === null) rmSync(path.join(imagesDir, f));
  cache.images = next;
  await writeTtsCache(path.join(outDir, CACHE_FILE), cache);
  return { names, report };
}

function imageUrl(file: string, opts: TtsOptions): string {
  if (opts.baseUrl) return `${opts.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(path.basename(file))}`;
  return pathToFileURL(file).href;
}

/** Deck positions on the table: rows of four, face down. */
function deckPosition(i: number) {
  return { x: (i % 4) * 3.5 - 5.25, y: 1, z: 4 - Math.floor(i / 4) * 5 };
}

/** What a thumbnail shows: an image, cut to its trim line. */
interface Thumb {
  png: string;
  sha256: string;
  trim: TrimBox;
}

/** What a table's thumbnail shows: its board, else the first cards face up at its centre or before the seats, else the backs of those face down. */
function tableThumb(plan: TablePlan): Thumb[] {
  if (plan.board) return [{ png: plan.board.front.png, sha256: plan.board.front.sha256, trim: trimOf(plan.board.format) }];
  const cards = [...(plan.grid?.places.flatMap((p) => p.items) ?? []), ...plan.seats.flatMap((s) => s.front)].flatMap((it) => (it.kind === 'cards' ? [it] : []));
  const image = (it: (typeof cards)[number], face: 'front' | 'back') => {
    const c = it.run.deck.cards[it.run.cards[0]];
    return { png: c[face].png, sha256: c[face].sha256, trim: trimOf(it.run.deck.format) };
  };
  const up = cards.filter((it) => !it.faceDown).map((it) => image(it, 'front'));
  // The same back four times says nothing more than once.
  const shown = up.length ? up : [...new Map(cards.map((it) => image(it, 'back')).map((t) => [t.sha256, t])).values()];
  return shown.slice(0, 4);
}

/** A deck's cards as TTS cards, in the deck's order, each pointing at its sheet. */
function cardSpecs(plans: SheetPlan[], entries: Map<number, CustomDeckEntry>, deck: ExportDeck): CardSpec[] {
  return plans
    .filter((p) => p.deck === deck)
    .flatMap((p) =>
      p.cards.map((card, i) => ({
        ref: `${deck.deck.id}/${card.id}`,
        name: card.name,
        description: card.description,
        key: p.key,
        index: i,
        deck: entries.get(p.key)!,
      })),
    );
}

/** One deck object of `deck`: its `copy`-th (0-based) physical copy, of the `sets:` the game uses. */
interface PlacedDeck {
  deck: ExportDeck;
  copy: number;
}

/** Every deck object on the table: a deck the game uses in N copies (`sets: N`) is N deck objects, one after the other. */
export function placedDecks(decks: ExportDeck[]): PlacedDeck[] {
  return decks.flatMap((deck) => Array.from({ length: deck.deck.sets ?? 1 }, (_, copy) => ({ deck, copy })));
}

function deckObjects(set: CardSet, plans: SheetPlan[], entries: Map<number, CustomDeckEntry>, placed: PlacedDeck, guids: GuidRegistry, index: number): TtsObject {
  const { deck, copy } = placed;
  const specs = cardSpecs(plans, entries, deck);
  const description = translator(set.manifest.language)('tts.deck', { title: set.title, deck: deck.deck.name, cards: deck.cards.length });
  // The copies of a deck are told apart by their name ("Donne (2/2)") and their ref ("donne~2", as a card's copies are).
  const sets = deck.deck.sets ?? 1;
  const name = sets > 1 ? `${deck.deck.name} (${copy + 1}/${sets})` : deck.deck.name;
  const ref = copy ? `${deck.deck.id}${COPY_SEPARATOR}${copy + 1}` : deck.deck.id;
  // A deck of another card format than `card:` keeps its size beside the others.
  return deckObject(ref, name, description, specs, guids, transform(deckPosition(index), true, cardScale(deck.format, set.manifest)));
}

/** A game set up for its first turn by its engine, written as <game>-setup-<seed>.json. */
export interface SetupTable {
  seed: number;
  layout: TableLayout;
  /** Who plays, in seat order, as the cards name them: the save's name says it. */
  players: string[];
  /** Where the layout comes from, for the message of a layout that cannot be set. */
  source: string;
}

/** The set-up table's file name, without .json. */
export function setupName(game: string, seed: number): string {
  return `${game}-${SETUP_NAME}-${seed}`;
}

export async function exportTts(
  game: string,
  set: CardSet,
  outDir: string,
  opts: TtsOptions,
  onProgress?: (done: number, total: number) => void,
  table?: TableLayout,
  setup?: SetupTable,
): Promise<TtsReport> {
  const refused = unsupportedDice(set);
  if (refused) throw refused;
  // A layout naming what the game lacks stops the export before any image is made.
  const tablePlan = table ? planTable(game, set, table) : null;
  // The first turn's file is <game>-setup-<seed>.json, beside one file per deck and per piece named so.
  const setupId = setup && `${SETUP_NAME}-${setup.seed}`;
  if (setupId && (set.decks.some((d) => d.deck.id === setupId) || set.components.some((c) => c.component.id === setupId))) {
    throw new TableLayoutError(game, set.manifest.pack, [`a deck or piece of game.yaml is named '${setupId}', as the first turn's own file would be; rename it, or set up another seed`], setup!.source);
  }
  const setupPlan = setup ? planTable(game, set, setup.layout, setup.source) : null;
  const plans = planTtsSheets(set, opts);
  const pieces = planComponentImages(set, opts.maxSize);
  const specs = [...new Map([...plans.flatMap((p) => [p.face, p.back]), ...pieces.flatMap((p) => (p.back ? [p.front, p.back] : [p.front]))].map((s) => [s.id, s])).values()];
  const cacheFile = path.join(outDir, CACHE_FILE);
  const cache = readTtsCache(cacheFile);
  const { names, report } = await makeImages(specs, set, outDir, opts, cache, onProgress);
  const fileOf = (spec: ImageSpec) => path.join(outDir, IMAGES_DIR, names.get(spec.id)!);
  const entries = new Map<number, CustomDeckEntry>(
    plans.map((p) => [
      p.key,
      {
        FaceURL: imageUrl(fileOf(p.face), opts),
        BackURL: imageUrl(fileOf(p.back), opts),
        NumWidth: p.grid.cols,
        NumHeight: p.grid.rows,
        BackIsHidden: true,
        UniqueBack: !p.back.single,
        Type: 0,
      },
    ]),
  );

  // The files: one per deck, one per token, board or sheet, and the whole game.
  const url = (spec: ImageSpec) => imageUrl(fileOf(spec), opts);
  const backOf = (deck: ExportDeck) => ({ png: deck.cards[0].back.png, sha256: deck.cards[0].back.sha256, trim: trimOf(deck.format) });
  const saves: { name: string; save: TtsSave; thumb: Thumb[]; hands?: Map<string, string>; onBoard?: Set<string>; apart?: boolean }[] = set.decks.map((deck) => {
    // A deck's own file holds every copy the game uses of it.
    const guids = new GuidRegistry();
    const copies = placedDecks([deck]).map((placed, i) => deckObjects(set, plans, entries, placed, guids, i));
    return { name: `${game}-${deck.deck.id}`, save: saveFile(`${set.title} · ${deck.deck.name}`, copies), thumb: [backOf(deck)] };
  });
  const placed = placedDecks(set.decks);
  const diceRow = 4 - Math.ceil(placed.length / 4) * 5 + 1;
  const positions = componentPositions(set, pieces, diceRow - 4);
  pieces.forEach((piece, i) => {
    saves.push({
      name: `${game}-${piece.piece.component.id}`,
      save: saveFile(`${set.title} · ${piece.piece.name}`, [componentObject(set, piece, url, new GuidRegistry(), positions[i])]),
      thumb: [{ png: piece.piece.front.png, sha256: piece.piece.front.sha256, trim: trimOf(piece.piece.format) }],
    });
  });
  const guids = new GuidRegistry();
  const decks = placed.map((p, i) => deckObjects(set, plans, entries, p, guids, i));
  const dice = diceObjects(set, guids, opts.dice === 'bag', (n) => ({ x: n * 1.5 - 5.25, y: 1, z: diceRow }), { x: 9, y: 1, z: 4 });
  saves.push({
    name: game,
    save: saveFile(set.title, [...decks, ...dice, ...pieces.map((piece, i) => componentObject(set, piece, url, guids, positions[i]))]),
    // A game whose decks were all left out (every card with errors, under --force) shows its components.
    thumb: set.decks.length ? set.decks.slice(0, 4).map(backOf) : pieces.slice(0, 4).map((p) => ({ png: p.piece.front.png, sha256: p.piece.front.sha256, trim: trimOf(p.piece.format) })),
  });

  // The table: the game set for play around its board, when the pack lays one out; and the game
  // its engine set up for the first turn, when asked.
  const t = translator(set.manifest.language);
  const tables = [
    ...(tablePlan ? [{ name: `${game}-${TABLE_NAME}`, title: t('tts.table', { title: set.title }), plan: tablePlan }] : []),
    ...(setupPlan ? [{ name: setupName(game, setup!.seed), title: t('tts.setup', { title: set.title, seed: String(setup!.seed), players: setup!.players.join(', ') }), plan: setupPlan }] : []),
  ];
  for (const { name, title, plan } of tables) {
    const { objects, hands, onBoard } = tableObjects({
      set,
      plan,
      specs: (deck) => cardSpecs(plans, entries, deck),
      components: pieces,
      url,
      diceInBag: opts.dice === 'bag',
      guids: new GuidRegistry(),
    });
    saves.push({ name, save: saveFile(title, objects), thumb: tableThumb(plan), hands, onBoard, apart: true });
  }

  // Check everything before writing: a broken mod is worse than none.
  const problems: string[] = [];
  const keys = new Map<number, CustomDeckEntry>();
  // Hosted images are checked through their local copies.
  const resolveImage = (url: string) => defaultResolve(url) ?? path.join(outDir, IMAGES_DIR, decodeURIComponent(url.split('/').pop()!));
  for (const s of saves) for (const p of await validateSave(s.save, { keys, resolveImage, hands: s.hands, onBoard: s.onBoard, apart: s.apart })) problems.push(`${s.name}.json: ${p}`);
  if (problems.length) return { outDir, objects: [], images: report, problems };

  const objects: string[] = [];
  const thumbs = cache.thumbs;
  for (const s of saves) {
    const file = path.join(outDir, `${s.name}.json`);
    await writeFileIfChanged(file, `${JSON.stringify(s.save, null, 2)}\n`);
    const thumb = `${s.name}.png`;
    const thumbFile = path.join(outDir, thumb);
    const thumbKey = hashOf(TTS_VERSION, codeHash('tts'), s.thumb.map((t) => [t.trim, t.sha256]));
    if (thumbs[thumb]?.key !== thumbKey || !(await isIntact(thumbFile, thumbs[thumb]))) {
      thumbs[thumb] = { key: thumbKey, ...(await writeRecorded(thumbFile, await thumbnail(s.thumb))) };
    }
    objects.push(file);
  }
  await writeTtsCache(cacheFile, cache);
  return { outDir, objects, images: report, problems };
}
