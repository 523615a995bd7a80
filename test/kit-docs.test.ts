/**
 * The template kit and its documentation (docs/templates.md): the page's tables are what the
 * kit's sources declare, its examples are the files of the kit-examples test pack, every
 * component, prop and export of the kit is in it, and the examples check clean and render,
 * their options typed and filled in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { installRoot } from '../src/core/paths.js';
import {
  commonSources,
  componentsOf,
  defaultMismatches,
  interfacesOf,
  interfaceTable,
  kitMarkers,
  reExportedNames,
  renderKitDoc,
  KIT_IMPORT,
} from '../src/docs/kit-docs.js';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { drawJob } from '../src/render/draw.js';
import { renderJobs } from '../src/render/jobs.js';
import { buildGame, type BuildResult } from '../src/pipeline/build.js';
import { resolveGames } from '../src/pipeline/games.js';
import type { RenderContext, SatoriElement } from '../templates/common/index.js';
import * as kit from '../templates/common/index.js';
import { copyPack, fixtures, withoutTypography } from './helpers.js';

const DOC = path.join(installRoot, 'docs', 'templates.md');
const doc = readFileSync(DOC, 'utf8');
const indexSource = readFileSync(path.join(installRoot, 'templates', 'common', 'index.ts'), 'utf8');
const EXAMPLES = path.join(fixtures, 'kit-examples');

describe('docs/templates.md', () => {
  it('is what the kit\'s sources and the examples make (write it again with `node build/scripts/kit-docs.js`)', () => {
    expect(renderKitDoc(doc, installRoot)).toBe(doc);
  });

  it('has the props table of every component of templates/common/, and each component its props interface', () => {
    const documented = new Set(kitMarkers(doc).filter((m) => m.kind === 'props').map((m) => `${m.file} ${m.name}`));
    const missing: string[] = [];
    for (const [file, source] of commonSources(installRoot)) {
      const interfaces = interfacesOf(source).map((i) => i.name);
      for (const c of componentsOf(source)) if (!interfaces.includes(`${c}Props`)) missing.push(`${file}: ${c} exports no interface ${c}Props`);
      for (const i of interfaces) if (!documented.has(`${file} ${i}`)) missing.push(`${file}: ${i} has no <!-- kit:props ${file} ${i} --> table`);
    }
    expect(missing).toEqual([]);
  });

  it('describes every member of the interfaces it shows, and states the defaults the code gives', () => {
    const problems: string[] = [];
    for (const m of kitMarkers(doc).filter((x) => x.kind === 'props')) {
      const source = readFileSync(path.join(installRoot, m.file), 'utf8');
      const iface = interfacesOf(source).find((i) => i.name === m.name)!;
      for (const member of iface.members) if (!member.doc) problems.push(`${m.file}: ${m.name}.${member.name} has no JSDoc comment`);
      if (m.file.startsWith('templates/common/')) problems.push(...defaultMismatches(source, iface));
    }
    expect(problems).toEqual([]);
  });

  it('names every export of the kit (templates/common/index.ts), and the kit exports every component', () => {
    const names = reExportedNames(indexSource);
    expect(names.length).toBeGreaterThan(25);
    expect(names.filter((n) => !doc.includes(`\`${n}`))).toEqual([]);
    const components = [...commonSources(installRoot).values()].flatMap(componentsOf);
    expect(components.filter((c) => !names.includes(c))).toEqual([]);
    // The values the page shows are the module's.
    for (const c of components) expect(typeof (kit as Record<string, unknown>)[c]).toBe('function');
  });

  it('shows every template of the examples, with the kit imported as a designer imports it', () => {
    const shown = kitMarkers(doc).filter((m) => m.kind === 'file').map((m) => m.file);
    const templates = readdirSync(path.join(installRoot, 'templates', 'kit-examples')).filter((f) => f.endsWith('.tsx'));
    expect(templates.sort()).toEqual(['carte.tsx', 'dos.tsx', 'fiche.tsx', 'jeton.tsx', 'plateau.tsx']);
    expect(templates.map((f) => `templates/kit-examples/${f}`).filter((f) => !shown.includes(f))).toEqual([]);
    for (const f of templates) expect(readFileSync(path.join(installRoot, 'templates', 'kit-examples', f), 'utf8')).toContain(`from ${KIT_IMPORT.source}`);
    expect(doc).toContain(`from ${KIT_IMPORT.shown};`);
    expect(doc).not.toContain(KIT_IMPORT.source);
  });
});

describe('what makes the page', () => {
  const source = [
    'export interface BadgeProps {',
    '  /** The render context. */',
    '  ctx: RenderContext;',
    '  /**',
    '   * Its size | in px.',
    '   * @default 120',
    '   */',
    '  size?: number;',
    '  alt?: { value: string; color: string };',
    '  icon(name: string, color: string): string;',
    '}',
    'export function Badge(props: BadgeProps) {',
    '  const size = props.size ?? 100;',
    '  const alt = props.alt ?? { value: "0", color: "#fff" };',
    '}',
  ].join('\n');

  it('reads an interface\'s members, their types, comments and defaults', () => {
    const [iface] = interfacesOf(source);
    expect(iface.name).toBe('BadgeProps');
    expect(iface.members.map((m) => [m.name, m.optional, m.type, m.doc, m.defaultValue])).toEqual([
      ['ctx', false, 'RenderContext', 'The render context.', null],
      ['size', true, 'number', 'Its size | in px.', '120'],
      ['alt', true, '{ value: string; color: string }', '', null],
      ['icon', false, '(name: string, color: string) => string', '', null],
    ]);
    expect(interfaceTable(iface).split('\n')).toEqual([
      '| prop | type | default | what it does |',
      '|---|---|---|---|',
      '| `ctx` | `RenderContext` | required | The render context. |',
      '| `size` | `number` | `120` | Its size \\| in px. |',
      '| `alt` | `{ value: string; color: string }` |  |  |',
      '| `icon()` | `(name: string, color: string) => string` | required |  |',
    ]);
  });

  it('finds a default the code gives that the comment does not say', () => {
    const [iface] = interfacesOf(source);
    expect(defaultMismatches(source, iface)).toEqual([
      'BadgeProps.size: the code\'s default is 100, its @default says 120',
      'BadgeProps.alt: the code\'s default is { value: "0", color: "#fff" }, its @default says nothing',
    ]);
  });

  it('writes a stale table again, and leaves the rest of the page as it is', () => {
    const stale = doc.replace(/\| `rimColor` \|[^\n]*\n/, '');
    expect(stale).not.toBe(doc);
    expect(renderKitDoc(stale, installRoot)).toBe(doc);
    const empty = '# A page\n\n<!-- kit:props templates/common/Chip.tsx ChipProps -->\n<!-- kit:end -->\n\nThe end.\n';
    const written = renderKitDoc(empty, installRoot);
    expect(written).toContain('| `textColor` | `string` | `\'#ffffff\'` | The label\'s colour. |');
    expect(written.endsWith('<!-- kit:end -->\n\nThe end.\n')).toBe(true);
    expect(renderKitDoc(written, installRoot)).toBe(written);
  });
});

