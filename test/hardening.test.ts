/**
 * What a pack's data must never do (issue: hardening): run code, read outside the pack, crash a
 * later stage, blame a broken installation on every card, print raw control characters, or
 * count a card named "constructor" as something every object inherits.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// A few runs a command are processes of their own (run); the others run in this process (runHere).
import { run, runHere } from './cli-helpers.js';
import { fontEntries } from '../src/core/font-catalog.js';
import { hasIcon } from '../src/core/icons.js';
import { BrokenInstallationError } from '../src/core/broken-installation.js';
import { loadPackFromDir } from '../src/core/pack.js';
import { loadYamlSource } from '../src/core/yaml-source.js';
import { clip, printable } from '../src/core/printable.js';
import { formatText } from '../src/core/diagnostics.js';
import { checkLoadedPack } from '../src/pipeline/check.js';
import { fixGame } from '../src/pipeline/fix.js';
import { renderJobs } from '../src/render/jobs.js';
import { readFont } from '../src/render/fonts.js';
import { FONTS_DIR } from '../src/core/font-catalog.js';
import { buildReport } from '../src/games/codex/sim/report.js';
import { summarize } from '../src/games/codex/sim/summary.js';
import { typographyIssues } from '../src/games/codex/text/typography.js';
import { folderName } from '../src/tts/install.js';
import type { GameEvent, GameState } from '../src/games/codex/engine/types.js';
import { copyPack, codexDir, fixtures, outputWithoutTypography, root, tempDir, withoutTypography } from './helpers.js';

const bin = path.join(root, 'bin', 'deckwright.js');
const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .+:\d+:\d+\)?/);

/** A copy of the mini pack as cards/mini/, with its manifest edited. */
function miniWith(edit: (manifest: string) => string): { cwd: string; dir: string } {
  const p = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
  const file = path.join(p.dir, 'game.yaml');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return p;
}

describe('templates named by the data', () => {
  it('are ids of the pack own templates: a path in game.yaml is refused before anything is imported', () => {
    const { cwd, dir } = miniWith((m) => m.replace('template: back, icon: swap-bag', 'template: ../../../../cards/mini/evil, icon: swap-bag'));
    const marker = path.join(cwd, 'pwned.txt');
    writeFileSync(path.join(dir, 'evil.js'), `import{writeFileSync}from"node:fs";writeFileSync(${JSON.stringify(marker)},"x");export default()=>({type:"div",props:{}});\n`);
    const r = run(['check', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^cards\/mini\/game\.yaml:15:92 error core\/schema game\.yaml: decks\[1\]\.back\.template has the wrong form/m);
    expect(existsSync(marker)).toBe(false);
  });

  it('name a file of templates/<pack>/ or get a located core/template error, and nothing is drawn', async () => {
    const { cwd } = miniWith((m) => m.replace('template: back, icon: swap-bag', 'template: parts, icon: swap-bag'));
    const r = await runHere(['build', 'mini', '--force'], cwd);
    expect(r.code).toBe(1);
    expect(outputWithoutTypography(r.stdout).split('\n')).toEqual([
      expect.stringMatching(/^cards\/mini\/game\.yaml:15:92 error core\/template deck 'objets': back template 'parts' is not a template of the codex pack; did you mean/),
    ]);
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards'))).toBe(false);
  });
});

describe('sizes and counts', () => {
  it.each([
    ['a huge card', (m: string) => m.replace('width: 63, height: 88', 'width: 630000, height: 880000'), /^cards\/mini\/game\.yaml:5:16 error core\/schema game\.yaml: card\.width must be <= 1000, got 630000/],
    ['a huge bleed', (m: string) => m.replace('bleed: 3', 'bleed: 1e9'), /^cards\/mini\/game\.yaml:5:39 error core\/schema game\.yaml: card\.bleed must be <= 10, got 1000000000/],
    ['a billion dice', (m: string) => m.replace('sides: 6, count: 1', 'sides: 6, count: 1000000000'), /^cards\/mini\/game\.yaml:22:65 error core\/schema game\.yaml: components\[0\]\.count must be <= 100/],
    ['an image too large for its dpi', (m: string) => m.replace('width: 63, height: 88, bleed: 3, safe: 3, dpi: 300', 'width: 600, height: 800, bleed: 3, safe: 3, dpi: 1200'), /^cards\/mini\/game\.yaml:5:9 error core\/limits a card image would be 28,630×38,079 px at 1200 dpi/],
  ])('%s is a located error before anything is made, in build and tts alike', (_name, edit, message) => {
    const { cwd } = miniWith(edit);
    for (const command of ['build', 'tts']) {
      const r = run([command, 'mini'], cwd);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(new RegExp(message.source, 'm'));
      noStack(r.stderr);
    }
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards'))).toBe(false);
  });

  it('render --dpi checks the size it would make before drawing, and says which dpi would do', () => {
    const { cwd } = miniWith((m) => m.replace('width: 63, height: 88, bleed: 3, safe: 3, dpi: 300', 'width: 300, height: 300, bleed: 3, safe: 3, dpi: 150'));
    const r = run(['render', 'mini', '--dpi', '1200'], cwd);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      'deckwright: mini: --dpi 1200: a card image would be 14,457×14,457 px at 1200 dpi, over the limit of 16,384 px a side and 64 megapixels; at this size, use at most 664 dpi, or make the card smaller',
    );
  });

  it('a card too large for the paper is a located print error, and the rest of the build goes on', async () => {
    const { cwd } = miniWith((m) => m.replace('width: 63, height: 88, bleed: 3, safe: 3, dpi: 300', 'width: 250, height: 250, bleed: 3, safe: 3, dpi: 100'));
    const r = await runHere(['build', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(outputWithoutTypography(r.stdout)).toBe(
      'cards/mini/game.yaml:5:9 error print/card-size a 250×250 mm card does not fit in the 198×285 mm printable area; try the other orientation, the other paper, or drop --bleed',
    );
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'tts', 'mini.json'))).toBe(true);
  });
  it('a card whose 300 dpi images for the print shop would be too large is a located print error', async () => {
    const { cwd } = miniWith((m) => m.replace('width: 63, height: 88, bleed: 3, safe: 3, dpi: 300', 'width: 900, height: 900, bleed: 3, safe: 3, dpi: 72'));
    const r = await runHere(['pdf', 'mini', '--layout', 'shop'], cwd);
    expect(r.code).toBe(1);
    expect(outputWithoutTypography(r.stdout)).toBe(
      "cards/mini/game.yaml:5:9 error print/card-size the print shop's PDFs need 300 dpi images, but a card image would be 10,701×10,701 px at 300 dpi, over the limit of 16,384 px a side and 64 megapixels; make the card smaller, or leave them out with --layout sheets,fold",
    );
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards-300dpi'))).toBe(false);
    // Found before anything was drawn: the print shop's documents were all that was asked for.
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards'))).toBe(false);
  });
});

