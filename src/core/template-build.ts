/**
 * A pack's templates, transpiled when used: the TSX files of templates/<pack>/ are bundled by
 * esbuild, one module per template (shared pieces such as parts.tsx go into chunks), into a cache
 * folder named by the hash of every file they were made from. Nothing is type-checked here (that
 * is `deckwright check --types`): a type error never stops a drawing, a syntax error stops only
 * this pack, located at its line of the .tsx.
 *
 * What a template imports from deckwright itself (the kit, `deckwright/kit`; in deckwright's own
 * games, ../common/ and ../../src/) is left as an import of deckwright's compiled modules, so that
 * every template shares one kit; everything else of the project (./parts.tsx, another pack's
 * template pieces) is bundled in. Inline source maps let a template that throws be reported at
 * its line of the .tsx.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildFailure, Message, Metafile, OnResolveResult, Plugin } from 'esbuild';
import { OWN_MODULES, ownModule } from './own-modules.js';
import { buildStamp } from './build-stamp.js';
import { packageVersion } from './package-version.js';
import { buildRoot, installRoot } from './paths.js';
import { TEMPLATES_FOLDER } from './project.js';
import { isWithin } from './safe-path.js';
import { mappedStack } from './source-maps.js';

/** Bumped when what this module writes changes shape, so that older caches are not read. */
const CACHE_VERSION = 2;

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface TemplateFiles {
  /** The compiled module, what is imported. */
  compiled: string;
  /** The TSX source, what errors and the render cache name. */
  source: string;
}

export interface TemplateCompileError {
  /** Absolute path of the file the error is in. */
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface PackTemplates {
  /** The folder of the pack's template sources (absolute), or null when it has none. */
  dir: string | null;
  /**
   * The templates by name: the .tsx files of the folder that export a template (a default
   * export); for rules code, its entry module (whatever it exports).
   */
  files: Map<string, TemplateFiles>;
  /** What stopped the compile (none when it compiled): then `files` is empty. */
  errors: TemplateCompileError[];
}

/**
 * Where the templates of pack `packId` are: the project's templates/<pack>/, else deckwright's own
 * (a shipped game's templates serve any project whose game names that pack), else none.
 */
export function packTemplatesDir(packId: string, project: string): string | null {
  if (!ID.test(packId)) return null;
  for (const root of [project, installRoot]) {
    const dir = path.join(root, TEMPLATES_FOLDER, packId);
    if (existsSync(dir) && statSync(dir).isDirectory()) return dir;
  }
  return null;
}

/**
 * What a template (or rules code) may import from deckwright by name, and the compiled module each
 * one is: the `exports` of deckwright's package.json, the one list of its public modules, read once.
 */
let publicEntries: Record<string, string> | undefined;
export function publicModules(): Record<string, string> {
  if (!publicEntries) {
    const pkg = JSON.parse(readFileSync(path.join(installRoot, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string | { default?: string }> };
    publicEntries = {};
    for (const [sub, target] of Object.entries(pkg.exports)) {
      const file = typeof target === 'string' ? target : target.default;
      if (file?.endsWith('.js')) publicEntries[`${pkg.name}/${sub.replace(/^\.\//, '')}`] = path.join(installRoot, file);
    }
  }
  return publicEntries;
}

/**
 * Imports of deckwright's own modules stay imports (of its compiled files), so that the kit is
 * one module for every template; bare packages stay imports too (resolved from the cache, inside
 * the project); the project's own files are bundled.
 */
export function deckwrightImports(folder?: string): Plugin {
  const sources = [path.join(installRoot, 'src'), path.join(installRoot, TEMPLATES_FOLDER, 'common')];
  // The project of a folder of templates/<pack>/ or rules/<pack>/.
  const project = folder ? path.dirname(path.dirname(folder)) : null;
  const compiledOf = (source: string) => ownImport(path.join(buildRoot, path.relative(installRoot, source)).replace(/\.tsx?$/, '.js'));
  return {
    name: 'deckwright-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const entries = publicModules();
        if (Object.hasOwn(entries, args.path)) return ownImport(entries[args.path]);
        if (args.path === 'deckwright' || args.path.startsWith('deckwright/')) {
          return { errors: [{ text: `'${args.path}' is not a public module of deckwright: a template imports ${Object.keys(entries).map((e) => `'${e}'`).join(' or ')}` }] };
        }
        if (!args.path.startsWith('.') && !path.isAbsolute(args.path)) return { path: args.path, external: true };
        const target = path.resolve(args.resolveDir, args.path);
        if (sources.some((dir) => isWithin(dir, target))) return compiledOf(target);
        // Templates written for deckwright's own games import the kit as ../common/, its sources
        // as ../../src/, another game's pieces as ../codex/: in a project that has no such file
        // of its own (a shipped game's templates, copied by \`new --from\`), they are deckwright's.
        if (project && project !== installRoot && isWithin(project, target) && !sourceExists(target)) {
          const shipped = path.join(installRoot, path.relative(project, target));
          if (sources.some((dir) => isWithin(dir, shipped))) return compiledOf(shipped);
          const file = sourceExists(shipped);
          if (file) return { path: file };
        }
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: OWN_NAMESPACE }, async (args) => ({ contents: await bridgeSource(args.path), loader: 'js' }));
    },
  };
}

