/**
 * Writes a contact sheet of rendered cards: `node build/scripts/contact-sheet.js OUT.png FILE.png...`
 * (the README's picture is made so: see README, "Rendering").
 */
import { writeFileAtomic } from '../src/core/atomic-write.js';
import { contactSheet } from '../src/render/contact-sheet.js';

const [out, ...files] = process.argv.slice(2);
if (!out || files.length === 0) {
  process.stderr.write('usage: node build/scripts/contact-sheet.js OUT.png CARD.png...\n');
  process.exit(2);
}
const columns = Math.min(files.length, Number(process.env.COLUMNS_SHEET ?? 4));
await writeFileAtomic(out, contactSheet(files, { columns, cardWidth: 408, cardHeight: 555, background: '#ece7dc' }));