describe('what Tabletop Simulator cannot do', () => {
  it('a die TTS has no model for is located at its sides, and no TTS file is written', async () => {
    const { cwd } = miniWith((m) => m.replace('sides: 6, count: 1', 'sides: 7, count: 1'));
    const r = await runHere(['tts', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(outputWithoutTypography(r.stdout)).toBe(
      "cards/mini/game.yaml:22:55 error tts/dice die 'de-rouge': Tabletop Simulator has no 7-sided die (it has d4, d6, d8, d10, d12, d20); use one of those, or leave TTS out",
    );
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'tts', 'mini.json'))).toBe(false);
  });
});

describe('the TTS install folder', () => {
  it('is one folder inside Saved Objects whatever the title: no "..", ".", separators or leading dots', async () => {
    for (const title of ['..', '.', '../..', '.hidden', ' .. ', '../../etc', 'a\\..\\b', '\u0000']) {
      const name = folderName(title);
      expect(name, title).not.toMatch(/^\.|[\\/]/);
      expect(['', '.', '..']).not.toContain(name);
    }
    expect(folderName('CODEX: la suite?')).toBe('CODEX la suite');
  });
});

describe('patterns of a types file', () => {
  it('an ambiguous one ("^(a|a)*$") cannot make check hang on a long value, from the saved validators too', () => {
    const { cwd, dir } = copyPack(path.join(fixtures, 'tiles-pack'), 'tiles');
    const types = path.join(dir, 'types.yaml');
    writeFileSync(types, readFileSync(types, 'utf8').replace('      art: icon\n', '      art: icon\n      code: { kind: string, pattern: "^(a|a)*$", optional: true }\n'));
    writeFileSync(path.join(dir, 'heros.yaml'), `${readFileSync(path.join(dir, 'heros.yaml'), 'utf8').trimEnd()}\n    code: ${'a'.repeat(41)}!\n`);
    // Twice: the first run compiles the validator, the second loads it from build/.cache/validators.
    for (const time of ['first', 'second']) {
      const r = spawnSync(process.execPath, [bin, 'check', 'tiles'], { cwd, encoding: 'utf8', timeout: 30_000 });
      expect(r.signal, `${time} run timed out`).toBeNull();
      expect(r.status).toBe(1);
      expect(r.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^cards\/tiles\/heros\.yaml:8:11 error core\/schema Hero 'scout': code has the wrong form: "a{10,}/)]);
    }
  });
});

describe('data that failed its schema', () => {
  it('a board drawn from a data file of the wrong form is not drawn: only the schema error is said', async () => {
    const { dir } = copyPack(path.join(root, 'cards', 'pyramide'), 'pyramide');
    const map = path.join(dir, 'cartes', 'sokar.yaml');
    writeFileSync(map, readFileSync(map, 'utf8').replace(/^grid: \|\n(?: {2}.*\n)+/m, 'grid: 123456789012\n'));
    const pack = await loadPackFromDir(dir, 'cards/pyramide');
    expect(renderJobs(pack).some((j) => j.cardId === 'plateau')).toBe(false);
    const found = await checkLoadedPack(pack);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      expect.stringMatching(/^cards\/pyramide\/cartes\/sokar\.yaml:\d+:7 core\/schema cartes\/sokar\.yaml: grid must be a string, got 123456789012/),
    ]);
  });

  it('a deck drawn from a data file of the wrong form is not drawn, its back neither', async () => {
    const { dir } = copyPack(path.join(fixtures, 'mini-cardstle'), 'mini');
    const tables = path.join(dir, 'tables.yaml');
    writeFileSync(tables, readFileSync(tables, 'utf8').replace('treasureText: Rend 1 Vie.', 'treasureText: 42'));
    const pack = await loadPackFromDir(dir, 'cards/mini');
    expect(renderJobs(pack).filter((j) => j.deckId === 'salle')).toEqual([]);
  });

  it('tts --force of a game whose every card has errors exports its components, without a crash', async () => {
    const { cwd, dir } = copyPack(path.join(fixtures, 'tiles-pack'), 'tiles');
    const heros = path.join(dir, 'heros.yaml');
    writeFileSync(heros, readFileSync(heros, 'utf8').replace('text: Draw a card.', 'text: 42'));
    const r = await runHere(['tts', 'tiles', '--force'], cwd);
    noStack(r.stderr);
    expect(r.stderr).not.toMatch(/^deckwright: /m);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^cards\/tiles\/heros\.yaml:6:11 error core\/schema Hero 'scout': text must be a string, got 42/m);
    expect(existsSync(path.join(cwd, 'dist', 'tiles', 'tts', 'tiles.png'))).toBe(true);
  });

  it('a card of the wrong form is no other card\'s reference either', async () => {
    const { dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const objets = path.join(dir, 'objets.yaml');
    writeFileSync(objets, readFileSync(objets, 'utf8').replace(/(effects:\n {6}- text: )[^\n]*/, '$142'));
    const pack = await loadPackFromDir(dir, 'cards/mini');
    expect(pack.cards.find((c) => c.id === 'dague-noire')?.valid).toBe(false);
    const personnages = renderJobs(pack).filter((j) => j.deckId === 'personnages' && j.side === 'front');
    expect(personnages.length).toBeGreaterThan(0);
    for (const job of personnages) expect(Object.keys(job.related)).not.toContain('objet:dague-noire');
  });
});

