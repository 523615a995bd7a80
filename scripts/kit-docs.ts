/**
 * Writes the generated parts of docs/templates.md again from the template kit's sources (the
 * props tables, the tables of what a template receives, the example templates):
 * `node scripts/compile.js && node build/scripts/kit-docs.js`. The rest of the page is people's to write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../src/core/atomic-write.js';
import { installRoot } from '../src/core/paths.js';
import { renderKitDoc } from '../src/docs/kit-docs.js';

const file = path.join(installRoot, 'docs', 'templates.md');
const before = readFileSync(file, 'utf8');
const after = renderKitDoc(before, installRoot);
if (after !== before) await writeFileAtomic(file, after);
process.stdout.write(after === before ? 'docs/templates.md is up to date\n' : 'docs/templates.md written\n');
