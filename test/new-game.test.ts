/**
 * `deckwright new`: a designer's own game, with no code. The names it refuses, what it writes,
 * and, in a copy of the project as a user has it, the whole road from `new` to cards, PDFs read
 * back and a Tabletop Simulator save that passes its validator.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createGame, planGame } from '../src/pipeline/new-game.js';
import { checkGame } from '../src/pipeline/check.js';
import { resolveGames } from '../src/pipeline/games.js';
import { validateSave } from '../src/tts/validate-save.js';
import { readPdf } from './pdf-reader.js';
import { runHere } from './cli-helpers.js';
import { fixtures, root, tempDir } from './helpers.js';

describe('deckwright new: names and files', () => {
  it('refuses a name that is no id, one that is taken, and an unknown starting point, writing nothing', async () => {
    const cwd = tempDir();
    const templatesDir = path.join(cwd, 'templates');
    const attempt = (name: string, from?: string, language?: string) => createGame(name, { cwd, from, language }).then(() => 'made', (e: Error) => e.message);
    expect(await attempt('Mon Jeu')).toMatch(/'Mon Jeu' is not a valid game name: use lowercase letters and digits/);
    expect(await attempt('../evil')).toMatch(/is not a valid game name/);
    expect(await attempt('codex')).toMatch(/cannot make a game named 'codex': deckwright ships a game named 'codex' with rules code/);
    expect(await attempt('common')).toMatch(/'common' is the folder of the shared template components/);
    expect(await attempt('jeu', 'rien')).toMatch(/--from 'rien' is not a starting point; use one of: blank, cardstle, codex, index, lyoko, pyramide/);
    expect(await attempt('jeu', 'codx')).toMatch(/--from 'codx' is not a starting point; did you mean 'codex'\?/);
    expect(await attempt('jeu', 'blank', 'de')).toMatch(/--language 'de' is not a language of the blank starter; use one of: en, fr/);
    expect(await attempt('jeu', 'codex', 'en')).toMatch(/--language is for the blank starter: a copy of codex keeps its own language/);
    expect(existsSync(path.join(cwd, 'cards'))).toBe(false);
    expect(await attempt('jeu')).toBe('made');
    expect(await attempt('jeu')).toMatch(/cannot make a game named 'jeu': cards\/jeu already exists; templates\/jeu already exists/);
    // Nothing but the game: no temporary folder left behind.
    expect(readdirSync(path.join(cwd, 'cards'))).toEqual(['jeu']);
    expect(readdirSync(templatesDir)).toEqual(['jeu']);
    // The folder became a project: a package.json with deckwright as a dev dependency and a build script, a .gitignore, a README.
    const pkg = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8'));
    expect(pkg.devDependencies.deckwright).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(pkg.scripts.build).toBe('deckwright build');
    expect(readFileSync(path.join(cwd, '.gitignore'), 'utf8')).toMatch(/^dist\/$/m);
    expect(existsSync(path.join(cwd, 'README.md'))).toBe(true);
  });

  it('a blank game: one deck, one card type in YAML, three cards, a front and a back template, named throughout', async () => {
    const english = await planGame('my-game', 'blank', 'My Game');
    expect([...english.cards.keys()]).toEqual(['cards.yaml', 'game.yaml', 'types.yaml']);
    expect(english.cards.get('game.yaml')).toMatch(/^language: en$/m);
    expect(english.templates.get('card.tsx')).toContain('as unknown as Card;');
    const plan = await planGame('mon-jeu', 'blank', 'Mon Jeu', 'fr');
    expect([...plan.cards.keys()]).toEqual(['cartes.yaml', 'game.yaml', 'types.yaml']);
    expect(plan.cards.get('game.yaml')).toMatch(/^language: fr$/m);
    expect([...plan.templates.keys()]).toEqual(['back.tsx', 'card.tsx', 'card-types.d.ts']);
    for (const text of [...plan.cards.values(), ...plan.templates.values()]) expect(text).not.toMatch(/\{\{(name|title)\}\}/);
    expect(plan.cards.get('game.yaml')).toMatch(/^title: Mon Jeu$/m);
    expect(plan.cards.get('game.yaml')).toMatch(/^pack: mon-jeu$/m);
    expect(plan.cards.get('cartes.yaml')!.match(/^ {2}- id: /gm)).toHaveLength(3);
  });

  it('the title is written as a YAML value, whatever it holds: never a key, never part of a comment\'s end', async () => {
    const titles = ['Jeu: le retour #1', '123', '- liste', '*alias', '"guillemets"', 'Prix $& $1 $$', 'a */ b', 'é'.repeat(80)];
    for (const from of ['blank', 'codex'] as const) {
      const keys = Object.keys(parse((await planGame('jeu', from, 'Jeu')).cards.get('game.yaml')!));
      for (const title of titles) {
        const plan = await planGame('jeu', from, title);
        const manifest = parse(plan.cards.get('game.yaml')!);
        expect(manifest.title, `${from}: ${title}`).toBe(title);
        expect(Object.keys(manifest)).toEqual(keys);
        expect(parse(plan.cards.get('types.yaml')!).cardTypes, `${from}: ${title}`).toBeDefined();
        // A template's first comment ends where it did.
        for (const [file, text] of [...plan.templates, ...plan.rules]) if (/\.tsx?$/.test(file) && text.startsWith('/**')) expect(text.indexOf('*/'), `${from} ${file}: ${title}`).toBe(text.indexOf(' */\n') + 1);
      }
    }
  });

  it('refuses a title that is not one line the manifest accepts, writing nothing', async () => {
    const cwd = tempDir();
    const templatesDir = path.join(cwd, 'templates');
    for (const [title, why] of [
      ['X\nevil: 1', /--title "X\\nevil: 1" is not one line of text: it holds a control character/],
      ['X\u2028evil: 1', /is not one line of text/],
      ['Titre\u202e', /is not one line of text/],
      ['  ', /--title "  " is blank/],
      ['a'.repeat(81), /is longer than 80 characters/],
    ] as const) {
      await expect(createGame('jeu', { cwd, title })).rejects.toThrow(why);
    }
    expect(existsSync(path.join(cwd, 'cards'))).toBe(false);
    expect(existsSync(templatesDir)).toBe(false);
  });

  it('a copy of CODEX: its cards and templates, its card types as a file of its own, its paths renamed', async () => {
    const plan = await planGame('copie', 'codex', 'Copie');
    expect(plan.cards.get('game.yaml')).toMatch(/^pack: copie$/m);
    expect(plan.cards.get('game.yaml')).toMatch(/^types: types\.yaml$/m);
    expect(plan.cards.get('types.yaml')).toMatch(/^cardTypes:$/m);
    for (const text of plan.cards.values()) expect(text).not.toContain('dist/codex/');
    for (const text of plan.templates.values()) expect(text).not.toContain('src/games/codex');
    // Its rules are the shipped game's, so its checks and its engine run.
    expect(plan.rules.get('index.ts')).toContain("export const pack = await shippedPack('codex');");
  });
});

