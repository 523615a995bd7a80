/**
 * What the hot-seat page receives of each of the five games (docs/hot-seat.md), played for a
 * while through the session functions (a bot's moves, the questions answered by hand): every word
 * a player reads is in the game's language (French for the five packs: no English word, no raw
 * id of an action, a card or a rule), every image a table names is an image the pack renders,
 * every card has its image (a face-down one its back's), and a question that is a choice among
 * cards maps each option to the cards it picks. An English pack reads English.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import type { PackEngine } from '../src/core/pack-types.js';
import { answerQuestion, botMove, playAction, seatBot, sessionView, startSession, type AnySessionGame, type SessionView } from '../src/engine/session.js';
import type { TableCard, TableView } from '../src/engine/session-table.js';
import { cardstleEngine } from '../src/games/cardstle/pack-engine.js';
import { codexEngine } from '../src/games/codex/pack-engine.js';
import { indexEngine } from '../src/games/index/pack-engine.js';
import { lyokoEngine } from '../src/games/lyoko/pack-engine.js';
import { pyramideEngine } from '../src/games/pyramide/pack-engine.js';
import { renderJobs } from '../src/render/jobs.js';
import { root } from './helpers.js';

type AnyView = SessionView<unknown>;

const GAMES: [string, PackEngine][] = [
  ['codex', codexEngine],
  ['index', indexEngine],
  ['pyramide', pyramideEngine],
  ['cardstle', cardstleEngine],
  ['lyoko', lyokoEngine],
];

/**
 * English a French player must never read: the words of the labels, prompts, narration and
 * counters as they were, whole words (a French word may hold one: « Attaquer »).
 */
const ENGLISH = [
  'End', 'turn', 'Move', 'Give', 'Step', 'Phase adventurer', 'tests', 'card', 'Take', 'takes', 'Use', 'uses', 'the', 'with', 'and', 'of', 'to',
  'Play', 'plays', 'Draw', 'Flip', 'Confront', 'Attack', 'attacks', 'Heal', 'Open', 'Talk', 'Rest', 'Pick up', 'Drop', 'Reveal', 'Keep', 'Pass',
  'Random', 'Heuristic', 'Search', 'Game master', 'Party', 'Room', 'Round', 'Result', 'Cell', 'Level', 'Loot', 'Seed', 'Players', 'Winner', 'Dead',
  'Stunned', 'player', 'against', 'won', 'lost', 'needed', 'moves', 'enemy', 'trap', 'chest', 'nothing', 'wall', 'floor', 'hatched', 'mummy',
  'fight', 'talk', 'none', 'yes', 'no', 'left', 'right', 'up', 'down', 'skip', 'keep', 'Wall', 'Chest', 'Mummy', 'Entrance', 'Heroes', 'Deck',
  'Discard', 'In play', 'Hand', 'VP', 'owner', 'hero', 'hit', 'miss', 'Reroll', 'takes a turn', 'Characters', 'Adventurers', 'Map', 'Rooms',
];
const englishWord = new RegExp(`(?<![\\p{L}\\d-])(${ENGLISH.map((w) => w.replace(/ /g, '\\s')).join('|')})(?![\\p{L}\\d-])`, 'u');

/** An id as the engine spells it: lowercase words joined by hyphens (start-turn, pain-rassis, gm-table), or a render key. */
const rawId = /(?<![\p{L}\d])[a-z0-9]+(-[a-z0-9]+)+(?![\p{L}\d])|\b[a-z0-9-]+\/[a-z0-9_-]+\b|\b[a-z]+\+[a-z-]+\b/u;

/** Every string of a view a player reads, with where it is (for the failure's message). */
function wordsOf(game: AnySessionGame, v: AnyView): [string, string][] {
  const out: [string, string][] = [];
  const add = (where: string, s: string | number | undefined | null) => {
    if (typeof s === 'string') out.push([where, s]);
  };
  v.actions.forEach((a) => {
    add('action', a.label);
    const action = a.action as { type?: string; t?: string };
    add('group', game.groupTitle?.(action.type ?? action.t ?? '') ?? '');
  });
  v.log.forEach((l) => add('log', l));
  v.last.dice.forEach((d) => add('die', d.label));
  v.seats.forEach((s) => {
    add('seat', s.name);
    add('seat bot', s.botName);
  });
  v.botNames.forEach((b) => add('bot', b));
  add('result', v.resultLabel);
  if (v.question) {
    add('prompt', v.question.prompt);
    v.question.options.forEach((o) => add('option', o));
    (v.question.cards ?? []).forEach((c) => cardWords(c, 'question card', add));
  }
  if (v.table) tableWords(v.table, add);
  return out;
}

