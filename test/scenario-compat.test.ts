/**
 * Scenario files written for earlier versions of the format (test/fixtures/scenario-compat/, see
 * its README) pass unchanged, and the suite keeps covering each feature of each game's format.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatText } from '../src/core/diagnostics.js';
import { runScenarioFiles } from '../src/pipeline/scenario.js';
import { fixtures, root } from './helpers.js';

const dir = path.join(fixtures, 'scenario-compat');
const games = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
const filesOf = (game: string) => readdirSync(path.join(dir, game)).filter((f) => f.endsWith('.yaml')).sort().map((f) => path.join(dir, game, f));

/** The features of each game's scenario format that at least one old file must use, as a line of YAML shows them. */
const FEATURES: Record<string, Record<string, RegExp>> = {
  codex: { 'cards:': /^cards:/m, 'zones:': /^zones:/m, 'setup:': /^setup:/m, 'dice:': /^dice:/m, 'a real setup (no zones:)': /^(?![\s\S]*^zones:)/m, 'expect: on a step': /^ {4}expect:/m, 'expect:': /^expect:/m, 'events:': /^ {2}events:/m, 'choices:': /choices:/m, 'legal:': /legal:/m, 'order:': /^order:/m, 'faceUp:': /faceUp:/m },
  index: { 'cards:': /^cards:/m, 'zones:': /^zones:/m, 'setup:': /^setup:/m, 'dice:': /^dice:/m, 'refused:': /refused:/m, 'expect: on a step': /^ {4}expect:/m, 'expect:': /^expect:/m, 'notEvents:': /notEvents:/m, 'order:': /^order:/m, 'faceUp:': /faceUp:/m, 'revealed: (setup.items)': /^ {4}- \{ card: .*revealed:/m },
  lyoko: { 'position:': /^position:/m, 'refused:': /refused:/m, 'expect: on a step': /^ {4}expect:/m, 'expect:': /^expect:/m, 'notEvents:': /notEvents:/m, 'choices:': /choices:/m },
  pyramide: { 'position:': /^position:/m, 'dice:': /^dice:/m, 'refused:': /refused:/m, 'expect: on a step': /^ {4}expect:/m, 'expect:': /^expect:/m, 'legal:': /legal:/m },
  cardstle: { 'position:': /^position:/m, 'draws:': /^draws:/m, 'refused:': /refused:/m, 'expect: on a step': /^ {4}expect:/m, 'expect:': /^expect:/m, 'legal:': /legal:/m },
};

describe('scenario files of earlier versions', () => {
  it('hold every game with an engine', () => expect(games).toEqual(Object.keys(FEATURES).sort()));

  for (const game of games) {
    it(`${game}: every old file passes unchanged`, async () => {
      const reports = await runScenarioFiles(filesOf(game), root);
      expect(reports.length).toBeGreaterThanOrEqual(3);
      expect(reports.filter((r) => r.failures.length).map((r) => `${r.file}\n${formatText(r.failures)}`)).toEqual([]);
    });

    it(`${game}: the old files use every feature of the format`, () => {
      const texts = filesOf(game).map((f) => readFileSync(f, 'utf8'));
      const missing = Object.entries(FEATURES[game]).filter(([, re]) => !texts.some((t) => re.test(t))).map(([name]) => name);
      expect(missing).toEqual([]);
    });
  }
});