/**
 * A copy of the project as a user has it after `npm install` (node_modules shared through a
 * link): its sources, and build/ as the install's compile left it, copied after them so that
 * bin/deckwright.js finds it up to date rather than compiling it again.
 */
function projectCopy(): string {
  const dir = tempDir('deckwright-project-');
  for (const f of ['src', 'templates', 'client', 'scripts', 'bin', 'scaffold', 'test', 'fonts', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(root, f), path.join(dir, f), { recursive: true, filter: (src) => !src.endsWith('card-types.d.ts') });
  }
  cpSync(path.join(root, 'build'), path.join(dir, 'build'), { recursive: true, filter: (src) => !src.startsWith(path.join(root, 'build', '.cache')) });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'cards'));
  return dir;
}

describe('deckwright new, then build, in a copy of the project', () => {
  it('makes cards, PDFs and a Tabletop Simulator mod from a blank game, and checks a copy of CODEX clean', async () => {
    const dir = projectCopy();
    const run = (...args: string[]) => spawnSync(process.execPath, [path.join(dir, 'bin', 'deckwright.js'), ...args], { cwd: dir, encoding: 'utf8' });

    const made = run('new', 'mon-jeu', '--language', 'fr');
    expect(made.stderr + made.stdout, 'new').toContain('next: npx deckwright build mon-jeu');
    expect(made.status).toBe(0);
    const built = run('build', 'mon-jeu');
    expect(built.status, built.stderr).toBe(0);
    expect(built.stderr).toContain('mon-jeu: check: 0 errors, 0 warnings');

    const out = path.join(dir, 'dist', 'mon-jeu');
    expect(readdirSync(path.join(out, 'cards', 'cartes')).filter((f) => f.endsWith('.png')).sort()).toEqual(['_back.png', 'alchimiste.png', 'eclaireur.png', 'garde.png']);
    // Cover, credits, one page of fronts and its page of backs.
    const pages = await readPdf(path.join(out, 'print', 'mon-jeu-a4.pdf'));
    expect(pages).toHaveLength(4);
    expect(pages[2].images).toHaveLength(3);
    expect(pages[3].images).toHaveLength(3);
    const save = JSON.parse(readFileSync(path.join(out, 'tts', 'mon-jeu.json'), 'utf8'));
    expect(await validateSave(save)).toEqual([]);
    expect(JSON.stringify(save)).toContain('"Nickname":"Éclaireur"');
    // The template was type-checked against the card type declared in YAML.
    expect(readFileSync(path.join(dir, 'templates', 'mon-jeu', 'card-types.d.ts'), 'utf8')).toMatch(/export interface Carte \{[^}]*cost: number;/);

    cpSync(path.join(root, 'cards', 'codex'), path.join(dir, 'cards', 'codex'), { recursive: true });
    expect(run('new', 'copie', '--from', 'codex').status).toBe(0);
    const checked = run('check', 'copie');
    expect(checked.stdout + checked.stderr).toContain('0 errors, 0 warnings');
    expect(checked.status).toBe(0);
  });
});