function cardWords(c: TableCard, where: string, add: (where: string, s: string | number | undefined) => void): void {
  add(`${where} ${c.id}`, c.name);
  (c.tags ?? []).forEach((t) => add(`${where} tag`, t));
  c.counters.forEach((k) => {
    add(`${where} counter`, k.label);
    add(`${where} counter ${k.id}`, k.value);
  });
}

function tableWords(t: TableView, add: (where: string, s: string | number | undefined) => void): void {
  const zone = (z: TableView['zones'][number]) => {
    add(`zone ${z.id}`, z.title);
    z.cards.forEach((c) => cardWords(c, `zone ${z.id}`, add));
    (z.pieces ?? []).forEach((p) => add('piece', p.label));
    (z.counters ?? []).forEach((k) => {
      add('zone counter', k.label);
      add(`zone counter ${k.id}`, k.value);
    });
  };
  t.zones.forEach(zone);
  for (const cell of t.board?.cells ?? []) {
    add('cell kind', cell.kindLabel);
    cell.pieces.forEach((p) => add('piece', p.label));
    (cell.cards ?? []).forEach((c) => cardWords(c, `cell ${cell.label}`, add));
  }
  for (const p of t.players) {
    add('player', p.name);
    p.stats.forEach((k) => {
      add('stat', k.label);
      add(`stat ${k.id}`, k.value);
    });
    (p.hand ?? []).forEach((c) => cardWords(c, 'hand', add));
    p.front.forEach(zone);
  }
  t.counters.forEach((k) => {
    add('counter', k.label);
    add(`counter ${k.id}`, k.value);
  });
}

/** Every image key a view names: cards, pieces, the board, piles' backs, players' portraits, a question's cards. */
function imagesOf(v: AnyView): string[] {
  const out: string[] = [];
  const cards = (cs: TableCard[]) => cs.forEach((c) => c.image && out.push(c.image));
  const t = v.table;
  if (t) {
    const zone = (z: TableView['zones'][number]) => {
      cards(z.cards);
      (z.pieces ?? []).forEach((p) => p.image && out.push(p.image));
      if (z.pile?.back) out.push(z.pile.back);
    };
    t.zones.forEach(zone);
    if (t.board?.image) out.push(t.board.image);
    for (const cell of t.board?.cells ?? []) {
      cell.pieces.forEach((p) => p.image && out.push(p.image));
      cards(cell.cards ?? []);
    }
    for (const p of t.players) {
      if (p.image) out.push(p.image);
      cards(p.hand ?? []);
      p.front.forEach(zone);
    }
  }
  cards(v.question?.cards ?? []);
  return out;
}

/** Every card of a view's table and question. */
function cardsOf(v: AnyView): TableCard[] {
  const t = v.table;
  if (!t) return [];
  const zone = (z: TableView['zones'][number]): TableCard[] => z.cards;
  return [...t.zones.flatMap(zone), ...(t.board?.cells ?? []).flatMap((c) => c.cards ?? []), ...t.players.flatMap((p) => [...(p.hand ?? []), ...p.front.flatMap(zone)]), ...(v.question?.cards ?? [])];
}

/**
 * A game played `decisions` decisions long by people in every seat: each action and each answer
 * the nth of those offered, by a rule that visits them all (a random bot's move now and then, to
 * go where the rule does not). Each view is seen by the seat deciding and by every other seat.
 */
