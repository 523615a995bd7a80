/**
 * Cardstle on the engine layer. Seats: 0 the game master (« le choix étant laissé au MJ »: fight or
 * dialogue, whom an enemy strikes), 1 the players (every character's actions and choices). Nothing
 * is hidden from either seat that matters to its decisions, so the game declares no views: the
 * face-down cards are in the state, and the bots read only what is face up (bots.ts).
 */
import { emit, type Decide } from '../../../engine/choices.js';
import type { GameDef } from '../../../engine/game-def.js';
import { copyForcedOrders } from '../../../engine/forced-order.js';
import { seedRng, type Rng } from '../../../engine/rng.js';
import type { Catalogue } from './catalogue.js';
import { receive } from './crafting.js';
import { chest, arrive } from './explore.js';
import { legalActions, whyIllegal } from './legal.js';
import { gain, heal, spend } from './party.js';
import { talk } from './dialogue.js';
import { enterRoom, layRoom } from './rooms.js';
import { active, endRoom, endTurn, roomDone } from './turns.js';
import type { CardstleAction, CardstleCtx, CardstleEvent, CardstleSetup, CardstleState, CharacterState, FoeState, RoomState } from './types.js';

export const LOG_FORMAT = 'deckwright-cardstle-log';

export function cloneRoom(r: RoomState): RoomState {
  return {
    ...r,
    cells: r.cells.map((c) => ({ ...c, foe: c.foe ? { ...c.foe, talkers: [...c.foe.talkers] } : null })),
    talk: [...r.talk],
    affinity: Object.fromEntries(Object.entries(r.affinity).map(([card, each]) => [card, [...each]])),
  };
}

export function cloneState(s: CardstleState): CardstleState {
  return {
    ...s,
    rng: [...s.rng] as Rng,
    forcedDice: [...s.forcedDice],
    forcedOrders: copyForcedOrders(s.forcedOrders),
    chars: s.chars.map((c) => ({ ...c, stats: { ...c.stats }, treasures: [...c.treasures], objects: [...c.objects] })),
    order: [...s.order],
    room: cloneRoom(s.room),
    roomFiles: [...s.roomFiles],
    pile: [...s.pile],
  };
}

/**
 * What a log's final hash is taken of: the state less who takes part in each dialogue
 * (FoeState.talkers, which came after the first logs). A game's rooms give no affinity, so who
 * takes part changes no test, and the logs recorded before replay to the hash they recorded.
 */
export function stateForLogHash(s: CardstleState): CardstleState {
  const cells = s.room.cells.map((c) => {
    if (!c.foe) return c;
    const { talkers: _, ...foe } = c.foe;
    return { ...c, foe: foe as FoeState };
  });
  return { ...s, room: { ...s.room, cells } };
}

/** The characters of a party (its first `players`), before any room. */
export function charactersOf(cat: Catalogue, party: string, players: number): CharacterState[] {
  const def = cat.parties[party];
  if (!def) throw new Error(`no party "${party}"; the pack's parties: ${Object.keys(cat.parties).join(', ')}`);
  const chosen = players > 0 ? def.characters.slice(0, players) : def.characters;
  return chosen.map((c) => ({ name: c.name, fetiche: c.fetiche, colour: c.colour, stats: { ...c.stats }, vie: c.stats.vie, cell: -1, alive: true, treasures: [...c.treasures].sort((a, b) => a - b), objects: [], stun: 0 }));
}

export function blankState(cat: Catalogue, setup: CardstleSetup): CardstleState {
  const party = setup.party || cat.defaultParty;
  const chars = charactersOf(cat, party, setup.players);
  return {
    rng: seedRng(setup.seed),
    forcedDice: [],
    version: cat.parties[party].version,
    party,
    chars,
    order: [],
    turn: 0,
    round: 1,
    moved: false,
    talked: false,
    room: { name: '', rows: 0, cols: 0, cells: [], entrance: -1, goal: -1, goalTaken: false, talk: [], affinity: {}, needed: 2 },
    roomIndex: 0,
    rooms: setup.rooms,
    roomFiles: cat.roomOrder.slice(0, setup.rooms),
    pile: [],
    phase: 'play',
    result: null,
    actions: 0,
  };
}

