/**
 * A saved Tabletop Simulator table seen from above, as a PNG (src/tts/table-picture.ts): to look
 * at a table `deckwright tts` wrote without running TTS. Run after a compile:
 *   node build/scripts/table-picture.js dist/pyramide/tts/pyramide-setup-1.json picture.png [pixels-a-unit]
 * Hosted image URLs are read from the images/ folder beside the JSON.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tablePicture } from '../src/tts/table-picture.js';
import { writeFileAtomic } from '../src/core/atomic-write.js';
import type { TtsSave } from '../src/tts/saved-object.js';

const [saveFile, out, scale] = process.argv.slice(2);
if (!saveFile || !out) {
  process.stderr.write('usage: node build/scripts/table-picture.js <saved object .json> <out .png> [pixels a unit]\n');
  process.exit(2);
}
const save = JSON.parse(await readFile(saveFile, 'utf8')) as TtsSave;
const images = path.join(path.dirname(saveFile), 'images');
const resolveImage = (url: string) => (url.startsWith('file:') ? fileURLToPath(url) : path.join(images, decodeURIComponent(url.split('/').pop()!)));
await writeFileAtomic(out, (await tablePicture(save, { resolveImage, ...(scale ? { scale: Number(scale) } : {}) })).png);
process.stdout.write(`${out}\n`);
