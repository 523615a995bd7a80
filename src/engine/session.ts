/**
 * Hot-seat play of any game on the engine layer (game-def.ts), for a page that shows the table
 * and sends the players' decisions. A session is plain data (the setup, the steps played with
 * their answers and events, the state reached, the question waiting); every function takes a
 * session and returns a new one, leaving the old untouched, so a server keeps one per browser
 * game and undo is nothing but replaying fewer steps.
 *
 * The rules decide everything: an action is played through the game's own step with its legality
 * check, the rules' questions are put to the seat they concern, and a question a person must
 * answer stops the step (as resumable.ts does) to be played again from the same state, with one
 * more answer, when the answer comes: a game's generator lives in its state, so the replayed part
 * happens exactly as before. A seat given to a bot has its actions and answers played by it.
 *
 * The steps and answers are exactly what a game log records, so a session saves as a log
 * `deckwright replay` reads, and a log loads as a session.
 */
import { DecisionError, GameOver, type Choice, type ChoiceCtx, type Decide } from './choices.js';
import type { AnyGameDef, EngineError, Policy } from './game-def.js';
import { finalHashOf, resultOf, type GameLog } from './play.js';
import type { SessionOption, TableCard, TableDie, TableView } from './session-table.js';

/** What a pack gives for hot-seat play: its rules and cards, and how its state is shown and told. */
export interface SessionGame<S, A, E, Cat, Setup> {
  def: AnyGameDef<S, A, E, Cat, Setup>;
  cat: Cat;
  /** Fields a saved log carries besides the setup's (the game's name, for `deckwright replay`). */
  logFields: Record<string, unknown>;
  /** The bots that can take a seat, by name (the pack's `sim --bot` names). */
  bots: readonly string[];
  bot(name: string, seed: number): Policy<S, A>;
  /** How many seats the game has, and their names (characters, players), in seat order. */
  seats(setup: Setup): string[];
  /**
   * The seat whose decision comes next, or null when the table decides together (who takes the
   * next turn in a cooperative game). Defaults to the GameDef's `actor`.
   */
  actor?(state: S): number | null;
  /** An action in words, as a button says it. */
  label(state: S, action: A): string;
  /** The game so far in words, as `deckwright replay` tells it: the setup's events, then each step's. */
  tell(setup: Setup, history: { step: number; action: A | null; events: E[] }[]): string[];
  /** The dice among a step's events, as they fell. */
  dice?(events: E[], setup: Setup): TableDie[];
  /**
   * The table seen by `viewer` (null: nobody's hand shown). `state` is already what that seat
   * knows (the GameDef's `view` of it, in a game that has one): draw it, hide nothing more.
   */
  table(state: S, viewer: number | null): TableView;
  /**
   * When `choice`, asked at `moment` (what the seat asked knows of it), is a choice of cards: the
   * cards, and for each option the indexes of the cards it picks (SessionQuestion). Null or absent:
   * the page shows the options as they are.
   */
  questionCards?(moment: S, choice: Choice): { cards: TableCard[]; picks: number[][] } | null;
  /** The title of a group of actions (an action's `type`: "move", "attack"), in the game's language. */
  groupTitle?(group: string): string;
  /**
   * The waiting question in the game's language: its prompt and its options, one for each of the
   * choice's (the rules' own words are ids and English, for scenarios and designers). Absent: the
   * rules' words as they are.
   */
  question?(moment: S, choice: Choice): { prompt: string; options: string[] };
  /** A bot's name as a player reads it ("Heuristique"); the id (`bots`) stays what the CLI and the page send. */
  botName?(bot: string): string;
  /** How a game ended ('victory', 'god'…, the GameDef's `result`) in the game's language. */
  resultLabel?(result: string): string;
}

/** Any game's session functions take, whatever its types. */
export type AnySessionGame = SessionGame<any, any, any, any, any>;

export interface PlayedStep<A, E> {
  action: A;
  answers: number[];
  events: E[];
  /** The bot that chose the action, null for a person (undo goes back to a person's decision). */
  by: string | null;
  /**
   * Who gave each answer (a bot's name, null for a person), beside `answers`: a person may answer
   * inside a bot's step (an obstacle against its coup) and a bot inside a person's. Absent: a person.
   */
  answeredBy?: (string | null)[];
}

