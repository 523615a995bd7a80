/**
 * deckwright as a designer gets it: `npm pack`'s tarball installed as a dev dependency into an
 * empty folder. The install is `npm ci --offline` from a lockfile made of deckwright's own (the
 * same packages at the same versions, which the checkout's install put in npm's cache), so it
 * needs no network.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, tempDir } from './helpers.js';

interface LockEntry {
  dev?: boolean;
  link?: boolean;
  [key: string]: unknown;
}

/** Runs a command, failing with its output when it fails. */
export function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited with ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout + r.stderr;
}

/** `npm pack` of the checkout as it is compiled now (the test command compiled it). */
export function packTarball(): string {
  const dir = tempDir('deckwright-pack-');
  run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir], root);
  const [tgz] = readdirSync(dir).filter((f) => f.endsWith('.tgz'));
  return path.join(dir, tgz);
}

/** An empty folder with the tarball installed as a dev dependency, and nothing else. */
export function installedProject(tgz: string): string {
  const dir = tempDir('deckwright-designer-');
  const own = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  const spec = `file:${path.relative(dir, tgz)}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tgz)).digest('base64')}`;
  const packages: Record<string, unknown> = {
    '': { name: 'my-project', devDependencies: { deckwright: spec } },
    'node_modules/deckwright': { version: pkg.version, resolved: spec, integrity, dev: true, license: pkg.license, dependencies: pkg.dependencies, bin: pkg.bin, engines: pkg.engines },
  };
  // deckwright's own dependencies, at the places and versions its lockfile has them.
  // An entry the lockfile keeps without its tarball's address gets the registry's, so that npm
  // finds the tarball in its cache by its integrity instead of asking the registry where it is.
  for (const [at, entry] of Object.entries(own.packages)) {
    if (!at || entry.dev || entry.link) continue;
    const name = at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const resolved = entry.resolved ?? `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${String(entry.version)}.tgz`;
    packages[at] = { ...entry, resolved, dev: true };
  }
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'my-project', devDependencies: { deckwright: spec } }, null, 2)}\n`);
  writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify({ name: 'my-project', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`);
  run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], dir);
  return dir;
}
