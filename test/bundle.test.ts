/**
 * The command line runs as a bundle (scripts/bundle.js): one copy of each of deckwright's modules
 * a process, whoever imports it (the command line, a game found by name, a template, a project's
 * rules), and stack traces that name the TypeScript sources when asked for.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { OWN_MODULES } from '../src/core/own-modules.js';
import { compileFolder } from '../src/core/template-build.js';
import { root, tempDir } from './helpers.js';

const bin = path.join(root, 'bin', 'deckwright.js');
const bundleEntry = path.join(root, 'build', 'cli', 'cli.js');

/**
 * Runs the command line with a module hook that writes down every file it loads: a module of
 * build/src/ loaded beside the bundle would be a second copy of it.
 */
function loadedFiles(args: string[], cwd: string): { code: number | null; files: string[]; stderr: string } {
  const dir = tempDir('deckwright-loaded-');
  const log = path.join(dir, 'loaded.txt');
  writeFileSync(log, '');
  const hooks = path.join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  if (url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, url + '\\n');\n  return next(url, context);\n}\n`,
  );
  const register = path.join(dir, 'register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, bin, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, files: readFileSync(log, 'utf8').split('\n').filter(Boolean), stderr: r.stderr };
}

describe('the bundled command line', () => {
  it('is what bin/deckwright.js runs, and loads none of the compiled modules beside it to check and play a game', () => {
    expect(existsSync(bundleEntry)).toBe(true);
    expect(readFileSync(bin, 'utf8')).toContain("'cli', 'cli.js'");
    const srcOf = (files: string[]) => files.filter((f) => f.includes('/build/src/') || f.includes('/build/templates/'));
    // A check lays out every card with the game's templates, which import the kit and the game's code.
    const check = loadedFiles(['check', 'codex'], root);
    expect(check.code, check.stderr).toBe(0);
    expect(check.files.some((f) => f.includes('/build/cli/'))).toBe(true);
    expect(srcOf(check.files)).toEqual([]);
    // A simulation in this thread loads the game's code by name and its share module by URL.
    const sim = loadedFiles(['sim', 'codex', '--games', '3', '--jobs', '1', '--json'], root);
    expect(sim.code, sim.stderr).toBe(0);
    expect(srcOf(sim.files)).toEqual([]);
  });

  it('names the TypeScript sources in a stack trace with DECKWRIGHT_DEBUG=1, and prints none without it', () => {
    const plain = spawnSync(process.execPath, [bin, 'check', 'nosuchgame'], { cwd: root, encoding: 'utf8' });
    expect(plain.status).toBe(2);
    expect(plain.stderr).not.toMatch(/\n\s+at /);
    const debug = spawnSync(process.execPath, [bin, 'check', 'nosuchgame'], { cwd: root, encoding: 'utf8', env: { ...process.env, DECKWRIGHT_DEBUG: '1' } });
    expect(debug.status).toBe(2);
    expect(debug.stderr).toMatch(/\(.*src\/pipeline\/games\.ts:\d+:\d+\)/);
    expect(debug.stderr).toMatch(/src\/cli\/main\.ts:\d+:\d+/);
  });
});

/** A project's template `card.tsx` of source `source`, compiled: the folder it is in and what the compile gave. */
async function compiledTemplate(source: string) {
  const dir = path.join(tempDir('deckwright-bridge-'), 'templates', 'bridge');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'card.tsx'), source);
  return { dir, compiled: await compileFolder(dir, new Map([['card', path.join(dir, 'card.tsx')]]), 'templates') };
}

describe("a template's imports of deckwright", () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[OWN_MODULES];
  });

  it('are the running bundle’s own modules when it registers them, else the compiled files', async () => {
    const { compiled } = await compiledTemplate("import { Frame } from 'deckwright/kit';\nexport const kitFrame = Frame;\nexport default function card() { return null; }\n");
    expect(compiled.errors).toEqual([]);
    const file = compiled.files.get('card')!.compiled;

    // Without a bundle: the kit's compiled file, the very module the tests import.
    const kit = await import(pathToFileURL(path.join(root, 'build', 'templates', 'common', 'index.js')).href);
    const plain = await import(`${pathToFileURL(file).href}?plain`);
    expect(plain.kitFrame).toBe(kit.Frame);

    // With one: what its loader gives for that module.
    const standIn = { Frame: () => 'the bundle’s Frame' };
    const asked: string[] = [];
    (globalThis as Record<symbol, unknown>)[OWN_MODULES] = (rel: string) => {
      asked.push(rel);
      return rel === 'templates/common/index.js' ? Promise.resolve(standIn) : undefined;
    };
    const bundled = await import(`${pathToFileURL(file).href}?bundled`);
    expect(bundled.kitFrame).toBe(standIn.Frame);
    expect(asked).toContain('templates/common/index.js');
  });

  it('name a module deckwright does not have at the import, as a compile error', async () => {
    // A project without src/ of its own: ../../src/ is deckwright's, and has no such module.
    const { dir, compiled } = await compiledTemplate("import { nothing } from '../../src/render/no-such-module.js';\nexport default function card() { return nothing; }\n");
    expect(compiled.errors).toHaveLength(1);
    expect(compiled.errors[0]).toMatchObject({ file: path.join(dir, 'card.tsx'), line: 1 });
    expect(compiled.errors[0].message).toContain('deckwright has no module src/render/no-such-module');
  });
});