/** A question waiting for a person: the step it stopped (null while setting up) and the answers given so far. */
export interface Pending<S, A, E> {
  action: A | null;
  answers: number[];
  /** Who gave each of `answers` (PlayedStep.answeredBy). */
  answeredBy?: (string | null)[];
  choice: Choice;
  /** The seat asked: the choice's player, else the seat acting; null when the table answers. */
  seat: number | null;
  /** The bot that chose the step's action, null for a person. */
  by: string | null;
  /** The game at the question's moment (the step half played): the table shows it. */
  moment: S;
  /** What the step did before the question (a die that fell): the log shows it. */
  events: E[];
}

export interface Session<S, A, E, Setup> {
  setup: Setup;
  /** Answers given while setting up, and the setup's events. */
  setupAnswers: number[];
  /** Who gave each setup answer (a bot's name, null for a person: a mulligan kept by hand). Absent: a person. */
  setupBy?: (string | null)[];
  setupEvents: E[];
  steps: PlayedStep<A, E>[];
  /** The state after the last step; null while a question of the setup waits. */
  state: S | null;
  pending: Pending<S, A, E> | null;
  /** A bot's name for each seat a bot plays, null for a person's. */
  bots: (string | null)[];
  /** Where the bots' own generators start: the same session and seed make the same bot moves. */
  botSeed: number;
}

export type SessionOutcome<S, A, E, Setup> = { ok: true; session: Session<S, A, E, Setup> } | { ok: false; error: EngineError };

/** Codes of the session's own refusals (the rules' codes come from the game). */
export type SessionErrorCode = 'game-over' | 'question-waiting' | 'no-question' | 'bad-answer' | 'malformed-action' | 'nothing-to-undo' | 'no-such-step' | 'no-bot' | 'unknown-bot' | 'log-does-not-fit';

const refuse = (code: SessionErrorCode, message: string): { ok: false; error: EngineError } => ({ ok: false, error: { code, message } });

/** Thrown through the rules when a person must answer. Not an Error: control flow. */
class Waiting {
  constructor(
    readonly choice: Choice,
    readonly seat: number | null,
    /** The game at the question's moment, inside the step: what the person looks at to answer. */
    readonly state: unknown,
  ) {}
}

type Game<S, A, E, Setup> = SessionGame<S, A, E, unknown, Setup>;

function actorOf<S>(game: Game<S, unknown, unknown, unknown>, state: S): number | null {
  if (game.actor) return game.actor(state);
  return game.def.actor ? game.def.actor(state) : null;
}

/** What `seat` may see of `state` (the GameDef's view; the whole state for a game without hidden hands). */
function shown<S>(game: Game<S, unknown, unknown, unknown>, state: S, seat: number | null): S {
  return seat !== null && game.def.view ? game.def.view(state, seat) : state;
}

/** The bot that plays `seat` in this session, made afresh for this moment so that the session stays plain data. */
function botFor<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, seat: number | null, name?: string): Policy<S, A> | null {
  const bot = name ?? (seat === null ? null : s.bots[seat]);
  if (!bot) return null;
  // A seed per decision point: undoing and playing again gives the same bot moves.
  return game.bot(bot, (s.botSeed + 7919 * s.steps.length + 104729 * (seat ?? 0)) >>> 0);
}

/**
 * Answers in order, then the bots of the seats asked, then a person: the step stops there. The
 * answers the bots gave are collected with the others, so that a stopped step replays them, and
 * so is who gave each (`givenBy`: a bot's name, null for a person), so that undo finds a person's.
 */
function answering<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, answers: readonly number[], answersBy: readonly (string | null)[] | undefined, actingSeat: number | null, override?: { seat: number | null; bot: string }): { decide: Decide<S>; given: number[]; givenBy: (string | null)[] } {
  const given: number[] = [];
  const givenBy: (string | null)[] = [];
  const decide: Decide<S> = (state, choice) => {
    let n: number;
    let by: string | null;
    if (given.length < answers.length) {
      n = answers[given.length];
      by = answersBy?.[given.length] ?? null;
    } else {
      const seat = choice.player ?? actingSeat;
      const name = override && override.seat === seat ? override.bot : seat === null ? null : s.bots[seat];
      const bot = name ? botFor(game, s, seat, name) : null;
      if (!bot) throw new Waiting(choice, seat, state);
      n = bot.choose(bot.readsState === false ? state : shown(game, state, seat), choice);
      by = name;
    }
    given.push(n);
    givenBy.push(by);
    return n;
  };
  return { decide, given, givenBy };
}

