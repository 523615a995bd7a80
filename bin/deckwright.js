#!/usr/bin/env node
// Entry point. deckwright's sources and its template kit are TypeScript, compiled to build/ by
// `npm install` in its own checkout (the prepare script); if one was edited since, recompile it
// first. An installed package (a project's node_modules/deckwright) comes compiled and has no
// compiler: it runs as it is. A project's templates and rules are compiled when used, not here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtAt, newestInput } from '../scripts/newest-input.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// client/ is the preview page's code (and its stylesheet), compiled and copied into build/client/.
// The same test as isCheckout() in src/core/paths.ts (this script runs before anything is compiled).
const checkout = existsSync(path.join(root, 'node_modules', 'typescript', 'package.json'));
const sources = () => newestInput(root, ['src', path.join('templates', 'common'), 'client'], { wanted: (name) => /\.(tsx?|peggy|css)$/.test(name) });
if (checkout && sources() > builtAt(root)) {
  process.stderr.write('deckwright: compiling its sources...\n');
  // Loaded here only: a command that finds its build fresh does not pay for it.
  const { spawnSync } = await import('node:child_process');
  const tsc = spawnSync(process.execPath, [path.join(root, 'scripts', 'compile.js')], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (tsc.status !== 0) {
    process.stderr.write("deckwright: deckwright's own TypeScript sources do not compile; see the errors above\n");
    process.exit(2);
  }
}

// The command line is one bundled file (scripts/bundle.js). Its source map, which names the
// TypeScript sources in a stack trace, is read only when one is asked for: reading it costs more
// than the whole start-up.
if (process.env.DECKWRIGHT_DEBUG) process.setSourceMapsEnabled(true);
const { main } = await import(pathToFileURL(path.join(root, 'build', 'cli', 'cli.js')).href);
process.exitCode = await main(process.argv);
