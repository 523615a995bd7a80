#!/usr/bin/env node
// Compiles src/ and templates/ (TypeScript + TSX) to build/, then stamps the build so that
// bin/deckwright.js knows when sources changed since.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Start clean, so a source that was moved or deleted leaves no stale module behind.
rmSync(path.join(root, 'build'), { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.json')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
mkdirSync(path.join(root, 'build'), { recursive: true });
writeFileSync(path.join(root, 'build', '.stamp'), `${new Date().toISOString()}\n`);
