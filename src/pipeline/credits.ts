/**
 * The credits that ship with every output: the fonts (the bundled ones, SIL OFL 1.1, and the
 * game's own files with the licence and author its game.yaml gives them), the game's own art (its
 * manifest's `art:`, for the images its cards draw) and the icons (game-icons.net, CC BY 3.0,
 * which asks for attribution wherever the icons are used), in the game's language, since players
 * read them beside the cards and sheets.
 */
import path from 'node:path';
import { writeFileIfChanged } from '../core/atomic-write.js';
import { ICON_LICENCE } from '../core/icons.js';
import { fontEntries } from '../core/font-catalog.js';
import type { FontFileDef } from '../core/font-files.js';
import { translator, type Translate } from '../i18n/translate.js';
import { artCreditValues, type UsedArt } from '../core/art-credits.js';

/**
 * The credit of a family of the game's own (its first file that says more), in the credits of the
 * PDFs and CREDITS.txt alike: a family of its own named as a bundled one replaces that one's credit.
 */
export function ownFontCredits(t: Translate, files: FontFileDef[] = []): Map<string, string> {
  const credits = new Map<string, string>();
  for (const family of new Set(files.map((f) => f.family))) {
    const faces = files.filter((f) => f.family === family);
    const pick = <K extends 'author' | 'licenceFile' | 'source'>(key: K) => faces.find((f) => f[key] !== undefined)?.[key];
    const author = pick('author');
    const file = pick('licenceFile');
    const source = pick('source');
    credits.set(
      family,
      t('credits.own-font', {
        family,
        by: author ? t('credits.by', { author }) : '',
        licence: faces[0].licence,
        file: file ? ` (${file})` : '',
        from: source ? t('credits.from', { source }) : '',
      }),
    );
  }
  return credits;
}

export function creditsText(title: string, language: string, ownFonts: FontFileDef[] = [], art: UsedArt[] = []): string {
  const t = translator(language);
  const fonts = new Map<string, string>();
  for (const f of fontEntries()) {
    fonts.set(f.family, `- ${t('credits.file-font', { family: f.family, author: f.author, licence: f.licence, file: f.licenceFile, source: f.source })}`);
  }
  for (const [family, credit] of ownFontCredits(t, ownFonts)) fonts.set(family, `- ${credit}`);
  return [
    t('credits.file-made-with', { title }),
    '',
    t('credits.file-fonts'),
    ...fonts.values(),
    '',
    t('credits.file-art'),
    ...art.map((a) => `- ${t('credits.own-art', artCreditValues(a))}`),
    `- ${t('credits.icons', ICON_LICENCE)}`,
    '',
  ].join('\n');
}

export async function writeCredits(outDir: string, title: string, language: string, ownFonts: FontFileDef[] = [], art: UsedArt[] = []): Promise<string> {
  const file = path.join(outDir, 'CREDITS.txt');
  await writeFileIfChanged(file, creditsText(title, language, ownFonts, art));
  return file;
}
