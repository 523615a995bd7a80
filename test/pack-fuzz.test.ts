/**
 * Generated packs, as a fault-injection run would write them: the mini CODEX pack with values at
 * and beyond every bound its schemas declare, odd strings and odd paths put anywhere in the
 * manifest and the cards. Whatever the data, deckwright answers with exit 0 or 1, never a crash
 * or a stack trace, and an exit 1 comes with at least one located diagnostic.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { hasErrors } from '../src/core/diagnostics.js';
import { ManifestSchema } from '../src/core/manifest.js';
import { loadPackFromFiles } from '../src/core/pack.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { copyPack, fixtures, readDir } from './helpers.js';
import { runHere } from './cli-helpers.js';
import { propertyRuns } from './property-runs.js';

type Segment = string | number;
type Schema = Record<string, unknown>;

/** Every leaf of `data` with the schema that governs it: where a generated value can go. */
function leaves(schema: Schema | undefined, data: unknown, at: Segment[] = []): { path: Segment[]; schema: Schema }[] {
  if (!schema) return [];
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return leaves(branches.find((b) => b.type === typeof data || (b.type === 'integer' && typeof data === 'number')) ?? branches[0], data, at);
  if (Array.isArray(data)) return data.flatMap((v, i) => leaves(schema.items as Schema, v, [...at, i]));
  if (data && typeof data === 'object') {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const patterns = Object.values((schema.patternProperties ?? {}) as Record<string, Schema>);
    return Object.entries(data).flatMap(([k, v]) => leaves(props[k] ?? patterns[0], v, [...at, k]));
  }
  return [{ path: at, schema }];
}

/** Numbers at and just beyond each bound of a numeric schema. */
function boundaryValues(s: Schema): number[] {
  const out: number[] = [];
  for (const key of ['minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum']) {
    const b = s[key];
    if (typeof b === 'number') out.push(b, b - 1, b + 1, b - 0.5, b + 0.5);
  }
  return out;
}

const ODD_NUMBERS = [0, -1, 1, 0.001, 630_000, 1e9, -1e9, 1e12, 1e308, 2 ** 53 + 1, Number.NaN, Number.POSITIVE_INFINITY];
const ODD_STRINGS = [
  '',
  ' ',
  '\u00a0\u202f',
  'constructor',
  '__proto__',
  'toString',
  '../../../etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  'back/../../x',
  'x\u001b]0;pwned\u0007\u001b[2J',
  '\u202eevil',
  '\u0000',
  '{PA',
  '{constructor}',
  '*',
  '"Encre',
  'é'.repeat(3000),
  'a '.repeat(40_000),
  '🂡🃏',
  '#ffffff',
  'fr',
  'back',
];

const mini = readDir(path.join(fixtures, 'mini-codex'));
const miniTypes = (await loadPackFromFiles('mini-codex', '', mini)).cardTypes;
const cardFiles = [...mini.keys()].filter((f) => f !== 'game.yaml');
// Each fixture file's data, parsed once: every case edits a fresh copy.
const miniData = new Map([...mini].map(([file, text]) => [file, parse(text) as unknown]));
const dataOf = (file: string) => structuredClone(miniData.get(file));
const cardTypeOf = (file: string) => {
  const data = miniData.get(file) as { deck: string };
  const manifest = miniData.get('game.yaml') as { decks: { id: string; type: string }[] };
  return miniTypes.find((t) => t.id === manifest.decks.find((d) => d.id === data.deck)!.type)!;
};

/** One edit: a file, a leaf of it (by index), and what to put there. */
const edit = fc.record({
  file: fc.constantFrom('game.yaml', 'game.yaml', ...cardFiles),
  leaf: fc.nat(),
  kind: fc.constantFrom('boundary', 'number', 'string', 'delete', 'big-list'),
  pick: fc.nat(),
});

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/**
 * One number of the manifest, at or beyond a bound: what every card is drawn, printed and
 * exported with, so where a value that gets through crashes a later stage (an image size, a
 * count of dice). Alone, so that the rest of the pack lets the build reach those stages.
 */
const manifestNumber = fc.record({
  file: fc.constant('game.yaml'),
  leaf: fc.nat(),
  kind: fc.constantFrom('boundary', 'number'),
  pick: fc.nat(),
});

