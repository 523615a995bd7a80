// Bundles the command line into one file, build/cli.js, with esbuild (already deckwright's template
// compiler: a bundler kept by its authors, fast, that composes source maps). A command started
// from about 460 modules of its own and a dozen packages spent a third of a `check` resolving and
// reading files; one file is read once.
//
// What the bundle holds:
// - every compiled module of build/src and build/templates/common, behind a loader registered on
//   the global object (src/core/own-modules.ts), so that a game found by name, a template and a
//   project's rules get the bundle's own copies: one kit, one engine, one font scope a process;
// - the pure-JavaScript packages it imports; native or file-reading ones, and the heavy ones that
//   only some commands load (lazily, by `import()` or lazyRequire), stay outside, in node_modules.
//
// Each module's `import.meta.url` is its own file's URL, relative to the bundle, so that paths it
// builds (installRoot, workers, the games' folder) are what they were: a worker thread still runs
// the compiled files under build/. The source map (build/cli.js.map, composed with tsc's maps)
// names the TypeScript sources; bin/deckwright.js turns it on with DECKWRIGHT_DEBUG=1.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.join(root, 'build');
/** The bundle's folder: its entry, cli.js, and the chunks it loads when a command needs them. */
export const BUNDLE_DIR = path.join(build, 'cli');

/** Packages left to node_modules: native code, files read from their own folder, or loaded lazily by some commands only. */
const EXTERNAL = ['@resvg/resvg-js', 'sharp', 'esbuild', 'pdfkit', 'svg-to-pdfkit', 'chokidar', 'vega', 'vega-lite', 'wawoff2', 'typescript', 'peggy', 'playwright-core'];

/** Worker threads' entry modules (under build/) that the bundle builds too, as build/cli/<name>.js. */
const WORKER_ENTRIES = ['src/render/layout-worker.js'];

/** The compiled modules under `dir` (paths relative to build/, with '/'). */
function modulesUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.js')) out.push(path.relative(build, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * The modules that code from outside the bundle may import, each given a loader (own-modules.ts):
 * the public modules (package.json's exports), the kit's, each game's code, the modules a
 * simulation runs in a worker or in this thread (runShares' `module`), and deckwright's modules
 * its own games' templates import. A loader is a dynamic import, so each is a chunk of its own
 * that loads when used (a command that plays no game reads no game's grammar). Another of
 * deckwright's modules imported from outside (a template reaching into ../../src/) is its file
 * under build/: a second copy, harmless for the pure functions such imports are for.
 */
function outsideImported() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const publicOnes = Object.values(pkg.exports).map((t) => (typeof t === 'string' ? t : t.default)).filter((f) => f?.startsWith('./build/') && f.endsWith('.js')).map((f) => f.slice('./build/'.length));
  const src = modulesUnder(path.join(build, 'src'));
  const games = src.filter((m) => /^src\/games\/[^/]+\/index\.js$/.test(m));
  const shares = src.filter((m) => /(^|\/)(sim\/run|share|sim-share)\.js$/.test(m));
  const templates = new Set();
  for (const pack of readdirSync(path.join(root, 'templates'), { withFileTypes: true })) {
    if (!pack.isDirectory()) continue;
    for (const f of readdirSync(path.join(root, 'templates', pack.name))) {
      if (!/\.tsx?$/.test(f)) continue;
      const text = readFileSync(path.join(root, 'templates', pack.name, f), 'utf8');
      for (const m of text.matchAll(/^import (?!type )[^;]*from '\.\.\/\.\.\/(src\/[^']+\.js)'/gm)) templates.add(m[1]);
    }
  }
  const kit = modulesUnder(path.join(build, 'templates', 'common'));
  return [...new Set([...publicOnes, ...kit, ...games, ...shares, ...templates])].sort();
}

/** The bundle's entry: the loaders of the modules imported from outside, registered, and the command line's main. */
function entrySource() {
  const loaders = outsideImported().map((m) => `  ${JSON.stringify(m)}: () => import(${JSON.stringify(`../${m}`)}),`).join('\n');
  return [
    "import { OWN_MODULES } from '../src/core/own-modules.js';",
    `const loaders = {\n${loaders}\n};`,
    'globalThis[OWN_MODULES] = (rel) => (Object.hasOwn(loaders, rel) ? loaders[rel]() : undefined);',
    "export { main } from '../src/cli/main.js';",
  ].join('\n');
}

/** Rewrites `import.meta.url` in each bundled module to that module's own URL, relative to the bundle. */
const ownUrls = {
  name: 'own-urls',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, (args) => {
      if (!args.path.startsWith(build + path.sep)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      // Every output file of the bundle is in its one folder: the same path from any of them.
      const rel = path.relative(BUNDLE_DIR, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'js' };
    });
  },
};

export async function bundle() {
  const esbuild = await import('esbuild');
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  mkdirSync(BUNDLE_DIR, { recursive: true });
  // The entry is a file of the bundle's folder, so that its imports and maps are relative to it.
  const entry = path.join(BUNDLE_DIR, 'entry.js');
  writeFileSync(entry, `${entrySource()}\n`);
  await esbuild.build({
    // A worker thread's entry is bundled too (own-modules.ts, workerEntry), sharing the chunks.
    entryPoints: { cli: entry, ...Object.fromEntries(WORKER_ENTRIES.map((m) => [path.posix.basename(m, '.js'), path.join(build, m)])) },
    outdir: BUNDLE_DIR,
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Packages written as CommonJS call require(): in an ES module it is made here.
    banner: { js: "import { createRequire as __deckwrightRequire } from 'node:module';\nconst require = __deckwrightRequire(import.meta.url);" },
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'linked',
    plugins: [ownUrls],
    logLevel: 'warning',
  });
  rmSync(entry);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await bundle();
