/**
 * The preview's hot-seat play: routes under /api/<game>/play that drive the session functions of
 * src/engine/session.ts for any pack whose engine has a `session` (docs/hot-seat.md). Games are
 * kept in memory by id; the page sends indexes (the nth legal action, the nth option of the
 * question) and the server looks them up, so the rules alone decide what is legal. A refusal is
 * the protocol's coded error, answered as JSON for the page to show; bad input (a broken log, an
 * unknown game, options that make no game) is a 4xx, never a crash.
 *
 *   GET  /api/<game>/play                   the start form (options, bots, seats) and the games going on
 *   POST /api/<game>/play                   { options, bots } → a new game's view
 *   POST /api/<game>/play/load              a saved log (the request body) → its game's view
 *   GET  /api/<game>/play/<id>              the view
 *   POST /api/<game>/play/<id>/action       { index }
 *   POST /api/<game>/play/<id>/answer       { index }
 *   POST /api/<game>/play/<id>/bot          { bot }: the bot decides for the seat deciding now
 *   POST /api/<game>/play/<id>/seat         { seat, bot | null }
 *   POST /api/<game>/play/<id>/undo         {}
 *   POST /api/<game>/play/<id>/save         writes dist/<game>/reports/hot-seat-<seed>.log.json
 *   GET  /api/<game>/play/<id>/log          the log as a download
 *
 * State-changing routes are POSTs, which the server answers only with the X-Deckwright header.
 * The seated bots' moves after a decision are played in slices that let the server answer other
 * requests meanwhile (bot-runner.ts); the POST is answered when they stop, and a POST to the same
 * game meanwhile is refused (409 bots-playing) while a GET shows how far they are.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import { summarize } from '../core/diagnostics.js';
import { logPackFields } from '../core/log-pack.js';
import type { LoadedPack } from '../core/pack.js';
import {
  answerQuestion,
  botMove,
  botNameOf,
  loadLog,
  playAction,
  saveLog,
  seatBot,
  sessionView,
  SessionOptionsError,
  startSession,
  undo,
  type AnySessionGame,
  type Session,
  type SessionOutcome,
} from '../engine/session.js';
import { messagesFor } from '../i18n/translate.js';
import { prepareEngine } from '../pipeline/sim.js';
import { BotFailure, runBotsInSlices } from './bot-runner.js';
import type { PackSession } from './pack-session.js';
import type { PlayError, PlaySaved, PlaySetup, PlayView } from '../../client/play-types.js';

type AnySession = Session<any, any, any, any>;

/** One game being played: its rules and cards as they were when it started (a rebuild does not change a game under way). */
export interface PlayGame {
  id: string;
  game: AnySessionGame;
  pack: LoadedPack;
  session: AnySession;
  /** Last touched, to forget the oldest first. */
  at: number;
  /** The seated bots are playing it (runBotsInSlices): it takes no other decision meanwhile. */
  busy: boolean;
}

/** A request the page got wrong (4xx), with a code and a message it shows. */
export class PlayRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** How many games one server keeps: a designer plays a few; the oldest untouched goes first. */
const MAX_GAMES = 64;
/** A saved log of a long game is a few hundred kB; more is not a log. */
const MAX_BODY = 8 * 1024 * 1024;

export class PlayRoutes {
  readonly games = new Map<string, PlayGame>();
  /** The pack and its engine, loaded once per picture of the pack (a rebuild makes a new generation). */
  private loaded = new Map<string, { generation: number; pack: Promise<LoadedPack> }>();

  /** Answers a request under /api/<game>/play (`rest`: the path after `play`). */
  async handle(req: IncomingMessage, res: ServerResponse, s: PackSession, rest: string[]): Promise<void> {
    try {
      const body = req.method === 'POST' ? await readBody(req) : '';
      json(res, 200, await this.answer(req.method ?? 'GET', s, rest, body));
    } catch (e) {
      if (e instanceof PlayRequestError) return json(res, e.status, { error: { code: e.code, message: e.message } } satisfies PlayError);
      // A pack's rules that throw are the pack's bug: said on the page, the server goes on.
      json(res, 500, { error: { code: 'engine-failed', message: e instanceof Error ? e.message : String(e) } } satisfies PlayError);
    }
  }

