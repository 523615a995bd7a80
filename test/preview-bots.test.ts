/**
 * Bots in the preview's hot-seat games (play-routes.ts, bot-runner.ts): a Code Lyoko game with
 * search bots in both seats (seed 1 once overflowed the stack after seconds of holding the whole
 * server) plays in slices, and the server answers other requests while the bots play; the moves
 * are those of the session functions; a bot that throws is a 500 with its message, no stack.
 * One server on a copy of the Code Lyoko pack, driven with fetch.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir } from '../src/core/pack.js';
import { startSession } from '../src/engine/session.js';
import { resolveGames } from '../src/pipeline/games.js';
import type { PlayGame } from '../src/preview/play-routes.js';
import { startPreview, type Preview } from '../src/preview/server.js';
import { renderedProject } from './codex-build.js';
import { root } from './helpers.js';

const lyokoDir = path.join(root, 'cards', 'lyoko');

describe('bots in the preview', () => {
  let preview: Preview;
  // One connection a request: the tests play bots in this process too, holding its event loop for
  // longer than the server keeps an idle connection, which it may then close just as fetch reuses it.
  const get = (url: string) => fetch(`${preview.url}${url.replace(/^\//, '')}`, { headers: { Connection: 'close' } });
  const post = (url: string, body: unknown) => fetch(`${preview.url}${url.replace(/^\//, '')}`, { method: 'POST', headers: { 'X-Deckwright': 'preview', Connection: 'close' }, body: JSON.stringify(body) });
  /** Waits a turn of the event loop (the server's requests go on meanwhile). */
  const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

  beforeAll(async () => {
    const { cwd } = await renderedProject('lyoko');
    preview = await startPreview({ games: resolveGames(['lyoko'], cwd), port: 0, cwd, watch: false });
    await preview.sessions.get('lyoko')!.ready;
  });

  afterAll(async () => {
    await preview?.close();
  });

  it('plays search bots in every seat in slices: another game and the pack are answered while they play, and no 500', async () => {
    const other = await post('/api/lyoko/play', { options: { seed: 2 } });
    expect(other.status).toBe(200);
    const otherId = (await other.json()).id as string;

    let finished = false;
    const long = post('/api/lyoko/play', { options: { seed: 1 }, bots: ['search', 'search'] }).then((r) => {
      finished = true;
      return r;
    });
    // The bots' game is kept as soon as it is set up, and marked busy while they play.
    let busy: PlayGame | undefined;
    while (!busy && !finished) {
      await turn();
      busy = [...preview.play.games.values()].find((g) => g.busy);
    }
    expect(busy, 'the bots game was never seen playing').toBeDefined();
    const seen = await get(`/api/lyoko/play/${otherId}`);
    expect(seen.status).toBe(200);
    expect((await seen.json()).id).toBe(otherId);
    expect((await get('/api/lyoko/state')).status).toBe(200);
    // Answered before the bots finished: the server was not held by them.
    expect(finished).toBe(false);
    expect(busy!.busy).toBe(true);
    // Their own game can be looked at meanwhile, but takes no decision until they stop.
    expect((await get(`/api/lyoko/play/${busy!.id}`)).status).toBe(200);
    const refused = await post(`/api/lyoko/play/${busy!.id}/undo`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('bots-playing');

    const res = await long;
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(200);
    expect(text).not.toMatch(/call stack/);
    const view = JSON.parse(text);
    expect(view.step).toBeGreaterThan(100);
    expect(busy!.busy).toBe(false);
    expect(view.step).toBe(busy!.session.steps.length);
  });

  it('plays the moves the session functions play', async () => {
    const res = await post('/api/lyoko/play', { options: { seed: 3 }, bots: ['search', 'search'] });
    expect(res.status).toBe(200);
    const served = preview.play.games.get((await res.json()).id)!.session;
    const pack = await loadPackFromDir(lyokoDir);
    const { game, setup } = (await pack.def!.engine!()).session!(pack, { seed: 3 });
    const mirror = startSession(game, setup, { bots: ['search', 'search'] });
    expect(mirror.ok).toBe(true);
    if (!mirror.ok) return;
    expect(served.steps.map((s) => s.action)).toEqual(mirror.session.steps.map((s) => s.action));
    expect(served.state).toEqual(mirror.session.state);
  });

  it('answers a bot that throws with a 500 that says so, without a stack; the game is kept and the server goes on', async () => {
    const started = await (await post('/api/lyoko/play', { options: { seed: 4 } })).json();
    const g = preview.play.games.get(started.id)!;
    // A bot whose rules give way under it, as a pack's bug would.
    g.game = { ...g.game, bot: () => ({ name: 'broken', chooseAction: () => { throw new Error('the rules gave way'); }, choose: () => { throw new Error('the rules gave way'); } }) };
    const before = g.session.steps.length;
    const res = await post(`/api/lyoko/play/${started.id}/bot`, { bot: 'search' });
    expect(res.status).toBe(500);
    const { error } = await res.json();
    expect(error.code).toBe('engine-failed');
    expect(error.message).toBe('the rules gave way');
    const seated = await post(`/api/lyoko/play/${started.id}/seat`, { seat: 0, bot: 'search' });
    expect(seated.status).toBe(500);
    const body = (await seated.json()).error;
    expect(body.code).toBe('bot-failed');
    expect(body.message).toMatch(/^a bot failed at step \d+: the rules gave way; the game stays as it was before that move/);
    expect(body.message).not.toMatch(/\n\s+at /);
    expect(g.session.steps.length).toBe(before);
    expect(g.busy).toBe(false);
    expect((await get(`/api/lyoko/play/${started.id}`)).status).toBe(200);
  });
});