describe('YAML aliases', () => {
  it('a "billion laughs" is located at its alias, and the other files are still checked', async () => {
    const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((n, i) => `${n}: &${n} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)];
    writeFileSync(path.join(dir, 'bomb.yaml'), `${bomb.join('\n')}\n`);
    writeFileSync(path.join(dir, 'objets.yaml'), readFileSync(path.join(dir, 'objets.yaml'), 'utf8').replace('art: plain-dagger', 'art: plain-dagge'));
    const r = await runHere(['check', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(outputWithoutTypography(r.stdout).split('\n')).toEqual([
      expect.stringMatching(/^cards\/mini\/bomb\.yaml:4:8 error core\/yaml-syntax this alias expands into more than 100 copies/),
      expect.stringMatching(/^cards\/mini\/objets\.yaml:11:10 error core\/unknown-icon unknown icon 'plain-dagge'/),
    ]);
  });

  it('an alias to an anchor that is not defined before it is located too', () => {
    const src = loadYamlSource('x.yaml', 'deck: objets\ncards: *later\nlater: &later []\n');
    expect(src.data).toBeUndefined();
    expect(src.syntaxErrors.map((d) => [d.line, d.column, d.rule])).toEqual([[2, 8, 'core/yaml-syntax']]);
  });
});

describe('card files that are links', () => {
  it('are read when they stay inside the pack, and refused at their name otherwise', async () => {
    const { dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    // A deck kept under another name and linked in: read like any card file.
    renameSync(path.join(dir, 'zones.yaml'), path.join(dir, 'zones.txt'));
    symlinkSync('zones.txt', path.join(dir, 'zones.yaml'));
    const outside = path.join(tempDir(), 'secret.yaml');
    writeFileSync(outside, 'deck: zones\ncards: []\n');
    symlinkSync(outside, path.join(dir, 'outside.yaml'));
    symlinkSync('missing.txt', path.join(dir, 'dangling.yaml'));
    mkdirSync(path.join(dir, 'folder.yaml'));
    const pack = await loadPackFromDir(dir, 'cards/mini');
    const got = withoutTypography(await checkLoadedPack(pack, { layout: false })).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`);
    expect(got).toEqual([
      'cards/mini/dangling.yaml:1:1 core/pack-files dangling.yaml is a link to nothing (its target does not exist); point it at a file of the pack, or remove it',
      'cards/mini/folder.yaml:1:1 core/pack-files folder.yaml is not a file; the .yaml entries of a pack folder are its files: rename it or move it elsewhere',
      'cards/mini/outside.yaml:1:1 core/pack-files outside.yaml is a link to a file outside the pack folder, which deckwright does not read; copy the file into the pack folder instead',
    ]);
    expect(pack.cards.map((c) => c.id)).toContain('debut-du-chapitre');
  });
});

