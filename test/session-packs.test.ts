/**
 * Hot-seat play of every pack wired for it (PackEngine.session): a game starts from the pack's
 * default options, bots make a few moves, the table view is well-formed plain data, undo gives the
 * earlier state back exactly, and the saved log replays with the pack's own `replay` to the same
 * end. For Code Lyoko, whose players hold hands, the table a seat sees tells nothing of the
 * other's hand or of any deck's order.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import type { PackEngine } from '../src/core/pack-types.js';
import { answerQuestion, botMove, legalActions, playAction, saveLog, sessionView, startSession, undo, type AnySessionGame, type Session } from '../src/engine/session.js';
import { lyokoEngine } from '../src/games/lyoko/pack-engine.js';
import { indexEngine } from '../src/games/index/pack-engine.js';
import { cardstleEngine } from '../src/games/cardstle/pack-engine.js';
import { pyramideEngine } from '../src/games/pyramide/pack-engine.js';
import type { LyokoState } from '../src/games/lyoko/engine/types.js';
import type { CardstleState } from '../src/games/cardstle/engine/types.js';
import { checkTable } from './session-table-check.js';
import { root } from './helpers.js';

type AnySession = Session<unknown, unknown, unknown, unknown>;

const PACKS: [string, PackEngine][] = [
  ['index', indexEngine],
  ['lyoko', lyokoEngine],
  ['pyramide', pyramideEngine],
  ['cardstle', cardstleEngine],
];

function must<T>(r: { ok: true; session: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  return r.session;
}

describe.each(PACKS)('hot-seat %s', (name, engine) => {
  let pack: LoadedPack;
  let game: AnySessionGame;
  let setup: unknown;
  beforeAll(async () => {
    pack = await loadPackFromDir(path.join(root, 'cards', name));
    ({ game, setup } = engine.session!(pack));
  });

  it('starts, takes bot moves, draws a well-formed table, undoes exactly, and saves a log its replay reads', () => {
    let s: AnySession = must(startSession(game, setup));
    // A question of the setup (Code Lyoko's mulligan) is answered first, by hand.
    while (s.pending && s.pending.action === null) s = must(answerQuestion(game, s, 0));
    const sessions: AnySession[] = [s];
    for (let i = 0; i < 30 && !sessionView(game, s).over; i++) {
      s = must(botMove(game, s, 'random'));
      sessions.push(s);
      const view = sessionView(game, s);
      if (view.table) checkTable(view.table, pack);
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    }
    expect(s.steps.length).toBeGreaterThan(5);
    const view = sessionView(game, s);
    expect(view.log.length).toBeGreaterThan(0);
    expect(view.actions.every((a) => a.label.length > 0)).toBe(true);
    // Undo goes back one decision of a person. A person answered the setup's questions here (Code
    // Lyoko's mulligans, the pyramid's cards set aside and entrances) and the bots made every move
    // after: back to the setup's last question, every step gone. With no question in the setup,
    // every step here was a bot's: one step back (or the waiting step dropped), the state the one
    // the session had then, exactly.
    const back = must(undo(game, s));
    if (sessions[0].setupAnswers.length) {
      expect(back.steps).toEqual([]);
      expect(back.state).toBeNull();
      expect(back.pending!.action).toBeNull();
      expect(back.pending!.answers).toEqual(sessions[0].setupAnswers.slice(0, -1));
      expect(sessionView(game, back).question).not.toBeNull();
      // The same answer again sets the same game up.
      expect(must(answerQuestion(game, back, sessions[0].setupAnswers.at(-1)!)).state).toEqual(sessions[0].state);
    } else {
      const expected = s.pending && s.pending.action !== null ? s.steps.length : s.steps.length - 1;
      expect(back.steps.length).toBe(expected);
      expect(back.state).toEqual(sessions.find((x) => x.steps.length === expected && !x.pending)!.state);
    }
    const two = sessions.find((x) => x.steps.length === 2 && !x.pending)!;
    expect(must(undo(game, s, 2)).state).toEqual(two.state);
    const saved = saveLog(game, s);
    const text = JSON.stringify(saved);
    const r = engine.replay(pack, { file: 'hot-seat.log.json', text, data: JSON.parse(text) });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.mismatch).toBeNull();
  });
});

describe('a Code Lyoko table hides what its viewer cannot know', () => {
  it('shows the viewer their hand, the other only its size, and nothing that depends on the hidden cards', async () => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'));
    const { game, setup } = lyokoEngine.session!(pack, { seed: 5 });
    let s: AnySession = must(startSession(game, setup));
    while (s.pending) s = must(answerQuestion(game, s, 0));
    for (let i = 0; i < 6; i++) s = must(botMove(game, s, 'random'));
    const view0 = sessionView(game, s, 0);
    const me = view0.table!.players[0];
    const other = view0.table!.players[1];
    expect(me.hand!.length).toBe((s.state as LyokoState).players[0].hand.length);
    expect(me.hand!.every((c) => !c.faceDown)).toBe(true);
    expect(other.hand).toBeNull();
    expect(other.handCount).toBe((s.state as LyokoState).players[1].hand.length);
    // Another hand for seat 1 and other deck orders: seat 0's table is the same, to the byte.
    const state = structuredClone(s.state) as LyokoState;
    const p1 = state.players[1];
    const pool = [...p1.hand, ...p1.deck].reverse();
    p1.hand = pool.slice(0, p1.hand.length);
    p1.deck = pool.slice(p1.hand.length);
    state.players[0].deck.reverse();
    const swapped = sessionView(game, { ...s, state }, 0);
    expect(JSON.stringify(swapped.table)).toBe(JSON.stringify(view0.table));
    // Seat 1's own table does show its hand.
    expect(sessionView(game, s, 1).table!.players[0].hand).toBeNull();
    expect(sessionView(game, s, 1).table!.players[1].hand!.length).toBe(other.handCount);
  });

  it('a question of the setup shows the seat asked the table at that moment: the hand it may shuffle back', async () => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'));
    const { game, setup } = lyokoEngine.session!(pack, { seed: 5 });
    const s: AnySession = must(startSession(game, setup));
    const v = sessionView(game, s);
    expect(v.question!.kind).toBe('mulligan');
    expect(v.seat).toBe(0);
    expect(v.table!.players[0].hand!.length).toBe(5);
    expect(v.table!.players[1].hand).toBeNull();
    expect(v.actions).toEqual([]);
    // Kept: seat 1 is asked next, and sees its own hand.
    const next = sessionView(game, must(answerQuestion(game, s, 0)));
    expect(next.question!.kind).toBe('mulligan');
    expect(next.seat).toBe(1);
    expect(next.table!.players[1].hand!.length).toBe(5);
    expect(next.table!.players[0].hand).toBeNull();
  });

});

describe('a Cardstle room hides its face-down cards from the party', () => {
  it('names a face-down card for the game master only', async () => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'cardstle'));
    const { game, setup } = cardstleEngine.session!(pack, { seed: 3 });
    const s: AnySession = must(startSession(game, setup));
    const state = s.state as CardstleState;
    const down = state.room.cells.findIndex((c) => c.place && c.card >= 0 && !c.up);
    expect(down).toBeGreaterThanOrEqual(0);
    const cellCard = (viewer: number) => sessionView(game, s, viewer).table!.board!.cells[down].cards![0];
    expect(cellCard(1).faceDown).toBe(true);
    expect(cellCard(1).name).toBe('Carte de la pièce');
    expect(cellCard(0).faceDown).toBe(true);
    expect(cellCard(0).name).not.toBe('Carte de la pièce');
    expect(sessionView(game, s).seat).toBe(1);
  });
});

describe('a Cardstle dialogue of several characters in hot-seat play', () => {
  it('offers each character in its turn a test with the enemy the others talk with, and shows who is in the dialogue', async () => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'cardstle'));
    const { game, setup } = cardstleEngine.session!(pack, { seed: 3, players: 2 });
    let s: AnySession = must(startSession(game, setup));
    // The game master chose a dialogue with an enemy the two characters stand on.
    const state = s.state as CardstleState;
    const cat = (game as unknown as { cat: { roles: { role: string }[] } }).cat;
    const at = state.room.cells.findIndex((c) => c.place && c.card >= 0 && cat.roles[c.card].role === 'ennemi');
    expect(at).toBeGreaterThanOrEqual(0);
    Object.assign(state.room.cells[at], { up: true, resolved: true, foe: { vie: 2, stun: 0, mode: 'talk', points: 0, convinced: false, talkers: [] } });
    state.room.needed = 99;
    for (const ch of state.chars) ch.cell = at;
    const [first, second] = state.order;
    const talkOnce = () => {
      const talk = legalActions(game, s).find((a) => a.label === 'Dialoguer');
      expect(talk).toBeDefined();
      s = must(playAction(game, s, talk!.action));
      expect(s.pending?.choice.kind).toBe('dialogue-stat');
      s = must(answerQuestion(game, s, 1));
      expect(legalActions(game, s).some((a) => a.label === 'Dialoguer')).toBe(false);
      s = must(playAction(game, s, legalActions(game, s).find((a) => a.label.startsWith('Terminer son tour'))!.action));
    };
    talkOnce();
    talkOnce();
    const cell = sessionView(game, s).table!.board!.cells[at].cards![0];
    const names = (s.state as CardstleState).chars;
    expect(cell.counters).toContainEqual({ id: 'talkers', label: 'Dans le dialogue', value: [names[Math.min(first, second)].name, names[Math.max(first, second)].name].join(', ') });
    const told = (s.steps as { events: { e: string; talkers?: number[] }[] }[]).flatMap((x) => x.events).filter((e) => e.e === 'dialogue');
    expect(told.map((e) => e.talkers)).toEqual([[first], [Math.min(first, second), Math.max(first, second)]]);
  });
});