function setAt(data: unknown, at: Segment[], value: unknown, remove: boolean): void {
  let node = data as Record<Segment, unknown>;
  for (const seg of at.slice(0, -1)) node = node[seg] as Record<Segment, unknown>;
  const last = at[at.length - 1];
  if (remove) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = value;
}

/** The mini pack with the edits made: each file's data changed and written back as YAML. */
function editedPack(edits: Edit[]): Map<string, string> {
  const files = new Map(mini);
  const data = new Map<string, unknown>();
  for (const e of edits) {
    const doc = data.get(e.file) ?? dataOf(e.file);
    data.set(e.file, doc);
    const schema = e.file === 'game.yaml' ? ManifestSchema : { type: 'object', properties: { cards: { type: 'array', items: cardTypeOf(e.file).schema } } };
    // Numbers go where the schema has a number, strings where it has a string; a deletion anywhere.
    const wanted = e.kind === 'string' ? ['string'] : e.kind === 'boundary' || e.kind === 'number' ? ['number', 'integer'] : null;
    const spots = leaves(schema as unknown as Schema, doc).filter((l) => !wanted || wanted.includes(l.schema.type as string));
    if (!spots.length) continue;
    const spot = spots[e.leaf % spots.length];
    const bounds = boundaryValues(spot.schema);
    if (e.kind === 'boundary' && bounds.length) setAt(doc, spot.path, bounds[e.pick % bounds.length], false);
    else if (e.kind === 'number' || e.kind === 'boundary') setAt(doc, spot.path, ODD_NUMBERS[e.pick % ODD_NUMBERS.length], false);
    else if (e.kind === 'string') setAt(doc, spot.path, ODD_STRINGS[e.pick % ODD_STRINGS.length], false);
    else if (e.kind === 'delete') setAt(doc, spot.path, undefined, true);
    else if (spot.path.length > 1) {
      // A list grown far past its bound: the same entry many times over.
      const parent = spot.path.slice(0, -1);
      let node = doc as Record<Segment, unknown>;
      for (const seg of parent.slice(0, -1)) node = node[seg] as Record<Segment, unknown>;
      const list = node[parent[parent.length - 1]];
      if (Array.isArray(list) && list.length) node[parent[parent.length - 1]] = Array.from({ length: 3000 }, () => structuredClone(list[0]));
    }
  }
  for (const [file, doc] of data) files.set(file, stringify(doc));
  return files;
}

const located = /^[^\s:]+\.ya?ml:\d+:\d+ error \S+ /m;

describe('generated packs', () => {
  it('are checked without a throw, and every diagnostic is located in a file of the pack', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), async (edits) => {
        const files = editedPack(edits);
        const pack = await loadPackFromFiles('mini', 'cards/mini', files);
        const list = await checkLoadedPack(pack);
        for (const d of list) {
          // A template that throws on a card (or a back) is located at its line of the .tsx, naming it.
          const thrown = d.rule === 'render/template' && d.file.startsWith('templates/') && /threw on (card '[^']+' of deck|the back of deck) '/.test(d.message);
          expect(files.has(path.basename(d.file)) || thrown, d.file).toBe(true);
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeGreaterThanOrEqual(1);
        }
        // A pack that checks clean is one deckwright can draw: its manifest is sound.
        if (!hasErrors(list)) expect(pack.manifest).not.toBeNull();
      }),
      { numRuns: propertyRuns(300), seed: 20261123 },
    );
  });

  // The build runs in this process (the CLI's main(), output captured): a process each would be
  // most of the time; the command-line tests run `build` as a process of its own.
  it('give exit 0 or 1 from `deckwright build`, never a crash or a stack trace, and a located error with exit 1', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(manifestNumber.map((e) => [e]), manifestNumber.map((e) => [e]), fc.array(edit, { minLength: 1, maxLength: 3 })), async (edits) => {
        const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
        for (const [file, text] of editedPack(edits)) writeFileSync(path.join(dir, file), text);
        const r = await runHere(['build', 'mini'], cwd);
        const what = `${JSON.stringify(edits)}\n${r.stdout}\n${r.stderr}`;
        expect([0, 1], what).toContain(r.code);
        expect(r.stderr, what).not.toMatch(/\n\s+at .+:\d+:\d+\)?/);
        if (r.code === 1) expect(r.stdout, what).toMatch(located);
      }),
      { numRuns: propertyRuns(20), seed: 20261123 },
    );
  });
});
