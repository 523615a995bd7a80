/**
 * Writes docs/rules/ from the rules' own descriptions and examples (`npm run docs:rules`).
 * Pages of rules that no longer exist are removed; the games' rulings (codex.md) are people's to write.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../src/core/atomic-write.js';
import { installRoot } from '../src/core/paths.js';
import { isHandWritten, ruleDocs } from '../src/docs/rule-docs.js';

const dir = path.join(installRoot, 'docs', 'rules');
const pages = await ruleDocs();
for (const f of await readdir(dir).catch(() => [] as string[])) if (!pages.has(f) && !isHandWritten(f)) await rm(path.join(dir, f));
for (const [name, text] of pages) await writeFileAtomic(path.join(dir, name), text);
process.stdout.write(`${pages.size} page(s) written to docs/rules/\n`);
