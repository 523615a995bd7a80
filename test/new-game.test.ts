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
import { validateSave } from '../src/tts/validate-save.js';
import { readPdf } from './pdf-reader.js';
import { fixtures, root, tempDir } from './helpers.js';

describe('deckwright new: names and files', () => {
  it('refuses a name that is no id, one that is taken, and an unknown starting point, writing nothing', async () => {
    const cwd = tempDir();
    const templatesDir = path.join(cwd, 'templates');
    const attempt = (name: string, from?: string) => createGame(name, { cwd, templatesDir, from: from as never }).then(() => 'made', (e: Error) => e.message);
    expect(await attempt('Mon Jeu')).toMatch(/'Mon Jeu' is not a valid game name: use lowercase letters and digits/);
    expect(await attempt('../evil')).toMatch(/is not a valid game name/);
    expect(await attempt('codex')).toMatch(/cannot make a game named 'codex': a pack with code is named 'codex'/);
    expect(await attempt('common')).toMatch(/'common' is the folder of the shared template components/);
    expect(await attempt('jeu', 'rien')).toMatch(/--from 'rien' is not a starting point; use one of: blank, codex/);
    expect(existsSync(path.join(cwd, 'cards'))).toBe(false);
    expect(await attempt('jeu')).toBe('made');
    expect(await attempt('jeu')).toMatch(/cannot make a game named 'jeu': cards\/jeu already exists; templates\/jeu already exists/);
    // Nothing but the game: no temporary folder left behind.
    expect(readdirSync(path.join(cwd, 'cards'))).toEqual(['jeu']);
    expect(readdirSync(templatesDir)).toEqual(['jeu']);
  });

  it('a blank game: one deck, one card type in YAML, three cards, a front and a back template, named throughout', async () => {
    const plan = await planGame('mon-jeu', 'blank', 'Mon Jeu');
    expect([...plan.cards.keys()]).toEqual(['cartes.yaml', 'game.yaml', 'types.yaml']);
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
        for (const [file, text] of plan.templates) if (file.endsWith('.tsx') && text.startsWith('/**')) expect(text.indexOf('*/'), `${from} ${file}: ${title}`).toBe(text.indexOf(' */\n') + 1);
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
      await expect(createGame('jeu', { cwd, templatesDir, title })).rejects.toThrow(why);
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
  });
});

/** A copy of the project as a user has it after `npm install` (node_modules shared through a link). */
function projectCopy(): string {
  const dir = tempDir('deckwright-project-');
  for (const f of ['src', 'templates', 'client', 'scripts', 'bin', 'scaffold', 'test', 'fonts', 'package.json', 'tsconfig.json']) {
    cpSync(path.join(root, f), path.join(dir, f), { recursive: true, filter: (src) => !src.endsWith('card-types.d.ts') });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  mkdirSync(path.join(dir, 'cards'));
  return dir;
}

describe('deckwright new, then build, in a copy of the project', () => {
  it('makes cards, PDFs and a Tabletop Simulator mod from a blank game, and checks a copy of CODEX clean', async () => {
    const dir = projectCopy();
    const run = (...args: string[]) => spawnSync(process.execPath, [path.join(dir, 'bin', 'deckwright.js'), ...args], { cwd: dir, encoding: 'utf8' });

    const made = run('new', 'mon-jeu');
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
  it('makes a game that checks there; a broken template stops its own pack only, with a located error', () => {
    const dir = projectCopy();
    const elsewhere = tempDir('deckwright-elsewhere-');
    const run = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [path.join(dir, 'bin', 'deckwright.js'), ...args], { cwd, encoding: 'utf8' });

    // The game's cards are in the working directory, its templates in the installation's templates/.
    const made = run(elsewhere, 'new', 'ailleurs');
    expect(made.status, made.stderr).toBe(0);
    expect(existsSync(path.join(elsewhere, 'cards', 'ailleurs', 'game.yaml'))).toBe(true);
    expect(readFileSync(path.join(dir, 'templates', 'ailleurs', 'card-types.d.ts'), 'utf8')).toMatch(/export interface Carte \{[^}]*cost: number;/);
    const checked = run(elsewhere, 'check', 'ailleurs');
    expect(checked.stdout + checked.stderr, 'check').toContain('0 errors, 0 warnings');
    expect(checked.status).toBe(0);

    // Its template broken (a field the card type does not have): the other packs still work.
    const card = path.join(dir, 'templates', 'ailleurs', 'card.tsx');
    writeFileSync(card, readFileSync(card, 'utf8').replace('value={String(c.cost)}', 'value={String(c.prix)}'));
    cpSync(path.join(fixtures, 'mini-codex'), path.join(dir, 'cards', 'mini'), { recursive: true });
    const other = run(dir, 'check', 'mini');
    expect(other.stderr).toMatch(/templates\/ailleurs\/card\.tsx\(\d+,\d+\): error TS2339: Property 'prix' does not exist/);
    expect(other.stderr).toContain("the templates of pack 'ailleurs' (templates/ailleurs/) do not compile");
    expect(other.status, other.stdout + other.stderr).toBe(0);
    const broken = run(elsewhere, 'build', 'ailleurs');
    expect(broken.status).toBe(1);
    const line = readFileSync(card, 'utf8').split('\n').findIndex((l) => l.includes('c.prix')) + 1;
    expect(broken.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^${path.relative(elsewhere, card).replace(/[.]/g, '\\.')}:${line}:\\d+ error core/template a template of the ailleurs pack does not compile \\(TS2339: Property 'prix' does not exist`),
      ),
    ]);
    expect(existsSync(path.join(elsewhere, 'dist', 'ailleurs', 'cards'))).toBe(false);
  });
});
