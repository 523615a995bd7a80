/**
 * A game's own font files, declared in its game.yaml under `fonts: files:` beside the bundled
 * families (fonts/fonts.json of deckwright). Each file names its family, weight and style, where
 * it is in the project (relative to the project root, e.g. fonts/MyFace-Bold.ttf), and its
 * licence, for the credits. Checked here without the renderer: the file must stay inside the
 * project, exist, stay under the size limit and decode as a font (fontkit reads TTF, OTF, WOFF
 * and WOFF2 alike).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import { fontkit } from './fontkit.js';
import { nearName } from './near-name.js';
import { Type, type Static } from '@sinclair/typebox';
import { NonBlank } from './schema-kit.js';
import { LIMITS, thousands } from './limits.js';
import { megabytes } from './read-limited.js';
import { resolveInside } from './safe-path.js';

/** A path in the project, written with forward slashes: fonts/MyFace-Bold.ttf. */
const ProjectPath = (description: string) => Type.String({ minLength: 1, maxLength: 300, description });

export const FontFileSchema = Type.Object(
  {
    family: NonBlank({ maxLength: 60, description: 'the family this file is a face of, as `title:` and `body:` name it, e.g. "Ma Police"' }),
    weight: Type.Optional(
      Type.Integer({ minimum: 100, maximum: 900, multipleOf: 100, description: 'its weight, 100 to 900: 400 (the default) is regular, 700 bold' }),
    ),
    style: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('italic')], { description: '"normal" (the default) or "italic"' })),
    file: ProjectPath('the font file (TTF, OTF, WOFF or WOFF2), relative to the project root, e.g. "fonts/MaPolice-Bold.ttf"'),
    licence: NonBlank({ maxLength: 60, description: 'its licence, as an SPDX id, e.g. "OFL-1.1"' }),
    licenceFile: Type.Optional(ProjectPath('the licence text shipped with the font, relative to the project root, e.g. "fonts/OFL.txt"')),
    author: Type.Optional(NonBlank({ maxLength: 200, description: 'who made the font, as the credits name them' })),
    source: Type.Optional(NonBlank({ maxLength: 200, description: 'where the font comes from, e.g. its web page' })),
    figures: Type.Optional(
      Type.Union([Type.Literal('lining'), Type.Literal('default')], {
        description:
          '"lining" (the default): digits are drawn with the lining figures of the font\'s `lnum` feature when it has them, as the bundled fonts are; "default": the font\'s own digits (old-style ones stay old-style)',
      }),
    ),
  },
  { additionalProperties: false },
);

export type FontFileDef = Static<typeof FontFileSchema>;

export const FontFilesSchema = Type.Array(FontFileSchema, {
  maxItems: 40,
  description: "the game's own font files, up to 40: each a face (family, weight, style) with its licence; title and body may name their families",
});

/** What a font file may be, by its name's ending. */
export const FONT_FILE_EXTENSIONS = ['.ttf', '.otf', '.woff', '.woff2'];

/** A problem with one declared font file: which of its keys it is at, and what to do. */
export interface FontFileProblem {
  key: 'file' | 'licenceFile' | null;
  message: string;
}

/** The file a project path names, or a problem: outside the project, missing, not a file. */
function projectFile(project: string, name: string, what: string): { path: string } | { problem: string } {
  const real = resolveInside(project, name);
  if (!real) {
    return { problem: `the ${what} '${name}' is outside the project folder ${project}; copy it into the project (e.g. under fonts/) and name it relative to the project root` };
  }
  let isFile = false;
  try {
    isFile = statSync(real).isFile();
  } catch {
    return { problem: `the ${what} '${name}' does not exist (looked for ${real}); paths are relative to the project root ${project}` };
  }
  if (!isFile) return { problem: `the ${what} '${name}' is a folder, not a file` };
  return { path: real };
}

/** Why `data` cannot be used as a font, or null. */
export function fontDecodeProblem(data: Buffer): string | null {
  let font: Fontkit.Font | Fontkit.FontCollection;
  try {
    font = fontkit().create(data);
  } catch (e) {
    return `it does not decode as a font (${e instanceof Error ? e.message : String(e)})`;
  }
  if (!font || 'fonts' in font) return 'it is a font collection (TTC, DFONT): give one face as a TTF, OTF, WOFF or WOFF2 file';
  try {
    if (typeof font.unitsPerEm !== 'number' || !font.characterSet.length || !(font.layout('A').advanceWidth >= 0)) return 'it has no usable characters';
  } catch (e) {
    return `it does not decode as a font (${e instanceof Error ? e.message : String(e)})`;
  }
  return null;
}

/** The problems of one declared font file, each at the key it is about. */
export function fontFileProblems(project: string, def: FontFileDef): FontFileProblem[] {
  const problems: FontFileProblem[] = [];
  const ext = path.extname(def.file).toLowerCase();
  const found = projectFile(project, def.file, 'font file');
  if ('problem' in found) problems.push({ key: 'file', message: found.problem });
  else if (!FONT_FILE_EXTENSIONS.includes(ext)) {
    problems.push({ key: 'file', message: `the font file '${def.file}' is not a TTF, OTF, WOFF or WOFF2 file (its name ends in '${ext || 'nothing'}')` });
  } else {
    const size = statSync(found.path).size;
    const limit = LIMITS.fileBytes.font;
    if (size > limit) {
      problems.push({ key: 'file', message: `the font file '${def.file}' is ${megabytes(size, true)}, over the limit of ${megabytes(limit)} for a font; use a subset of it (only the scripts the game needs)` });
    } else {
      const why = fontDecodeProblem(readFileSync(found.path));
      if (why) problems.push({ key: 'file', message: `the font file '${def.file}' (${thousands(size)} bytes) cannot be used: ${why}` });
    }
  }
  if (def.licenceFile !== undefined) {
    const licence = projectFile(project, def.licenceFile, 'licence file');
    if ('problem' in licence) problems.push({ key: 'licenceFile', message: licence.problem });
  } else if (def.author === undefined) {
    problems.push({ key: null, message: `the font file '${def.file}' names neither its licence file (licenceFile:) nor its author (author:); the credits need one of them` });
  }
  return problems;
}

/** The family a mistyped font name most likely meant (core/near-name.ts). */
export const nearFamily = nearName;
