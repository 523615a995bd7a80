/**
 * The cards of a generated deck (`generate: { ranks, suits }`) all come from one line of
 * game.yaml: a problem a template reports on one of them says which card it is.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { renderJobs } from '../src/render/jobs.js';
import { problemToDiagnostic } from '../src/render/problems.js';
import { fixtures } from './helpers.js';

describe("a template's problem on a card of a generated deck", () => {
  it('is located at the deck\'s generate line and names the card and its deck', async () => {
    const pack = await loadPackFromDir(path.join(fixtures, 'standard-deck'), 'standard-deck');
    const jobs = renderJobs(pack).filter((j) => j.cardId !== null && j.side === 'front');
    const [a, b] = jobs;
    const problem = { rule: 'render/text-fit' as const, path: [], message: 'the title does not fit its box at 40 pt' };
    const da = problemToDiagnostic(pack, a, problem);
    const db = problemToDiagnostic(pack, b, problem);
    expect(da.file).toBe(path.join('standard-deck', 'game.yaml'));
    expect([da.line, da.column]).toEqual([db.line, db.column]);
    expect(da.message).toBe(`card '${a.cardId}' of deck '${a.deckId}': the title does not fit its box at 40 pt`);
    expect(db.message).toBe(`card '${b.cardId}' of deck '${b.deckId}': the title does not fit its box at 40 pt`);
    // A message that already names its card is left as it is.
    expect(problemToDiagnostic(pack, a, { ...problem, message: `card '${a.cardId}' uses '漢'` }).message).toBe(`card '${a.cardId}' uses '漢'`);
  });
});
