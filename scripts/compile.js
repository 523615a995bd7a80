#!/usr/bin/env node
// Compiles src/ and the template kit templates/common/ (TypeScript + TSX) to build/, then stamps the build so that
// bin/deckwright.js knows when sources changed since.
//
// `--check`: only says whether they compile (errors on stderr, exit code 1), leaving build/ as
// it is: the preview asks it before starting itself again, so that deckwright's own code saved
// broken is an error on its page while the server goes on with the code it has.
//
// `--if-stale`: compiles only when something the compile reads changed since build/ was stamped
// (`npm test` asks so: on a fresh clone, `npm ci` has just compiled everything).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeGameTypesModules, writeTypesModules } from './card-types-ts.js';
import { bundle } from './bundle.js';
import { writeIconNames } from './icon-names.js';
import { builtAt, newestInput } from './newest-input.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
// What the compile reads: the sources (tsconfig.json's and the client's), the grammars, the card
// types declared in YAML (cards/, test/fixtures/), the installed packages (the bundle holds some).
// The type modules derived from those YAML files are written by the compile itself: left out.
const INPUT_DIRS = ['src', 'templates', 'cards', 'test', 'bench', 'scripts', 'client'];
const INPUT_FILES = ['tsconfig.json', 'package.json', 'package-lock.json', path.join('node_modules', '.package-lock.json')];
if (process.argv.includes('--if-stale') && !check) {
  const newest = Math.max(
    newestInput(root, INPUT_DIRS, { wanted: (name) => name !== 'card-types.d.ts', folders: true }),
    ...INPUT_FILES.map((f) => mtimeOf(path.join(root, f))),
  );
  const built = builtAt(root);
  if (built && newest <= built) {
    process.stderr.write('deckwright: build/ is up to date with its sources\n');
    process.exit(0);
  }
}
// A check emits nothing; tsc's plain `file(line,col): error` lines are what the preview reads.
const noEmit = check ? ['--noEmit', '--pretty', 'false'] : [];
// Start clean, so a source that was moved or deleted leaves no stale module behind.
if (!check) rmSync(path.join(root, 'build'), { recursive: true, force: true });
// Card types are declared in YAML; the pack code's TypeScript types are derived from them first.
writeTypesModules(path.join(root, 'src', 'games'), root);
writeGameTypesModules(root);
// The stamp takes the time the compile starts reading the sources, once the type modules are
// written (they and their folders are then older than it): a source saved while it runs is newer.
const started = new Date();
// Run from the root, so that the errors name files from there (templates/<pack>/card.tsx).
// A check is incremental: the preview asks one after each save of deckwright's own code, and
// TypeScript then checks again only what the save can change. Its record is kept in build/.cache/,
// which a check leaves in place and a compile wipes with the rest.
const incremental = check ? ['--noEmit', '--incremental', '--tsBuildInfoFile', path.join(root, 'build', '.cache', 'tsc-check.tsbuildinfo')] : [];
const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.json'), '--pretty', 'false', ...incremental], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
// The errors go to stderr: a command that goes on after them may be writing JSON to stdout.
if (tsc.stdout) process.stderr.write(tsc.stdout);
// Packs' templates are not compiled here (templates/common/, the kit, is): each pack's are
// transpiled when used (src/core/template-build.ts), so one broken template stops only its pack.
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
await compileClient();
await compileGrammars(path.join(root, 'src'));
// An edition's grammar is made by its compiled lexicon module, which a check does not emit (tsc
// has checked its source).
if (check) process.exit(0);
await compileEditionGrammars(path.join(root, 'build', 'src'));
writeIconNames(root);
// The command line runs as a bundle (scripts/bundle.js), made from what was just compiled.
await bundle();
mkdirSync(path.join(root, 'build'), { recursive: true });
const stamp = path.join(root, 'build', '.stamp');
writeFileSync(stamp, `${new Date().toISOString()}\n`);
utimesSync(stamp, started, started);

/** A file's modification time (ms), or 0 when it is not there. */
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The preview page's script (client/): browser code, type-checked on its own (DOM types, no
 * Node's), then bundled by esbuild from client/main.ts into build/client/main.js beside its style
 * sheet, which the preview server serves as they are: one ES module a browser loads without a
 * bundler of its own, holding the few packages the page uses (intl-messageformat, which formats
 * the catalogue's messages as the print documents do), nothing fetched from elsewhere.
 */
async function compileClient() {
  const client = path.join(root, 'client');
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(client, 'tsconfig.json'), '--noEmit'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  if (check) return;
  const out = path.join(root, 'build', 'client');
  mkdirSync(out, { recursive: true });
  const esbuild = await import('esbuild');
  await esbuild.build({ entryPoints: [path.join(client, 'main.ts')], outfile: path.join(out, 'main.js'), bundle: true, format: 'esm', platform: 'browser', target: 'es2022', legalComments: 'none', logLevel: 'error' });
  for (const name of readdirSync(client).filter((n) => n.endsWith('.css'))) copyFileSync(path.join(client, name), path.join(out, name));
}

/**
 * Card-text grammars (`.peggy` files under src/) become ES modules beside the compiled sources;
 * the hand-written `<name>.d.ts` next to each grammar types them for tsc. The rules listed in the
 * grammar's `// start: A, B` line are its start rules.
 */
async function compileGrammars(dir) {
  const { default: peggy } = await import('peggy');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await compileGrammars(full);
      continue;
    }
    if (!entry.name.endsWith('.peggy')) continue;
    const grammar = readFileSync(full, 'utf8');
    const out = path.join(root, 'build', path.relative(root, full)).replace(/\.peggy$/, '.js');
    writeParser(peggy, grammar, path.relative(root, full), out);
  }
}

/** Generates the parser of `grammar` (named `name` in messages) as an ES module at `out`; a bad grammar stops the build. */
function writeParser(peggy, grammar, name, out) {
  const starts = /^\/\/ start: (.+)$/m.exec(grammar)?.[1].split(/,\s*/) ?? [];
  let source;
  try {
    source = peggy.generate(grammar, { output: 'source', format: 'es', allowedStartRules: starts, grammarSource: name });
  } catch (e) {
    process.stderr.write(`${e.format ? e.format([{ source: name, text: grammar }]) : e}\n`);
    process.exit(1);
  }
  if (check) return;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, source);
}

/**
 * An edition's grammar: a compiled `<name>.lexicon.js` module under build/src names the grammar
 * it starts from (`base`, relative to its source folder) and turns that grammar's source into
 * its own (`grammar(source)`); the parser becomes `<name>.js` beside it. One grammar source
 * serves both editions; a lexicon that no longer fits its grammar stops the build.
 */
async function compileEditionGrammars(dir) {
  const { default: peggy } = await import('peggy');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await compileEditionGrammars(full);
      continue;
    }
    if (!entry.name.endsWith('.lexicon.js')) continue;
    const edition = await import(pathToFileURL(full).href);
    const srcDir = path.join(root, path.relative(path.join(root, 'build'), dir));
    const basePath = path.resolve(srcDir, edition.base);
    const name = `${path.relative(root, path.join(srcDir, entry.name.replace(/\.js$/, '.ts')))} on ${path.relative(root, basePath)}`;
    let grammar;
    try {
      grammar = edition.grammar(readFileSync(basePath, 'utf8'));
    } catch (e) {
      process.stderr.write(`${name}: ${e.message}\n`);
      process.exit(1);
    }
    writeParser(peggy, grammar, name, path.join(dir, entry.name.replace(/\.lexicon\.js$/, '.js')));
  }
}
