/**
 * Game logs recorded by an earlier version (test/fixtures/old-logs/, written by `sim` at cbbda57,
 * kept unchanged): they replay to the end they recorded while the rules they were played under
 * hold; Code Lyoko's log was played before a bonus counted only in its own characteristic, so it
 * no longer fits the rules, and `replay` says where and how to record it again, never crashing.
 * Cardstle's log of the earlier version is test/fixtures/cardstle-logs/ (cardstle-dialogue-order.test.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFile } from '../src/pipeline/sim.js';
import { fixtures } from './helpers.js';

const log = (game: string) => path.join(fixtures, 'old-logs', `${game}.log.json`);

describe('game logs of an earlier version', () => {
  for (const game of ['codex', 'index', 'pyramide']) {
    it(`${game}: replays unchanged to the end it recorded`, async () => {
      const r = await replayFile(log(game));
      expect(r.ok, JSON.stringify(r).slice(0, 400)).toBe(true);
      if (r.ok) expect(r.mismatch).toBeNull();
    });
  }

  it('lyoko: played under rules that changed since, is refused at the step where it parts from them, saying how to record it again', async () => {
    const r = await replayFile(log('lyoko'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '1:1 replay/log step 34 (ability) is not legal in the replayed game: this coup cannot be played now: {"t":"ability","source":{"hero":0},"effect":0}',
    ]);
    expect(r.advice).toMatch(/write the log again with `deckwright sim` \(`deckwright sim lyoko`\).*deckwright's rules of the game changed since it was recorded/);
  });
});
