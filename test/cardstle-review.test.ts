/**
 * Cardstle's pack broken the way a designer breaks it (tables, party, rooms, game.yaml), run
 * through every command that reads it: each says what is wrong at its line and exits 1, and none
 * makes anything from a broken pack (sheets, scenarios, the pack's own print sheets).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveGames } from '../src/pipeline/games.js';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { fillSheets } from '../src/pipeline/sheet.js';
import { noStack, runHere } from './cli-helpers.js';
import { copyPack, root } from './helpers.js';

const SCENARIO = path.join(root, 'src', 'games', 'cardstle', 'scenarios', 'flee.yaml');

/** A copy of the Cardstle pack with one of its files edited (`edit` gets and returns its text). */
function broken(file: string, edit: (text: string) => string): { cwd: string; dir: string } {
  const project = copyPack(path.join(root, 'cards', 'cardstle'), 'cardstle');
  const at = path.join(project.dir, file);
  const text = readFileSync(at, 'utf8');
  const changed = edit(text);
  expect(changed, `the edit of ${file} changed nothing`).not.toBe(text);
  writeFileSync(at, changed);
  return project;
}

const suitTwice = () => broken('tables.yaml', (t) => t.replace('{ suit: Trèfle, colour: noir, stat: mov', '{ suit: Pique, colour: noir, stat: mov'));
const noTrefle = () => broken('tables.yaml', (t) => t.replace(/ {2}- \{ suit: Trèfle.*\n/, ''));

describe('deckwright sheet on a broken pack', () => {
  it('refuses, at the tables’ line, to fill sheets from tables that break a rule (exit 1, nothing written)', async () => {
    const { cwd } = suitTwice();
    const result = await fillSheets(resolveGames(['cardstle'], cwd)[0], 'cards/cardstle/groupe.yaml', { cwd });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual(['cards/cardstle/tables.yaml:23:13 cardstle/tables']);
    expect(existsSync(path.join(cwd, 'dist', 'cardstle', 'sheets'))).toBe(false);
  });

  it('fills another party even when the sample party has errors: those are check’s to report', async () => {
    const { cwd } = broken('groupe.yaml', (t) => t.replace('credits: 1', 'credits: 5'));
    const other = path.join(cwd, 'autre.yaml');
    writeFileSync(other, readFileSync(path.join(root, 'cards', 'cardstle', 'groupe.yaml'), 'utf8'));
    const result = await fillSheets(resolveGames(['cardstle'], cwd)[0], 'autre.yaml', { cwd });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([]);
  });

  it('says where tables that fail their schema are wrong, with exit 1 rather than "could not run"', async () => {
    const { cwd } = noTrefle();
    const r = await runHere(['sheet', 'cardstle', 'cards/cardstle/groupe.yaml'], cwd);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^cards\/cardstle\/tables\.yaml:20:5 error core\/schema tables\.yaml: suits needs at least 4 item/m);
    expect(r.stderr).toContain('nothing written');
    noStack(r.stderr);
  });

  it('reports a game.yaml that does not load at its line (exit 1)', async () => {
    const { cwd } = broken('game.yaml', (t) => t.replace('title: Cardstle', 'title: [Cardstle'));
    const r = await runHere(['sheet', 'cardstle', 'cards/cardstle/groupe.yaml'], cwd);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^cards\/cardstle\/game\.yaml:\d+:\d+ error core\/yaml-syntax/m);
    noStack(r.stderr);
  });
});