describe('the game\'s options in a template', () => {
  it('are typed by RenderContext<Options>, and a typed context goes where a plain one does', () => {
    interface Options {
      manches: number;
    }
    expectTypeOf<RenderContext<Options>['manifest']['options']['manches']>().toEqualTypeOf<number>();
    expectTypeOf<RenderContext<Options>>().toMatchTypeOf<RenderContext>();
    expectTypeOf<RenderContext['manifest']>().toEqualTypeOf<kit.ManifestWithOptions<unknown>>();
  });

  let pack: LoadedPack;
  beforeAll(async () => {
    pack = await loadPackFromDir(EXAMPLES, 'test/fixtures/kit-examples');
  });

  /** Every string drawn in an element tree. */
  const texts = (el: unknown, out: string[] = []): string[] => {
    if (typeof el === 'string') out.push(el);
    else if (Array.isArray(el)) for (const x of el) texts(x, out);
    else if (el && typeof el === 'object') texts((el as SatoriElement).props?.children, out);
    return out;
  };

  it('reach it with their defaults filled in: the board\'s track has the default 8 rounds, the sheet the 5 coins the manifest sets', async () => {
    expect(pack.problems).toEqual([]);
    const jobs = renderJobs(pack);
    const board = await drawJob(jobs.find((j) => j.key.startsWith('arene'))!);
    expect(board.problems).toEqual([]);
    expect(texts(board.element).filter((t) => /^\d+$/.test(t))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const sheet = await drawJob(jobs.find((j) => j.key.startsWith('carnet'))!);
    expect(texts(sheet.element)).toContain('Or de départ : 5 pièces');
    expect(texts(sheet.element).filter((t) => /^\d+$/.test(t))).toHaveLength(8);
  });
});

describe('the examples pack', () => {
  let result: BuildResult;
  let dist = '';
  beforeAll(async () => {
    const { cwd } = copyPack(EXAMPLES, 'kit-examples');
    result = await buildGame(resolveGames(['kit-examples'], cwd)[0], { cwd });
    dist = path.join(cwd, 'dist', 'kit-examples', 'cards');
  }, 120_000);

  const pngSize = (file: string) => {
    const b = readFileSync(file);
    return [b.readUInt32BE(16), b.readUInt32BE(20)];
  };

  it('checks clean and builds: every text fits, every character is in the fonts', () => {
    expect(withoutTypography(result.diagnostics)).toEqual([]);
    expect(result.stopped).toBe(false);
    // 3 cards, their back, a token, a board, a sheet.
    expect(result.rendered).toBe(7);
  });

  it('draws each kind at its format\'s size (300 dpi, bleed included)', () => {
    expect(pngSize(path.join(dist, 'creatures', 'renard.png'))).toEqual([815, 1110]);
    expect(pngSize(path.join(dist, 'creatures', '_back.png'))).toEqual([815, 1110]);
    expect(pngSize(path.join(dist, 'pieces', 'pieces.png'))).toEqual([402, 402]);
    expect(pngSize(path.join(dist, 'arene', 'arene.png'))).toEqual([2197, 1488]);
    expect(pngSize(path.join(dist, 'carnet', 'carnet.png'))).toEqual([1748, 2480]);
  });
});
