/**
 * Decisions at the hot-seat table (src/engine/session.ts): every action and answer counts, the
 * setup's too (a mulligan before the first step), and undo takes back one decision of a person at
 * a time: an answer brings its question back, a setup answer its question, an action the state
 * before it; a bot's answer inside a person's step is not a person's decision. Undo can be asked
 * as soon as a person decided anything.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { answerQuestion, decisionMakers, playAction, sessionView, startSession, undo, type AnySessionGame, type Session, type SessionOutcome } from '../src/engine/session.js';
import { heuristicBot } from '../src/games/codex/engine/bots/heuristic.js';
import { playGame, type GameLog } from '../src/games/codex/engine/game.js';
import { codexEngine } from '../src/games/codex/pack-engine.js';
import { lyokoEngine } from '../src/games/lyoko/pack-engine.js';
import { pyramideEngine } from '../src/games/pyramide/pack-engine.js';
import type { Catalogue } from '../src/games/codex/engine/catalogue.js';
import { root } from './helpers.js';

type AnySession = Session<unknown, unknown, unknown, unknown>;

function must(r: SessionOutcome<unknown, unknown, unknown, unknown>): AnySession {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  return r.session;
}

async function made(game: string, engine: typeof codexEngine, options: Record<string, unknown> = {}): Promise<{ game: AnySessionGame; setup: unknown }> {
  const pack = await loadPackFromDir(path.join(root, 'cards', game));
  const { game: g, setup } = engine.session!(pack, { seed: 5, ...options });
  return { game: g, setup };
}

describe('Code Lyoko\'s mulligans, the setup\'s decisions', () => {
  it('count before the first step, and undo takes them back one at a time, each question coming back', async () => {
    const { game, setup } = await made('lyoko', lyokoEngine);
    const start = must(startSession(game, setup));
    let v = sessionView(game, start);
    expect([v.step, v.decisions, v.canUndo, v.question!.kind, v.seat]).toEqual([0, 0, false, 'mulligan', 0]);
    const nothing = undo(game, start);
    expect(nothing.ok ? null : nothing.error.code).toBe('nothing-to-undo');

    const kept = must(answerQuestion(game, start, 0));
    v = sessionView(game, kept);
    // Step 0, one decision made: the page counts it and offers to undo it.
    expect([v.step, v.decisions, v.canUndo, v.question!.kind, v.seat]).toEqual([0, 1, true, 'mulligan', 1]);
    const both = must(answerQuestion(game, kept, 1));
    v = sessionView(game, both);
    expect([v.step, v.decisions, v.canUndo, v.question]).toEqual([0, 2, true, null]);

    // Back one decision: seat 1's mulligan is asked again, seat 0's answer kept.
    const back = must(undo(game, both));
    v = sessionView(game, back);
    expect([v.step, v.decisions, v.question!.kind, v.seat]).toEqual([0, 1, 'mulligan', 1]);
    expect(back).toEqual(kept);
    // And back again: seat 0's question, as at the start.
    const first = must(undo(game, back));
    expect(first).toEqual(start);
    expect(sessionView(game, first).canUndo).toBe(false);
  });
});

describe('the pyramid\'s setup', () => {
  it('asks each adventurer its cards and its entrance; undo goes back through each answer', async () => {
    const { game, setup } = await made('pyramide', pyramideEngine, { party: ['yasim', 'tanek'] });
    const sessions: AnySession[] = [must(startSession(game, setup))];
    const kinds: string[] = [];
    while (sessions.at(-1)!.state === null) {
      const s = sessions.at(-1)!;
      kinds.push(s.pending!.choice.kind);
      sessions.push(must(answerQuestion(game, s, 1)));
    }
    expect(kinds).toEqual(['hand', 'entrance', 'hand', 'entrance']);
    expect(sessionView(game, sessions.at(-1)!).decisions).toBe(4);
    let s = sessions.at(-1)!;
    for (let k = 3; k >= 0; k--) {
      s = must(undo(game, s));
      expect(s).toEqual(sessions[k]);
      expect(sessionView(game, s).question!.kind).toBe(kinds[k]);
      expect(sessionView(game, s).decisions).toBe(k);
    }
  });
});

describe('a CODEX step with questions', () => {
  let game: AnySessionGame;
  let setup: unknown;
  let log: GameLog;
  beforeAll(async () => {
    ({ game, setup } = await made('codex', codexEngine, { seed: 42, players: 2 }));
    log = playGame(game.cat as Catalogue, { ...(setup as { seed: number; players: number; characters: string[] }), policy: heuristicBot(game.cat as Catalogue), record: true }).log!;
  });

  it('counts its action and each answer; undo brings each question back, then the state before the action', () => {
    const at = log.steps.findIndex((st) => st.answers.length > 0);
    expect(at).toBeGreaterThanOrEqual(0);
    let s = must(startSession(game, setup));
    for (const st of log.steps.slice(0, at)) {
      s = must(playAction(game, s, st.action));
      for (const a of st.answers) s = must(answerQuestion(game, s, a));
    }
    const before = s;
    const decisions = sessionView(game, before).decisions;
    expect(decisions).toBe(log.setup.length + log.steps.slice(0, at).reduce((n, st) => n + 1 + st.answers.length, 0));
    // The action, then its answers one by one, each counted.
    const stages: AnySession[] = [must(playAction(game, before, log.steps[at].action))];
    expect(sessionView(game, stages[0]).decisions).toBe(decisions + 1);
    for (const [k, a] of log.steps[at].answers.entries()) {
      stages.push(must(answerQuestion(game, stages.at(-1)!, a)));
      expect(sessionView(game, stages.at(-1)!).decisions).toBe(decisions + 2 + k);
    }
    expect(stages.at(-1)!.steps.length).toBe(at + 1);
    // Undo: the last question comes back with its prompt and options, the earlier answers kept…
    let back = stages.at(-1)!;
    for (let k = stages.length - 2; k >= 0; k--) {
      back = must(undo(game, back));
      expect(back.pending).toEqual(stages[k].pending);
      expect(sessionView(game, back).question).toEqual(sessionView(game, stages[k]).question);
    }
    // … then the action: the state before it.
    back = must(undo(game, back));
    expect(back).toEqual(before);
  });
});

describe('a bot\'s answer inside a person\'s step', () => {
  it('is the bot\'s: undo takes back the person\'s action with it, and the bots\' moves after', async () => {
    const { game, setup } = await made('lyoko', lyokoEngine, { seed: 2 });
    let s = must(startSession(game, setup, { bots: [null, 'heuristic'] }));
    // Seat 0 (a person) plays its coups until the bot, seat 1, answered inside one of them (an obstacle against it, a surprise).
    let found = -1;
    for (let i = 0; i < 300 && found < 0 && !sessionView(game, s).over; i++) {
      const v = sessionView(game, s);
      s = v.question ? must(answerQuestion(game, s, 0)) : must(playAction(game, s, v.actions[(i * 7) % v.actions.length].action));
      found = s.steps.findIndex((st) => st.by === null && (st.answeredBy ?? []).includes('heuristic'));
    }
    expect(found).toBeGreaterThanOrEqual(0);
    const step = s.steps[found];
    const makers = decisionMakers(s);
    expect(makers).toContain('heuristic');
    // Undo until that step goes. Each undo takes back exactly the last decision of a person and
    // every decision after it (the bots'), never stopping at a bot's answer.
    let back = s;
    while (back.steps.length > found) {
      const before = decisionMakers(back);
      back = must(undo(game, back));
      const after = decisionMakers(back);
      expect(before.slice(0, after.length)).toEqual(after);
      expect(before[after.length]).toBeNull();
      expect(before.slice(after.length + 1)).not.toContain(null);
    }
    // The person's action of that step went with the bot's answer inside it: the state before it.
    expect(back.steps.length).toBe(found);
    expect(back.pending).toBeNull();
    expect(step.answeredBy).toContain('heuristic');
  });
});
