/**
 * Hot-seat sessions (src/engine/session.ts) over CODEX: a game played through the session with a
 * list of actions and answers reaches the state the engine reaches with the same actions; undo is
 * the earlier state exactly; a saved session replays with `deckwright replay`'s function to the
 * same end; an illegal action is refused with the rules' code and changes nothing; a bot takes a
 * seat; and the table view is plain, well-formed data.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { feeder } from '../src/engine/choices.js';
import { step } from '../src/engine/play.js';
import {
  answerQuestion,
  botMove,
  legalActions,
  loadLog,
  playAction,
  saveLog,
  seatBot,
  sessionView,
  startSession,
  undo,
  type Session,
  type SessionOutcome,
} from '../src/engine/session.js';
import { SessionOptionsError } from '../src/engine/session.js';
import { heuristicBot } from '../src/games/codex/engine/bots/heuristic.js';
import { playGame, replayLog, type GameLog } from '../src/games/codex/engine/game.js';
import { codexGame } from '../src/games/codex/engine/step.js';
import type { Action, GameEvent, GameState } from '../src/games/codex/engine/types.js';
import { codexEngine } from '../src/games/codex/pack-engine.js';
import type { CodexSessionGame } from '../src/games/codex/session.js';
import type { NewGame } from '../src/games/codex/engine/setup.js';
import { replayFile } from '../src/pipeline/sim.js';
import { checkTable } from './session-table-check.js';
import { codexDir, tempDir } from './helpers.js';

type S = Session<GameState, Action, GameEvent, NewGame>;

let pack: LoadedPack;
let game: CodexSessionGame;
let setup: NewGame;
/** A whole game the heuristic bot played, recorded: the actions and answers the tests play by hand. */
let log: GameLog;

beforeAll(async () => {
  pack = await loadPackFromDir(codexDir);
  const made = codexEngine.session!(pack, { seed: 42, players: 2 });
  game = made.game as CodexSessionGame;
  setup = made.setup as NewGame;
  log = playGame(game.cat, { ...setup, policy: heuristicBot(game.cat), record: true }).log!;
});

const ok = (r: SessionOutcome<GameState, Action, GameEvent, NewGame>): S => {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  return r.session;
};

/** Plays a recorded step as a person at the page does: the action, then each question's answer in turn. */
function playByHand(s: S, st: { action: Action; answers: number[] }): S {
  let cur = ok(playAction(game, s, st.action));
  for (const a of st.answers) {
    expect(cur.pending).not.toBeNull();
    cur = ok(answerQuestion(game, cur, a));
  }
  expect(cur.pending).toBeNull();
  return cur;
}

