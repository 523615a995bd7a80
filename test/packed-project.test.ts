/**
 * A game is its own project: from `npm pack`, in an empty folder with no deckwright checkout,
 * install deckwright, `new my-game --language en`, `build` and `sim` — every output made from
 * the designer's folder alone.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { validateSave } from '../src/tts/validate-save.js';
import { installedProject, packTarball, run } from './packed-install.js';
import { readPdf } from './pdf-reader.js';
import { fixtures, root } from './helpers.js';

describe('deckwright installed from its tarball into an empty folder', () => {
  it('makes a project with `new`; `build` makes every output there and `sim` plays its starter rules', async () => {
    const tgz = packTarball();
    const tarball = run('tar', ['-tzf', tgz], path.dirname(tgz)).split('\n');
    // What a project needs of the package, and nothing of its tests.
    for (const f of ['package/bin/deckwright.js', 'package/build/src/cli/main.js', 'package/build/cli/cli.js', 'package/build/templates/common/index.js', 'package/build/templates/common/index.d.ts', 'package/scaffold/blank/en/cards/game.yaml', 'package/scaffold/project/gitignore']) {
      expect(tarball, f).toContain(f);
    }
    expect(tarball.filter((f) => f.startsWith('package/build/test/'))).toEqual([]);

    const dir = installedProject(tgz);
    const npx = (...args: string[]) => run('npx', ['--no-install', 'deckwright', ...args], dir);
    expect(npx('new', 'my-game', '--language', 'en')).toContain('next: npx deckwright build my-game');
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.devDependencies.deckwright).toMatch(/^file:/);
    expect(pkg.scripts.build).toBe('deckwright build');
    expect(readFileSync(path.join(dir, '.gitignore'), 'utf8')).toMatch(/^dist\/$/m);
    expect(readFileSync(path.join(dir, 'templates', 'my-game', 'card.tsx'), 'utf8')).toContain("from 'deckwright/kit'");

    const built = npx('build');
    expect(built).toContain('my-game: check: 0 errors, 0 warnings');
    const out = path.join(dir, 'dist', 'my-game');
    expect(readdirSync(path.join(out, 'cards', 'cards')).filter((f) => f.endsWith('.png')).sort()).toEqual(['_back.png', 'alchemist.png', 'guard.png', 'scout.png']);
    const pages = await readPdf(path.join(out, 'print', 'my-game-a4.pdf'));
    expect(pages).toHaveLength(4);
    expect(pages[2].images).toHaveLength(3);
    const save = JSON.parse(readFileSync(path.join(out, 'tts', 'my-game.json'), 'utf8'));
    expect(await validateSave(save)).toEqual([]);
    expect(JSON.stringify(save)).toContain('"Nickname":"Scout"');
    // The blank starter's rules (rules/my-game/index.ts, against 'deckwright/engine') play at once.
    expect(readFileSync(path.join(dir, 'rules', 'my-game', 'index.ts'), 'utf8')).toContain("from 'deckwright/engine'");
    expect(npx('sim', 'my-game', '--games', '200', '--seed', '7')).toMatch(/my-game: .*win rate \d+\.\d %.* over 200 games/);
    const report = JSON.parse(readFileSync(path.join(out, 'reports', 'sim-heuristic.json'), 'utf8'));
    expect(report.games).toBe(200);
    // The game's own art (a PNG) and its own font (a TTF), in the project's art/ and fonts/,
    // declared with their licences: drawn on the cards and credited on the PDF's credits page.
    mkdirSync(path.join(dir, 'art'));
    mkdirSync(path.join(dir, 'fonts'));
    // A picture with enough pixels for its box at 300 dpi (a smaller one is a located warning).
    const fog = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#9fb8c8"/><stop offset="1" stop-color="#2f4858"/></linearGradient></defs><rect width="900" height="700" fill="url(#g)"/><circle cx="640" cy="220" r="120" fill="#f4e9c1"/><path d="M0 560 L220 380 L420 520 L640 340 L900 560 L900 700 L0 700 Z" fill="#1d2d36"/></svg>`;
    writeFileSync(path.join(dir, 'art', 'fog.png'), await sharp(Buffer.from(fog)).png().toBuffer());
    copyFileSync(path.join(fixtures, 'own-fonts', 'fonts', 'AlegreyaSans-Regular.ttf'), path.join(dir, 'fonts', 'AlegreyaSans-Regular.ttf'));
    copyFileSync(path.join(fixtures, 'own-fonts', 'fonts', 'OFL-AlegreyaSans.txt'), path.join(dir, 'fonts', 'OFL-AlegreyaSans.txt'));
    const edit = (file: string, change: (text: string) => string) => writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
    edit('cards/my-game/game.yaml', (t) =>
      t.replace(
        'fonts: { title: Cinzel, body: Alegreya }',
        [
          'fonts:',
          '  title: Cinzel',
          '  body: Alegreya Sans',
          '  files:',
          '    - { family: Alegreya Sans, file: fonts/AlegreyaSans-Regular.ttf, licence: OFL-1.1, licenceFile: fonts/OFL-AlegreyaSans.txt, author: Juan Pablo del Peral }',
          'art:',
          '  - { files: "art/**", author: Camille Martin, licence: CC BY 4.0 }',
        ].join('\n'),
      ),
    );
    edit('cards/my-game/types.yaml', (t) => t.replace('      art: { label: Art, kind: icon }', '      art: { label: Art, kind: icon }\n      picture: { label: Picture, kind: image, optional: true }'));
    edit('cards/my-game/cards.yaml', (t) => t.replace('    art: spyglass\n', '    art: spyglass\n    picture: art/fog.png\n'));
    edit('templates/my-game/card.tsx', (t) =>
      t
        .replace("import { h, Frame,", "import { h, Picture, Frame,")
        .replace('<ArtBox ctx={ctx} icon={c.art} width={width} height={artHeight} />', "{c.picture ? <Picture ctx={ctx} src={c.picture} path={['picture']} width={width} height={artHeight} fit=\"cover\" /> : <ArtBox ctx={ctx} icon={c.art} width={width} height={artHeight} />}"),
    );
    const before = readFileSync(path.join(out, 'cards', 'cards', 'scout.png'));
    expect(npx('build', 'my-game')).toContain('my-game: check: 0 errors, 0 warnings');
    expect(readFileSync(path.join(out, 'cards', 'cards', 'scout.png')).equals(before)).toBe(false);
    const credits = (await readPdf(path.join(out, 'print', 'my-game-a4.pdf'), { text: true }))[1].text;
    expect(credits).toContain('Camille Martin');
    expect(credits).toContain('Alegreya Sans');
    expect(readFileSync(path.join(out, 'CREDITS.txt'), 'utf8')).toMatch(/Camille Martin[\s\S]*art\/fog\.png|art\/fog\.png[\s\S]*Camille Martin/);

    // The templates were compiled in the project's own cache, nothing written into the package.
    expect(existsSync(path.join(dir, 'dist', '.cache', 'templates'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules', 'deckwright', 'dist'))).toBe(false);
    expect(existsSync(path.join(root, 'templates', 'my-game'))).toBe(false);
  }, 300_000);
});