/** Sets the game up; a question of the setup a person must answer leaves the session waiting. */
function runSetup<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, answers: readonly number[], answersBy: readonly (string | null)[] | undefined, override?: { seat: number | null; bot: string }): Session<S, A, E, Setup> {
  const { decide, given, givenBy } = answering(game, s, answers, answersBy, null, override);
  const ctx: ChoiceCtx<S, E> = game.def.context(game.cat, decide, true, false);
  try {
    const state = game.def.setup(game.cat, s.setup, ctx);
    return { ...s, setupAnswers: ctx.answers, setupBy: givenBy.slice(0, ctx.answers.length), setupEvents: ctx.events ?? [], state, pending: null };
  } catch (e) {
    // The answers so far wait with the question; the setup's own are those of a setup finished.
    if (e instanceof Waiting) return { ...s, state: null, setupAnswers: [], setupBy: [], setupEvents: [], pending: { action: null, answers: given, answeredBy: givenBy, choice: e.choice, seat: e.seat, by: null, moment: e.state as S, events: ctx.events ?? [] } };
    throw e;
  }
}

/** Plays `action` with `answers` for its first questions; bots answer for their seats; a person's question leaves it waiting. */
function runStep<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, action: A, answers: readonly number[], answersBy: readonly (string | null)[] | undefined, by: string | null, override?: { seat: number | null; bot: string }): SessionOutcome<S, A, E, Setup> {
  const state = s.state!;
  const seat = actorOf(game, state);
  const { decide, given, givenBy } = answering(game, s, answers, answersBy, seat, override);
  // play.ts's step, written out: a question that stops it leaves its context (the events so far) to show.
  let error;
  try {
    error = game.def.illegal(game.cat, state, action);
  } catch (e) {
    // An action the page made up (a field missing, a uid of nothing) can make a rule throw before
    // its legality is known: refused like any other, the session unchanged.
    if (e instanceof TypeError) return refuse('malformed-action', `this action cannot be played: ${e.message}`);
    throw e;
  }
  if (error) return { ok: false, error };
  const next = game.def.clone(state);
  const ctx: ChoiceCtx<S, E> = game.def.context(game.cat, decide, true, false);
  try {
    game.def.apply(game.cat, next, action, ctx);
  } catch (e) {
    if (e instanceof Waiting) return { ok: true, session: { ...s, pending: { action, answers: given, answeredBy: givenBy, choice: e.choice, seat: e.seat, by, moment: e.state as S, events: ctx.events ?? [] } } };
    if (!(e instanceof GameOver)) throw e;
  }
  const played: PlayedStep<A, E> = { action, answers: ctx.answers, events: ctx.events ?? [], by };
  // Who answered is kept only where a bot did: a step a person decided throughout reads as before.
  if (givenBy.some((b) => b !== null)) played.answeredBy = givenBy.slice(0, ctx.answers.length);
  return { ok: true, session: { ...s, state: next, pending: null, steps: [...s.steps, played] } };
}

/**
 * What a function does once its own decision is played. By default the seated bots play on at
 * once (runBots); `runBots: false` leaves that to the caller, which plays them one decision at a
 * time (nextBotMove): a server does, so that a game of bots does not hold it for its whole length.
 */
export interface PlayOptions {
  runBots?: boolean;
}

export interface StartOptions extends PlayOptions {
  /** Bots by seat (null or absent: a person). */
  bots?: (string | null)[];
  botSeed?: number;
}

/** The seated bots play on, unless the caller said it runs them itself. */
const thenBots = <S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, opts: PlayOptions): Session<S, A, E, Setup> => (opts.runBots === false ? s : runBots(game, s));
const thenBotsOf = <S, A, E, Setup>(game: Game<S, A, E, Setup>, r: SessionOutcome<S, A, E, Setup>, opts: PlayOptions): SessionOutcome<S, A, E, Setup> => (r.ok ? { ok: true, session: thenBots(game, r.session, opts) } : r);