describe('deckwright scenario on a broken pack', () => {
  it('does not play a scenario with a pack that has errors: it names them at their line', async () => {
    // The scenario lays its own room; the pack's deck count is wrong, which it would not notice.
    const { cwd } = broken('game.yaml', (t) => t.replace('    count: 52', '    count: 50'));
    const [report] = await runScenarioFiles([SCENARIO], cwd);
    expect(report.failures.map((d) => `${d.file}:${d.line} ${d.rule}`)).toEqual([`${path.relative(cwd, SCENARIO)}:1 scenario/schema`, 'cards/cardstle/game.yaml:29 core/manifest-count']);
    expect(report.failures[0].message).toBe('the cardstle pack has errors; fix them (deckwright check cardstle) first');
  });

  it('exits 1 with the room’s error at its cell, not 2 with an unlocated one, for a room with a bad card', async () => {
    const { cwd } = broken('salles/crypte.yaml', (t) => t.replace('  5c  .   Dc  .   9k', '  5c  .   Dc  .   9z'));
    const r = await runHere(['scenario', SCENARIO], cwd);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('cards/cardstle/salles/crypte.yaml:10:19 error cardstle/rooms "9z" is not a card');
    noStack(r.stderr);
  });

  it('exits 1 with the tables’ error for tables that fail their schema, not 2', async () => {
    const { cwd } = noTrefle();
    const r = await runHere(['scenario', SCENARIO], cwd);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('cards/cardstle/tables.yaml:20:5 error core/schema');
  });

  it('says a scenario file is not there, without a stack trace', async () => {
    const r = await runHere(['scenario', 'nowhere.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('nowhere.yaml: no such file');
    noStack(r.stderr);
  });
});

describe('deckwright pdf --force on a pack whose tables are broken', () => {
  it('prints the cards without errors and leaves out the room deck and the sheets drawn from the tables, each said', async () => {
    const { cwd } = suitTwice();
    const r = await runHere(['pdf', 'cardstle', '--force', '--layout', 'fold'], cwd);
    expect(r.code, r.stderr).toBe(1);
    noStack(r.stderr);
    const out = r.stdout + r.stderr;
    // The tables' one error, and no template run on a card drawn from them.
    expect(out).toContain('cards/cardstle/tables.yaml:23:13 error cardstle/tables Pique has two lines');
    expect(out).not.toContain('render/template');
    expect(out).toMatch(/warning export\/missing-card card 'as-trefle' is left out of the print documents/);
    expect(out).toContain('warning export/missing-card cardstle-fiche-personnage.pdf, cardstle-aide-de-jeu.pdf are left out of the print documents');
    const print = path.join(cwd, 'dist', 'cardstle', 'print');
    expect(existsSync(path.join(print, 'cardstle-a4-fold.pdf'))).toBe(true);
    expect(existsSync(path.join(print, 'cardstle-aide-de-jeu.pdf'))).toBe(false);
  }, 120_000);
});

describe('cardstle/rooms messages', () => {
  it('name the role of a friendly card that is no enemy in English, as the rest of the message', async () => {
    const { cwd } = broken('salles/crypte.yaml', (t) => t.replace('talk: [Dc]', 'talk: [3k]'));
    const r = await runHere(['check', 'cardstle'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('cards/cardstle/salles/crypte.yaml:7:8 error cardstle/rooms 3 de Carreau is no enemy (the tables make it a chest); only an enemy talks');
  });
});

describe('odds of a dice party', () => {
  it('says its characters have no card fétiche in the card version’s tables, rather than « fétiche aucune »', async () => {
    const { cwd } = broken('groupe.yaml', (t) => t.replace('version: cartes', 'version: des').replace(/fetiche: \{ rank: "?[0-9As]+"?, colour: [a-z]+ \}/g, 'fetiche: 7'));
    const r = await runHere(['odds', 'cardstle'], cwd);
    expect(r.code, r.stdout).toBe(0);
    // In French typography: a non-breaking space before the colon.
    expect(r.stdout).toContain('Aurore Vasseur (Vie/Att/Déf/Mvt 2/2/2/4, sans carte fétiche) contre chaque ennemi\u00a0: tests opposés, version cartes');
    expect(r.stdout).not.toContain('fétiche aucune');
  }, 120_000);
});

describe('a room’s talk list', () => {
  it('says what a friendly card is written as when one is not a card', async () => {
    const { cwd } = broken('salles/crypte.yaml', (t) => t.replace('talk: [Dc]', 'talk: [Zz]'));
    const r = await runHere(['check', 'cardstle'], cwd);
    expect(r.stdout).toContain('crypte.yaml:7:8 error core/schema salles/crypte.yaml: talk[0] has the wrong form: "Zz" (expected an enemy the room lays, as the grid writes it, e.g. "Dc")');
  });
});
