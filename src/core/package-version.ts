/** The installed version of a dependency, read from its package.json. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { installRoot } from './paths.js';

const require = createRequire(import.meta.url);

export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/** deckwright's own version. */
export function projectVersion(): string {
  return (JSON.parse(readFileSync(path.join(installRoot, 'package.json'), 'utf8')) as { version: string }).version;
}
