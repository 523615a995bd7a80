/**
 * The credits that ship with every output: the fonts (SIL OFL 1.1) and the icons
 * (game-icons.net, CC BY 3.0, which asks for attribution wherever the icons are used).
 */
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { ICON_CREDIT } from '../core/icons.js';
import { fontEntries } from '../core/font-catalog.js';

export function creditsText(title: string): string {
  const fonts = new Map<string, string>();
  for (const f of fontEntries()) fonts.set(f.family, `- ${f.family}, by ${f.author}. ${f.licence} (fonts/${f.licenceFile}). From ${f.source}.`);
  return [
    `${title}: card images made with deckwright.`,
    '',
    'Fonts',
    ...fonts.values(),
    '',
    'Art and symbols',
    `- ${ICON_CREDIT}.`,
    '',
  ].join('\n');
}

export async function writeCredits(outDir: string, title: string): Promise<string> {
  const file = path.join(outDir, 'CREDITS.txt');
  await writeFileIfChanged(file, creditsText(title));
  return file;
}