/** A new game of `setup`; bots seated now play until a person must decide. */
export function startSession<S, A, E, Setup>(game: Game<S, A, E, Setup>, setup: Setup, opts: StartOptions = {}): SessionOutcome<S, A, E, Setup> {
  const seats = game.seats(setup).length;
  const bots = Array.from({ length: seats }, (_, i) => opts.bots?.[i] ?? null);
  const unknown = bots.find((b) => b !== null && !game.bots.includes(b));
  if (unknown) return refuse('unknown-bot', `no bot named "${unknown}"; the bots: ${game.bots.join(', ')}`);
  const empty: Session<S, A, E, Setup> = { setup, setupAnswers: [], setupEvents: [], steps: [], state: null, pending: null, bots, botSeed: opts.botSeed ?? 1 };
  return { ok: true, session: thenBots(game, runSetup(game, empty, [], []), opts) };
}

/** Whether the game has ended. */
export function isOver<S>(game: Game<S, unknown, unknown, unknown>, s: Session<S, unknown, unknown, unknown>): boolean {
  return s.state !== null && s.pending === null && game.def.over(s.state);
}

/** The seat to decide now: the one a waiting question asks, else the one to act; null when the table decides. */
export function seatToAct<S>(game: Game<S, unknown, unknown, unknown>, s: Session<S, unknown, unknown, unknown>): number | null {
  if (s.pending) return s.pending.seat;
  return s.state === null ? null : actorOf(game, s.state);
}

/** The legal actions now, with their labels; none while a question waits or once the game is over. */
export function legalActions<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>): { action: A; label: string }[] {
  if (s.pending || s.state === null || game.def.over(s.state)) return [];
  const state = s.state;
  return game.def.legal(game.cat, state).map((action) => ({ action, label: game.label(state, action) }));
}

/** Plays an action for the seat to act: refused with the rules' code when illegal, the session unchanged. Bots then play on. */
export function playAction<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, action: A, opts: PlayOptions = {}): SessionOutcome<S, A, E, Setup> {
  if (s.pending) return refuse('question-waiting', `answer the question first: ${s.pending.choice.prompt}`);
  if (isOver(game, s)) return refuse('game-over', 'the game is over');
  if (typeof action !== 'object' || action === null) return refuse('malformed-action', `an action is an object, got ${JSON.stringify(action)}`);
  return thenBotsOf(game, runStep(game, s, action, [], [], null), opts);
}

/** Answers the waiting question with the index of one of its options; the step goes on from where it stopped. */
export function answerQuestion<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, option: number, opts: PlayOptions = {}): SessionOutcome<S, A, E, Setup> {
  const p = s.pending;
  if (!p) return refuse('no-question', 'no question is waiting');
  if (!Number.isInteger(option) || option < 0 || option >= p.choice.options.length) {
    return refuse('bad-answer', `answer ${option} is not one of the ${p.choice.options.length} options of "${p.choice.prompt}" (0 to ${p.choice.options.length - 1})`);
  }
  const answers = [...p.answers, option];
  const answersBy = [...answeredBy(p), null];
  if (p.action === null) return { ok: true, session: thenBots(game, runSetup(game, s, answers, answersBy), opts) };
  // The step keeps the name of whoever chose its action: a person's answer does not make a bot's step a person's.
  return thenBotsOf(game, runStep(game, { ...s, pending: null }, p.action, answers, answersBy, p.by), opts);
}

/**
 * A bot's decision for the seat to decide now (a person's seat too: "let the bot play this one"):
 * its action, or its answer to the waiting question, then whatever that step asks of the same seat.
 */
export function botMove<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, bot: string, opts: PlayOptions = {}): SessionOutcome<S, A, E, Setup> {
  return thenBotsOf(game, botDecision(game, s, bot), opts);
}

/**
 * One decision of `bot` for the seat deciding now, and nothing after it. The seated bots' run
 * (runBots) is a loop of these: a bot's move never calls the run again, so a long game of bots
 * takes no deeper a stack than one move (it once recursed a frame pair per move, and a game of a
 * few hundred search moves overflowed the stack).
 */
