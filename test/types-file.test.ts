/**
 * Types declared in YAML: every field kind compiles to the schema it promises, every mistake in
 * a declaration is located, and the TypeScript derived for pack code (scripts/card-types-ts.js)
 * agrees with the schemas kind by kind.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { KIND_NAMES } from '../src/core/types/field-kinds.js';
import { compileTypesFile, mergeTypes } from '../src/core/types/declared-types.js';
import { fieldChoices } from '../src/core/types/field-choices.js';
import { validator } from '../src/core/validate.js';
import { loadYamlSource } from '../src/core/yaml-source.js';
import { loadPackFromFiles } from '../src/core/pack.js';
import { exampleFiles } from '../src/core/rules/example-pack.js';
import { root } from './helpers.js';
// @ts-expect-error: a plain JavaScript build script, without types of its own.
import { fieldType, typesModule } from '../../scripts/card-types-ts.js';
import { propertyRuns } from './property-runs.js';

/** One card type with a field of every kind. */
const EVERY_KIND = `shapes:
  stat: { kind: integer, min: 0, max: 9 }
cardTypes:
  thing:
    title: Chose
    template: thing
    fields:
      id: id
      name: name
      copies: { kind: copies, optional: true }
      text: { kind: text, optional: true }
      line: { kind: line, max: 10, optional: true }
      code: { kind: string, pattern: '^[A-Z]{2}$', optional: true }
      level: { kind: integer, min: 1, max: 3, optional: true }
      weight: { kind: number, min: 0.5, optional: true }
      colour: { kind: choice, of: [rouge, vert], default: rouge, optional: true }
      hidden: { kind: flag, optional: true }
      other: { kind: ref, to: thing, optional: true }
      byLevel: { kind: ref, to: thing, key: level, value: stat, optional: true }
      art: icon
      portrait: { kind: image, optional: true }
      tags: { kind: list, of: { kind: choice, of: [a, b] }, max: 2, optional: true }
      stats: { kind: group, optional: true, fields: { force: stat, ruse: { kind: stat, optional: true } } }
      reach: { kind: either, of: [stat, { kind: string, pattern: '^[0-9]-[0-9]$' }], optional: true }
`;

const compile = (text: string, file = 'types.yaml') => mergeTypes([compileTypesFile(loadYamlSource(file, text))]);