describe('deck lists that are links', () => {
  it('are refused at their name when they lead out of the pack, and never read', async () => {
    const { dir } = copyPack(path.join(root, 'cards', 'lyoko'), 'lyoko');
    const outside = path.join(tempDir(), 'secret.txt');
    writeFileSync(outside, '# SECRET-MARKER\n3 Kiwi\n');
    symlinkSync(outside, path.join(dir, 'decks', 'outside.txt'));
    const pack = await loadPackFromDir(dir, 'cards/lyoko');
    const { shippedDeckLists } = await import('../src/pipeline/deck-lists.js');
    const { lists, diagnostics } = await shippedDeckLists({ name: 'lyoko', dir, display: 'cards/lyoko' }, pack);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      'cards/lyoko/decks/outside.txt:1:1 core/pack-files outside.txt is a link to a file outside the pack folder, which deckwright does not read; copy the file into the pack folder instead',
    ]);
    expect(lists.map((l) => l.id)).not.toContain('outside');
    expect(JSON.stringify(lists)).not.toContain('SECRET-MARKER');
    const { lyokoDeckLists } = await import('../src/games/lyoko/deck/ready-made.js');
    expect(lyokoDeckLists(pack).map((l) => l.id)).not.toContain('outside');
  });
});

describe('check --fix on a linked card file', () => {
  it('fixes the file the link leads to, and the link stays a link', async () => {
    const { dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    // The mini pack set in its typography first, so that only the linked file has something to fix.
    await fixGame({ name: 'mini', dir, display: 'cards/mini' });
    writeFileSync(path.join(dir, 'objets.txt'), readFileSync(path.join(fixtures, 'broken', 'typography-term', 'objets.yaml')));
    rmSync(path.join(dir, 'objets.yaml'));
    symlinkSync('objets.txt', path.join(dir, 'objets.yaml'));
    const report = await fixGame({ name: 'mini', dir, display: 'cards/mini' });
    expect(report.files).toEqual(['cards/mini/objets.yaml']);
    expect(lstatSync(path.join(dir, 'objets.yaml')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, 'objets.txt'), 'utf8')).toContain('récupérez 1\u00a0PV.');
  });
});

describe('a broken installation', () => {
  it('a damaged bundled font is an BrokenInstallationError naming its file, never a card problem', () => {
    const dir = tempDir();
    const entry = fontEntries()[0];
    writeFileSync(path.join(dir, entry.file), readFileSync(path.join(FONTS_DIR, entry.file)).subarray(0, 3000));
    expect(() => readFont(entry, dir)).toThrow(BrokenInstallationError);
    expect(() => readFont(entry, dir)).toThrow(`fonts/${entry.file} cannot be read`);
    copyFileSync(path.join(FONTS_DIR, entry.file), path.join(dir, entry.file));
    expect(readFont(entry, dir).family).toBe(entry.family);
  });
});