  private async answer(method: string, s: PackSession, rest: string[], body: string): Promise<unknown> {
    const [id, what] = rest;
    if (method === 'GET' && rest.length === 0) return this.setup(s);
    if (method === 'POST' && rest.length === 0) return this.start(s, parseJson(body, 'bad-request'));
    if (method === 'POST' && id === 'load' && rest.length === 1) return this.load(s, body);
    const g = this.games.get(id ?? '');
    if (!g || g.pack.name !== s.game.name) throw new PlayRequestError(404, 'unknown-game', `no game "${id}" is being played here (the server was restarted, or it was forgotten): start a new game or load a saved log`);
    g.at = Date.now();
    if (method === 'GET' && rest.length === 1) return this.view(s, g);
    if (method === 'GET' && what === 'log' && rest.length === 2) {
      if (g.session.state === null) throw new PlayRequestError(409, 'setting-up', 'the game is still being set up: answer the setup question before saving');
      return saveLog(g.game, g.session, { game: g.pack.name });
    }
    if (method !== 'POST' || rest.length !== 2) throw new PlayRequestError(404, 'not-found', `no such play route: ${method} ${rest.join('/')}`);
    if (g.busy) throw new PlayRequestError(409, 'bots-playing', `the bots are playing this game (step ${g.session.steps.length}): wait for them to stop, then decide`);
    const input = parseJson(body || '{}', 'bad-request') as Record<string, unknown>;
    switch (what) {
      case 'action': {
        const actions = sessionView(g.game, g.session).actions;
        const i = indexOf(input.index, actions.length, 'action');
        return this.apply(s, g, playAction(g.game, g.session, actions[i].action, LATER));
      }
      case 'answer': {
        const options = g.session.pending?.choice.options.length;
        // No question waiting: the session's own refusal (no-question) says so.
        const i = options === undefined ? integer(input.index, 'index') : indexOf(input.index, options, 'answer');
        return this.apply(s, g, answerQuestion(g.game, g.session, i, LATER));
      }
      case 'bot':
        return this.apply(s, g, botMove(g.game, g.session, text(input.bot, 'bot'), LATER));
      case 'seat': {
        const bot = input.bot === null || input.bot === '' ? null : text(input.bot, 'bot');
        return this.apply(s, g, seatBot(g.game, g.session, integer(input.seat, 'seat'), bot, LATER));
      }
      case 'undo':
        return this.apply(s, g, undo(g.game, g.session));
      case 'save':
        return this.save(s, g);
      default:
        throw new PlayRequestError(404, 'not-found', `no such play route: ${what}`);
    }
  }

  /** The pack (checked, with its engine's session) as the latest picture of it is. */
  private async pack(s: PackSession): Promise<{ pack: LoadedPack; make: NonNullable<NonNullable<LoadedPack['def']>['engine']> }> {
    await s.ready;
    const generation = s.state?.generation ?? 0;
    let entry = this.loaded.get(s.game.name);
    if (!entry || entry.generation !== generation) {
      entry = {
        generation,
        pack: prepareEngine(s.game).then((p) => {
          if (!p.ok) throw new PlayRequestError(409, 'pack-errors', `the pack has errors (${summarize(p.diagnostics)}): fix them first (they are on the cards in the gallery)`);
          return p.pack;
        }),
      };
      this.loaded.set(s.game.name, entry);
      // A failed load is tried again next time (the designer fixes the pack).
      entry.pack.catch(() => this.loaded.get(s.game.name) === entry && this.loaded.delete(s.game.name));
    }
    let pack: LoadedPack;
    try {
      pack = await entry.pack;
    } catch (e) {
      if (e instanceof PlayRequestError) throw e;
      throw new PlayRequestError(409, 'no-engine', e instanceof Error ? e.message : String(e));
    }
    return { pack, make: pack.def!.engine! };
  }