function botDecision<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, bot: string): SessionOutcome<S, A, E, Setup> {
  if (!game.bots.includes(bot)) return refuse('unknown-bot', `no bot named "${bot}"; the bots: ${game.bots.join(', ')}`);
  if (isOver(game, s)) return refuse('game-over', 'the game is over');
  const seat = seatToAct(game, s);
  // The bot answers inside the step (it sees the question's own moment), for the seat asked.
  const override = { seat, bot };
  if (s.pending) {
    const p = s.pending;
    if (p.action === null) return { ok: true, session: runSetup(game, s, p.answers, answeredBy(p), override) };
    return runStep(game, { ...s, pending: null }, p.action, p.answers, answeredBy(p), p.by, override);
  }
  const state = s.state!;
  const policy = botFor(game, s, seat, bot)!;
  const legal = game.def.legal(game.cat, state);
  const action = policy.chooseAction(policy.readsState === false ? state : shown(game, state, seat), legal);
  return runStep(game, s, action, [], [], bot, override);
}

/** How many decisions the seated bots make in a row at most before a person is given the table back. */
export const MAX_BOT_RUN = 2000;

/**
 * The next decision of the seated bots: the session after it, or null when it is not a bot's to
 * make (a person decides, the game is over, or the bot's move was refused: a person takes over).
 */
export function nextBotMove<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>): Session<S, A, E, Setup> | null {
  // While setting up, only a waiting question can be a bot's (a seat given to a bot since it was asked).
  if (isOver(game, s) || (s.state === null && !s.pending)) return null;
  const seat = seatToAct(game, s);
  // The table decides (seat null) by a bot only when every seat is a bot's.
  const bot = seat === null ? (s.bots.length && s.bots.every((b) => b !== null) ? s.bots[0] : null) : s.bots[seat];
  if (!bot) return null;
  const r = botDecision(game, s, bot);
  return r.ok ? r.session : null;
}

/** The bots play their seats until a person must decide, or the game ends (MAX_BOT_RUN decisions at most). */
export function runBots<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>): Session<S, A, E, Setup> {
  let cur = s;
  for (let i = 0; i < MAX_BOT_RUN; i++) {
    const next = nextBotMove(game, cur);
    if (!next) return cur;
    cur = next;
  }
  return cur;
}

/** Gives a seat to a bot, or back to a person (null); the bots then play on. */
export function seatBot<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, seat: number, bot: string | null, opts: PlayOptions = {}): SessionOutcome<S, A, E, Setup> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.bots.length) return refuse('no-bot', `no seat ${seat}: the seats are 0 to ${s.bots.length - 1}`);
  if (bot !== null && !game.bots.includes(bot)) return refuse('unknown-bot', `no bot named "${bot}"; the bots: ${game.bots.join(', ')}`);
  const bots = s.bots.map((b, i) => (i === seat ? bot : b));
  return { ok: true, session: thenBots(game, { ...s, bots }, opts) };
}

/** Who gave a waiting question's answers so far (a person where nothing says otherwise). */
const answeredBy = (p: { answers: number[]; answeredBy?: (string | null)[] }): (string | null)[] => p.answers.map((_, i) => p.answeredBy?.[i] ?? null);

/**
 * Every decision of the session in the order it was made, by whom (a bot's name, null for a
 * person): the setup's answers, then each step's action and its answers, then the waiting step's.
 */
export function decisionMakers(s: Session<unknown, unknown, unknown, unknown>): (string | null)[] {
  const out: (string | null)[] = s.setupAnswers.map((_, i) => s.setupBy?.[i] ?? null);
  for (const st of s.steps) out.push(st.by, ...answeredBy(st));
  const p = s.pending;
  if (p) out.push(...(p.action !== null ? [p.by] : []), ...answeredBy(p));
  return out;
}

/**
 * Back one decision of a person, or to `steps` steps played.
 *
 * Without `steps`: the game as it was just before the last decision a person made, the bots'
 * decisions after it gone too (else they would make the same again): an answer inside a step
 * brings its question back (the step waits again, its earlier answers kept), an answer of the
 * setup (a mulligan) its question, an action the state before it. A game no person has decided
 * anything in goes back one step (or its waiting step is dropped).
 *
 * With `steps`: the game after that many steps, replayed from the setup (its answers kept).
 * Bots do not play on: the players undo to decide again.
 */
export function undo<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, steps?: number): SessionOutcome<S, A, E, Setup> {
  if (steps === undefined) {
    const person = decisionMakers(s).lastIndexOf(null);
    if (person >= 0) return replayDecisions(game, s, person);
    if (s.pending && s.pending.action !== null) return replaySteps(game, s, s.steps);
    if (s.steps.length) return replaySteps(game, s, s.steps.slice(0, -1));
    return refuse('nothing-to-undo', 'nothing to undo: no decision has been made');
  }
  if (!Number.isInteger(steps) || steps < 0 || steps > s.steps.length) return refuse('no-such-step', `step ${steps} is not one of the game's (0 to ${s.steps.length})`);
  return replaySteps(game, s, s.steps.slice(0, steps));
}

