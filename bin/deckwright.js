#!/usr/bin/env node
// Entry point. Templates and sources are TypeScript, compiled to build/ by `npm install`
// (the prepare script); if a designer edited a template since, recompile it first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.stamp');

function newestSource(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(tsx?|peggy|css)$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
// client/ is the preview page's code (and its stylesheet), compiled and copied into build/client/.
if (Math.max(...['src', 'templates', 'client'].map((d) => newestSource(path.join(root, d)))) > built) {
  process.stderr.write('deckwright: compiling sources and templates...\n');
  const tsc = spawnSync(process.execPath, [path.join(root, 'scripts', 'compile.js')], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (tsc.status !== 0) {
    process.stderr.write('deckwright: the TypeScript sources or templates do not compile; see the errors above\n');
    process.exit(2);
  }
}

const { main } = await import(pathToFileURL(path.join(root, 'build', 'src', 'cli', 'main.js')).href);
process.exitCode = await main(process.argv);