describe('a CODEX hot-seat game', () => {
  it('the recorded game asks questions, so the session is tested with answers', () => {
    expect(log.steps.length).toBeGreaterThan(20);
    expect(log.steps.some((st) => st.answers.length > 0)).toBe(true);
  });

  it('played through the session reaches the state the engine reaches with the same actions, step by step', () => {
    let s = ok(startSession(game, setup));
    expect(s.setupAnswers).toEqual(log.setup);
    // The engine itself, step by step, with the same actions and answers.
    let engine = codexGame.setup(game.cat, setup, codexGame.context(game.cat, feeder(log.setup, 'setup'), false, false));
    expect(s.state).toEqual(engine);
    for (const [i, st] of log.steps.entries()) {
      s = playByHand(s, st);
      const r = step(codexGame, game.cat, engine, st.action, feeder(st.answers, `step ${i + 1}`));
      if (!r.ok) throw new Error(r.error.message);
      engine = r.state;
      expect(s.state).toEqual(engine);
    }
    expect(s.state).toEqual(replayLog(game.cat, log).state);
    const view = sessionView(game, s);
    expect(view.over).toBe(true);
    expect(view.result).toBe(log.result);
    expect(view.actions).toEqual([]);
  });

  it('shows a question with its options, refuses actions and bad answers while it waits', () => {
    let s = ok(startSession(game, setup));
    const at = log.steps.findIndex((st) => st.answers.length > 0);
    for (const st of log.steps.slice(0, at)) s = playByHand(s, st);
    const waiting = ok(playAction(game, s, log.steps[at].action));
    const view = sessionView(game, waiting);
    expect(view.question).not.toBeNull();
    expect(view.question!.options.length).toBeGreaterThan(1);
    expect(view.question!.options.every((o) => typeof o === 'string' && o.length > 0)).toBe(true);
    expect(view.actions).toEqual([]);
    // The step has not happened yet: the state is the one before it.
    expect(waiting.state).toEqual(s.state);
    const busy = playAction(game, waiting, log.steps[at].action);
    expect(busy.ok ? null : busy.error.code).toBe('question-waiting');
    const bad = answerQuestion(game, waiting, view.question!.options.length);
    expect(bad.ok ? null : bad.error.code).toBe('bad-answer');
    // Undo of a waiting step drops the step: back to the state before it, nothing waiting.
    const back = ok(undo(game, waiting));
    expect(back.pending).toBeNull();
    expect(back.state).toEqual(s.state);
  });

  it('undo returns to the previous state exactly, as many times as asked', () => {
    let s = ok(startSession(game, setup));
    const states: GameState[] = [structuredClone(s.state!)];
    const sessions: S[] = [s];
    for (const st of log.steps.slice(0, 15)) {
      s = playByHand(s, st);
      states.push(structuredClone(s.state!));
      sessions.push(s);
    }
    let back = s;
    for (let n = 14; n >= 10; n--) {
      back = ok(undo(game, back));
      expect(back.state).toEqual(states[n]);
      expect(back.steps).toEqual(sessions[n].steps);
      expect(sessionView(game, back)).toEqual(sessionView(game, sessions[n]));
    }
    expect(ok(undo(game, s, 3)).state).toEqual(states[3]);
    expect(ok(undo(game, s, 0)).state).toEqual(states[0]);
    const none = undo(game, sessions[0]);
    expect(none.ok ? null : none.error.code).toBe('nothing-to-undo');
    const far = undo(game, s, 99);
    expect(far.ok ? null : far.error.code).toBe('no-such-step');
    // The session undone from is unchanged: sessions are values.
    expect(s.state).toEqual(states[15]);
  });

  it('a saved game replays with `deckwright replay` to the same end, told in the same words', async () => {
    let s = ok(startSession(game, setup));
    for (const st of log.steps.slice(0, 30)) s = playByHand(s, st);
    const saved = saveLog(game, s);
    expect(saved.format).toBe(log.format);
    expect(saved.steps).toEqual(log.steps.slice(0, 30));
    expect(saved.result).toBe('stalled');
    const file = path.join(tempDir(), 'hot-seat.log.json');
    writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
    const r = await replayFile(file, codexDir);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.mismatch).toBeNull();
    expect(r.text).toContain(sessionView(game, s).log.join('\n'));
    // And it loads back as the same session.
    const loaded = ok(loadLog(game, saved as never));
    expect(loaded.state).toEqual(s.state);
    expect(loaded.steps.map((st) => st.action)).toEqual(s.steps.map((st) => st.action));
    // The whole game saved ends as the bot's recorded log does.
    let all = ok(startSession(game, setup));
    for (const st of log.steps) all = playByHand(all, st);
    const whole = saveLog(game, all);
    expect(whole.finalHash).toBe(log.finalHash);
    expect(whole.result).toBe(log.result);
  });

  it('a log of another game, or one that does not fit, is refused with a code', () => {
    const other = loadLog(game, { ...log, format: 'deckwright-lyoko-log' } as never);
    expect(other.ok ? null : other.error.code).toBe('log-does-not-fit');
    const bad = loadLog(game, { ...log, steps: [{ action: { type: 'end-chapter' }, answers: [] }] } as never);
    expect(bad.ok ? null : bad.error.code).toBe('log-does-not-fit');
  });

  it('refuses an illegal action with the rules own code, and changes nothing', () => {
    const s = ok(startSession(game, setup));
    const before = structuredClone(s);
    const r = playAction(game, s, { type: 'move', to: 1 });
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error.code).toBe('no-turn');
    expect(s).toEqual(before);
    const started = ok(playAction(game, s, { type: 'start-turn', player: 0 }));
    const far = playAction(game, started, { type: 'move', to: 3 });
    expect(far.ok ? null : far.error.code).toBe('not-adjacent');
    const junk = playAction(game, started, { type: 'attack', item: 'nothing', target: 'nobody' });
    expect(junk.ok).toBe(false);
    const notAnAction = playAction(game, started, null as never);
    expect(notAnAction.ok ? null : notAnAction.error.code).toBe('malformed-action');
  });

  it('labels every legal action in words', () => {
    const s = ok(playAction(game, ok(startSession(game, setup)), { type: 'start-turn', player: 0 }));
    const actions = legalActions(game, s);
    expect(actions.length).toBeGreaterThan(1);
    for (const a of actions) expect(a.label).toMatch(/^[A-Z]/);
    expect(actions.map((a) => a.label)).toContain('Terminer son tour');
  });

  it('a bot takes a seat: it plays that seat whenever it decides, a person the other', () => {
    let s = ok(startSession(game, setup));
    s = ok(seatBot(game, s, 1, 'heuristic'));
    s = ok(playAction(game, s, { type: 'start-turn', player: 0 }));
    s = ok(playAction(game, s, { type: 'end-turn' }));
    // Seat 0's turn is over; the table chooses who plays next (only seat 1 is left): a person's choice.
    s = ok(playAction(game, s, { type: 'start-turn', player: 1 }));
    // Seat 1 is the bot's: it played its whole turn and handed the table back.
    const bySeat1 = s.steps.filter((st) => st.by === 'heuristic');
    expect(bySeat1.length).toBeGreaterThan(0);
    expect(s.state!.turn?.player ?? null).not.toBe(1);
    // The same moves again from the same session: bots are deterministic.
    const again = ok(playAction(game, ok(playAction(game, ok(playAction(game, ok(seatBot(game, ok(startSession(game, setup)), 1, 'heuristic')), { type: 'start-turn', player: 0 })), { type: 'end-turn' })), { type: 'start-turn', player: 1 }));
    expect(again.state).toEqual(s.state);
    // Undo goes back past the bot's moves to the last decision a person made.
    const back = ok(undo(game, s));
    expect(back.steps.every((st) => st.by === null)).toBe(true);
    expect(back.steps.length).toBe(2);
    // A bot plays one move for a person's seat when asked.
    const helped = ok(botMove(game, back, 'random'));
    expect(helped.steps.length).toBeGreaterThan(back.steps.length);
    const unknown = botMove(game, back, 'nobody');
    expect(unknown.ok ? null : unknown.error.code).toBe('unknown-bot');
  });

  it('bots in every seat play the whole game', () => {
    const s = ok(startSession(game, setup, { bots: ['heuristic', 'heuristic'] }));
    const view = sessionView(game, s);
    expect(view.over).toBe(true);
    expect(['victory', 'defeat']).toContain(view.result);
    expect(view.log.length).toBeGreaterThan(10);
    expect(view.log.some((l) => /\d/.test(l))).toBe(true);
  });

  it('shows the dice of the last step and its lines of the log', () => {
    let s = ok(startSession(game, setup));
    const attack = log.steps.findIndex((st) => st.action.type === 'attack');
    for (const st of log.steps.slice(0, attack + 1)) s = playByHand(s, st);
    const view = sessionView(game, s);
    expect(view.last.dice.length).toBeGreaterThan(0);
    for (const d of view.last.dice) {
      expect(d.sides).toBe(6);
      expect(d.value).toBeGreaterThanOrEqual(1);
      expect(d.value).toBeLessThanOrEqual(6);
    }
    expect(view.last.lines.length).toBeGreaterThan(0);
    expect(view.log.slice(-view.last.lines.length)).toEqual(view.last.lines);
  });

  it('draws a well-formed table: zones with card images, the characters, the piles; JSON through and through', () => {
    let s = ok(startSession(game, setup));
    for (const st of log.steps.slice(0, 10)) s = playByHand(s, st);
    const view = sessionView(game, s);
    const table = view.table!;
    checkTable(table, new Set(pack.cards.map((c) => `${c.deck.id}/${c.id}`)));
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(table.players.map((p) => p.name)).toEqual(view.seats.map((x) => x.name));
    expect(table.zones.filter((z) => z.id.startsWith('zone-')).length).toBe(s.state!.zones.length);
    expect(table.zones.find((z) => z.id === 'zone-0')!.cards[0].image).toBe('zones/debut-du-chapitre');
    // Nothing a CODEX player holds is secret: no hand, the viewer's empty and the others' not shown.
    for (const p of table.players) expect(p.hand).toEqual(p.seat === table.viewer ? [] : null);
  });

  it('options that make no game are refused with what to give', () => {
    expect(() => codexEngine.session!(pack, { players: 7 })).toThrow(SessionOptionsError);
    expect(() => codexEngine.session!(pack, { players: 2, characters: ['nobody', 'reveur'] })).toThrow(/Personnage ids/);
    const made = codexEngine.session!(pack);
    expect(made.options.map((o) => o.name)).toEqual(['seed', 'players', 'characters']);
  });
});