/**
 * The session as it was when its first `kept` decisions had been made (decisionMakers' order):
 * the setup answers, whole steps and the part of a step they cover played again, the step cut
 * inside waiting for its next answer. Nobody answers for the bots while it is played again.
 */
function replayDecisions<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, kept: number): SessionOutcome<S, A, E, Setup> {
  const p = s.pending;
  const setupAnswers = p && p.action === null ? p.answers : s.setupAnswers;
  const setupBy = p && p.action === null ? answeredBy(p) : s.setupAnswers.map((_, i) => s.setupBy?.[i] ?? null);
  const manual = { ...s, bots: s.bots.map(() => null), steps: [], pending: null, setupAnswers: [], setupBy: [] };
  if (kept <= setupAnswers.length) {
    const set = runSetup(game, manual, setupAnswers.slice(0, kept), setupBy.slice(0, kept));
    return { ok: true, session: { ...set, bots: s.bots } };
  }
  let left = kept - setupAnswers.length;
  // Every step, the waiting one too: each is its action and its answers.
  const all = [...s.steps.map((st) => ({ action: st.action, answers: st.answers, by: st.by, answeredBy: answeredBy(st) })), ...(p && p.action !== null ? [{ action: p.action, answers: p.answers, by: p.by, answeredBy: answeredBy(p) }] : [])];
  const whole: typeof all = [];
  let part: (typeof all)[number] | null = null;
  for (const st of all) {
    if (left === 0) break;
    const cost = 1 + st.answers.length;
    if (left >= cost) {
      whole.push(st);
      left -= cost;
      continue;
    }
    part = { ...st, answers: st.answers.slice(0, left - 1), answeredBy: st.answeredBy.slice(0, left - 1) };
    break;
  }
  const r = replaySteps(game, { ...s, setupAnswers, setupBy }, whole);
  if (!r.ok || !part) return r;
  // The step cut after some of its answers stops at the question that came next.
  const cut = runStep(game, { ...r.session, bots: s.bots.map(() => null) }, part.action, part.answers, part.answeredBy, part.by);
  return cut.ok ? { ok: true, session: { ...cut.session, bots: s.bots } } : cut;
}

/** The session from its setup answers and `steps` played again (undo, load), people in every seat while it is. */
function replaySteps<S, A, E, Setup>(game: Game<S, A, E, Setup>, base: Session<S, A, E, Setup>, steps: readonly { action: A; answers: number[]; by?: string | null; answeredBy?: (string | null)[] }[]): SessionOutcome<S, A, E, Setup> {
  const manual = { ...base, bots: base.bots.map(() => null) };
  let s = runSetup(game, { ...manual, steps: [], pending: null }, base.setupAnswers, base.setupBy);
  if (s.pending) return refuse('log-does-not-fit', `the setup asks "${s.pending.choice.prompt}" and the log has no answer for it`);
  for (const [i, st] of steps.entries()) {
    const r = runStep(game, s, st.action, st.answers, st.answeredBy, st.by ?? null);
    if (!r.ok) return refuse('log-does-not-fit', `step ${i + 1} cannot be played again: ${r.error.message}`);
    if (r.session.pending) return refuse('log-does-not-fit', `step ${i + 1} asks "${r.session.pending.choice.prompt}" and the log has no answer for it`);
    if (r.session.steps[i].answers.length !== st.answers.length) return refuse('log-does-not-fit', `step ${i + 1} was given ${st.answers.length} answers and asks ${r.session.steps[i].answers.length} questions`);
    s = r.session;
  }
  return { ok: true, session: { ...s, bots: base.bots } };
}

/**
 * The game as a log `deckwright replay` reads (the steps played; a waiting step is not one yet).
 * `extra`: fields to record besides, such as where the pack is from the log's folder (core/log-pack.ts).
 */
