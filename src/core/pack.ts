/**
 * Loading a game pack: its manifest, its pack code (card types and rules) and its card files,
 * every value kept with its source position. Loading never throws on bad input: what is wrong
 * becomes a problem (a diagnostic) and the card is marked invalid.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type, type TSchema } from '@sinclair/typebox';
import { closest } from 'fastest-levenshtein';
import type { Diagnostic } from './diagnostics.js';
import { ManifestSchema, type DeckDef, type Manifest } from './manifest.js';
import type { CardTypeDef, PackDef } from './pack-types.js';
import { validateAt } from './validate.js';
import { loadYamlSource, yamlMemoVersion, spanAt, type PathSegment, type YamlSource } from './yaml-source.js';
import { JsonMemo, packMemoFile } from './json-memo.js';
import { loadPackDef, knownPackIds, packCodeTypes } from './pack-registry.js';
import { compileTypesFile, mergeTypes, type DataTypeDef } from './types/declared-types.js';
import { packFileRefused } from './loader-rules.js';
import { resolveInside } from './safe-path.js';
import { megabytes, readTextLimited } from './read-limited.js';
import { LIMITS, thousands } from './limits.js';
import { projectOfPack } from './project.js';
import { compilePackTemplates, type PackTemplates, type TemplateCompileError } from './template-build.js';
import { loadProjectRules, runsProjectCode } from './project-rules.js';
import { installRoot } from './paths.js';
import { imageValues, readPackImages, type PackImage } from './pack-images.js';

export { MANIFEST_FILE } from './project.js';
import { MANIFEST_FILE } from './project.js';

export interface LoadedCard {
  id: string;
  deck: DeckDef;
  type: CardTypeDef;
  /** The card's data (schema defaults applied). Typed by the pack, which knows the type. */
  data: Record<string, unknown>;
  src: YamlSource;
  /** Path of the card inside its file, e.g. ['cards', 2]. */
  path: PathSegment[];
  /** False when the card failed its schema: rules and renderers skip it. */
  valid: boolean;
}

/** How many copies of a card its deck holds: its `copies` field, 1 without one. */
export function copiesOf(card: LoadedCard): number {
  const n = card.data.copies;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
}

export interface LoadedPack {
  /** Folder name, used for output folders (dist/<name>/). */
  name: string;
  dir: string;
  manifestSrc: YamlSource;
  manifest: Manifest | null;
  def: PackDef | null;
  /** The card types its types files declare (see core/types/). */
  cardTypes: CardTypeDef[];
  /** The forms of its data files. */
  dataTypes: DataTypeDef[];
  /** Its types files: the pack code's and the game folder's. */
  typeFiles?: YamlSource[];
  /** Its templates, compiled (or the errors that stopped them), once its manifest named its pack. */
  templates?: PackTemplates;
  /** What kept the project's rules code of the pack (rules/<pack>/) from loading, located. */
  codeErrors?: TemplateCompileError[];
  /** Its card files and data files. */
  files: YamlSource[];
  cards: LoadedCard[];
  /** Its data files (`data:` of the manifest), each checked against its data type. */
  data: LoadedData[];
  /** Problems found while loading (syntax, schema, structure), reported by the core rules. */
  problems: Diagnostic[];
  /** The image files its cards name (fields of kind `image`), read and decoded, by name as written: core/images reports their problems. */
  images?: Map<string, PackImage>;
  /** The project folder its images are paths from (core/project.ts); none for an in-memory pack, whose images are its own files. */
  project?: string;
  /** The real folder it was read from (absolute); none for an in-memory pack. */
  packDir?: string;
  /** The data of its YAML files, kept by their text's hash for the next command (json-memo.ts); none for an in-memory pack. */
  yamlMemo?: JsonMemo;
  /**
   * False when a file could not be read as cards (bad YAML, wrong shape): its cards are missing,
   * so rules that look across the pack (counts, references) stay quiet rather than pile up noise.
   */
  complete: boolean;
}

/** A data file of the pack: which set of the manifest's `data:` it belongs to, and its content. */
export interface LoadedData {
  set: string;
  /** Its path in the pack folder, e.g. "cartes/sokar.yaml": how a board names the data it draws. */
  name: string;
  type: string;
  src: YamlSource;
  data: unknown;
  /** False when it failed its data type's schema: rules skip it. */
  valid: boolean;
}

