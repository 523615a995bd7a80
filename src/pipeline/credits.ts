/**
 * The credits that ship with every output: the fonts (SIL OFL 1.1) and the icons
 * (game-icons.net, CC BY 3.0, which asks for attribution wherever the icons are used), in the
 * game's language, since players read them beside the cards and sheets.
 */
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { ICON_LICENCE } from '../core/icons.js';
import { fontEntries } from '../core/font-catalog.js';
import { translator } from '../i18n/translate.js';

export function creditsText(title: string, language: string): string {
  const t = translator(language);
  const fonts = new Map<string, string>();
  for (const f of fontEntries()) {
    fonts.set(f.family, `- ${t('credits.file-font', { family: f.family, author: f.author, licence: f.licence, file: f.licenceFile, source: f.source })}`);
  }
  return [
    t('credits.file-made-with', { title }),
    '',
    t('credits.file-fonts'),
    ...fonts.values(),
    '',
    t('credits.file-art'),
    `- ${t('credits.icons', ICON_LICENCE)}`,
    '',
  ].join('\n');
}

export async function writeCredits(outDir: string, title: string, language: string): Promise<string> {
  const file = path.join(outDir, 'CREDITS.txt');
  await writeFileIfChanged(file, creditsText(title, language));
  return file;
}