export function saveLog<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, extra: Record<string, unknown> = {}): GameLog<A> {
  // A waiting step is left out: the state is still the one before it.
  const state = s.state;
  if (state === null) throw new Error('the game is still being set up: answer the setup question before saving');
  const bots = [...new Set(s.bots.filter((b): b is string => b !== null))];
  return {
    format: game.def.logFormat,
    version: 1,
    ...game.def.logSetup(s.setup),
    ...game.logFields,
    ...extra,
    bot: bots.length ? `hot-seat with ${bots.join(', ')}` : 'hot-seat',
    setup: [...s.setupAnswers],
    steps: s.steps.map((st) => ({ action: st.action, answers: [...st.answers] })),
    result: resultOf(game.def, state),
    finalHash: finalHashOf(game.def, game.cat, state),
  };
}

/** A saved log as a session, every step played again; people in every seat unless `bots` says otherwise. */
export function loadLog<S, A, E, Setup>(game: Game<S, A, E, Setup>, log: GameLog<A>, opts: StartOptions = {}): SessionOutcome<S, A, E, Setup> {
  if (typeof log !== 'object' || log === null || log.format !== game.def.logFormat) {
    return refuse('log-does-not-fit', `not a log of this game: expected "format": "${game.def.logFormat}"`);
  }
  if (!Array.isArray(log.setup) || !Array.isArray(log.steps)) return refuse('log-does-not-fit', 'a game log has a "setup" list of answers and a "steps" list');
  let setup: Setup;
  try {
    setup = game.def.setupOfLog(log);
  } catch (e) {
    return refuse('log-does-not-fit', `the log's setup cannot be read: ${(e as Error).message}`);
  }
  const seats = game.seats(setup).length;
  const base: Session<S, A, E, Setup> = { setup, setupAnswers: [], setupEvents: [], steps: [], state: null, pending: null, bots: Array.from({ length: seats }, (_, i) => opts.bots?.[i] ?? null), botSeed: opts.botSeed ?? 1 };
  try {
    return replaySteps(game, { ...base, setupAnswers: log.setup }, log.steps);
  } catch (e) {
    if (e instanceof DecisionError || e instanceof TypeError) return refuse('log-does-not-fit', (e as Error).message);
    throw e;
  }
}

/** A question waiting for an answer, as a page shows it: the answer is an option's index. */
export interface SessionQuestion {
  seat: number | null;
  kind: string;
  prompt: string;
  options: string[];
  /**
   * When the question is a choice of cards (which 3 to discard): the cards, and for each option
   * the cards it picks (indexes into `cards`), so that a page lets a person pick the cards
   * themselves rather than read every combination. Given by the game (SessionGame.questionCards).
   */
  cards?: TableCard[];
  picks?: number[][];
}

/** Everything a page shows of a session, for the seat deciding now. */
export interface SessionView<A> {
  over: boolean;
  /** How it ended ('victory', 'seat-1'...), null while it goes on. */
  result: string | null;
  /** The same in the game's language, for the page to show. */
  resultLabel: string | null;
  /** Steps played. */
  step: number;
  /**
   * Decisions made so far, a person's or a bot's: every action chosen and every question answered,
   * the setup's included (a mulligan is a decision before the first step). What a page counts.
   */
  decisions: number;
  /** The seat deciding now (null: the table), and whose hand the table shows. */
  seat: number | null;
  /** Each seat's name, and the bot playing it: its id (`bot`, what a page sends back) and its name as a player reads it. */
  seats: { name: string; bot: string | null; botName: string | null }[];
  /** The bots that can take a seat (ids), and their names as a player reads them, in the same order. */
  bots: readonly string[];
  botNames: string[];
  question: SessionQuestion | null;
  actions: { action: A; label: string }[];
  table: TableView | null;
  /** The game so far in words, as `deckwright replay` tells it. */
  log: string[];
  /** What the last step did: its lines of the log, and its dice. */
  last: { lines: string[]; dice: TableDie[] };
  /** Whether undo has something to take back: a person decided anything (a mulligan, an answer, an action), or a step was played. */
  canUndo: boolean;
}

/** A bot as a player reads its name, in the game's language: its id when the game words none. */
export function botNameOf(game: AnySessionGame, bot: string): string {
  return game.botName?.(bot) ?? bot;
}

/** Every action chosen and every answer given so far, the setup's and the waiting step's included. */
export function decisionsOf(s: Session<unknown, unknown, unknown, unknown>): number {
  const played = s.steps.reduce((n, st) => n + 1 + st.answers.length, 0);
  const waiting = s.pending ? (s.pending.action !== null ? 1 : 0) + s.pending.answers.length : 0;
  return s.setupAnswers.length + played + waiting;
}