describe('deckwright new from another folder, and a template that does not compile', () => {
  it('makes a project there whose game checks; a broken template stops its own pack only, located in the .tsx', () => {
    const elsewhere = tempDir('deckwright-elsewhere-');
    const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [path.join(root, 'bin', 'deckwright.js'), ...args], { cwd, encoding: 'utf8' });

    // Everything of the game is in the project it made: its cards, templates and rules.
    const made = run(elsewhere, 'new', 'ailleurs', '--language', 'fr');
    expect(made.status, made.stderr).toBe(0);
    for (const f of ['cards/ailleurs/game.yaml', 'templates/ailleurs/card.tsx', 'package.json', '.gitignore']) expect(existsSync(path.join(elsewhere, f)), f).toBe(true);
    expect(existsSync(path.join(root, 'templates', 'ailleurs'))).toBe(false);
    expect(readFileSync(path.join(elsewhere, 'templates', 'ailleurs', 'card-types.d.ts'), 'utf8')).toMatch(/export interface Carte \{[^}]*cost: number;/);
    const checked = run(elsewhere, 'check', 'ailleurs');
    expect(checked.stdout + checked.stderr, 'check').toContain('0 errors, 0 warnings');
    expect(checked.status).toBe(0);
    // From a folder below the project, the project is found as git finds a repository.
    mkdirSync(path.join(elsewhere, 'notes'));
    expect(run(path.join(elsewhere, 'notes'), 'check', 'ailleurs').status).toBe(0);

    // A type error is no error of a build: templates are transpiled, not type-checked.
    const card = path.join(elsewhere, 'templates', 'ailleurs', 'card.tsx');
    writeFileSync(card, readFileSync(card, 'utf8').replace('value={String(c.cost)}', 'value={String((c as any).prix ?? c.cost)}').replace('const width = ctx.safe.width;', 'const width = ctx.safe.width;\n  const wrong: number = c.name;\n  void wrong;'));
    expect(run(elsewhere, 'check', 'ailleurs').status).toBe(0);
    // `check --types` type-checks it against the card types declared in YAML, for those who want it.
    const typed = run(elsewhere, 'check', '--types', 'ailleurs');
    expect(typed.status).toBe(1);
    const wrong = readFileSync(card, 'utf8').split('\n').findIndex((l) => l.includes('const wrong: number = c.name;')) + 1;
    expect(typed.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^templates/ailleurs/card\\.tsx:${wrong}:\\d+ error core/template type error in a template of the ailleurs pack \\(TS2322\\): Type 'string' is not assignable to type 'number'`)),
    ]);
    // A template that throws is located at the .tsx line that threw, through its source map (Node's
    // maps are on only while a template loads and while its error's stack is read).
    const typedSource = readFileSync(card, 'utf8');
    writeFileSync(card, typedSource.replace('const width = ctx.safe.width;', "const width = ctx.safe.width;\n  if (c.name) throw new Error('pas de largeur');"));
    const threw = run(elsewhere, 'check', 'ailleurs');
    expect(threw.status).toBe(1);
    const throwLine = readFileSync(card, 'utf8').split('\n').findIndex((l) => l.includes("throw new Error('pas de largeur')")) + 1;
    expect(throwLine).toBeGreaterThan(1);
    expect(threw.stdout).toMatch(new RegExp(`^templates/ailleurs/card\\.tsx:${throwLine}:\\d+ error render/template the template 'card' threw on card '[^']+' of deck '[^']+' \\(cards/ailleurs/[^)]+\\): pas de largeur$`, 'm'));
    writeFileSync(card, typedSource);
    // A syntax error stops its own pack, located in the .tsx; another pack of the project still checks clean.
    writeFileSync(card, readFileSync(card, 'utf8').replace('</Frame>', '</Frme>'));
    cpSync(path.join(fixtures, 'mini-codex'), path.join(elsewhere, 'cards', 'mini'), { recursive: true });
    const other = run(elsewhere, 'check', 'mini');
    expect(other.status, other.stdout + other.stderr).toBe(0);
    const broken = run(elsewhere, 'build', 'ailleurs');
    expect(broken.status).toBe(1);
    const line = readFileSync(card, 'utf8').split('\n').findIndex((l) => l.includes('</Frme>')) + 1;
    expect(broken.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^templates/ailleurs/card\\.tsx:${line}:\\d+ error core/template a template of the ailleurs pack does not compile: Unexpected closing "Frme" tag does not match opening "Frame" tag`)),
    ]);
    expect(existsSync(path.join(elsewhere, 'dist', 'ailleurs', 'cards'))).toBe(false);
  });
});