describe('field kinds', () => {
  const declared = compile(EVERY_KIND);
  const thing = declared.cardTypes[0];
  const valid = validator(thing.schema);
  const base = { id: 'x', name: 'X', art: 'rat' };

  it('every kind of the field language is exercised here', () => {
    expect(declared.problems).toEqual([]);
    // A kind is written `kind: <kind>`, or alone as the field's value (`art: icon`).
    for (const kind of KIND_NAMES) expect(EVERY_KIND, kind).toMatch(new RegExp(`(kind: ${kind}\\b|: ${kind}\\n)`));
  });

  it('accept what each kind allows and fill defaults', () => {
    const card: Record<string, unknown> = {
      ...base,
      copies: 2,
      text: 'Un {PA}.',
      line: 'court',
      code: 'AB',
      level: 3,
      weight: 0.5,
      hidden: true,
      other: 'y',
      byLevel: 9,
      tags: ['a', 'b'],
      stats: { force: 0 },
      reach: '1-2',
      portrait: 'art/portrait.png',
    };
    expect(valid(card)).toBe(true);
    expect(card.colour).toBe('rouge');
    expect(valid({ ...base, reach: 4 })).toBe(true);
  });

  it('refuse what each kind does not allow', () => {
    const bad: Record<string, unknown>[] = [
      { id: 'X' },
      { name: ' ' },
      { copies: 0 },
      { text: '' },
      { line: 'beaucoup trop long' },
      { code: 'ab' },
      { level: 4 },
      { level: 1.5 },
      { weight: 0.1 },
      { colour: 'bleu' },
      { hidden: 'oui' },
      { byLevel: 10 },
      { art: 'Not An Icon' },
      { portrait: '' },
      { portrait: 7 },
      { tags: ['a', 'b', 'a'] },
      { tags: ['c'] },
      { stats: { ruse: 1 } },
      { stats: { force: 1, charme: 1 } },
      { reach: 'loin' },
      { extra: 1 },
    ];
    for (const b of bad) expect(valid({ ...base, ...b }), JSON.stringify(b)).toBe(false);
  });

  it('keep the annotations that core rules look for (text, references, icons)', () => {
    const props = (thing.schema as unknown as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(props.text['x-card-text']).toBe(true);
    expect(props.other['x-ref']).toEqual({ type: 'thing' });
    expect(props.byLevel['x-ref']).toEqual({ type: 'thing', key: 'level' });
    expect(props.art['x-icon']).toBe(true);
    expect(props.portrait['x-image']).toBe(true);
  });

  it('read the choices of a field for code that needs the list', () => {
    expect(fieldChoices(thing, 'colour')).toEqual(['rouge', 'vert']);
    expect(fieldChoices(thing, 'tags')).toEqual(['a', 'b']);
    expect(fieldChoices(thing, 'level')).toEqual([]);
  });

  it('give pack code the TypeScript type of each kind', () => {
    const ts = typesModule(EVERY_KIND, 'types.yaml');
    expect(ts).toContain('export type Stat = number;');
    for (const line of [
      'copies?: number;',
      'text?: string;',
      "colour?: 'rouge' | 'vert';",
      'hidden?: boolean;',
      'other?: string;',
      'byLevel?: Stat;',
      "tags?: Array<'a' | 'b'>;",
      'reach?: Stat | string;',
      'portrait?: string;',
      'force: Stat;',
      'ruse?: Stat;',
    ]) {
      expect(ts).toContain(line);
    }
    for (const kind of KIND_NAMES) expect(fieldType({ kind, of: kind === 'either' ? ['stat', 'stat'] : kind === 'list' ? 'stat' : ['a'], fields: {} }, {})).not.toBe('unknown');
  });

  it('the TypeScript of the CODEX pack is derived from its YAML when compiling', () => {
    const yamlFile = path.join(root, 'src', 'games', 'codex', 'types.yaml');
    const generated = readFileSync(path.join(root, 'src', 'games', 'codex', 'card-types.d.ts'), 'utf8');
    expect(generated).toBe(typesModule(readFileSync(yamlFile, 'utf8'), 'src/games/codex/types.yaml'));
    expect(generated).toContain('export interface Creature {');
  });
});

describe('mistakes in a types file', () => {
  const problems = (text: string) => compile(text).problems.map((p) => `${p.line}:${p.column} ${p.message}`);
  const oneType = (fields: string) => `cardTypes:\n  t:\n    title: T\n    template: t\n    fields:\n      id: id\n${fields}`;

  it('a shape that contains itself', () => {
    expect(problems('shapes:\n  a: { kind: list, of: b }\n  b: { kind: group, fields: { x: a } }\n')).toEqual([
      expect.stringMatching(/^3:\d+ the shape 'a' contains itself \(a → b → a\)/),
    ]);
  });

  it('a shape declared optional', () => {
    expect(problems('shapes:\n  a: { kind: integer, optional: true }\n')[0]).toMatch(/^2:\d+ a shape cannot be optional/);
  });

  it('a key a shape cannot take where it is used', () => {
    expect(problems(`shapes:\n  s: { kind: integer }\n${oneType('      n: { kind: s, max: 3 }\n')}`)[0]).toMatch(/'max' cannot be given where the shape 's' is used/);
  });

  it('a card type without an id field', () => {
    expect(problems('cardTypes:\n  t:\n    title: T\n    template: t\n    fields:\n      name: name\n')[0]).toMatch(/needs the field `id: id`/);
  });

  it('a missing key of a kind, a bad pattern, a range upside down, an unknown key', () => {
    expect(problems(oneType('      c: { kind: choice }\n'))[0]).toMatch(/^7:\d+ a field of kind 'choice' needs 'of'/);
    expect(problems(oneType("      c: { kind: string, pattern: '[' }\n"))[0]).toMatch(/pattern "\[" is not a regular expression/);
    expect(problems(oneType("      c: { kind: string, pattern: '(a)\\1' }\n"))).toEqual([
      expect.stringMatching(/^7:\d+ pattern "\(a\)\\\\1" cannot be matched in linear time \(invalid escape sequence: `\\1`\): .*no backreferences/),
    ]);
    expect(problems(oneType("      c: { kind: string, pattern: 'a(?=b)' }\n"))[0]).toMatch(/cannot be matched in linear time .*no lookaround/);
    expect(problems(oneType('      c: { kind: integer, min: 3, max: 1 }\n'))[0]).toMatch(/min 3 is more than max 1/);
    expect(problems(oneType('      c: { kind: integer, optinal: true }\n'))[0]).toMatch(/unknown key 'optinal'.*did you mean 'optional'/);
  });

  it('never throw, whatever a declaration holds (fast-check)', () => {
    const kind = fc.constantFrom(...KIND_NAMES, 'stat', 'nothing', '');
    const decl = fc.record(
      { kind, of: fc.jsonValue(), fields: fc.jsonValue(), value: fc.jsonValue(), min: fc.jsonValue(), max: fc.jsonValue(), default: fc.jsonValue(), pattern: fc.string(), optional: fc.jsonValue() },
      { requiredKeys: ['kind'] },
    );
    fc.assert(
      fc.property(decl, fc.option(decl), (f, shape) => {
        const text = stringify({ shapes: shape ? { stat: shape } : {}, cardTypes: { t: { title: 'T', template: 't', fields: { id: 'id', f } } } });
        for (const p of compile(text).problems) expect(p.line).toBeGreaterThan(0);
      }),
      { numRuns: propertyRuns(400), seed: 20261123 },
    );
  });

  it('a ref to a field its target does not have', () => {
    expect(problems(oneType('      c: { kind: ref, to: t, key: numero }\n'))[0]).toMatch(/card type 't' has no field 'numero'/);
  });

  it('a type declared in two files is an error at the second', () => {
    const a = compileTypesFile(loadYamlSource('a.yaml', oneType('')));
    const b = compileTypesFile(loadYamlSource('b.yaml', oneType('')));
    const merged = mergeTypes([a, b]);
    expect(merged.problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual(["b.yaml:2 card type 't' is already declared in a.yaml; give this one another id"]);
  });
});

describe('patterns', () => {
  // Each pattern with a value that makes a backtracking engine try every way to split it (2^41 for
  // the first): JavaScript's own RegExp takes minutes on these, RE2 a fraction of a millisecond.
  const cases = [
    { pattern: '^(a|a)*$', value: `${'a'.repeat(41)}!` },
    { pattern: '(a+)+$', value: `${'a'.repeat(41)}!` },
    { pattern: '(\\w|\\d)+$', value: `${'1'.repeat(41)}!` },
  ];
  for (const { pattern, value } of cases) {
    it(`${pattern} is accepted and matched in linear time`, () => {
      const declared = compile(`cardTypes:\n  t:\n    title: T\n    template: t\n    fields:\n      id: id\n      c: { kind: string, pattern: '${pattern}' }\n`);
      expect(declared.problems).toEqual([]);
      const valid = validator(declared.cardTypes[0].schema);
      const started = performance.now();
      expect(valid({ id: 'x', c: value })).toBe(false);
      expect(valid({ id: 'x', c: value.repeat(40) })).toBe(false);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(valid({ id: 'x', c: value.slice(0, -1) })).toBe(true);
    });
  }

  it('that are ordinary keep their meaning', () => {
    const declared = compile(EVERY_KIND);
    const valid = validator(declared.cardTypes[0].schema);
    const base = { id: 'x', name: 'X', art: 'rat' };
    expect(valid({ ...base, code: 'AB' })).toBe(true);
    expect(valid({ ...base, code: 'ABC' })).toBe(false);
    expect(valid({ ...base, reach: '1-2' })).toBe(true);
    expect(valid({ ...base, reach: '1-22' })).toBe(false);
  });

  it('a name of spaces JavaScript knows (no-break, em space) is still blank', () => {
    const valid = validator(compile(EVERY_KIND).cardTypes[0].schema);
    for (const name of ['\u00a0', '\u2003 ', '\ufeff']) expect(valid({ id: 'x', name, art: 'rat' }), JSON.stringify(name)).toBe(false);
    expect(valid({ id: 'x', name: '\u00a0É', art: 'rat' })).toBe(true);
  });
});

describe('a pack without code', () => {
  const files = (over: Record<string, string> = {}) => {
    const f = exampleFiles();
    return new Map(Object.entries({ ...f, 'game.yaml': f['game.yaml'].replace('pack: example', 'pack: mygame'), ...over }));
  };

  it('loads with the card types of its own types file', async () => {
    const pack = await loadPackFromFiles('mygame', '', files());
    expect(pack.problems).toEqual([]);
    expect(pack.def).toEqual({ id: 'mygame', rules: [] });
    expect(pack.cardTypes.map((t) => t.id)).toEqual(['hero', 'item', 'secret']);
    expect(pack.cards).toHaveLength(3);
  });

  it('without a types file, is told where to declare them', async () => {
    const f = files();
    const pack = await loadPackFromFiles('mygame', '', files({ 'game.yaml': f.get('game.yaml')!.replace('types: types.yaml\n', '') }));
    expect(pack.problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      expect.stringMatching(/^2:7 pack 'mygame' has no code \(src\/games\/mygame\/\) and this manifest declares no card types: add `types: types.yaml`/),
    ]);
  });

  it('with a types file that is missing, is told so at `types:`', async () => {
    const f = files();
    f.delete('types.yaml');
    const pack = await loadPackFromFiles('mygame', '', f);
    expect(pack.problems.map((p) => p.message)).toEqual([expect.stringContaining('there is no file types.yaml')]);
  });
});

describe('docs/packs.md', () => {
  const doc = readFileSync(path.join(root, 'docs', 'packs.md'), 'utf8');
  it('documents every field kind and every key of the manifest', async () => {
    for (const kind of KIND_NAMES) expect(doc, kind).toContain(`| \`${kind}\` |`);
    const { ManifestSchema } = await import('../src/core/manifest.js');
    for (const key of Object.keys(ManifestSchema.properties)) expect(doc, key).toMatch(new RegExp(`\\| \`${key}\`|, \`${key}\``));
  });
});
