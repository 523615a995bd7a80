/**
 * deckwright's own modules, by their path under build/ (e.g. 'src/games/codex/index.js').
 *
 * The command line runs as one bundled file (build/cli.js, scripts/bundle.js), which holds its
 * own copy of every module and registers a loader for each one here, on the global object. Code
 * loaded from outside the bundle (a game's code found by name, a template, a project's rules)
 * must get those same copies, not the files under build/: two copies of a module are two kits,
 * two font scopes, two `GameOver` classes that `instanceof` tells apart. Without the bundle (the
 * tests, a worker thread), the files under build/ are the modules and are imported as they are.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildRoot } from './paths.js';

/** The bundle's loaders: a module's path under build/ → its namespace. */
export type OwnModuleLoader = (rel: string) => Promise<Record<string, unknown>> | undefined;

/** Where the bundle puts its loader; a symbol of the global registry, so any copy of this module finds it. */
export const OWN_MODULES = Symbol.for('deckwright.ownModules');

function bundleLoader(): OwnModuleLoader | undefined {
  return (globalThis as Record<symbol, OwnModuleLoader | undefined>)[OWN_MODULES];
}

/** True when this process runs the bundled command line. */
export function runningBundled(): boolean {
  return bundleLoader() !== undefined;
}

/**
 * A worker thread's entry module, `rel` under build/ (e.g. 'src/render/layout-worker.js'): the
 * bundle's own build of it (build/cli/<name>.js, made from the same sources, sharing the bundle's
 * chunks: read once, no module resolution) when running bundled, else its compiled file.
 */
export function workerEntry(rel: string): URL {
  const file = runningBundled() ? path.join(buildRoot, 'cli', path.posix.basename(rel)) : path.join(buildRoot, ...rel.split('/'));
  return pathToFileURL(file);
}

/** Module `rel` (a path under build/, with '/'): the bundle's copy when running bundled, else its file. */
export async function ownModule(rel: string): Promise<Record<string, unknown>> {
  const bundled = bundleLoader()?.(rel);
  if (bundled) return bundled;
  return (await import(pathToFileURL(path.join(buildRoot, ...rel.split('/'))).href)) as Record<string, unknown>;
}

/** Imports `url`, through ownModule when it names one of deckwright's own compiled modules. */
export async function importModule(url: string | URL): Promise<Record<string, unknown>> {
  const href = typeof url === 'string' ? url : url.href;
  if (href.startsWith('file:')) {
    const rel = path.relative(buildRoot, fileURLToPath(href));
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) return ownModule(rel.split(path.sep).join('/'));
  }
  return (await import(href)) as Record<string, unknown>;
}