/** The waiting question as a page shows it, its cards (when it is a choice of cards) as `viewer` may see them. */
function questionOf<S, A, E>(game: Game<S, A, E, unknown>, p: Pending<S, A, E>, viewer: number | null): SessionQuestion {
  const moment = shown(game, p.moment, viewer);
  const words = game.question?.(moment, p.choice) ?? { prompt: p.choice.prompt, options: p.choice.options };
  const q: SessionQuestion = { seat: p.seat, kind: p.choice.kind, prompt: words.prompt, options: [...words.options] };
  const cards = game.questionCards?.(moment, p.choice);
  return cards ? { ...q, cards: cards.cards, picks: cards.picks } : q;
}

/**
 * The table as `viewer` sees it: drawn from that seat's view (GameDef.view) in a game that hides
 * hands, so that no other player's secret can reach the page whatever the pack's drawing does.
 */
function tableFor<S>(game: Game<S, unknown, unknown, unknown>, state: S, viewer: number | null): TableView {
  return game.table(shown(game, state, viewer), viewer);
}

/** The session as the page draws it, seen by the seat deciding now (`viewer` to draw it for another seat). */
export function sessionView<S, A, E, Setup>(game: Game<S, A, E, Setup>, s: Session<S, A, E, Setup>, viewer?: number | null): SessionView<A> {
  const seat = seatToAct(game, s);
  const p = s.pending;
  // A waiting step is shown as far as it went: its events so far are the log's last lines (a die
  // that fell before the question), its moment is the table.
  const setupEvents = p && p.action === null ? p.events : s.setupEvents;
  const history = [{ step: -1, action: null as A | null, events: setupEvents }, ...s.steps.map((st, i) => ({ step: i + 1, action: st.action as A | null, events: st.events }))];
  if (p && p.action !== null) history.push({ step: s.steps.length + 1, action: p.action, events: p.events });
  const log = game.tell(s.setup, history);
  const before = history.length > 1 ? game.tell(s.setup, history.slice(0, -1)).length : 0;
  const lastEvents = history[history.length - 1].events;
  const names = game.seats(s.setup);
  const over = isOver(game, s);
  const shownState = p ? p.moment : s.state;
  const result = over ? game.def.result(s.state!) : null;
  const botName = (bot: string) => botNameOf(game, bot);
  return {
    over,
    result,
    resultLabel: result === null ? null : (game.resultLabel?.(result) ?? result),
    step: s.steps.length,
    decisions: decisionsOf(s),
    seat,
    seats: names.map((name, i) => ({ name, bot: s.bots[i] ?? null, botName: s.bots[i] ? botName(s.bots[i]!) : null })),
    bots: game.bots,
    botNames: game.bots.map(botName),
    question: p ? questionOf(game, p, viewer === undefined ? seat : viewer) : null,
    actions: legalActions(game, s),
    table: shownState === null ? null : tableFor(game, shownState, viewer === undefined ? seat : viewer),
    log,
    last: { lines: log.slice(before), dice: game.dice?.(lastEvents, s.setup) ?? [] },
    canUndo: s.steps.length > 0 || (p !== null && p.action !== null) || decisionMakers(s).includes(null),
  };
}

// A start form's field is declared with the table (session-table.ts), where the page reads it too.
export type { SessionOption } from './session-table.js';

/** The options a page sends to start a game: any of the pack's `SessionOption`s by name; those left out take their default. */
export interface SessionOptions {
  seed?: number;
  players?: number;
  [name: string]: unknown;
}

/**
 * What a pack gives for hot-seat play (PackEngine.session): its game, the setup the options make,
 * and the options it reads. Options that make no game (an unknown character, too many players)
 * throw a SessionOptionsError whose message says what to give instead.
 */
export interface PackSession {
  game: AnySessionGame;
  setup: unknown;
  options: SessionOption[];
}

export class SessionOptionsError extends Error {}

/** An integer option, its default when left out; out of range is a SessionOptionsError. */
export function intOption(options: SessionOptions, name: string, def: number, min: number, max: number): number {
  const v = options[name];
  if (v === undefined || v === null) return def;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new SessionOptionsError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(v)}`);
  return v;
}
