/** The command line as a user runs it: exit codes, output formats, and no stack trace for bad input. */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPack, codexDir, deadPid, filesUnder, fixtures, root, tempDir } from './helpers.js';

const bin = path.join(root, 'bin', 'deckwright.js');

function run(args: string[], cwd = root) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A project folder holding the mini pack with one broken case laid over it, as cards/mini/. */
function brokenProject(name: string): string {
  const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
  // Its YAML files, data subfolders included.
  cpSync(path.join(fixtures, 'broken', name), dir, { recursive: true, filter: (src) => !src.endsWith('.json') });
  return cwd;
}

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .+:\d+:\d+\)?/);

describe('deckwright check', () => {
  it('exits 0 on the shipped CODEX pack', () => {
    const r = run(['check', 'codex']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('0 errors');
  });

  it('prints compiler-style lines and exits 1 on errors', () => {
    const r = run(['check', 'mini'], brokenProject('reference-starting-item'));
    expect(r.code).toBe(1);
    expect(r.stdout.trim()).toBe(
      'cards/mini/personnages.yaml:7:19 error core/reference startingItem refers to "dague-noir", but no objet card has that id; did you mean "dague-noire"?',
    );
  });

  it('prints the JSON contract with --format json', () => {
    const r = run(['check', '--format', 'json', 'mini'], brokenProject('schema-misspelt-key'));
    expect(r.code).toBe(1);
    const list = JSON.parse(r.stdout);
    expect(list[1]).toEqual({
      file: 'cards/mini/creatures.yaml',
      line: 7,
      column: 5,
      endLine: 7,
      endColumn: 20,
      severity: 'error',
      rule: 'core/schema',
      message: expect.stringContaining("did you mean 'riposteDistance'?"),
      card: 'bagarreur-de-la-crique',
    });
  });

  it('takes a path to a pack folder too', () => {
    const cwd = brokenProject('yaml-tab-indent');
    const r = run(['check', path.join(cwd, 'cards', 'mini')], tempDir());
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/creatures-speciales\.yaml:5:1 error core\/yaml-syntax Tabs are not allowed/);
    noStack(r.stdout + r.stderr);
  });

  it('exits 2 without a stack trace when it cannot run', () => {
    const unknown = run(['check', 'nosuchgame']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown game 'nosuchgame'");
    expect(unknown.stderr).toContain('games here: codex');
    noStack(unknown.stderr);
    const badFormat = run(['check', '--format', 'xml', 'codex']);
    expect(badFormat.code).toBe(2);
    expect(badFormat.stderr).toContain("--format must be one of text, json, sarif, got 'xml'");
  });

  it('--format sarif gives a SARIF 2.1.0 log with the same locations as the text format', () => {
    const cwd = brokenProject('reference-summoned-creature');
    const text = run(['check', 'mini'], cwd);
    const r = run(['check', 'mini', '--format', 'sarif'], cwd);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe('2.1.0');
    const driver = log.runs[0].tool.driver;
    expect(driver.name).toBe('deckwright');
    expect(driver.rules.map((x: { id: string }) => x.id)).toContain('codex/text-parse');
    const results = log.runs[0].results.map((x: { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[] }) => {
      const p = x.locations[0].physicalLocation;
      return `${p.artifactLocation.uri}:${p.region.startLine}:${p.region.startColumn} ${x.level} ${x.ruleId}`;
    });
    expect(results).toEqual(text.stdout.trim().split('\n').map((l) => l.split(' ').slice(0, 3).join(' ')));
  });

  it('--fix repairs typography and canonical form in place, keeps comments, and says what it changed', () => {
    const { cwd, dir } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const file = path.join(dir, 'creatures.yaml');
    const original = readFileSync(file, 'utf8');
    const broken = `# a comment that stays\n${original
      .replace("J'inflige 3 dégâts à un joueur dans ma zone.", 'j’inflige 3 dégâts à un joueur dans ma zone.')
      .replace('puis je déplace', 'puis  je déplace')}`;
    writeFileSync(file, broken);
    // What a --fix killed in the middle of writing left behind.
    const stale = path.join(dir, `creatures.yaml.tmp-${deadPid()}-0`);
    writeFileSync(stale, 'half a file');
    const before = run(['check', 'mini'], cwd);
    expect(before.code).toBe(0); // warnings only
    expect(before.stdout).toContain('warning codex/typography');
    const r = run(['check', 'mini', '--fix'], cwd);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/creatures\.yaml:\d+:\d+ fixed codex\/typography/);
    expect(r.stderr).toMatch(/mini: \d+ problems fixed in 1 file/);
    expect(r.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(`# a comment that stays\n${original}`);
    expect(existsSync(stale)).toBe(false);
    noStack(r.stderr);
  });

  // 50 whole `check` processes one after the other: about 50 s on the quiet machine, but 2.9 s each
  // (144 s) at a load average of 10 on its 2 cores, past the default 120 s limit.
  it('never crashes on any broken fixture', { timeout: 400_000 }, () => {
    for (const name of readdirSync(path.join(fixtures, 'broken'))) {
      const r = run(['check', 'mini'], brokenProject(name));
      // Exit 1 on errors; a case that shows a warning-only rule exits 0.
      const expected = JSON.parse(readFileSync(path.join(fixtures, 'broken', name, 'expected.json'), 'utf8')) as { rule: string }[];
      expect(r.stdout, name).toContain(expected[0].rule);
      expect(r.code, name).toBe(/:\d+:\d+ error /.test(r.stdout) ? 1 : 0);
      noStack(r.stdout + r.stderr);
    }
  });
});

describe('deckwright build, render and schema', () => {
  it('build stops before rendering when the checker finds errors', () => {
    const cwd = brokenProject('text-overflow');
    const r = run(['build', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/creatures\.yaml:13:17 error render\/text-fit/);
    expect(r.stderr).toContain('stopped before rendering');
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards'))).toBe(false);
  });

  it('render --only renders just those cards; schema writes editor schemas', () => {
    const { cwd } = copyPack(codexDir, 'codex');
    // A render killed in the middle of writing left this behind: it goes.
    mkdirSync(path.join(cwd, 'dist', 'codex', 'cards', 'personnages'), { recursive: true });
    writeFileSync(path.join(cwd, 'dist', 'codex', 'cards', 'personnages', `obstine.png.tmp-${deadPid()}-0`), 'half a file');
    const r = run(['render', 'codex', '--only', 'obstine,encre'], cwd);
    expect(r.code).toBe(0);
    expect(readdirSync(path.join(cwd, 'dist', 'codex', 'cards', 'personnages'))).toEqual(['obstine.png', 'obstine.svg']);
    expect(existsSync(path.join(cwd, 'dist', 'codex', 'cards', 'creatures-speciales', 'encre.png'))).toBe(true);
    const s = run(['schema', 'codex'], cwd);
    expect(s.code).toBe(0);
    expect(readdirSync(path.join(cwd, 'dist', 'codex', 'schemas'))).toContain('creature.json');
    expect(run(['render', 'codex', '--dpi', 'high'], cwd).code).toBe(2);
  });
});

describe('deckwright render --dpi', () => {
  it('writes another resolution to its own folder, sized to match', () => {
    const { cwd } = copyPack(codexDir, 'codex');
    const r = run(['render', 'codex', '--only', 'encre', '--dpi', '150'], cwd);
    expect(r.code).toBe(0);
    const png = readFileSync(path.join(cwd, 'dist', 'codex', 'cards-150dpi', 'creatures-speciales', 'encre.png'));
    // The same layout as the print image, rasterised at half the size (69×94 mm at 150 dpi).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([408, 555]);
    const at = png.indexOf('pHYs');
    expect(png.readUInt32BE(at + 4)).toBe(5906); // 150 dpi in pixels per metre
    expect(r.stdout).toBe(''); // no text-fit error: the layout does not change with the resolution
    expect(existsSync(path.join(cwd, 'dist', 'codex', 'cards'))).toBe(false);
  });
});

describe('deckwright render with errors in some cards', () => {
  it('renders the sound cards, reports the others and renders no wrong card', () => {
    const cwd = brokenProject('unknown-symbol');
    const r = run(['render', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/objets\.yaml:10:16 error core\/text-markup unknown symbol \{PAA\}/);
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards', 'objets', 'dague-noire.png'))).toBe(false);
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards', 'creatures', 'bagarreur-de-la-crique.png'))).toBe(true);
  });
});

describe('deckwright build, pdf and tts', () => {
  it('build makes the cards, the PDFs and the TTS export; a second build makes nothing', () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const dist = path.join(cwd, 'dist', 'mini');
    // Temporary files of a build killed with kill -9 go; those of a build still running (here,
    // named after this test's own process) stay.
    const dead = path.join(dist, 'cards', 'objets', `dague-noire.png.tmp-${deadPid()}-0`);
    const live = path.join(dist, 'tts', 'images', `objets-faces-0123456789ab.png.tmp-${process.pid}-0`);
    for (const f of [dead, live]) {
      mkdirSync(path.dirname(f), { recursive: true });
      writeFileSync(f, 'half a file');
    }
    const r = run(['build', 'mini'], cwd);
    expect(r.code).toBe(0);
    noStack(r.stderr);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(readdirSync(path.join(dist, 'print')).filter((f) => !f.startsWith('.')).sort()).toEqual(['mini-a4-fold.pdf', 'mini-a4.pdf', 'shop']);
    expect(readdirSync(path.join(dist, 'tts'))).toContain('mini.json');
    // Not a terminal: plain progress lines.
    expect(r.stderr).toContain('PDF(s), 9 written');
    const again = run(['build', 'mini'], cwd);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('0 image(s) rendered');
    expect(again.stderr).toContain('PDF(s), 0 written');
    expect(again.stderr).toContain('0 made');
  }, 60_000);

  it('makes again what was damaged since the last build, and names an image it cannot read', () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    expect(run(['build', 'mini'], cwd).code).toBe(0);
    const dist = path.join(cwd, 'dist', 'mini');
    const before = filesUnder(dist);
    const card = path.join(dist, 'cards', 'objets', 'dague-noire.png');
    truncateSync(card, 100);
    truncateSync(path.join(dist, 'print', 'mini-a4.pdf'), 1000);
    truncateSync(path.join(dist, 'tts', 'images', readdirSync(path.join(dist, 'tts', 'images'))[0]), 500);
    truncateSync(path.join(dist, 'tts', 'mini.png'), 10);
    const r = run(['build', 'mini'], cwd);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('1 image(s) rendered');
    expect(r.stderr).toContain('PDF(s), 1 written');
    expect(r.stderr).toContain('TTS image(s), 1 made');
    expect(filesUnder(dist)).toEqual(before);

    // Damage that no cache can see (the render cache's record made to match the damaged card,
    // the exporters' caches gone) reaches sharp: the message names the file and what to do.
    truncateSync(card, 100);
    const renderCache = path.join(dist, 'cards', '.render-cache.json');
    const cache = JSON.parse(readFileSync(renderCache, 'utf8'));
    const bytes = readFileSync(card);
    cache.entries['objets/dague-noire'].png = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    writeFileSync(renderCache, JSON.stringify(cache));
    for (const command of ['pdf', 'tts']) {
      rmSync(path.join(dist, 'print', '.print-cache.json'), { force: true });
      rmSync(path.join(dist, 'tts', '.tts-cache.json'), { force: true });
      const bad = run([command, 'mini'], cwd);
      expect(bad.code, command).toBe(2);
      // libvips words the cause differently under load: the file and the fix are what matter.
      expect(bad.stderr).toMatch(/deckwright: cannot read dist\/mini\/cards\/objets\/dague-noire\.png \(.+\): the file is damaged; build again to redo it/);
      noStack(bad.stderr);
    }
  }, 60_000);

  it('pdf and tts take their options, and refuse bad ones without a stack trace', () => {
    const { cwd } = copyPack(path.join(fixtures, 'mini-codex'), 'mini');
    const p = run(['pdf', 'mini', '--paper', 'letter', '--duplex', 'short', '--layout', 'sheets'], cwd);
    expect(p.code).toBe(0);
    expect(readdirSync(path.join(cwd, 'dist', 'mini', 'print'))).toContain('mini-letter-short-edge.pdf');
    const saved = tempDir('deckwright-saved-');
    const t = run(['tts', 'mini', '--install', '--tts-dir', saved, '--dice', 'bag'], cwd);
    expect(t.code).toBe(0);
    expect(readdirSync(path.join(saved, 'Mini CODEX'))).toContain('mini.json');
    for (const [args, message] of [
      [['pdf', 'mini', '--paper', 'tabloid'], "--paper must be one of a4, letter, got 'tabloid'"],
      [['pdf', 'mini', '--offset-x', 'left'], "--offset-x must be a number from -20 to 20, got 'left'"],
      [['pdf', 'mini', '--layout', 'poster'], '--layout must be one of sheets, fold, shop'],
      [['tts', 'mini', '--base-url', 'ftp://x'], '--base-url must be an http:// or https:// URL'],
      [['tts', 'mini', '--max-size', '100'], '--max-size must be a whole number from 256 to 16384'],
    ] as const) {
      const bad = run([...args], cwd);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain(message);
      noStack(bad.stderr);
    }
  }, 60_000);

  it('pdf and tts make nothing from a pack with errors', () => {
    const cwd = brokenProject('unknown-symbol');
    const r = run(['pdf', 'mini'], cwd);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no PDF made');
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'print'))).toBe(false);
    const t = run(['tts', 'mini'], cwd);
    expect(t.code).toBe(1);
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'tts'))).toBe(false);
  }, 60_000);

  it('--force exports the sound cards and leaves the broken one out, saying so at its line', () => {
    const cwd = brokenProject('unknown-symbol');
    const r = run(['pdf', 'mini', '--force', '--layout', 'shop'], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/objets\.yaml:\d+:\d+ warning export\/missing-card card 'dague-noire' is left out of the print documents/);
    const shop = readdirSync(path.join(cwd, 'dist', 'mini', 'print', 'shop'));
    expect(shop).not.toContain('objets.pdf');
    expect(shop).toContain('creatures.pdf');
    expect(existsSync(path.join(cwd, 'dist', 'mini', 'cards', 'objets', 'dague-noire.png'))).toBe(false);
  }, 60_000);
});

describe('the same input gives the same bytes', () => {
  it('two clean builds of the CODEX pack in two folders write identical files, caches included', () => {
    // Hosted image URLs: local file:/// URLs would name each folder.
    const builds = [copyPack(codexDir, 'codex'), copyPack(codexDir, 'codex')].map(({ cwd }) => {
      expect(run(['build', 'codex', '--base-url', 'https://example.org/codex/'], cwd).code).toBe(0);
      return filesUnder(path.join(cwd, 'dist', 'codex'));
    });
    for (const cache of ['cards/.render-cache.json', 'print/.print-cache.json', '.cache/opaque/.opaque-cache.json', 'tts/.tts-cache.json']) {
      expect(builds[0]).toHaveProperty([cache]);
    }
    expect(builds[1]).toEqual(builds[0]);
  }, 180_000);
});