/** The esbuild namespace of the modules that stand for deckwright's own (bridgeSource). */
const OWN_NAMESPACE = 'deckwright-own';

/** An import of deckwright's compiled module `file`: a bridge to it, or an error at the import when there is no such module. */
function ownImport(file: string): OnResolveResult {
  if (!existsSync(file)) return { errors: [{ text: `deckwright has no module ${path.relative(buildRoot, file).replace(/\.js$/, '')}: import what the kit exports ('deckwright/kit')` }] };
  return { path: path.relative(buildRoot, file).split(path.sep).join('/'), namespace: OWN_NAMESPACE };
}

/**
 * The module a template imports in place of deckwright's module `rel` (its path under build/):
 * the running command line's own copy of it when that is the bundle (own-modules.ts), else the
 * compiled file. Either way there is one kit, one font scope, one engine per process. Its
 * exports are named here, from the module itself, so the cache key holds deckwright's build.
 */
async function bridgeSource(rel: string): Promise<string> {
  const module = await ownModule(rel);
  const names = Object.keys(module).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  const hasDefault = Object.hasOwn(module, 'default');
  const url = pathToFileURL(path.join(buildRoot, ...rel.split('/'))).href;
  return [
    `const own = globalThis[Symbol.for(${JSON.stringify(OWN_MODULES.description)})];`,
    `const bundled = own && own(${JSON.stringify(rel)});`,
    `const ns = bundled ? await bundled : await import(${JSON.stringify(url)});`,
    names.length ? `export const { ${names.join(', ')} } = ns;` : '',
    hasDefault ? 'export default ns.default;' : '',
  ].join('\n');
}

/** The file an import names, as esbuild finds it (`./parts.js` is ./parts.tsx), or null. */
function sourceExists(target: string): string | null {
  const base = target.replace(/\.js$/, '');
  for (const f of [target, `${base}.tsx`, `${base}.ts`]) if (existsSync(f) && statSync(f).isFile()) return f;
  return null;
}

/** The template sources of a folder: its .tsx files (not declarations), by name. */
function entries(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.tsx')) continue;
    const id = name.slice(0, -'.tsx'.length);
    if (ID.test(id)) out.set(id, path.join(dir, name));
  }
  return out;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function hashFile(file: string): string | null {
  try {
    return sha(readFileSync(file));
  } catch {
    return null;
  }
}

