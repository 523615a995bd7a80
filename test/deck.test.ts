/**
 * Deck lists: the plain-text format, every Lyoko deck rule's examples, the broken lists of
 * test/fixtures/decks-lyoko/ through the command line (text, JSON, SARIF, exit codes), the shipped
 * preconstructed decks, and the draw odds against figures worked out by hand.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDeckList } from '../src/core/deck/deck-list.js';
import { runDeckRules } from '../src/core/deck/deck-rule.js';
import { resolveDeck } from '../src/core/deck/resolve.js';
import { deckStats, holdOdds } from '../src/core/deck/stats.js';
import { loadPackFromDir, loadPackFromFiles } from '../src/core/pack.js';
import { fraction, sub, ONE, add, mul } from '../src/engine/odds/fraction.js';
import { choose } from '../src/engine/odds/draws.js';
import { pack as lyoko } from '../src/games/lyoko/index.js';
import { run, runHere, noStack } from './cli-helpers.js';
import { fixtures, root } from './helpers.js';

const cap = lyoko.decks!;

describe('the deck-list format', () => {
  it('reads counts, "3x", names alone, comments and blank lines, with their positions', () => {
    const list = parseDeckList('d.txt', '# Actions\n3 Triplicata\n\n  2x Super Sprint  # fast\nKiwi\n');
    expect(list.problems).toEqual([]);
    expect(list.entries.map(({ count, name, line, column, endColumn }) => ({ count, name, line, column, endColumn }))).toEqual([
      { count: 3, name: 'Triplicata', line: 2, column: 3, endColumn: 13 },
      { count: 2, name: 'Super Sprint', line: 4, column: 6, endColumn: 18 },
      { count: 1, name: 'Kiwi', line: 5, column: 1, endColumn: 5 },
    ]);
  });

  it('refuses a count of 0 or over 99 and a count without a name, at their place', () => {
    const list = parseDeckList('d.txt', '0 Kiwi\n100 Kiwi\n3\n');
    expect(list.entries).toEqual([]);
    expect(list.problems.map((p) => [p.line, p.column])).toEqual([[1, 1], [2, 1], [3, 1]]);
    expect(list.problems[2].message).toContain('expected a count then a card name, e.g. "3 Fire Bolt"');
  });

  it('says that a negative, signed or decimal count must be a positive whole number, at the count', () => {
    const list = parseDeckList('d.txt', '-3 Kiwi\n  +2 Kiwi\n1.5x Kiwi\n− 1 Kiwi\n');
    expect(list.entries).toEqual([]);
    expect(list.problems.map((p) => [p.line, p.column, p.endColumn, p.message])).toEqual([
      [1, 1, 3, 'the count must be a positive whole number (1 to 99); found -3'],
      [2, 3, 5, 'the count must be a positive whole number (1 to 99); found +2'],
      [3, 1, 4, 'the count must be a positive whole number (1 to 99); found 1.5'],
      [4, 1, 4, 'the count must be a positive whole number (1 to 99); found − 1'],
    ]);
  });
});

describe('the Code Lyoko deck rules', () => {
  for (const rule of cap.rules) {
    describe(rule.id, () => {
      const check = async (text: string) => {
        const pack = await loadPackFromFiles('example', '', new Map(Object.entries(cap.exampleFiles())), {});
        const { deck, diagnostics } = resolveDeck(pack, parseDeckList('deck.txt', text));
        expect(diagnostics).toEqual([]);
        return runDeckRules([rule], pack, deck);
      };
      it('has an id, a description and examples of both kinds', () => {
        expect(rule.id).toMatch(/^lyoko\/deck-[a-z-]+$/);
        expect(rule.examples.valid.length).toBeGreaterThan(0);
        expect(rule.examples.invalid.length).toBeGreaterThan(0);
      });
      for (const ex of rule.examples.valid) it(`valid: ${ex.name}`, async () => expect(await check(ex.list)).toEqual([]));
      for (const ex of rule.examples.invalid) {
        it(`invalid: ${ex.name}`, async () => {
          const got = await check(ex.list);
          expect(got.map((d) => [d.line, d.column])).toEqual(ex.errors.map((e) => [e.line, e.column]));
          ex.errors.forEach((e, i) => e.message && expect(got[i].message).toContain(e.message));
        });
      }
    });
  }
});

const FIXTURES: Record<string, [string, number, number][]> = {
  'too-few': [['lyoko/deck-size', 9, 1]],
  'four-copies': [['lyoko/deck-copies', 14, 1]],
  'unique-twice': [['lyoko/deck-unique', 37, 1]],
  hero: [['lyoko/deck-hero', 55, 3]],
  'unknown-card': [['deck/unknown-card', 21, 3]],
  'bad-count': [['deck/syntax', 21, 1]],
};

describe('deckwright deck check lyoko', () => {
  const dir = path.join(fixtures, 'decks-lyoko');
  it('passes the two preconstructed decks, of at least 50 cards each', async () => {
    // A real process: `deck`'s own run of the command line (the others run in this process).
    const r = run(['deck', 'check', 'lyoko', 'cards/lyoko/decks/college-kadic.txt', 'cards/lyoko/decks/guerriers-de-lyoko.txt']);
    expect(r.stderr).toContain('0 errors, 0 warnings');
    expect(r.code).toBe(0);
    const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
    for (const name of ['college-kadic', 'guerriers-de-lyoko']) {
      const { readFileSync } = await import('node:fs');
      const { deck } = resolveDeck(pack, parseDeckList(name, readFileSync(path.join(root, 'cards', 'lyoko', 'decks', `${name}.txt`), 'utf8')));
      expect(deck.size).toBeGreaterThanOrEqual(50);
    }
  });

  it('reports every broken list at once, each problem at its line, as JSON', async () => {
    const files = Object.keys(FIXTURES).map((n) => path.join(dir, `${n}.txt`));
    const r = await runHere(['deck', 'check', 'lyoko', ...files, '--format', 'json']);
    expect(r.code).toBe(1);
    noStack(r.stderr);
    const got = JSON.parse(r.stdout) as { file: string; rule: string; line: number; column: number; severity: string }[];
    for (const [name, want] of Object.entries(FIXTURES)) {
      const mine = got.filter((d) => d.file.endsWith(`${name}.txt`)).map((d) => [d.rule, d.line, d.column]);
      expect(mine, name).toEqual(want);
    }
    expect(got.every((d) => d.severity === 'error')).toBe(true);
  });

  it('writes text like a compiler and SARIF for code scanning', async () => {
    const file = path.join(dir, 'unknown-card.txt');
    const text = await runHere(['deck', 'check', 'lyoko', file]);
    expect(text.stdout).toMatch(/unknown-card\.txt:21:3 error deck\/unknown-card "Bluf" is not a card of Code Lyoko; did you mean "Bluff"\?/);
    const sarif = JSON.parse((await runHere(['deck', 'check', 'lyoko', file, '--format', 'sarif'])).stdout);
    expect(sarif.runs[0].results[0].ruleId).toBe('deck/unknown-card');
    expect(sarif.runs[0].tool.driver.rules.map((r: { id: string }) => r.id)).toContain('lyoko/deck-equipment-carrier');
  });

  it('exits 2 on a list it cannot read, and on a game without deck lists', async () => {
    const missing = await runHere(['deck', 'check', 'lyoko', 'no-such-list.txt']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read the deck list no-such-list.txt: no such file');
    const codex = await runHere(['deck', 'check', 'codex', 'cards/lyoko/decks/college-kadic.txt']);
    expect(codex.code).toBe(2);
    expect(codex.stderr).toContain('the codex pack has no deck lists');
    noStack(missing.stderr + codex.stderr);
  });
});

describe('deck statistics', () => {
  it('hold the exact hypergeometric odds worked out by hand', () => {
    const c = { handSize: 5, drawsPerTurn: 1 };
    // At least one of 3 copies in 5 cards from 50: 1 − C(47,5)/C(50,5)
    // = 1 − (45·44·43)/(50·49·48) = 1 − 85140/117600 = 32460/117600 = 541/1960.
    const first = sub(ONE, fraction(choose(47, 5), choose(50, 5)));
    expect(holdOdds(50, 3, 1, c, 0, false)).toEqual(first);
    expect(first).toEqual(fraction(541, 1960));
    // With the mulligan (V.2): keep a hand that has one, else a new hand of 5.
    expect(holdOdds(50, 3, 1, c, 0, true)).toEqual(add(first, mul(sub(ONE, first), first)));
    // By turn 2: the hand and two draws, 7 cards; after a mulligan, 7 fresh cards.
    const seven = sub(ONE, fraction(choose(47, 7), choose(50, 7)));
    expect(holdOdds(50, 3, 1, c, 2, true)).toEqual(add(first, mul(sub(ONE, first), seven)));
    // At least 2 of 3 in 5 from 50: [C(3,2)C(47,3) + C(3,3)C(47,2)] / C(50,5).
    expect(holdOdds(50, 3, 2, c, 0, false)).toEqual(fraction(3n * choose(47, 3) + choose(47, 2), choose(50, 5)));
  });

  it('count the curve by limit and the cards by type and mode', async () => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'), 'cards/lyoko');
    const { deck } = resolveDeck(pack, parseDeckList('d.txt', '3 Kiwi\n3 Overbike\n2 Réflexes\n'));
    const stats = deckStats(deck, cap, 'test');
    expect(stats.curve).toEqual([{ value: '0', cards: 2 }, { value: '2', cards: 3 }, { value: '5', cards: 3 }]);
    expect(stats.kinds).toEqual([
      { group: 'mode', value: 'mixte', cards: 2 },
      { group: 'mode', value: 'réel', cards: 3 },
      { group: 'mode', value: 'virtuel', cards: 3 },
      { group: 'type', value: 'Équipement', cards: 6 },
      { group: 'type', value: 'Surprise', cards: 2 },
    ].sort((a, b) => a.group.localeCompare(b.group) || b.cards - a.cards || a.value.localeCompare(b.value)));
  });

  it('print as text and as JSON with fractions', async () => {
    const r = await runHere(['deck', 'stats', 'lyoko', 'cards/lyoko/decks/college-kadic.txt', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.size).toBe(65);
    const bluff = json.odds.tables[1].rows.find((row: unknown[]) => row[0] === 'Bluff');
    // 3 copies in 65: 1 − C(62,5)/C(65,5) = 1 − (60·59·58)/(65·64·63) = 56760/262080 = 473/2184.
    expect(bluff[3]).toEqual({ fraction: '473/2184', percent: 21.66 });
    const text = await runHere(['deck', 'stats', 'lyoko', 'cards/lyoko/decks/college-kadic.txt']);
    expect(text.stdout).toContain('Curve by limit (VP)');
    expect(text.stdout).toContain('Bluff');
  });
});
