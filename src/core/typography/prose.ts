/**
 * The words of a pack that players read, wherever they are written: the manifest's (title,
 * subtitle, decks' names, backs' labels, symbols' labels, components' names: what Tabletop
 * Simulator names its objects with), the cards' names, lines and texts, the data files' (a
 * table's lines, a map's name), and the labels and titles of the types files (a card's
 * description in Tabletop Simulator names its fields with them). Each with where it is written,
 * so that a problem points into it and a fix rewrites it.
 */
import { isScalar } from 'yaml';
import { ManifestSchema } from '../manifest.js';
import { manifestTypeFiles, type LoadedPack } from '../pack.js';
import { PROSE_KEYWORD } from '../schema-kit.js';
import { annotated } from '../schema-walk.js';
import { nodeAt, type PathSegment, type YamlSource } from '../yaml-source.js';

export interface ProseString {
  src: YamlSource;
  /** Path of the string in its file. */
  path: PathSegment[];
  text: string;
  /** The card it belongs to, for diagnostics; null for the manifest, a data file or a types file. */
  card: string | null;
}

export function proseStrings(pack: LoadedPack): ProseString[] {
  const out: ProseString[] = [];
  const add = (src: YamlSource, schema: unknown, data: unknown, base: PathSegment[], card: string | null) => {
    for (const v of annotated(schema, data, PROSE_KEYWORD)) {
      if (typeof v.value === 'string') out.push({ src, path: [...base, ...v.path], text: v.value, card });
    }
  };
  if (pack.manifest) add(pack.manifestSrc, ManifestSchema, pack.manifest, [], null);
  // The game's own types files, which --fix can set; not a game code's (src/games/<game>/types.yaml), deckwright's own.
  for (const src of manifestTypeFiles(pack)) out.push(...typesFileLabels(src));
  // A card made by rule (`generate:`) is named by the manifest's pattern, checked there.
  for (const card of pack.cards) if (card.valid && card.src !== pack.manifestSrc) add(card.src, card.type.schema, card.data, card.path, card.id);
  for (const d of pack.data) {
    const type = pack.dataTypes.find((t) => t.id === d.type);
    if (d.valid && type) add(d.src, type.schema, d.data, [], null);
  }
  // Each once: a value under a union (a component's name) is met in every branch.
  const seen = new Set<string>();
  return out.filter((s) => {
    const key = JSON.stringify([s.src.file, s.path]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * True when the string is written in its file, where a problem can point and a fix can write (a
 * default the schema filled in is not). Asked only of a string with a problem: it parses the
 * file for its positions, which a clean file read from the memo never needs (yaml-source.ts).
 */
export function writtenInFile(s: ProseString): boolean {
  const { node, exact } = nodeAt(s.src, s.path);
  return exact && isScalar(node) && node.value === s.text;
}

/**
 * The labels of a types file's field declarations (`label: Dés d’attaque`) and the titles of its
 * card types: a declaration is a mapping with a `kind`, found at any depth (in shapes, fields,
 * lists, groups, data types).
 */
function typesFileLabels(src: YamlSource): ProseString[] {
  const out: ProseString[] = [];
  const visit = (value: unknown, path: PathSegment[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o.kind === 'string' && typeof o.label === 'string') out.push({ src, path: [...path, 'label'], text: o.label, card: null });
      for (const [k, v] of Object.entries(o)) visit(v, [...path, k]);
    }
  };
  const data = src.data as Record<string, unknown> | null | undefined;
  if (!data || typeof data !== 'object') return out;
  visit(data, []);
  const cardTypes = data.cardTypes;
  if (cardTypes && typeof cardTypes === 'object') {
    for (const [id, t] of Object.entries(cardTypes as Record<string, unknown>)) {
      const title = (t as { title?: unknown } | null)?.title;
      if (typeof title === 'string') out.push({ src, path: ['cardTypes', id, 'title'], text: title, card: null });
    }
  }
  return out;
}