/** What a compile of a pack's templates left in the cache: enough to reuse it without running esbuild. */
interface CacheIndex {
  version: number;
  key: string;
  /** The folder of compiled modules, under the cache. */
  out: string;
  /** Every file the modules were made from (absolute), with its hash. */
  inputs: Record<string, string>;
  /** Template name → compiled module file name, for the templates that export a default. */
  templates: Record<string, string>;
  /** Template name → source, for every entry. */
  entries: Record<string, string>;
}

let esbuildVersion: string | undefined;

/** What decides the compiled code besides the sources: the compiler and where deckwright is. */
function compileKey(): string {
  // The compiler's version from its package file: a load that finds the cache fresh never loads the compiler.
  esbuildVersion ??= packageVersion('esbuild');
  return sha(JSON.stringify({ CACHE_VERSION, esbuild: esbuildVersion, installRoot, node: process.versions.node, build: buildStamp() }));
}

/**
 * The cache folder of templates from `sourceRoot` (a project, or deckwright's installation for its
 * shipped games): its dist/.cache/templates/, or a folder of the system's temporary one when that
 * cannot be written (an installation in a read-only place).
 */
function cacheRoot(sourceRoot: string, kind: 'templates' | 'rules'): string {
  const preferred = path.join(sourceRoot, 'dist', '.cache', kind);
  try {
    mkdirSync(preferred, { recursive: true });
    return preferred;
  } catch {
    const fallback = path.join(os.tmpdir(), `deckwright-${kind}-${sha(sourceRoot).slice(0, 16)}`);
    mkdirSync(fallback, { recursive: true });
    return fallback;
  }
}

function readIndex(file: string): CacheIndex | null {
  try {
    const index = JSON.parse(readFileSync(file, 'utf8')) as CacheIndex;
    return index.version === CACHE_VERSION ? index : null;
  } catch {
    return null;
  }
}

/** The cached compile is still what the sources would give: same compiler, same entries, same inputs. */
function stillFresh(index: CacheIndex, key: string, sources: Map<string, string>): boolean {
  if (index.key !== key) return false;
  const recorded = Object.keys(index.entries);
  if (recorded.length !== sources.size || recorded.some((n) => index.entries[n] !== sources.get(n))) return false;
  if (!existsSync(index.out)) return false;
  return Object.entries(index.inputs).every(([file, hash]) => hashFile(file) === hash);
}

function fromIndex(dir: string, index: CacheIndex): PackTemplates {
  const files = new Map<string, TemplateFiles>();
  for (const [name, compiled] of Object.entries(index.templates)) files.set(name, { compiled: path.join(index.out, compiled), source: index.entries[name] });
  return { dir, files, errors: [] };
}

function located(messages: Message[], dir: string): TemplateCompileError[] {
  return messages.map((m) => ({
    file: m.location ? path.resolve(dir, m.location.file) : dir,
    line: m.location?.line ?? 1,
    // esbuild's columns count from 0.
    column: (m.location?.column ?? 0) + 1,
    message: m.text,
  }));
}

const compiling = new Map<string, Promise<PackTemplates>>();

/**
 * The compiled templates of pack `packId` in `project`: from the cache when every file they were
 * made from is unchanged, else compiled again. A compile that fails gives the errors, located.
 */
export function compilePackTemplates(packId: string, project: string): Promise<PackTemplates> {
  const dir = packTemplatesDir(packId, project);
  if (!dir) return Promise.resolve({ dir: null, files: new Map(), errors: [] });
  // One compile at a time per folder in a process (a build loads a pack more than once).
  const running = compiling.get(dir);
  if (running) return running;
  const run = compileFolder(dir, entries(dir), 'templates').finally(() => compiling.delete(dir));
  compiling.set(dir, run);
  return run;
}

/**
 * Compiles the `sources` (name → file) of folder `dir` of a project: a pack's templates, or its
 * rules code (rules/<pack>/index.ts), into the project's cache for that `kind`.
 */
