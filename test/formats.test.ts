/**
 * Named formats and components beyond dice, through the test pack test/fixtures/formats-pack/
 * (no code: its card types are in its types.yaml, its templates in templates/formats-pack/):
 * cards in two formats, a round token with two faces, a board larger than A4 and one that fits,
 * a character sheet. Checked, rendered, printed (read back: pages, sizes, where each piece is
 * drawn) and exported to Tabletop Simulator (validated); its mistakes located.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromFiles } from '../src/core/pack.js';
import { buildGame, type BuildResult } from '../src/pipeline/build.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { resolveGames } from '../src/pipeline/games.js';
import { validateSave } from '../src/tts/validate-save.js';
import type { TtsObject, TtsSave } from '../src/tts/saved-object.js';
import { toMm } from '../src/print/units.js';
import { copyPack, fixtures, readDir, withoutTypography } from './helpers.js';
import { readPdf, type DrawnImage } from './pdf-reader.js';

const FIXTURE = path.join(fixtures, 'formats-pack');

let dist = '';
let result: BuildResult;
beforeAll(async () => {
  const { cwd } = copyPack(FIXTURE, 'formats-pack');
  result = await buildGame(resolveGames(['formats-pack'], cwd)[0], { cwd });
  dist = path.join(cwd, 'dist', 'formats-pack');
}, 120_000);

const at = (img: DrawnImage) => [img.x, img.y, img.width, img.height].map((v) => Math.round(toMm(v) * 10) / 10);
const sizeOf = (p: { width: number; height: number }) => [p.width, p.height].map((v) => Math.round(toMm(v) * 10) / 10);
const pngSize = (file: string) => {
  const b = readFileSync(file);
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
};

describe('a pack of several formats and components', () => {
  it('checks clean and builds: every stage, no error', () => {
    expect(withoutTypography(result.diagnostics)).toEqual([]);
    expect(result.stopped).toBe(false);
    // 7 card fronts, 2 common backs, a token's two faces, two boards and a sheet.
    expect(result.rendered).toBe(14);
  });

  it('renders each image at its format\'s size, components in folders of their own', () => {
    const cards = path.join(dist, 'cards');
    // At 150 dpi, bleed included: 69×94 mm, 50×74 mm, a 29 mm disc's square, 306 mm, 156×106 mm, 210×297 mm.
    expect(pngSize(path.join(cards, 'heros', 'mage.png'))).toEqual([407, 555]);
    expect(pngSize(path.join(cards, 'sorts', 'eclair.png'))).toEqual([295, 437]);
    expect(pngSize(path.join(cards, 'sorts', '_back.png'))).toEqual([295, 437]);
    expect(pngSize(path.join(cards, 'murs', 'murs.png'))).toEqual([171, 171]);
    expect(pngSize(path.join(cards, 'murs', 'murs_back.png'))).toEqual([171, 171]);
    expect(pngSize(path.join(cards, 'plateau', 'plateau.png'))).toEqual([1807, 1807]);
    expect(pngSize(path.join(cards, 'piste', 'piste.png'))).toEqual([921, 626]);
    expect(pngSize(path.join(cards, 'fiche', 'fiche.png'))).toEqual([1240, 1754]);
    // The print shop's images, the decks only: laid out at 150 dpi, rasterised at twice the size (50 mm: 590 px).
    expect(pngSize(path.join(dist, 'cards-300dpi', 'sorts', 'eclair.png'))).toEqual([590, 874]);
  });

  // The pack is French: its cover is too (src/i18n/catalogue.yaml).
  it('prints each card format on its own grid, tokens as many as they count, sheets and a fitting board one a page', async () => {
    const pages = await readPdf(path.join(dist, 'print', 'formats-pack-a4.pdf'), { text: true });
    // Cover, credits; Héros, Sorts and the tokens, fronts and backs; 4 sheets and the small board, each with a blank back.
    expect(pages).toHaveLength(2 + 3 * 2 + 5 * 2);
    expect(pages[0].text).toContain('20 × Mur (jeton, 25×25 mm, rond)');
    expect(pages[0].text).toContain('1 × Plateau (plateau, 300×300 mm)');
    expect(pages[0].text).toContain('4 × Fiche de personnage (fiche, 210×297 mm)');
    expect(pages[0].text).toContain('2 × Dé (d6)');
    expect(pages[0].text).toMatch(/Plateau \(boards\/formats-pack-board-plateau-a4\.pdf\)\s*:\s*plus grand que ce papier/);
    expect(pages[0].text).toContain('en plusieurs pages à assembler');
    // Héros: 3×3 poker cards, as CODEX's; Sorts: 4×4 cards of 44×68 mm, centred in the 198×285 mm inside the margins.
    expect(pages[2].images.map(at)[0]).toEqual([7.5, 13.5, 69, 94]);
    expect(pages[4].images).toHaveLength(4);
    expect(at(pages[4].images[0])).toEqual([14, 9.5, 50, 74]);
    expect(at(pages[4].images[1])).toEqual([58, 9.5, 50, 74]);
    // Their backs mirrored on the next page.
    expect(at(pages[5].images[0])).toEqual([210 - 17 - 44 - 3, 9.5, 50, 74]);
    // The tokens: 20 on one page of 7×11, 29 mm images (a 25 mm disc and its bleed), their backs behind them.
    expect(pages[6].images).toHaveLength(20);
    expect(at(pages[6].images[0])).toEqual([15.5, 9, 29, 29]);
    expect(at(pages[6].images[7])).toEqual([15.5, 34, 29, 29]);
    expect(pages[7].images).toHaveLength(20);
    expect(at(pages[7].images[0])).toEqual([210 - 17.5 - 25 - 2, 9, 29, 29]);
    expect(new Set(pages[6].images.map((i) => i.id)).size).toBe(1);
    expect(new Set(pages[7].images.map((i) => i.id)).size).toBe(1);
    // Four sheets, each the whole A4 page, each followed by a blank page.
    for (const p of [8, 10, 12, 14]) {
      expect(sizeOf(pages[p])).toEqual([210, 297]);
      expect(pages[p].images.map(at)).toEqual([[0, 0, 210, 297]]);
      expect(pages[p + 1].images).toEqual([]);
    }
    // The small board on a landscape page of its own, centred.
    expect(sizeOf(pages[16])).toEqual([297, 210]);
    expect(pages[16].images.map(at)).toEqual([[70.5, 52, 156, 106]]);
    expect(pages[17].images).toEqual([]);
  });

  it('prints a board larger than the paper in tiles, on one A2 page, and alone at its real size', async () => {
    const boards = path.join(dist, 'print', 'boards');
    // 306 mm with its bleed: too large for A3 (297 mm across), not for A2.
    expect(readdirSync(boards).sort()).toEqual(['formats-pack-board-plateau-a2.pdf', 'formats-pack-board-plateau-a4.pdf', 'formats-pack-board-plateau.pdf']);
    const [page, ...more] = await readPdf(path.join(boards, 'formats-pack-board-plateau.pdf'));
    expect(more).toEqual([]);
    expect(sizeOf(page)).toEqual([306, 306]);
    expect(page.images.map(at)).toEqual([[0, 0, 306, 306]]);
    expect([page.images[0].pixelWidth, page.images[0].pixelHeight]).toEqual([1807, 1807]);
    // In French, like the rest of the pack: 2 × 2 A4 pages, then where its other documents are.
    const [cover, , ...tiles] = await readPdf(path.join(boards, 'formats-pack-board-plateau-a4.pdf'), { text: true });
    expect(tiles).toHaveLength(4);
    const text = cover.text.replace(/\s+/g, ' ');
    expect(text).toContain('Plateau : Plateau, à sa taille réelle sur 4 pages A4 à assembler');
    expect(text).toContain('sur les côtés marqués « couper »');
    expect(text).toContain('ne tient pas sur du A3');
    expect(text).toContain('le plateau sur une page A2, avec traits de coupe, dans boards/formats-pack-board-plateau-a2.pdf');
    expect(tiles[3].text).toContain('couper');
  });

  it('folds each format on its own grid, and gives the print shop each deck in its format at 300 dpi', async () => {
    const fold = await readPdf(path.join(dist, 'print', 'formats-pack-a4-fold.pdf'));
    // Cover, credits, Héros, Sorts, the tokens; then 4 sheets and the small board, not folded.
    expect(fold).toHaveLength(2 + 3 + 5);
    expect(fold[4].images).toHaveLength(40);
    expect(fold[4].images.filter((i) => i.x > fold[4].width / 2)).toHaveLength(20);
    expect(sizeOf(fold[5])).toEqual([210, 297]);
    const shop = await readPdf(path.join(dist, 'print', 'shop', 'sorts.pdf'));
    expect(shop).toHaveLength(8);
    for (const p of shop) {
      expect(sizeOf(p)).toEqual([50, 74]);
      expect([p.images[0].pixelWidth, p.images[0].pixelHeight]).toEqual([590, 874]);
    }
  });

  it('exports to Tabletop Simulator: decks at their size, tokens as round tiles with two faces, boards, sheets', async () => {
    const read = (name: string) => JSON.parse(readFileSync(path.join(dist, 'tts', name), 'utf8')) as TtsSave;
    const game = read('formats-pack.json');
    expect(await validateSave(game)).toEqual([]);
    for (const f of result.ttsObjects) expect(await validateSave(JSON.parse(readFileSync(f, 'utf8'))), f).toEqual([]);
    expect(result.ttsObjects.map((f) => path.basename(f)).sort()).toEqual(
      ['formats-pack-fiche', 'formats-pack-heros', 'formats-pack-murs', 'formats-pack-piste', 'formats-pack-plateau', 'formats-pack-sorts', 'formats-pack'].map((n) => `${n}.json`),
    );
    const [heros, sorts, , , murs, plateau, piste, fiche] = game.ObjectStates;
    expect([heros.Transform.scaleX, heros.Transform.scaleZ]).toEqual([1, 1]);
    // 44×68 mm beside 63×88 mm cards.
    expect([sorts.Transform.scaleX, sorts.Transform.scaleZ]).toEqual([0.6984, 0.7727]);
    // A pack without code, whose types give no labels: each card lists its fields by their names.
    expect(heros.ContainedObjects![0]).toMatchObject({ Nickname: 'Guerrière', Description: 'Force\u00a0: 3\nText\u00a0: Gagnez 1 [force] quand vous attaquez.\nArt\u00a0: sword-brandish' });
    expect(murs).toMatchObject({ Name: 'Bag', Nickname: 'Mur' });
    const tokens = murs.ContainedObjects!;
    expect(tokens).toHaveLength(20);
    expect(tokens.every((t) => t.Name === 'Custom_Tile' && t.CustomImage?.CustomTile?.Type === 2)).toBe(true);
    expect(tokens[0].CustomImage!.ImageURL).toMatch(/images\/murs-front-[0-9a-f]{12}\.png$/);
    expect(tokens[0].CustomImage!.ImageSecondaryURL).toMatch(/images\/murs-back-[0-9a-f]{12}\.png$/);
    expect(plateau).toMatchObject({ Name: 'Custom_Board', Nickname: 'Plateau' });
    expect(piste).toMatchObject({ Name: 'Custom_Board', Nickname: 'Piste de score' });
    // A board three times as tall as the small one shows three times as large.
    expect(plateau.Transform.scaleZ / piste.Transform.scaleZ).toBeCloseTo(3, 3);
    expect(fiche.ContainedObjects!.map((t) => [t.Name, t.CustomImage!.CustomTile!.Type, t.CustomImage!.ImageSecondaryURL])).toEqual(Array(4).fill(['Custom_Tile', 0, '']));
    // The tile images are cut to the trim: a 25 mm disc at 150 dpi.
    const file = (url: string) => path.join(dist, 'tts', 'images', url.split('/').pop()!);
    expect(pngSize(file(tokens[0].CustomImage!.ImageURL))).toEqual([147, 147]);
    const all: TtsObject[] = [];
    const walk = (o: TtsObject) => (all.push(o), o.ContainedObjects?.forEach(walk));
    game.ObjectStates.forEach(walk);
    expect(new Set(all.map((o) => o.GUID)).size).toBe(all.length);
  });

  it('makes nothing again when nothing changed', async () => {
    const cwd = path.dirname(path.dirname(dist));
    const again = await buildGame(resolveGames(['formats-pack'], cwd)[0], { cwd });
    expect(again.rendered).toBe(0);
    expect(again.documents.filter((d) => d.written)).toEqual([]);
  });
});

describe('the validator on tiles and boards', () => {
  let good: TtsSave;
  beforeAll(() => {
    good = JSON.parse(readFileSync(path.join(dist, 'tts', 'formats-pack.json'), 'utf8')) as TtsSave;
  });
  const problems = async (edit: (objects: TtsObject[]) => void) => {
    const s = JSON.parse(JSON.stringify(good)) as TtsSave;
    edit(s.ObjectStates);
    return (await validateSave(s)).join('\n');
  };

  it('finds a tile without its image or its shape, a missing image, a bad scale', async () => {
    const token = (o: TtsObject[]) => o[4].ContainedObjects![0];
    expect(await problems((o) => delete token(o).CustomImage)).toMatch(/a Custom_Tile needs a CustomImage/);
    expect(await problems((o) => (token(o).CustomImage!.CustomTile!.Type = 7))).toMatch(/CustomTile\.Type 7 is not 0 \(box\), 1 \(hex\), 2 \(circle\) or 3/);
    expect(await problems((o) => delete token(o).CustomImage!.CustomTile)).toMatch(/a Custom_Tile needs CustomImage\.CustomTile/);
    expect(await problems((o) => (o[5].CustomImage!.ImageURL = 'file:///nowhere/board.png'))).toMatch(/image file:\/\/\/nowhere\/board\.png does not exist/);
    expect(await problems((o) => (o[5].CustomImage!.ImageURL = ''))).toMatch(/CustomImage has no ImageURL/);
    expect(await problems((o) => (o[5].Transform.scaleX = 0))).toMatch(/Transform\.scaleX 0 is not a positive number/);
    expect(await problems((o) => (o[0].CustomImage = o[5].CustomImage))).toMatch(/only tiles and boards have a CustomImage/);
  });
});

describe('mistakes in formats and components', () => {
  /** The pack's diagnostics with its manifest edited by `edit`, as `file:line:col rule message`. */
  const check = async (edit: (manifest: string) => string) => {
    const files = readDir(FIXTURE);
    files.set('game.yaml', edit(files.get('game.yaml')!));
    const pack = await loadPackFromFiles('formats-pack', 'cards/formats-pack', files);
    return withoutTypography(await checkLoadedPack(pack, { layout: false })).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`);
  };

  it('are located at their line, with the closest name', async () => {
    expect(await check((m) => m.replace('format: mini,', 'format: minii,'))).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:26:\d+ core\/schema game\.yaml: deck 'sorts': there is no format 'minii'; did you mean 'mini'\? The card formats: card, mini$/),
    ]);
    expect(await check((m) => m.replace('format: jeton,', 'format: plateau,'))).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:30:\d+ core\/schema game\.yaml: token 'murs': format 'plateau' is a board format, not a token format\. The token formats: jeton$/),
    ]);
    expect(await check((m) => m.replace('kind: token, name: Mur', 'kind: jeton, name: Mur'))).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:30:\d+ core\/schema game\.yaml: components\[1\]\.kind has an unexpected value "jeton" \(expected one of "die", "token", "board", "sheet"\)$/),
    ]);
    expect(await check((m) => m.replace('front: { template: jeton }', 'front: { templat: jeton }'))).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:30:\d+ core\/schema game\.yaml: missing required key 'template' in components\[1\]\.front/),
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:30:\d+ core\/schema .*unknown key 'templat' in components\[1\]\.front; did you mean 'template'\?/),
    ]);
    expect(await check((m) => m.replace('{ id: piste,', '{ id: sorts,'))).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:32:\d+ core\/unique-id duplicate id 'sorts': the deck at line 26 has it already/),
    ]);
    expect(await check((m) => m.replace('template: fiche,', 'template: fich,'))).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:33:\d+ core\/template sheet 'fiche': template 'fich' is not a template of the formats-pack pack; did you mean 'fiche'\?/),
    ]);
    expect(await check((m) => m.replace('shape: round', 'shape: round, height: 30').replace('width: 25, height: 25', 'width: 25'))).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:14:\d+ core\/schema game\.yaml: format 'jeton' is round, a disc: its width and height must be equal \(it says 25×30 mm\)$/),
    ]);
  });

  it('its data file and its options are read and checked like cards', async () => {
    const files = readDir(FIXTURE);
    const pack = await loadPackFromFiles('formats-pack', 'cards/formats-pack', files);
    expect(pack.data.map((d) => [d.set, d.src.file, d.valid])).toEqual([['equipes', 'cards/formats-pack/equipes/duo.yaml', true]]);
    expect(pack.manifest!.options).toEqual({ tours: 10 });
    files.set('equipes/duo.yaml', 'name: Le duo\nheros: [guerriere, magicien]\n');
    expect(withoutTypography(await checkLoadedPack(await loadPackFromFiles('formats-pack', 'cards/formats-pack', files), { layout: false })).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual([
      'cards/formats-pack/equipes/duo.yaml:2:20 core/reference',
    ]);
  });

  it('a template\'s problem with a component is located in its manifest entry', async () => {
    const files = readDir(FIXTURE);
    files.set('game.yaml', files.get('game.yaml')!.replace('name: Fiche de personnage,', `name: ${'M'.repeat(40)},`));
    const pack = await loadPackFromFiles('formats-pack', 'cards/formats-pack', files);
    expect(withoutTypography(await checkLoadedPack(pack)).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      expect.stringMatching(/^cards\/formats-pack\/game\.yaml:33:37 render\/text-fit card 'fiche': the name does not fit on one line/),
    ]);
  });

  it('stop the build before anything is drawn', async () => {
    const { cwd, dir } = copyPack(FIXTURE, 'formats-pack');
    const file = path.join(dir, 'game.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('format: mini,', 'format: minii,'));
    const r = await buildGame(resolveGames(['formats-pack'], cwd)[0], { cwd });
    expect(r.stopped).toBe('check');
    expect(withoutTypography(r.diagnostics).map((d) => d.rule)).toEqual(['core/schema']);
    expect(existsSync(path.join(cwd, 'dist', 'formats-pack', 'cards'))).toBe(false);
  });
});