describe('control characters', () => {
  it('are escaped in printed diagnostics and messages', async () => {
    const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    writeFileSync(path.join(dir, 'objets.yaml'), readFileSync(path.join(dir, 'objets.yaml'), 'utf8').replace('id: dague-noire', 'id: "x\\e]0;pwned\\a\\e[2J\\u202e"'));
    const r = await runHere(['check', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    expect(r.stdout).toContain("Objet 'x\\x1b]0;pwned\\x07\\x1b[2J\\u202e'");
  });

  it('keep text readable: printable escapes controls and bidi overrides only', () => {
    expect(printable('Dé « rouge »\n\tfin')).toBe('Dé « rouge »\n\tfin');
    expect(printable('a\nb', true)).toBe('a\\nb');
    expect(printable('\u001b[31m\u0085\u2066x')).toBe('\\x1b[31m\\x85\\u2066x');
  });
});

describe('long values quoted in messages', () => {
  it('an unknown card name of 1 MB in a deck list is quoted on 80 characters', async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'big.txt'), `3 ${'x'.repeat(1_000_000)}\n`);
    const r = await runHere(['deck', 'check', path.join(root, 'cards', 'lyoko'), 'big.txt'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout.length + r.stderr.length).toBeLessThan(2000);
    expect(r.stdout).toMatch(new RegExp(`^big\\.txt:1:3 error deck/unknown-card "x{80}…" is not a card of Code Lyoko; did you mean`, 'm'));
  });

  it('an unknown game named on the command line, an icon or a reference of 100,000 characters too', async () => {
    const unknown = await runHere(['check', 'g'.repeat(5000)], tempDir());
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^deckwright: unknown game 'g{80}…': no game\.yaml in cards\/g{80}… or g{80}…$/m);
    const { dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const long = 'a'.repeat(100_000);
    writeFileSync(path.join(dir, 'objets.yaml'), readFileSync(path.join(dir, 'objets.yaml'), 'utf8').replace('art: plain-dagger', `art: ${long}`));
    writeFileSync(path.join(dir, 'personnages.yaml'), readFileSync(path.join(dir, 'personnages.yaml'), 'utf8').replace('startingItem: dague-noire', `startingItem: ${long}`));
    const found = withoutTypography(await checkLoadedPack(await loadPackFromDir(dir, 'cards/mini'), { layout: false })).map((d) => `${d.rule} ${d.message}`);
    expect(found).toEqual([
      expect.stringMatching(/^core\/unknown-icon unknown icon 'a{80}…'; did you mean/),
      expect.stringMatching(/^core\/reference startingItem refers to "a{80}…", but no objet card has that id; did you mean/),
    ]);
  });

  it('a message is printed on 1,000 characters at most, saying how much is left out', () => {
    expect(clip('é'.repeat(81))).toBe(`${'é'.repeat(80)}…`);
    expect(clip('😀'.repeat(100), 3)).toBe('😀😀😀…');
    expect(clip('court')).toBe('court');
    const line = formatText([{ file: 'a.yaml', line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', rule: 'x/y', message: 'm'.repeat(5000), card: null }]);
    expect(line).toBe(`a.yaml:1:1 error x/y ${'m'.repeat(1000)}… (4000 more characters)`);
  });
});

describe('keys from the data are own keys', () => {
  it('"constructor" is no icon, no game term, and a card like any other in the figures', () => {
    expect(hasIcon('constructor')).toBe(false);
    expect(hasIcon('toString')).toBe(false);
    expect(typographyIssues('Les joueurs lisent constructor ici.', "'")).toEqual([]);
    const state = { chapter: 1, actions: 3, round: 2 } as GameState;
    const events = [
      { e: 'damage', to: 'obstine', source: 'constructor', amount: 2, by: 'c1' },
      { e: 'item-placed', item: 'constructor' },
      { e: 'pick-up', item: 'constructor' },
      { e: 'item-placed', item: '__proto__' },
    ] as unknown as GameEvent[];
    const summary = summarize(0, 1, 1, ['obstine', 'prudent'], state, 'defeat', events);
    expect(summary.pvLost).toEqual({ constructor: 2 });
    const objets = JSON.parse('{"constructor": {"costly": true}, "__proto__": {"costly": false}}') as Record<string, { costly: boolean }>;
    const report = buildReport('codex', { games: 1, players: [1], seed: 1, bot: 'random' }, [summary], { title: 'CODEX', objets });
    expect(report.items.constructor).toEqual({ placed: 1, pickedUp: 1, pickUps: 1, pickUpRate: 1, uses: 0, usesPerGame: 0, did: {} });
    expect(report.items.__proto__).toEqual({ placed: 1, pickedUp: 0, pickUps: 0, pickUpRate: 0, uses: null, usesPerGame: null, did: {} });
  });
});

describe('the shipped pack', () => {
  it('is still read whole from its folder', async () => {
    const pack = await loadPackFromDir(codexDir, 'cards/codex');
    expect(pack.problems).toEqual([]);
  });
});