describe('deckwright new --from each shipped game', () => {
  // The commands run in this process (the CLI's main(), in the project's folder): `new`, `check`
  // and `sim` each keep runs of a process of their own in the tests above and in cli.test.ts.
  it('copies its cards, card types, templates and rules: the copy checks clean and keeps its engine', async () => {
    const project = tempDir('deckwright-copies-');
    const run = (...args: string[]) => runHere(args, project);
    for (const game of ['index', 'cardstle', 'pyramide', 'lyoko']) {
      const made = await run('new', `my-${game}`, '--from', game);
      expect(made.code, made.stderr).toBe(0);
      expect(readFileSync(path.join(project, 'rules', `my-${game}`, 'index.ts'), 'utf8')).toContain(`shippedPack('${game}')`);
      const checked = await run('check', `my-${game}`);
      expect(checked.stdout + checked.stderr, game).toContain('0 errors, 0 warnings');
      expect(checked.code, game).toBe(0);
    }
    // Its engine plays: the copy of the pyramid, with its maps.
    const sim = await run('sim', 'my-pyramide', '--games', '20');
    expect(sim.code, sim.stderr).toBe(0);
    expect(sim.stdout + sim.stderr).toMatch(/over 20 games/);
  }, 240_000);
});

describe('a field renamed in the types file while the cards and the template still use the old one', () => {
  it("gives each card's located schema errors, and no template error hides them", async () => {
    const cwd = tempDir('deckwright-renamed-');
    await createGame('jeu', { cwd });
    const types = path.join(cwd, 'cards', 'jeu', 'types.yaml');
    writeFileSync(types, readFileSync(types, 'utf8').replace('      cost: {', '      price: {'));
    const [game] = resolveGames(['jeu'], cwd);
    const { diagnostics } = await checkGame(game);
    const cards = readFileSync(path.join(cwd, 'cards', 'jeu', 'cards.yaml'), 'utf8').split('\n');
    const costLines = cards.flatMap((l, i) => (l.trim().startsWith('cost:') ? [i + 1] : []));
    expect(costLines).toHaveLength(3);
    expect(diagnostics.every((d) => d.rule === 'core/schema' && d.file.endsWith('cards.yaml')), JSON.stringify(diagnostics)).toBe(true);
    for (const line of costLines) expect(diagnostics.some((d) => d.line === line && /cost/.test(d.message)), `line ${line}`).toBe(true);
    expect(new Set(diagnostics.map((d) => d.card))).toEqual(new Set(['scout', 'guard', 'alchemist']));
  });
});
