/**
 * Loading a game pack: its manifest, its pack code (card types and rules) and its card files,
 * every value kept with its source position. Loading never throws on bad input: what is wrong
 * becomes a problem (a diagnostic) and the card is marked invalid.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { Diagnostic } from './diagnostics.js';
import { ManifestSchema, type DeckDef, type Manifest } from './manifest.js';
import type { CardTypeDef, PackDef } from './pack-types.js';
import { validateAt } from './validate.js';
import { loadYamlSource, spanAt, type PathSegment, type YamlSource } from './yaml-source.js';
import { loadPackDef, knownPackIds } from './pack-registry.js';
import { PACK_FILES_RULE } from './loader-rules.js';
import { resolveInside } from './safe-path.js';

export const MANIFEST_FILE = 'game.yaml';

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
  files: YamlSource[];
  cards: LoadedCard[];
  /** Problems found while loading (syntax, schema, structure), reported by the core rules. */
  problems: Diagnostic[];
  /**
   * False when a file could not be read as cards (bad YAML, wrong shape): its cards are missing,
   * so rules that look across the pack (counts, references) stay quiet rather than pile up noise.
   */
  complete: boolean;
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
 * Reads a pack folder's YAML files. A symbolic link is followed when it leads to a file inside
 * the pack (a designer may share a file between decks that way), and refused with a located
 * error otherwise: a shared pack must not make deckwright read the rest of the machine.
 */
export async function loadPackFromDir(dir: string, displayDir = dir): Promise<LoadedPack> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = new Map<string, string>();
  const refused: Diagnostic[] = [];
  const refuse = (name: string, why: string, fix: string) =>
    refused.push({
      file: path.join(displayDir, name),
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      severity: 'error',
      rule: PACK_FILES_RULE.id,
      message: `${name} ${why}; ${fix}`,
      card: null,
    });
  for (const e of entries.filter((e) => /\.ya?ml$/.test(e.name)).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isFile()) {
      files.set(e.name, await readFile(path.join(dir, e.name), 'utf8'));
      continue;
    }
    if (!e.isSymbolicLink()) {
      refuse(e.name, 'is not a file', 'the .yaml entries of a pack folder are card files: rename it or move it elsewhere');
      continue;
    }
    const target = resolveInside(dir, e.name);
    const kind = target ? await stat(target).catch(() => null) : null;
    if (!target) refuse(e.name, 'is a link to a file outside the pack folder, which deckwright does not read', 'copy the file into the pack folder instead');
    else if (!kind) refuse(e.name, 'is a link to nothing (its target does not exist)', 'point it at a file of the pack, or remove it');
    else if (!kind.isFile()) refuse(e.name, 'is a link to something that is not a file', 'point it at a file of the pack, or remove it');
    else files.set(e.name, await readFile(target, 'utf8'));
  }
  const pack = await loadPackFromFiles(path.basename(path.resolve(dir)), displayDir, files);
  pack.problems.push(...refused);
  // A refused file's cards are missing: rules that count across the pack stay quiet.
  if (refused.length) pack.complete = false;
  return pack;
}

/** Load a pack from file contents (used by tests and rule examples with in-memory packs). */
export async function loadPackFromFiles(
  name: string,
  displayDir: string,
  files: Map<string, string>,
  options: { def?: PackDef } = {},
): Promise<LoadedPack> {
  const problems: Diagnostic[] = [];
  const shown = (f: string) => (displayDir ? path.join(displayDir, f) : f);
  const manifestText = files.get(MANIFEST_FILE);
  const manifestSrc = loadYamlSource(shown(MANIFEST_FILE), manifestText ?? '');
  const pack: LoadedPack = { name, dir: displayDir, manifestSrc, manifest: null, def: null, files: [], cards: [], problems, complete: false };
  if (manifestText === undefined) {
    problems.push({
      ...spanAt(manifestSrc, []),
      severity: 'error',
      rule: 'core/schema',
      message: `no ${MANIFEST_FILE} in ${displayDir || 'the pack'}: a pack folder needs a manifest naming its title, card size and decks`,
      card: null,
    });
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

  const def = options.def ?? (await loadPackDef(manifest.pack));
  if (!def) {
    problems.push({
      ...spanAt(manifestSrc, ['pack']),
      severity: 'error',
      rule: 'core/schema',
      message: `unknown pack code '${manifest.pack}'; known packs: ${(await knownPackIds()).join(', ')}`,
      card: null,
    });
    return pack;
  }
  pack.def = def;
  const types = new Map(def.cardTypes.map((t) => [t.id, t]));
  manifest.decks.forEach((deck, i) => {
    if (!types.has(deck.type)) {
      problems.push({
        ...spanAt(manifestSrc, ['decks', i, 'type']),
        severity: 'error',
        rule: 'core/schema',
        message: `deck '${deck.id}' has unknown card type '${deck.type}'; this pack's types: ${[...types.keys()].join(', ')}`,
        card: null,
      });
    }
  });
  const decks = new Map(manifest.decks.map((d) => [d.id, d]));
  pack.complete = true;

  for (const [fileName, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (fileName === MANIFEST_FILE) continue;
    const src = loadYamlSource(shown(fileName), text);
    pack.files.push(src);
    problems.push(...src.syntaxErrors);
    if (src.data === undefined) {
      pack.complete = false;
      continue;
    }
    if (src.data === null) {
      problems.push({
        ...spanAt(src, []),
        severity: 'error',
        rule: 'core/schema',
        message: `${fileName} has no content; a card file needs \`deck: <deck id>\` and \`cards:\` (a list), or delete the file`,
        card: null,
      });
      pack.complete = false;
      continue;
    }
    const shape = validateAt(cardFileSchema([...decks.keys()]), src.data, {
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
  return pack;
}