/** Shape of a card file: which deck it fills, and its cards. */
function cardFileSchema(deckIds: string[]) {
  return Type.Object(
    {
      deck: Type.Union(deckIds.map((d) => Type.Literal(d)), { description: `a deck id of game.yaml: ${deckIds.join(', ')}` }),
      cards: Type.Array(Type.Object({}, { additionalProperties: true }), { description: 'the list of cards' }),
    },
    { additionalProperties: false },
  );
}

/**
 * Reads a pack folder's YAML files: those at its top (game.yaml, card files, a types file) and
 * those of the data paths its manifest declares (`data:`), named by their path in the folder.
 * A symbolic link is followed when it leads to a file inside the pack (a designer may share a
 * file between decks that way), and refused with a located error otherwise: a shared pack must
 * not make deckwright read the rest of the machine.
 */
export async function loadPackFromDir(dir: string, displayDir = dir): Promise<LoadedPack> {
  const files = new Map<string, string>();
  const refused: Diagnostic[] = [];
  const refuse = (name: string, why: string, fix: string) => refused.push(packFileRefused(path.join(displayDir, name), name, why, fix));
  // Each file's size is checked before it is read (core/read-limited): a YAML file of hundreds of
  // MB, or a device named *.yaml, is refused at its first line instead of filling memory.
  // The files together are bounded too (each is parsed and kept): past the limit, reading stops.
  let bytes = 0;
  let full = false;
  const read = async (name: string, file: string) => {
    const got = await readTextLimited(file, { kind: 'pack file', shown: path.join(displayDir, name) });
    if (!got.ok) {
      refused.push(got.diagnostic);
      return;
    }
    const size = Buffer.byteLength(got.text);
    if (bytes + size > LIMITS.fileBytes.pack) {
      full = true;
      const why = `and the files after it are not read: with it, the pack's YAML files would make ${megabytes(bytes + size, true)}, and a pack reads at most ${megabytes(LIMITS.fileBytes.pack)} of them in all`;
      refuse(name, why, 'move the files the game does not use out of the folder');
      return;
    }
    bytes += size;
    files.set(name, got.text);
  };
  const readFolder = async (sub: string) => {
    const entries = await readdir(path.join(dir, sub), { withFileTypes: true }).catch(() => null);
    if (!entries) return;
    for (const e of entries.filter((e) => /\.ya?ml$/.test(e.name)).sort((a, b) => a.name.localeCompare(b.name))) {
      const name = sub ? `${sub}/${e.name}` : e.name;
      // Each file is parsed and kept with its positions: a folder of thousands would exhaust memory.
      if (files.size >= LIMITS.packFiles) {
        refuse(name, `and the files after it are not read: a pack reads at most ${thousands(LIMITS.packFiles)} YAML files`, 'merge files, or move the ones the game does not use out of the folder');
        return;
      }
      if (full) return;
      if (e.isFile()) {
        await read(name, path.join(dir, name));
        continue;
      }
      if (!e.isSymbolicLink()) {
        refuse(name, 'is not a file', 'the .yaml entries of a pack folder are its files: rename it or move it elsewhere');
        continue;
      }
      const target = resolveInside(dir, name);
      const kind = target ? await stat(target).catch(() => null) : null;
      if (!target) refuse(name, 'is a link to a file outside the pack folder, which deckwright does not read', 'copy the file into the pack folder instead');
      else if (!kind) refuse(name, 'is a link to nothing (its target does not exist)', 'point it at a file of the pack, or remove it');
      else if (!kind.isFile()) refuse(name, 'is a link to something that is not a file', 'point it at a file of the pack, or remove it');
      else await read(name, target);
    }
  };
  await readFolder('');
  // The data folders the manifest declares are read too; the loader reports a bad declaration.
  // The data of files unchanged since the last load, kept by the content of their text: the
  // manifest is read here for its data folders, and again below, from the memo both times.
  const yamlCache = JsonMemo.open(packMemoFile(projectOfPack(dir), 'yaml', dir), yamlMemoVersion());
  for (const folder of dataFolders(files.get(MANIFEST_FILE), yamlCache)) {
    const real = resolveInside(dir, folder);
    if (real && (await stat(real).catch(() => null))?.isDirectory()) await readFolder(folder);
  }
  const pack = await loadPackFromFiles(path.basename(path.resolve(dir)), displayDir, files, { packDir: path.resolve(dir), yamlCache });
  // Written by the commands that keep what they worked out (check, build: pipeline/check.ts).
  pack.yamlMemo = yamlCache;
  // A manifest refused for its size is not missing: the refusal is the one thing to say of it.
  const manifestRefused = refused.some((d) => d.file === pack.manifestSrc.file);
  if (manifestRefused) pack.problems = pack.problems.filter((d) => d.file !== pack.manifestSrc.file);
  pack.problems.push(...refused);
  // A refused file's cards are missing: rules that count across the pack stay quiet.
  if (refused.length) pack.complete = false;
  return pack;
}