function play(game: AnySessionGame, setup: unknown, decisions: number): AnyView[] {
  let r = startSession(game, setup);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.session;
  const seats = game.seats(setup).length;
  const views: AnyView[] = [];
  for (let i = 0; i < decisions; i++) {
    const v = sessionView(game, s);
    views.push(v, ...Array.from({ length: seats }, (_, seat) => sessionView(game, s, seat)));
    if (v.over) break;
    if (v.question) r = answerQuestion(game, s, (i * 7 + 3) % v.question.options.length);
    else if (i % 3 === 2) r = botMove(game, s, 'random');
    else r = playAction(game, s, v.actions[(i * 13 + 5) % v.actions.length].action);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.session;
  }
  return views;
}

describe.each(GAMES)('the hot-seat table of %s', (name, engine) => {
  let pack: LoadedPack;
  let game: AnySessionGame;
  let views: AnyView[];
  let keys: Set<string>;
  let options: ReturnType<NonNullable<PackEngine['session']>>['options'];
  beforeAll(async () => {
    pack = await loadPackFromDir(path.join(root, 'cards', name));
    const made = engine.session!(pack, { seed: 3 });
    game = made.game;
    options = made.options;
    // Two games, to meet more of the actions, questions and events.
    views = [...play(game, made.setup, 160), ...play(game, engine.session!(pack, { seed: 11 }).setup, 160)];
    // A seat given to a bot shows the bot's name as a player reads it.
    const started = startSession(game, made.setup, { runBots: false });
    const seated = started.ok ? seatBot(game, started.session, 0, game.bots[game.bots.length - 1], { runBots: false }) : started;
    if (!seated.ok) throw new Error(seated.error.message);
    views.push(sessionView(game, seated.session));
    keys = new Set(renderJobs(pack).map((j) => j.key));
  });

  it('is a French pack played long enough to see questions, several kinds of action, and its log', () => {
    expect(pack.manifest!.language).toBe('fr');
    expect(views.some((v) => v.question)).toBe(true);
    expect(new Set(views.flatMap((v) => v.actions.map((a) => (a.action as { type?: string; t?: string }).type ?? (a.action as { t?: string }).t))).size).toBeGreaterThan(2);
    expect(views.at(-2)!.log.length).toBeGreaterThan(10);
  });

  it('shows no English word and no raw id: labels, prompts, options, log, dice, counters, titles, tags, groups, seats, bots', () => {
    const bad = new Map<string, string>();
    const words = [...views.flatMap((v) => wordsOf(game, v)), ...options.flatMap((o): [string, string][] => [['start form', o.label], ...(o.values ?? []).map((x): [string, string] => ['start form value', x.label])])];
    expect(words.length).toBeGreaterThan(100);
    for (const [where, s] of words) {
      if (englishWord.test(s) || rawId.test(s)) bad.set(s, where);
    }
    expect([...bad].slice(0, 20)).toEqual([]);
    // The bots keep their ids for the command line; the page shows their names.
    expect(views[0].bots).toEqual(game.bots);
    expect(views[0].botNames.length).toBe(game.bots.length);
    expect(views.at(-1)!.seats[0].bot).toBe(game.bots[game.bots.length - 1]);
    expect(views.at(-1)!.seats[0].botName).toBe(views[0].botNames[game.bots.length - 1]);
  });

  it('names only images the pack renders, and gives every card its image, a face-down one its back', () => {
    const named = new Set(views.flatMap(imagesOf));
    expect(named.size).toBeGreaterThan(3);
    expect([...named].filter((k) => !keys.has(k))).toEqual([]);
    // Every card is drawn by its image; Cardstle's crafted objects are no card of the pack.
    const cards = views.flatMap(cardsOf).filter((c) => !c.id.startsWith('object-'));
    expect(cards.filter((c) => !c.image).map((c) => c.id)).toEqual([]);
    const down = cards.filter((c) => c.faceDown);
    if (name !== 'lyoko') expect(down.length).toBeGreaterThan(0);
    for (const c of down) expect(c.image!.split('/')[1]).toMatch(/_back$/);
  });

  it('maps each option of a question among cards to the cards it picks', () => {
    const asked = views.filter((v) => v.question?.cards);
    expect(asked.length).toBeGreaterThan(0);
    for (const v of asked) {
      const q = v.question!;
      expect(q.picks!.length).toBe(q.options.length);
      for (const [i, pick] of q.picks!.entries()) {
        for (const k of pick) {
          expect(k).toBeGreaterThanOrEqual(0);
          expect(k).toBeLessThan(q.cards!.length);
          // The option says the card it picks.
          expect(q.options[i]).toContain(q.cards![k].name);
        }
      }
      // Every card shown is picked by some option, or is alike (the same card) to one that is:
      // copies are interchangeable, and an option picks the first ones.
      const picked = new Set(q.picks!.flat().map((k) => `${q.cards![k].image}:${q.cards![k].name}`));
      for (const c of q.cards!) expect(picked.has(`${c.image}:${c.name}`)).toBe(true);
    }
  });
});

