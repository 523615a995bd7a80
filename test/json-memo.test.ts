/**
 * What a check keeps between commands (core/json-memo.ts): the data of unchanged YAML files and
 * the parses of unchanged card texts. A second check must say exactly what the first said, at
 * the same places, and a file is parsed for its positions only when a problem needs them.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { hashOf } from '../src/core/cache-files.js';
import { isPlainJson, JsonMemo } from '../src/core/json-memo.js';
import { keptAnswer, withTextParseMemo } from '../src/core/text-parse.js';
import { validateAt } from '../src/core/validate.js';
import { loadYamlSource, spanAt, yamlMemoVersion } from '../src/core/yaml-source.js';
import { checkGame } from '../src/pipeline/check.js';
import { resolveGames } from '../src/pipeline/games.js';
import { renderJobs } from '../src/render/jobs.js';
import { brokenProject } from './cli-helpers.js';
import { BROKEN_SETS, codexDir, copyPack, fixtures, tempDir } from './helpers.js';

const memoFiles = (cwd: string, kind: string) => {
  const dir = path.join(cwd, 'dist', '.cache', kind);
  return existsSync(dir) ? readdirSync(dir).map((f) => path.join(dir, f)) : [];
};
const entriesOf = (file: string) => Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string> }).entries);

describe('isPlainJson', () => {
  it('accepts what JSON gives back exactly, and nothing else', () => {
    expect(isPlainJson({ a: [1, 'x', true, null, { b: 2.5 }] })).toBe(true);
    for (const v of [Infinity, NaN, -0, undefined, { a: undefined }, new Date(0), new Map(), [1, () => 1]]) expect(isPlainJson(v), String(v)).toBe(false);
  });
});

describe('the YAML data memo', () => {
  it('gives a file read before its data without parsing it, and parses it when a position is asked for', () => {
    const dir = tempDir('deckwright-memo-');
    const file = path.join(dir, 'memo.json');
    const text = 'cards:\n  - id: kiwi\n    cost: 3\n';
    const first = JsonMemo.open(file, yamlMemoVersion());
    const parsed = loadYamlSource('cards.yaml', text, first);
    return first.save().then(() => {
      const second = JsonMemo.open(file, yamlMemoVersion());
      const kept = loadYamlSource('cards.yaml', text, second);
      const docRead = Object.getOwnPropertyDescriptor(kept, 'doc');
      // Not parsed yet: the document is a getter that parses on first use.
      expect(typeof docRead?.get).toBe('function');
      expect(kept.data).toEqual(parsed.data);
      expect(spanAt(kept, ['cards', 0, 'cost'])).toEqual(spanAt(parsed, ['cards', 0, 'cost']));
      // A fresh copy each time: a caller that changes the data changes nobody else's.
      (kept.data as { cards: unknown[] }).cards.length = 0;
      expect(loadYamlSource('cards.yaml', text, second).data).toEqual(parsed.data);
    });
  });

  it('keeps neither a file with a syntax problem nor one whose values JSON would change', async () => {
    const file = path.join(tempDir('deckwright-memo-'), 'memo.json');
    const memo = JsonMemo.open(file, yamlMemoVersion());
    loadYamlSource('a.yaml', 'a: [1, 2\n', memo);
    loadYamlSource('b.yaml', 'b: .inf\n', memo);
    loadYamlSource('c.yaml', 'c: -0\n', memo);
    await memo.save();
    expect(existsSync(file)).toBe(false);
  });

  it('is ignored when written for another version of the parser', async () => {
    const file = path.join(tempDir('deckwright-memo-'), 'memo.json');
    // A text of this test's own, never parsed in this process (whose own memo is below), and a
    // memo written by another version that says something else of it.
    const text = `a: 1 # ${randomUUID()}\n`;
    writeFileSync(file, JSON.stringify({ version: 'another version', entries: { [hashOf(text)]: JSON.stringify({ a: 2 }) } }));
    const data = loadYamlSource('a.yaml', text, JsonMemo.open(file, yamlMemoVersion()));
    expect(Object.getOwnPropertyDescriptor(data, 'doc')?.get).toBeUndefined();
    expect(data.data).toEqual({ a: 1 });
  });
});

describe('answers worked out from card texts', () => {
  it('are kept in the parse memo while the rules run, and worked out each time without one', () => {
    const memo = JsonMemo.open(path.join(tempDir('deckwright-memo-'), 'memo.json'), 'test');
    let works = 0;
    const work = () => (works++, { form: 'Je récupère 2 PV.' });
    for (let i = 0; i < 3; i++) expect(withTextParseMemo(memo, () => keptAnswer('k', work))).toEqual({ form: 'Je récupère 2 PV.' });
    expect(works).toBe(1);
    // null is an answer too (a text already canonical).
    for (let i = 0; i < 2; i++) expect(withTextParseMemo(memo, () => keptAnswer('n', () => (works++, null)))).toBeNull();
    expect(works).toBe(2);
    keptAnswer('k', work);
    keptAnswer('k', work);
    expect(works).toBe(4);
  });
});

describe('the memo of valid values', () => {
  const schema = Type.Object({ name: Type.String(), pv: Type.Number({ default: 2 }) });
  const validated = (text: string, memo: JsonMemo) => {
    const src = loadYamlSource('a.yaml', text, memo);
    return { data: src.data, problems: validateAt(schema, src.data, { src, basePath: [], rule: 'core/schema', card: null, what: 'a.yaml' }) };
  };

  it('gives a value validated before its defaults from the memo, and still reports an invalid one', async () => {
    const file = path.join(tempDir('deckwright-memo-'), 'memo.json');
    const text = `name: Rat # ${randomUUID()}\n`;
    const first = JsonMemo.open(file, yamlMemoVersion());
    expect(validated(text, first)).toEqual({ data: { name: 'Rat', pv: 2 }, problems: [] });
    await first.save();
    // The memo's record of the valid value, changed by hand: what comes back is the memo's.
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { version: string; entries: Record<string, string> };
    const valid = Object.keys(kept.entries).filter((k) => kept.entries[k] === JSON.stringify({ name: 'Rat', pv: 2 }));
    expect(valid).toHaveLength(1);
    kept.entries[valid[0]] = JSON.stringify({ name: 'Rat', pv: 2, from: 'memo' });
    writeFileSync(file, JSON.stringify(kept));
    expect(validated(text, JsonMemo.open(file, yamlMemoVersion()))).toEqual({ data: { name: 'Rat', pv: 2, from: 'memo' }, problems: [] });
    // A value never found valid is validated, and its problem reported, every time.
    const bad = `name: 3 # ${randomUUID()}\n`;
    for (let i = 0; i < 2; i++) expect(validated(bad, JsonMemo.open(file, yamlMemoVersion())).problems).toHaveLength(1);
  });
});

describe("the process's own memo of YAML data", () => {
  it('gives a text parsed cleanly before as a fresh copy, parsing it again only for its positions', () => {
    const text = `cards:\n  - name: Épée # ${randomUUID()}\n    pv: 3\n`;
    const first = loadYamlSource('a.yaml', text);
    expect(Object.getOwnPropertyDescriptor(first, 'doc')?.get).toBeUndefined();
    (first.data as { cards: { pv: number }[] }).cards[0].pv = 99;
    const again = loadYamlSource('b.yaml', text);
    expect(Object.getOwnPropertyDescriptor(again, 'doc')?.get).toBeDefined();
    expect(again.data).toEqual({ cards: [{ name: 'Épée', pv: 3 }] });
    expect(again.file).toBe('b.yaml');
    expect(spanAt(again, ['cards', 0, 'pv'])).toMatchObject({ file: 'b.yaml', line: 3, column: 9 });
  });

  it('keeps no broken text: each load reports its error again', () => {
    const text = `a: [1, 2 # ${randomUUID()}\n`;
    const first = loadYamlSource('a.yaml', text);
    expect(first.syntaxErrors).toHaveLength(1);
    expect(loadYamlSource('a.yaml', text).syntaxErrors).toEqual(first.syntaxErrors);
  });

  it('gives what it knows to the memo between commands', async () => {
    const text = `known: here # ${randomUUID()}\n`;
    loadYamlSource('a.yaml', text);
    const file = path.join(tempDir('deckwright-memo-'), 'memo.json');
    const memo = JsonMemo.open(file, yamlMemoVersion());
    loadYamlSource('a.yaml', text, memo);
    await memo.save();
    expect(entriesOf(file)).toHaveLength(1);
  });
});

describe('a check with the memos of the one before', () => {
  it('says the same as without them, for every broken fixture of CODEX', async () => {
    const set = BROKEN_SETS[0];
    for (const name of readdirSync(path.join(fixtures, set.dir)).sort()) {
      const cwd = brokenProject(name, set);
      const game = resolveGames(['mini'], cwd)[0];
      const first = (await checkGame(game, { keepMemos: true })).diagnostics;
      const second = (await checkGame(game, { keepMemos: true })).diagnostics;
      expect(second, name).toEqual(first);
    }
  });

  it('keeps the pack’s files and texts of its last load only, and finds an edited text’s error as a check without memos does', async () => {
    const { cwd, dir } = copyPack(codexDir, 'codex');
    const game = resolveGames(['codex'], cwd)[0];
    const clean = await checkGame(game, { keepMemos: true });
    expect(clean.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const [yamlMemo] = memoFiles(cwd, 'yaml');
    const [textMemo] = memoFiles(cwd, 'text-parse');
    const yamlBefore = entriesOf(yamlMemo);
    const textBefore = entriesOf(textMemo);
    expect(yamlBefore.length).toBeGreaterThan(5);
    expect(textBefore.length).toBeGreaterThan(50);
    // Every card and back laid out once, without a render cache: the next check lays out none again.
    expect(entriesOf(memoFiles(cwd, 'layout')[0]).length).toBe(renderJobs(clean.pack).length);

    // One card's text edited into one the card language cannot read: its error is found and
    // located at its word, though every other text comes from the memo.
    const file = path.join(dir, 'creatures-speciales.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('effect: Je ne fais rien.', 'effect: Je ne fais rein.'));
    const broken = await checkGame(game, { keepMemos: true });
    const parseErrors = broken.diagnostics.filter((d) => d.rule === 'codex/text-parse');
    expect(parseErrors).toHaveLength(1);
    expect(parseErrors[0].file.endsWith(path.join('codex', 'creatures-speciales.yaml'))).toBe(true);
    // The same problems as a check without any memo.
    for (const kind of ['yaml', 'text-parse', 'layout']) for (const f of memoFiles(cwd, kind)) rmSync(f);
    expect((await checkGame(game, { keepMemos: true })).diagnostics).toEqual(broken.diagnostics);
    // The edited file's old text is no longer kept, nor its old values' validation: three entries
    // replaced (the file's text, the file as a card file, the edited card), none added.
    const yamlAfter = entriesOf(memoFiles(cwd, 'yaml')[0]);
    expect(yamlAfter.length).toBe(yamlBefore.length);
    expect(yamlAfter.filter((k) => !yamlBefore.includes(k))).toHaveLength(3);
  });
});
