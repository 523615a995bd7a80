/**
 * Cardstle's printed sheets: the character sheet as a fillable form (its fields read back with
 * pdf.js, blank and filled), the reference sheet's two sides and the tables they follow,
 * `deckwright sheet` (a party's sheets, a broken party: a located error and nothing written),
 * determinism, and golden images of every page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { fillSheets } from '../src/pipeline/sheet.js';
import { resolveGames } from '../src/pipeline/games.js';
import { sheets } from '../src/games/cardstle/sheet/index.js';
import { MAX_SCALE, referenceSheet, sheetBottoms, sheetScale } from '../src/games/cardstle/sheet/reference-sheet.js';
import { tablesOf } from '../src/games/cardstle/tables.js';
import { writePackDocuments } from '../src/print/pack-documents.js';
import { readFormFields, readPdf } from './pdf-reader.js';
import { copyPack, deadPid, root, tempDir } from './helpers.js';
import { run, runHere } from './cli-helpers.js';
import { sheetGoldenDir, sheetGoldenImages } from './sheet-goldens.js';

const cardstleDir = path.join(root, 'cards', 'cardstle');
const game = () => resolveGames(['cardstle'], root)[0];

let pack: LoadedPack;
beforeAll(async () => {
  pack = await loadPackFromDir(cardstleDir, 'cards/cardstle');
});

describe('the character sheet', () => {
  it('is a form with stable field names: text for the words, five round checkboxes for each statistic', async () => {
    const { bytes, pages } = await sheets.documents(pack)[0].draw();
    expect(pages).toBe(1);
    const fields = await readFormFields(bytes);
    const circles = ['vie', 'mov', 'def', 'att'].flatMap((s) => [1, 2, 3, 4, 5].map((k) => `${s}.${k}`));
    const texts = ['nom', 'classe', 'fetiche', 'credits', ...[1, 2, 3, 4, 5, 6].map((k) => `tresors.${k}`), 'objets.1', 'objets.2', 'objets.3'];
    expect(Object.keys(fields).sort()).toEqual([...circles, ...texts].sort());
    for (const name of circles) expect(fields[name], name).toEqual({ type: 'checkbox', value: 'Off' });
    for (const name of texts) expect(fields[name].type, name).toBe('text');
    expect(fields.nom.value).toBe('');
    // A4 portrait, with its French labels as text.
    const [page] = await readPdf(writeTemp('fiche.pdf', bytes), { text: true });
    expect([Math.round(page.width), Math.round(page.height)]).toEqual([595, 842]);
    for (const label of ['Nom Prénom', 'Classe', 'Carte ou nombre fétiche', 'Crédits restants', 'Trésors', 'Objets']) expect(page.text).toContain(label);
  });

  it('is written by pdf with the reference sheet, and the same pack gives the same bytes', async () => {
    const out = tempDir();
    const first = await writePackDocuments(pack, out);
    expect(first.map((d) => path.basename(d.file))).toEqual(['cardstle-fiche-personnage.pdf', 'cardstle-aide-de-jeu.pdf']);
    expect(first.every((d) => d.written)).toBe(true);
    const bytes = first.map((d) => readFileSync(d.file));
    const again = await writePackDocuments(pack, out);
    expect(again.every((d) => !d.written)).toBe(true);
    const other = await Promise.all(sheets.documents(pack).map((d) => d.draw()));
    other.forEach((o, i) => expect(o.bytes.equals(bytes[i])).toBe(true));
  });
});

describe('the reference sheet', () => {
  it('has two A4 sides: the tables, then the procedures', async () => {
    const { bytes } = await sheets.documents(pack)[1].draw();
    const pages = await readPdf(writeTemp('aide.pdf', bytes), { text: true });
    expect(pages).toHaveLength(2);
    for (const p of pages) expect([Math.round(p.width), Math.round(p.height)]).toEqual([595, 842]);
    const [recto, verso] = pages.map((p) => p.text.replace(/\s+/g, ' '));
    for (const t of ['Familles, statistiques et trésors', 'Séduire', 'Intimider', 'très puissant', '+1 en Vie (Attaque pour Cœur)', 'Pièges', 'Coffres', 'Fabrication (après une pièce)', 'Sort de Carreau', 'Longue-vue']) {
      expect(recto).toContain(t);
    }
    // « Fabrication », the rulebook's word (« Fabriquer des objets »), where it said « Crafting ».
    for (const t of ['Faire un test', 'Version cartes', 'Version dés', 'Carte fétiche', 'Critique', 'Combat', 'Initiative', 'Attaque combinée', 'Dialogue', 'Fabrication']) {
      expect(verso).toContain(t);
    }
    expect(recto + verso).not.toMatch(/crafting/i);
    expect(verso).toContain('seuil 10 : 20 ou plus');
    expect(verso).toContain('3 objets au plus chacun, sorts compris');
  });

  it('sets both sides at one scale that fills them alike: neither has an empty band at its foot', () => {
    const t = tablesOf(pack)!.tables;
    // The largest scale at which both fit, a little above 1: 9.5 pt text grows to about 11 pt.
    const scale = sheetScale(t);
    expect(scale).toBeGreaterThan(1.1);
    expect(scale).toBeLessThanOrEqual(MAX_SCALE);
    const { recto, verso, bottom } = sheetBottoms(t);
    const top = 104;
    for (const end of [recto, verso]) {
      expect(end).toBeLessThanOrEqual(bottom);
      // Each side's content ends in the last tenth of its page (the verso's longer column).
      expect((end - top) / (bottom - top)).toBeGreaterThan(0.9);
    }
  });

  it('still refuses, at scale 1, tables too long for their side', () => {
    const t = tablesOf(pack)!.tables;
    const long = { ...t, recipes: Array.from({ length: 60 }, () => t.recipes[0]) };
    expect(sheetScale(long)).toBe(1);
    expect(() => referenceSheet(long)).toThrow('the reference sheet (tables) runs past the bottom of its page');
  });

  it('follows the tables: a changed trap, enemy and critical factor are printed as changed', async () => {
    const { dir } = copyPack(cardstleDir, 'cardstle');
    const file = path.join(dir, 'tables.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace('{ rank: "10", att: 4 }', '{ rank: "10", att: 5 }')
        .replace('strength: puissant,', 'strength: redoutable,')
        .replace('critical: 2', 'critical: 3'),
    );
    const changed = await loadPackFromDir(dir, 'cards/cardstle');
    const pages = await readPdf(writeTemp('aide-changed.pdf', (await sheets.documents(changed)[1].draw()).bytes), { text: true });
    const [recto, verso] = pages.map((p) => p.text.replace(/\s+/g, ' '));
    expect(recto).toContain('5 cartes ou dés');
    expect(recto).toContain('redoutable');
    expect(verso).toContain('seuil 10 : 30 ou plus');
  });
});

describe('deckwright sheet', () => {
  it('fills one sheet per character of the party, its values read back', async () => {
    const out = tempDir();
    const result = await fillSheets(game(), 'cards/cardstle/groupe.yaml', { outDir: out, cwd: root });
    expect(result.ok).toBe(true);
    expect(readdirSync(out).sort()).toEqual(['groupe-aurore-vasseur.pdf', 'groupe-bastien-roux.pdf', 'groupe-celeste-marchal.pdf', 'groupe-denis-lagarde.pdf']);
    const aurore = await readFormFields(readFileSync(path.join(out, 'groupe-aurore-vasseur.pdf')));
    expect(aurore.nom.value).toBe('Aurore Vasseur');
    expect(aurore.classe.value).toBe('Éclaireuse');
    expect(aurore.fetiche.value).toBe('9 noir');
    expect(aurore.credits.value).toBe('1');
    // vie 2, att 2, def 2, mov 4.
    const checked = (s: string) => [1, 2, 3, 4, 5].map((k) => aurore[`${s}.${k}`].value === 'Yes');
    expect(checked('vie')).toEqual([true, true, false, false, false]);
    expect(checked('mov')).toEqual([true, true, true, true, false]);
    expect(aurore['tresors.1'].value).toBe('3 de Cœur');
    expect(aurore['tresors.2'].value).toBe('5 de Trèfle');
    expect(aurore['tresors.3'].value).toBe('');
    const denis = await readFormFields(readFileSync(path.join(out, 'groupe-denis-lagarde.pdf')));
    expect(denis['objets.1'].value).toBe('Sort de Cœur');
    // The same party gives the same bytes.
    const again = tempDir();
    await fillSheets(game(), 'cards/cardstle/groupe.yaml', { outDir: again, cwd: root });
    for (const f of readdirSync(out)) expect(readFileSync(path.join(again, f)).equals(readFileSync(path.join(out, f))), f).toBe(true);
  });

  it('removes the temporary files a killed sheet run left in its folder, and no live run\'s', async () => {
    const out = tempDir();
    const dead = deadPid();
    const left = [`groupe-aurore-vasseur.pdf.tmp-${dead}-0`, `groupe-denis-lagarde.pdf.tmp-${dead}-3`];
    const live = `groupe-bastien-roux.pdf.tmp-${process.pid}-1`;
    for (const n of [...left, live]) writeFileSync(path.join(out, n), 'x');
    const result = await fillSheets(game(), 'cards/cardstle/groupe.yaml', { outDir: out, cwd: root });
    expect(result.ok).toBe(true);
    for (const n of left) expect(existsSync(path.join(out, n)), n).toBe(false);
    expect(existsSync(path.join(out, live))).toBe(true);
  });

  it('writes a fétiche number in the dice version', async () => {
    const dir = tempDir();
    const party = path.join(dir, 'des.yaml');
    writeFileSync(party, 'name: Les dés\nversion: des\ncharacters:\n  - name: Éloïse Œillet\n    class: Mage\n    fetiche: 7\n    stats: { vie: 3, att: 3, def: 2, mov: 2 }\n    credits: 2\n');
    const result = await fillSheets(game(), party, { outDir: path.join(dir, 'out'), cwd: root });
    expect(result).toMatchObject({ ok: true });
    const fields = await readFormFields(readFileSync(path.join(dir, 'out', 'des-eloise-oeillet.pdf')));
    expect(fields.fetiche.value).toBe('7');
    expect(fields.nom.value).toBe('Éloïse Œillet');
  });

  it('reports a broken party file where it is broken, exits 1 and writes nothing', () => {
    const dir = tempDir();
    const party = path.join(dir, 'casse.yaml');
    writeFileSync(party, 'name: Cassé\nversion: cartes\ncharacters:\n  - name: Anne\n    class: Voleuse\n    fetiche: { rank: "9", colour: noir }\n    stats: { vie: 2, att: 2, def: deux, mov: 4 }\n');
    const out = path.join(dir, 'out');
    const r = run(['sheet', 'cardstle', party, '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/casse\.yaml:7:\d+ error core\/schema .*stats\.def/);
    expect(r.stderr).toContain('nothing written');
    expect(existsSync(out)).toBe(false);
  });

  it('exits 2 for a game without sheets or a file that is not there', async () => {
    expect((await runHere(['sheet', 'pyramide', 'cards/cardstle/groupe.yaml'])).code).toBe(2);
    const missing = await runHere(['sheet', 'cardstle', 'nowhere.yaml']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read nowhere.yaml');
  });
});

describe('golden images of the sheets', () => {
  it('every page matches its golden', async () => {
    const images = await sheetGoldenImages('cardstle');
    expect(images.map((i) => i.name)).toEqual(['fiche-personnage-1.png', 'aide-de-jeu-1.png', 'aide-de-jeu-2.png']);
    for (const { name, png } of images) {
      const golden = PNG.sync.read(readFileSync(path.join(sheetGoldenDir('cardstle'), name)));
      const actual = PNG.sync.read(png);
      expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
      const diff = new PNG({ width: golden.width, height: golden.height });
      const changed = pixelmatch(golden.data, actual.data, diff.data, golden.width, golden.height, { threshold: 0.1 });
      if (changed > 0) {
        const file = path.join(root, 'test', '.output', 'cardstle-sheets', name.replace('.png', '.diff.png'));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, PNG.sync.write(diff));
      }
      expect(changed, `${name}: ${changed} pixels differ; look at test/.output/cardstle-sheets/ and re-approve with npm run goldens:approve -- cardstle if intended`).toBeLessThanOrEqual(50);
    }
  });
});

function writeTemp(name: string, bytes: Uint8Array): string {
  const file = path.join(tempDir(), name);
  writeFileSync(file, bytes);
  return file;
}