export function setupGame(cat: Catalogue, setup: CardstleSetup, ctx: CardstleCtx): CardstleState {
  const s = blankState(cat, setup);
  // The party file's objects; a legendary one raises its statistic.
  const party = cat.parties[s.party];
  s.chars.forEach((_, i) => party.characters[i].objects.forEach((id) => receive(cat, s, i, id)));
  layRoom(cat, s, ctx, 0);
  // « Chaque joueur commence la partie avec 2 trésors piochés au hasard », unless the party file says what each holds.
  s.chars.forEach((c, i) => {
    if (c.treasures.length) return;
    for (let k = 0; k < cat.tables.startTreasures && s.pile.length; k++) gain(s, ctx, i, s.pile.pop()!, 'start');
  });
  enterRoom(s, ctx);
  return s;
}

export function applyAction(cat: Catalogue, s: CardstleState, a: CardstleAction, ctx: CardstleCtx): void {
  s.actions++;
  const who = active(s);
  const ch = s.chars[who];
  switch (a.t) {
    case 'move': {
      const from = ch.cell;
      ch.cell = a.to;
      s.moved = true;
      emit(ctx, { e: 'move', who, from, to: a.to });
      arrive(cat, s, ctx, who, a.to);
      break;
    }
    case 'heal':
      spend(s, ctx, who, a.card, 'soin');
      heal(s, ctx, who, 1, 'treasure');
      break;
    case 'give': {
      ch.treasures.splice(ch.treasures.indexOf(a.card), 1);
      const t = s.chars[a.to].treasures;
      t.push(a.card);
      t.sort((x, y) => x - y);
      emit(ctx, { e: 'give', who, to: a.to, card: a.card });
      break;
    }
    case 'open':
      chest(cat, s, ctx, who, ch.cell);
      break;
    case 'talk':
      talk(cat, s, ctx, who, ch.cell);
      break;
    case 'cast': {
      const k = ch.objects.indexOf(a.object);
      const effect = cat.tables.recipes.find((r) => r.id === a.object)?.effect;
      ch.objects.splice(k, 1);
      emit(ctx, { e: 'cast', who, object: a.object, ...(a.cell !== undefined ? { cell: a.cell } : {}) });
      if (effect === 'soin-total') heal(s, ctx, who, ch.stats.vie, 'spell');
      else if (effect === 'longue-vue') {
        const c = s.room.cells[a.cell!];
        c.up = true;
        emit(ctx, { e: 'reveal', who, cell: a.cell!, card: c.card, role: cat.roles[c.card].role });
      } else if (effect === 'teleporte') {
        const from = ch.cell;
        ch.cell = a.cell!;
        s.moved = true;
        emit(ctx, { e: 'move', who, from, to: a.cell! });
        arrive(cat, s, ctx, who, a.cell!);
      }
      break;
    }
    case 'end':
      endTurn(s, ctx);
      return;
  }
  if (roomDone(s)) endRoom(cat, s, ctx);
  else if (!s.chars[who].alive) endTurn(s, ctx);
}

export const cardstleGame: GameDef<CardstleState, CardstleAction, CardstleEvent, Catalogue, CardstleSetup> = {
  logFormat: LOG_FORMAT,
  context: (_cat, decide: Decide<CardstleState>, events, forcedDiceOnly): CardstleCtx => ({ decide, events: events ? [] : null, answers: [], forcedDiceOnly }),
  setup: setupGame,
  legal: legalActions,
  illegal: whyIllegal,
  apply: applyAction,
  clone: cloneState,
  logState: (_cat, s) => stateForLogHash(s),
  over: (s) => s.phase === 'over',
  result: (s) => s.result,
  actionCount: (s) => s.actions,
  actionName: (a) => a.t,
  logSetup: (setup) => ({ seed: setup.seed, party: setup.party, players: setup.players, rooms: setup.rooms }),
  setupOfLog(log) {
    if (!Number.isInteger(log.seed)) throw new Error('the log has no whole-number "seed"');
    if (typeof log.party !== 'string') throw new Error('the log\'s "party" is not a party\'s name');
    if (!Number.isInteger(log.players) || !Number.isInteger(log.rooms)) throw new Error('the log\'s "players" and "rooms" are not whole numbers');
    return { seed: log.seed as number, party: log.party, players: log.players as number, rooms: log.rooms as number };
  },
};
