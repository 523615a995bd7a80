import type { Rule } from '../rule.js';
import { checkedItems } from '../pack.js';
import { IMAGE_KEYWORD } from '../schema-kit.js';
import { annotated } from '../schema-walk.js';
import { creditOf } from '../art-credits.js';
import { LIMITS } from '../limits.js';
import { megabytes } from '../read-limited.js';
import { exampleFiles } from './example-pack.js';

/** The example pack with a portrait on its heroes and the files given. */
const withPortrait = (heroes: string, extra: Record<string, string> = {}, manifestTail = ART) => {
  const base = exampleFiles();
  return exampleFiles({
    'game.yaml': base['game.yaml'] + manifestTail,
    'types.yaml': base['types.yaml'].replace('      art: { kind: icon, optional: true }', '      art: { kind: icon, optional: true }\n      portrait: { kind: image, optional: true }'),
    'heroes.yaml': heroes,
    ...extra,
  });
};
const hero = (portrait: string) => `deck: heroes\ncards:\n  - id: knight\n    name: Knight\n    pv: 6\n    startingItem: sword\n    portrait: ${portrait}\n`;
const ART = 'art:\n  - { files: "art/*.svg", author: Camille Martin, licence: CC BY 4.0 }\n';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><rect width="60" height="80" fill="#2a6"/></svg>';

/**
 * The images cards draw (fields of kind `image`) are files of the project that deckwright can
 * draw, and each is credited in the manifest's `art:`. What is wrong is found when the pack is
 * loaded (core/pack-images.ts reads and decodes each file once) and reported here, at the field.
 */
export const images: Rule = {
  id: 'core/images',
  description: `Every image a card names is a PNG, JPEG, WebP or SVG file inside the project folder, of at most ${megabytes(LIMITS.art.bytes)} and ${LIMITS.art.pixels / 1e6} megapixels, credited by an entry of the manifest's \`art:\`.`,
  severity: 'error',
  check(ctx) {
    const { manifest } = ctx.pack;
    for (const item of checkedItems(ctx.pack)) {
      for (const v of annotated(item.schema, item.data, IMAGE_KEYWORD)) {
        if (typeof v.value !== 'string') continue;
        const at = { src: item.src, path: [...item.path, ...v.path] };
        const image = ctx.pack.images?.get(v.value);
        if (!image) continue;
        if (!image.ok) {
          ctx.report(at, image.message, item.cardId);
          continue;
        }
        if (manifest && !creditOf(manifest, v.value)) {
          ctx.report(
            at,
            `the image '${v.value}' is credited by no entry of \`art:\` in game.yaml: say who made it and under which licence, e.g. art: [{ files: "${v.value}", author: …, licence: … }] (a pattern such as "art/**" credits a whole folder)`,
            item.cardId,
          );
        }
      }
    }
  },
  examples: {
    valid: [
      { name: 'no image at all', files: exampleFiles() },
      { name: 'an SVG of the project, credited by a pattern', files: withPortrait(hero('art/knight.svg'), { 'art/knight.svg': SVG }) },
    ],
    invalid: [
      {
        name: 'a file that is not there',
        files: withPortrait(hero('art/knigth.svg'), { 'art/knight.svg': SVG }),
        errors: [{ file: 'heroes.yaml', line: 7, column: 15, message: "the image 'art/knigth.svg' is not a file of the pack" }],
      },
      {
        name: 'a file outside the project',
        files: withPortrait(hero('../elsewhere/knight.svg')),
        errors: [{ file: 'heroes.yaml', line: 7, column: 15, message: 'is outside the project folder' }],
      },
      {
        name: 'a file that is not an image',
        files: withPortrait(hero('art/knight.svg'), { 'art/knight.svg': 'Knight, drawn later' }),
        errors: [{ file: 'heroes.yaml', line: 7, column: 15, message: 'is not an image deckwright can read: it must be a PNG, JPEG, WebP or SVG file' }],
      },
      {
        name: 'an SVG that reads another file',
        files: withPortrait(hero('art/knight.svg'), { 'art/knight.svg': SVG.replace('<rect', '<image href="/etc/hostname" width="9" height="9"/><rect') }),
        errors: [{ file: 'heroes.yaml', line: 7, column: 15, message: "refers to another file ('/etc/hostname')" }],
      },
      {
        name: 'an image no entry of art: credits',
        files: withPortrait(hero('art/knight.svg'), { 'art/knight.svg': SVG }, 'art:\n  - { files: art/queen.svg, author: Camille Martin, licence: CC BY 4.0 }\n'),
        errors: [{ file: 'heroes.yaml', line: 7, column: 15, message: "the image 'art/knight.svg' is credited by no entry of `art:`" }],
      },
    ],
  },
};