  private async sessionOf(s: PackSession, options: Record<string, unknown> = {}) {
    const { pack, make } = await this.pack(s);
    const engine = await make();
    if (!engine.session) throw new PlayRequestError(409, 'no-session', `the ${s.game.name} pack's engine has no hot-seat play yet (PackEngine.session, docs/hot-seat.md)`);
    try {
      return { pack, ...engine.session(pack, options) };
    } catch (e) {
      if (e instanceof SessionOptionsError) throw new PlayRequestError(400, 'bad-options', e.message);
      throw e;
    }
  }

  private async setup(s: PackSession): Promise<PlaySetup> {
    const { pack, game, setup, options } = await this.sessionOf(s);
    const games = [...this.games.values()].filter((g) => g.pack.name === s.game.name).sort((a, b) => b.at - a.at);
    return {
      game: s.game.name,
      // What a player reads on the page, in the game's language (its messages: the page formats them).
      words: messagesFor(pack.manifest?.language ?? 'en', 'page-play.'),
      options,
      bots: [...game.bots],
      botNames: game.bots.map((b: string) => botNameOf(game, b)),
      seats: game.seats(setup),
      games: games.map((g) => ({ id: g.id, seed: seedOf(g), step: g.session.steps.length, over: sessionView(g.game, g.session).over })),
    };
  }

  private async start(s: PackSession, input: unknown): Promise<PlayView> {
    const { options, bots } = (input ?? {}) as { options?: unknown; bots?: unknown };
    if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) throw new PlayRequestError(400, 'bad-request', '"options" is an object of the start form\'s fields');
    if (bots !== undefined && !(Array.isArray(bots) && bots.every((b) => b === null || typeof b === 'string'))) throw new PlayRequestError(400, 'bad-request', '"bots" is a list of bot names (or null for a person), one per seat');
    const made = await this.sessionOf(s, (options ?? {}) as Record<string, unknown>);
    const r = startSession(made.game, made.setup, { bots: (bots as (string | null)[] | undefined)?.map((b) => b || null), ...LATER });
    const g = this.keep(made.game, made.pack, refusal(r));
    await this.botsPlay(g);
    return this.view(s, g);
  }

  private async load(s: PackSession, text: string): Promise<PlayView> {
    const log = parseJson(text, 'log-does-not-fit', 'the file is not a game log (not JSON)');
    const made = await this.sessionOf(s);
    return this.view(s, this.keep(made.game, made.pack, refusal(loadLog(made.game, log as never))));
  }

  private keep(game: AnySessionGame, pack: LoadedPack, session: AnySession): PlayGame {
    const g: PlayGame = { id: randomBytes(5).toString('hex'), game, pack, session, at: Date.now(), busy: false };
    this.games.set(g.id, g);
    if (this.games.size > MAX_GAMES) {
      const oldest = [...this.games.values()].sort((a, b) => a.at - b.at)[0];
      this.games.delete(oldest.id);
    }
    return g;
  }

  private async apply(s: PackSession, g: PlayGame, r: SessionOutcome<any, any, any, any>): Promise<PlayView> {
    g.session = refusal(r);
    await this.botsPlay(g);
    return this.view(s, g);
  }

  /** The seated bots play on, a slice at a time; a bot that throws is a 500 with its message, the game kept before its move. */
  private async botsPlay(g: PlayGame): Promise<void> {
    g.busy = true;
    try {
      g.session = await runBotsInSlices(g.game, g.session, (cur) => {
        g.session = cur;
        g.at = Date.now();
      });
    } catch (e) {
      if (!(e instanceof BotFailure)) throw e;
      g.session = e.session;
      throw new PlayRequestError(500, 'bot-failed', e.message);
    } finally {
      g.busy = false;
    }
  }

  view(s: PackSession, g: PlayGame): PlayView {
    const v = sessionView(g.game, g.session);
    return {
      id: g.id,
      game: s.game.name,
      seed: seedOf(g),
      over: v.over,
      result: v.result,
      resultLabel: v.resultLabel,
      step: v.step,
      decisions: v.decisions,
      seat: v.seat,
      seats: v.seats,
      bots: [...v.bots],
      botNames: v.botNames,
      question: v.question,
      actions: v.actions.map((a) => {
        const group = groupOf(a.action);
        return { label: a.label, group, groupTitle: g.game.groupTitle?.(group) ?? group };
      }),
      table: v.table,
      log: v.log,
      last: v.last,
      canUndo: v.canUndo,
    };
  }

  /** Writes the game's log where `deckwright replay` finds its pack from: dist/<game>/reports/hot-seat-<seed>.log.json. */
  private async save(s: PackSession, g: PlayGame): Promise<PlaySaved> {
    if (g.session.state === null) throw new PlayRequestError(409, 'setting-up', 'the game is still being set up: answer the setup question before saving');
    const file = path.join(s.outDir, 'reports', `hot-seat-${seedOf(g) ?? g.id}.log.json`);
    const log = saveLog(g.game, g.session, logPackFields(file, g.pack));
    await writeFileAtomic(file, `${JSON.stringify(log, null, 1)}\n`);
    return { file: path.relative(process.cwd(), file) || file, url: s.publish(file), finalHash: log.finalHash };
  }
}