export async function compileFolder(dir: string, sources: Map<string, string>, kind: 'templates' | 'rules'): Promise<PackTemplates> {
  if (!sources.size) return { dir, files: new Map(), errors: [] };
  const sourceRoot = path.dirname(path.dirname(dir));
  const cache = cacheRoot(sourceRoot, kind);
  const indexFile = path.join(cache, `${path.basename(dir)}-${sha(dir).slice(0, 12)}.json`);
  const key = compileKey();
  const index = readIndex(indexFile);
  if (index && stillFresh(index, key, sources)) return fromIndex(dir, index);

  const staging = path.join(cache, `.staging-${process.pid}-${Math.random().toString(36).slice(2)}`);
  let metafile: Metafile;
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: Object.fromEntries(sources),
      absWorkingDir: dir,
      outdir: staging,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'transform',
      jsxFactory: 'h',
      jsxFragment: 'Fragment',
      sourcemap: 'inline',
      sourcesContent: false,
      metafile: true,
      logLevel: 'silent',
      chunkNames: 'chunks/[name]-[hash]',
      plugins: [deckwrightImports(dir)],
    });
    metafile = result.metafile;
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    const failure = e as Partial<BuildFailure>;
    if (Array.isArray(failure.errors)) return { dir, files: new Map(), errors: located(failure.errors, dir) };
    throw e;
  }
  // The inputs, hashed: the compile is reused while none of them changes.
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(metafile.inputs)) {
    // deckwright's own modules are in the key (compileKey), not among the project's inputs.
    if (input.startsWith(`${OWN_NAMESPACE}:`)) continue;
    const file = path.resolve(dir, input);
    inputs[file] = hashFile(file) ?? 'missing';
  }
  const out = path.join(cache, `${path.basename(dir)}-${sha(JSON.stringify([key, inputs, [...sources]])).slice(0, 16)}`);
  const templates: Record<string, string> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || (kind === 'templates' && !output.exports.includes('default'))) continue;
    const name = path.basename(file, '.js');
    if (sources.has(name)) templates[name] = path.basename(file);
  }
  // Another process may have made the same folder at the same time: its content is the same.
  if (existsSync(out)) rmSync(staging, { recursive: true, force: true });
  else {
    try {
      renameSync(staging, out);
    } catch {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const made: CacheIndex = { version: CACHE_VERSION, key, out, inputs, templates, entries: Object.fromEntries(sources) };
  const tmp = `${indexFile}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(made)}\n`);
  renameSync(tmp, indexFile);
  return fromIndex(dir, made);
}

/** A line of a template's source. */
export interface ThrownAt {
  file: string;
  line: number;
  column: number;
}

/**
 * Whether `file` is a module this compiler wrote (a template's, in a templates cache): the
 * renderer imports nothing else as a template.
 */
export function isCompiledTemplate(file: string): boolean {
  const dir = path.dirname(path.resolve(file));
  const cache = path.dirname(dir);
  const inProject = ['templates', 'rules'].includes(path.basename(cache)) && path.basename(path.dirname(cache)) === '.cache';
  const inTemp = path.dirname(cache) === os.tmpdir() && /^deckwright-(templates|rules)-/.test(path.basename(cache));
  return file.endsWith('.js') && (inProject || inTemp);
}

/**
 * Where in a template's source an exception was thrown: the first frame of its stack in a .tsx
 * or .ts file of the project (the compiled module's inline source map gives the source's lines),
 * or null when none is (it was thrown inside deckwright's kit or a library).
 */
export function thrownAt(e: unknown): ThrownAt | null {
  const stack = mappedStack(e);
  for (const frame of stack.split('\n').slice(1)) {
    const m = /\(?((?:file:\/\/)?[^\s()]+\.tsx?):(\d+):(\d+)\)?\s*$/.exec(frame.trim());
    if (!m) continue;
    const file = m[1].startsWith('file://') ? new URL(m[1]).pathname : m[1];
    if (isWithin(buildRoot, file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    return { file: decodeURIComponent(file), line: Number(m[2]), column: Number(m[3]) };
  }
  return null;
}