describe('the pyramid\'s discard of 3 cards', () => {
  it('is the adventurer\'s 9 cards, each of its 14 options picking the 3 cards it names', async () => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'pyramide'));
    const { game, setup } = pyramideEngine.session!(pack, { seed: 1 });
    const r = startSession(game, setup);
    if (!r.ok) throw new Error(r.error.message);
    const q = sessionView(game, r.session).question!;
    expect(q.kind).toBe('hand');
    expect(q.prompt).toBe('Yasim\u00a0: quelles 3 cartes mettre dans la défausse\u00a0?');
    expect(q.cards!.length).toBe(9);
    expect(q.options.length).toBe(14);
    expect(new Set(q.picks!.map((p) => p.join())).size).toBe(14);
    for (const [i, pick] of q.picks!.entries()) {
      expect(new Set(pick).size).toBe(3);
      expect(pick.map((k) => q.cards![k].name).sort()).toEqual(q.options[i].split(', ').sort());
    }
  });
});

describe('an English pack', () => {
  it('reads English at the hot-seat table: CODEX played in English', async () => {
    const fr = await loadPackFromDir(path.join(root, 'cards', 'codex'));
    const pack = { ...fr, manifest: { ...fr.manifest!, language: 'en' } };
    const made = codexEngine.session!(pack, { seed: 3 });
    const views = play(made.game, made.setup, 80);
    const words = views.flatMap((v) => wordsOf(made.game, v)).map(([, s]) => s);
    expect(words).toContain('End the turn');
    expect(views[0].botNames).toEqual(['Random', 'Heuristic', 'Search']);
    expect(made.options.map((o) => o.label)).toEqual(['Seed', 'Players', 'Characters (a solo player runs two)']);
    // The cards keep the pack's own names (« Début du Chapitre »); the words around them are English.
    const french = words.filter((w) => /(?<!\p{L})(Terminer|Se déplacer|Attaquer|Manche|Joueurs|Graine|Hasard|Aléatoire|joue son tour|Phase des|Ramasser|Poser|Donner)(?!\p{L})/u.test(w));
    expect(french).toEqual([]);
  });
});

describe('Code Lyoko\'s victory-point track', () => {
  it('is a board of the track\'s 32 cells, each player\'s pawn (the pack\'s token) on its VP', async () => {
    const pack = await loadPackFromDir(path.join(root, 'cards', 'lyoko'));
    const made = lyokoEngine.session!(pack, { seed: 4 });
    const views = play(made.game, made.setup, 120);
    const v = views.filter((x) => x.table).at(-1)!;
    const board = v.table!.board!;
    expect([board.rows, board.cols, board.cells.length]).toEqual([2, 16, 32]);
    expect(board.cells[10]).toMatchObject({ row: 0, col: 10, label: '10', kindLabel: '10 PV' });
    const vps = v.table!.players.map((p) => p.stats.find((k) => k.id === 'vp')!.value as number);
    expect(vps.some((n) => n > 0)).toBe(true);
    for (const [seat, vp] of vps.entries()) {
      const cell = board.cells.find((c) => c.pieces.some((p) => p.seat === seat))!;
      expect(Number(cell.label)).toBe(Math.min(vp, 31));
      expect(cell.pieces.find((p) => p.seat === seat)).toMatchObject({ kind: 'pawn', image: 'pions/pions', label: `Joueur ${seat + 1}` });
    }
  });
});