/** The session functions leave the seated bots to the routes, which play them in slices. */
const LATER = { runBots: false } as const;

/** The session, or the protocol's refusal as a 409 the page shows (the game is unchanged). */
function refusal(r: SessionOutcome<any, any, any, any>): AnySession {
  if (!r.ok) throw new PlayRequestError(409, r.error.code, r.error.message);
  return r.session;
}

function seedOf(g: PlayGame): number | null {
  const seed = g.game.def.logSetup(g.session.setup).seed;
  return typeof seed === 'number' ? seed : null;
}

/** The kind of an action, to group the buttons ("move", "attack"): its `type` (or `kind`, or `t`) when it has one. */
function groupOf(action: unknown): string {
  const a = action as { type?: unknown; kind?: unknown; t?: unknown } | null;
  const t = a?.type ?? a?.kind ?? a?.t;
  return typeof t === 'string' ? t : '';
}

/**
 * The fields of a request body are taken as JSON gives them, the same in every route: a number
 * where a number is expected (the string "0" is refused, not converted), a string where a name is.
 */
function integer(v: unknown, field: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new PlayRequestError(400, 'bad-request', `"${field}" must be an integer (a JSON number such as 0), got ${JSON.stringify(v) ?? 'nothing'}`);
  return v;
}

function text(v: unknown, field: string): string {
  if (typeof v !== 'string') throw new PlayRequestError(400, 'bad-request', `"${field}" must be a string (a bot's name), got ${JSON.stringify(v) ?? 'nothing'}`);
  return v;
}

function indexOf(v: unknown, n: number, what: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new PlayRequestError(400, 'bad-index', `${what} ${JSON.stringify(v) ?? '(missing)'} is not an index: send "index" as a JSON integer (0 to ${n - 1}), not a string`);
  if (v < 0 || v >= n) throw new PlayRequestError(400, 'bad-index', `${what} ${v} is not one of the ${n} offered (0 to ${n - 1}): the page may be out of date, reload the game`);
  return v;
}

function parseJson(text: string, code: string, what = 'the request is not JSON'): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new PlayRequestError(400, code, `${what}: ${(e as Error).message}`);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new PlayRequestError(413, 'too-large', `the request is over ${MAX_BODY / 1024 / 1024} MB: that is not a game log`));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(data));
}