/** The subfolders named by the manifest's `data:` paths ("maps/"), read leniently: the loader checks them. */
function dataFolders(manifestText: string | undefined, yamlCache: JsonMemo): string[] {
  if (!manifestText) return [];
  const data = (loadYamlSource(MANIFEST_FILE, manifestText, yamlCache).data as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .map((d) => (d && typeof d === 'object' ? (d as { path?: unknown }).path : undefined))
    .filter((p): p is string => typeof p === 'string' && /^[A-Za-z0-9_-]+\/$/.test(p))
    .map((p) => p.slice(0, -1));
}

/** Load a pack from file contents (used by tests and rule examples with in-memory packs). */
export async function loadPackFromFiles(
  name: string,
  displayDir: string,
  files: Map<string, string>,
  options: { def?: PackDef; codeTypes?: YamlSource[]; project?: string; packDir?: string; templates?: PackTemplates; yamlCache?: JsonMemo } = {},
): Promise<LoadedPack> {
  const problems: Diagnostic[] = [];
  const shown = (f: string) => (displayDir ? path.join(displayDir, f) : f);
  const manifestText = files.get(MANIFEST_FILE);
  const manifestSrc = loadYamlSource(shown(MANIFEST_FILE), manifestText ?? '', options.yamlCache);
  const pack: LoadedPack = {
    name,
    dir: displayDir,
    manifestSrc,
    manifest: null,
    def: null,
    cardTypes: [],
    dataTypes: [],
    files: [],
    cards: [],
    data: [],
    problems,
    complete: false,
  };
  const schemaProblem = (src: YamlSource, at: PathSegment[], message: string) =>
    problems.push({ ...spanAt(src, at), severity: 'error', rule: 'core/schema', message, card: null });
  if (manifestText === undefined) {
    schemaProblem(manifestSrc, [], `no ${MANIFEST_FILE} in ${displayDir || 'the pack'}: a pack folder needs a manifest naming its title, card size and decks`);
    return pack;
  }
  problems.push(...manifestSrc.syntaxErrors);
  if (manifestSrc.data === undefined) return pack;
  const manifestProblems = validateAt(ManifestSchema, manifestSrc.data, {
    src: manifestSrc,
    basePath: [],
    rule: 'core/schema',
    card: null,
    what: MANIFEST_FILE,
  });
  problems.push(...manifestProblems);
  if (manifestProblems.length) return pack;
  const manifest = manifestSrc.data as Manifest;
  pack.manifest = manifest;

  // The pack's code, when it has some: the project's own rules code first, else a shipped game's;
  // a game without code is its data and templates alone.
  // The pack's real folder when it was read from one (its display name may be relative to another folder).
  const packDir = options.packDir ?? path.resolve(displayDir || '.');
  const project = options.project ?? projectOfPack(packDir);
  const projectRules = options.def ? null : await loadProjectRules(manifest.pack, project, packDir);
  pack.codeErrors = projectRules?.errors ?? [];
  const code = options.def ?? projectRules?.def ?? (projectRules ? null : await loadPackDef(manifest.pack));
  // A caller that brings the pack's code brings its code's types too (none: a test pack's own).
  const typeFiles = [...(options.codeTypes ?? (options.def || projectRules ? [] : await packCodeTypes(manifest.pack, options.yamlCache)))];
  if (manifest.types !== undefined) {
    const text = files.get(manifest.types);
    if (text === undefined) {
      schemaProblem(manifestSrc, ['types'], `types: there is no file ${manifest.types} in ${displayDir || 'the pack'}; write the card types there (see docs/packs.md) or fix the name`);
      return pack;
    }
    typeFiles.push(loadYamlSource(shown(manifest.types), text, options.yamlCache));
  }
  if (!code && !typeFiles.length && !pack.codeErrors.length) {
    schemaProblem(
      manifestSrc,
      ['pack'],
      `pack '${manifest.pack}' has no code (src/games/${manifest.pack}/) and this manifest declares no card types: add \`types: types.yaml\` and declare them there (see docs/packs.md); packs with code: ${(await knownPackIds()).join(', ')}`,
    );
    return pack;
  }
  pack.def = code ?? { id: manifest.pack, rules: [] };
  // Compiled now, for every command: a template's syntax error is a located error of `check`.
  // A pack folder that is its own project (a download named by its path) runs no code of its own:
  // it is drawn with deckwright's templates of its pack, if there are any (docs/security.md).
  pack.templates = options.templates ?? (await compilePackTemplates(manifest.pack, runsProjectCode(project, packDir) ? project : installRoot));
  const declared = mergeTypes(typeFiles.map(compileTypesFile));
  problems.push(...declared.problems);
  pack.cardTypes = declared.cardTypes;
  pack.dataTypes = declared.dataTypes;
  pack.typeFiles = typeFiles;
  // A types file with errors leaves types out: cards of those types would only pile up noise.
  if (declared.problems.length) return pack;
  checkOptions(pack, declared.options, schemaProblem);

  const types = new Map(pack.cardTypes.map((t) => [t.id, t]));
  manifest.decks.forEach((deck, i) => {
    if (!types.has(deck.type)) {
      schemaProblem(manifestSrc, ['decks', i, 'type'], `deck '${deck.id}' has unknown card type '${deck.type}'; this pack's types: ${[...types.keys()].join(', ')}`);
    }
  });
  const decks = new Map(manifest.decks.map((d) => [d.id, d]));
  pack.complete = true;
  manifest.decks.forEach((deck, i) => {
    const type = types.get(deck.type);
    if (deck.generate && type) pack.cards.push(...generatedCards(deck, type, manifestSrc, ['decks', i, 'generate'], problems));
  });

  const dataFiles = assignDataFiles(pack, [...files.keys()], schemaProblem);
  for (const [fileName, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (fileName === MANIFEST_FILE || fileName === manifest.types) continue;
    const set = dataFiles.get(fileName);
    if (!set && fileName.includes('/')) continue;
    const src = loadYamlSource(shown(fileName), text, options.yamlCache);
    pack.files.push(src);
    problems.push(...src.syntaxErrors);
    if (src.data === undefined) {
      pack.complete = false;
      continue;
    }
    if (set) {
      const type = pack.dataTypes.find((t) => t.id === set.type)!;
      const dataProblems = validateAt(type.schema, src.data, { src, basePath: [], rule: 'core/schema', card: null, what: fileName });
      problems.push(...dataProblems);
      pack.data.push({ set: set.id, name: fileName, type: set.type, src, data: src.data, valid: dataProblems.length === 0 });
      continue;
    }
    if (src.data === null) {
      schemaProblem(src, [], `${fileName} has no content; a card file needs \`deck: <deck id>\` and \`cards:\` (a list), or delete the file`);
      pack.complete = false;
      continue;
    }
    const fileDecks = manifest.decks.filter((d) => !d.generate).map((d) => d.id);
    const shape = validateAt(cardFileSchema(fileDecks), src.data, {
      src,
      basePath: [],
      rule: 'core/schema',
      card: null,
      what: fileName,
    });
    if (shape.length) {
      problems.push(...shape);
      pack.complete = false;
      continue;
    }
    const file = src.data as { deck: string; cards: Record<string, unknown>[] };
    const deck = decks.get(file.deck)!;
    const type = types.get(deck.type);
    if (!type) continue;
    file.cards.forEach((data, i) => {
      const cardPath: PathSegment[] = ['cards', i];
      const id = typeof data.id === 'string' ? data.id : `${file.deck}#${i + 1}`;
      const cardProblems = validateAt(type.schema, data, {
        src,
        basePath: cardPath,
        rule: 'core/schema',
        card: id,
        what: `${type.title} '${id}'`,
      });
      problems.push(...cardProblems);
      pack.cards.push({ id, deck, type, data, src, path: cardPath, valid: cardProblems.length === 0 });
    });
  }
  // A deck or board that draws a data file names one the pack has (its template could draw nothing else).
  manifest.decks.forEach((d, i) => {
    if (!d.data || pack.data.some((f) => f.name === d.data)) return;
    const names = pack.data.map((f) => f.name);
    schemaProblem(manifestSrc, ['decks', i, 'data'], `deck '${d.id}' draws ${d.data}, which is not a data file of the pack; ${names.length ? `its data files: ${names.join(', ')}` : 'declare the file under `data:`'}`);
  });
  (manifest.components ?? []).forEach((c, i) => {
    if (c.kind !== 'board' || !c.data || pack.data.some((d) => d.name === c.data)) return;
    const names = pack.data.map((d) => d.name);
    schemaProblem(manifestSrc, ['components', i, 'data'], `board '${c.id}' draws ${c.data}, which is not a data file of the pack; ${names.length ? `its data files: ${names.join(', ')}` : 'declare the file under `data:`'}`);
  });
  // Images are paths from the project folder; an in-memory pack (a rule's example) is its own project.
  const onDisk = Boolean(options.project ?? options.packDir ?? displayDir);
  if (onDisk) {
    pack.project = project;
    pack.packDir = packDir;
  }
  pack.images = await readPackImages(imageValues(checkedItems(pack)), onDisk ? { project } : { memory: files });
  return pack;
}

/** A file of the pack by its name in the pack folder ("salles/crypte.yaml"). */
export function packFileName(pack: LoadedPack, file: string): string {
  return (pack.dir ? path.relative(pack.dir, file) : file).split(path.sep).join('/');
}

/** The types files the manifest declares (`types:`): the pack's own, in its folder, unlike its code's. */
export function manifestTypeFiles(pack: LoadedPack): YamlSource[] {
  const declared = pack.manifest?.types;
  return declared === undefined ? [] : (pack.typeFiles ?? []).filter((src) => packFileName(pack, src.file) === declared);
}

/**
 * The same pack with more files (a scenario's own cards): loaded again from the pack's own texts
 * plus `extra`, with the pack's code and its code's types kept, so that the added cards meet the
 * same types and rules as the pack's. A file of `extra` with the name of one of the pack's replaces it.
 */
export async function packWithFiles(base: LoadedPack, extra: Map<string, string>): Promise<LoadedPack> {
  const own = (file: string) => packFileName(base, file);
  const isManifestTypes = (src: YamlSource) => manifestTypeFiles(base).includes(src);
  const files = new Map<string, string>([[MANIFEST_FILE, base.manifestSrc.text]]);
  for (const src of [...(base.typeFiles ?? []).filter(isManifestTypes), ...base.files]) files.set(own(src.file), src.text);
  for (const [name, text] of extra) files.set(name, text);
  const codeTypes = (base.typeFiles ?? []).filter((src) => !isManifestTypes(src));
  // The same pack with more cards: its templates are the ones already compiled.
  return loadPackFromFiles(base.name, base.dir, files, { def: base.def ?? undefined, codeTypes, project: base.project, templates: base.templates });
}

/**
 * The content of the data file a board (or a deck) draws, when it names one the pack has and the
 * file passed its data type's schema. An invalid file is not drawn, as invalid cards are not: its
 * schema error is reported, and the schema's bounds (a map's 1,200 characters) are what keep a
 * template from laying out a million cells.
 */
export function boardData(pack: Pick<LoadedPack, 'data'>, board: { data?: string }): unknown {
  if (board.data === undefined) return undefined;
  const file = pack.data.find((d) => d.name === board.data);
  return file?.valid ? file.data : undefined;
}

/** The manifest's `options:` against what the types files declare (a pack that declares none takes none). */
function checkOptions(pack: LoadedPack, schema: TSchema | null, problem: (src: YamlSource, at: PathSegment[], message: string) => void): void {
  const manifest = pack.manifest!;
  if (manifest.options === undefined) {
    if (schema) validateOptions(pack, schema, {});
    return;
  }
  if (!schema) {
    problem(pack.manifestSrc, ['options'], `options: this pack declares no options; declare their fields under \`options:\` in its types file, or remove the section`);
    return;
  }
  validateOptions(pack, schema, manifest.options);
}

function validateOptions(pack: LoadedPack, schema: TSchema, value: Record<string, unknown>): void {
  const found = validateAt(schema, value, { src: pack.manifestSrc, basePath: ['options'], rule: 'core/schema', card: null, what: 'options' });
  pack.problems.push(...found);
  // Defaults applied: pack code reads every declared option from the manifest.
  if (!found.length) pack.manifest!.options = value;
}

/**
 * Which files are data, by the manifest's `data:` paths: a file of the folder, or every YAML file
 * of a subfolder. A declaration whose type no types file declares, or whose path holds no file,
 * is an error at the declaration.
 */
function assignDataFiles(
  pack: LoadedPack,
  names: string[],
  problem: (src: YamlSource, at: PathSegment[], message: string) => void,
): Map<string, { id: string; type: string }> {
  const out = new Map<string, { id: string; type: string }>();
  (pack.manifest!.data ?? []).forEach((set, i) => {
    if (!pack.dataTypes.some((t) => t.id === set.type)) {
      const ids = pack.dataTypes.map((t) => t.id);
      problem(
        pack.manifestSrc,
        ['data', i, 'type'],
        `no data type '${set.type}'${ids.length ? `; did you mean '${closest(set.type, ids)}'? Data types: ${ids.join(', ')}` : '; declare it under `dataTypes:` in the types file'}`,
      );
      return;
    }
    const matching = set.path.endsWith('/') ? names.filter((n) => n.startsWith(set.path) && !n.slice(set.path.length).includes('/')) : names.filter((n) => n === set.path);
    if (!matching.length) {
      problem(pack.manifestSrc, ['data', i, 'path'], `data '${set.id}': ${set.path.endsWith('/') ? `the folder ${set.path} holds no .yaml file` : `there is no file ${set.path}`} in the pack folder`);
      pack.complete = false;
    }
    for (const n of matching) out.set(n, { id: set.id, type: set.type });
  });
  return out;
}

/** A deck made by rule: one card for each rank of each suit, checked against the deck's card type. */
function generatedCards(deck: DeckDef, type: CardTypeDef, src: YamlSource, at: PathSegment[], problems: Diagnostic[]): LoadedCard[] {
  const { ranks, suits, name } = deck.generate!;
  const idPattern = deck.generate!.id ?? '{rank}-{suit}';
  const cards: LoadedCard[] = [];
  for (const suit of suits) {
    for (const rank of ranks) {
      const id = idPattern.replace('{rank}', slug(rank)).replace('{suit}', slug(suit));
      const data: Record<string, unknown> = { id, rank, suit };
      if (name) data.name = name.replaceAll('{rank}', rank).replaceAll('{suit}', suit);
      const found = validateAt(type.schema, data, { src, basePath: at, rule: 'core/schema', card: id, what: `${type.title} '${id}' (generated)` });
      problems.push(...found);
      cards.push({ id, deck, type, data, src, path: at, valid: found.length === 0 });
    }
  }
  return cards;
}

/** "Cœur" → "coeur", "10" → "10": an id made of a rank or suit. */
function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'x';
}

/** A document the core rules walk: a valid or invalid card, or a data file, with its schema. */
export interface CheckedItem {
  schema: TSchema;
  data: Record<string, unknown>;
  src: YamlSource;
  path: PathSegment[];
  /** The card's id, for diagnostics; null for a data file. */
  cardId: string | null;
}

/** Every card and every data file of the pack: what references, icons and text markup are checked in. */
export function checkedItems(pack: LoadedPack): CheckedItem[] {
  const cards = pack.cards.map((c) => ({ schema: c.type.schema, data: c.data, src: c.src, path: c.path, cardId: c.id }));
  const data = pack.data.map((d) => ({
    schema: pack.dataTypes.find((t) => t.id === d.type)!.schema,
    data: d.data as Record<string, unknown>,
    src: d.src,
    path: [],
    cardId: null,
  }));
  return [...cards, ...data];
}
