/**
 * `deckwright preview`'s server: Node's own http module, bound to 127.0.0.1 only. A local page for
 * one designer needs a dozen routes and server-sent events, which a framework would not make
 * shorter; Node's http has no dependency to keep up to date and starts in no time.
 *
 * Routes: / (the packs), /pack/<game>/ (a pack's page), /client/* (the compiled page script and
 * style, build/client/), /api/<game>/state and /odds (JSON), POST /api/<game>/jobs/<kind>,
 * /events?game=<game> (server-sent events), /img/<game>/<key>.png (the render's images) and
 * /out/<game>/<file> (the documents the page lists under dist/<game>/: print documents, TTS
 * files, reports, saved logs; nothing else of dist/ is served), and the hot-seat games under
 * /api/<game>/play (play-routes.ts).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildRoot, installRoot } from '../core/paths.js';
import { isWithin, resolveInside } from '../core/safe-path.js';
import { UsageError, type GameLocation } from '../pipeline/games.js';
import { checkCode, type CodeProblem } from './code-check.js';
import { editorLink, type EditorLink } from './editor-link.js';
import { EventHub } from './events.js';
import { watchPreview } from './file-watch.js';
import { packListHtml, packPageHtml } from './html.js';
import { PackSession } from './pack-session.js';
import { PlayRoutes } from './play-routes.js';
import type { PageJob } from '../../client/page-types.js';

export interface PreviewOptions {
  games: GameLocation[];
  /** 0: any free port. */
  port: number;
  cwd?: string;
  /** `--editor`: vscode (default), none, or a URL template. */
  editor?: string | EditorLink;
  /** Watch the files and rebuild on save (default true). */
  watch?: boolean;
  /**
   * Compiled code or a font changed and the code compiles: the caller starts the server again
   * (the CLI does; tests need not). Code that does not compile is shown on the packs' pages
   * instead, and the server goes on with the code it has.
   */
  onRestart?: (file: string) => void;
  simGames?: number;
}

export interface Preview {
  url: string;
  port: number;
  sessions: Map<string, PackSession>;
  hub: EventHub;
  /** The hot-seat games being played (play-routes.ts). */
  play: PlayRoutes;
  /** Stops watching and serving; open pages are told to wait for the server to come back when `restarting`. */
  close(restarting?: boolean): Promise<void>;
}

export const HOST = '127.0.0.1';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.log': 'text/plain; charset=utf-8',
};

/** Starts the server and the first build of each pack; a port in use is a usage error with a suggestion. */
export async function startPreview(opts: PreviewOptions): Promise<Preview> {
  const cwd = opts.cwd ?? process.cwd();
  const editor = typeof opts.editor === 'function' ? opts.editor : editorLink(opts.editor);
  const hub = new EventHub();
  const server = createServer();
  const port = await listen(server, opts.port);
  const url = `http://${HOST}:${port}/`;
  const sessions = new Map(opts.games.map((g) => [g.name, new PackSession(g, { cwd, editor, hub, simGames: opts.simGames })]));
  const play = new PlayRoutes();
  server.on('request', (req, res) => {
    route(req, res, { sessions, hub, port, play }).catch((e: unknown) => {
      // A route that fails answers 500 and the server goes on.
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', `preview: ${e instanceof Error ? e.message : String(e)}`);
      else res.end();
    });
  });
  const codeChanged = restartGate(sessions, opts);
  const stopWatching =
    opts.watch === false
      ? () => undefined
      : watchPreview(opts.games, cwd, {
          changed: (games) => {
            for (const g of games) void sessions.get(g.name)?.rebuild();
          },
          restart: (file) => codeChanged.changed(file),
        });
  return {
    url,
    port,
    sessions,
    hub,
    play,
    async close(restarting = false) {
      stopWatching();
      codeChanged.stop();
      if (restarting) hub.broadcast('restart', {});
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Rebuilds under way finish writing before the caller goes on (or a new server starts).
      await Promise.all([...sessions.values()].map((s) => s.ready.catch(() => undefined)));
    },
  };
}

/**
 * What a saved template, source or font does: the code is checked in another process while the
 * server goes on; code that compiles starts the server again (onRestart), code that does not is
 * shown on the pages of the packs it concerns (a template folder's pack; every pack for the rest)
 * until a save fixes it. Saves made during a check are checked once it ends, the latest only.
 */
function restartGate(sessions: Map<string, PackSession>, opts: PreviewOptions): { changed(file: string): void; stop(): void } {
  let running = false;
  let next: string | null = null;
  let stopped = false;
  const run = async () => {
    running = true;
    try {
      while (next && !stopped) {
        const file = next;
        next = null;
        const result = await checkCode();
        // Saved again meanwhile: only the latest state of the code counts.
        if (stopped || next) continue;
        if (result.ok) return opts.onRestart!(file);
        await Promise.all([...sessions.values()].map((s) => s.setCodeProblems(concerning(s, result.problems, sessions))));
      }
    } finally {
      running = false;
    }
  };
  return {
    changed(file) {
      if (!opts.onRestart || stopped) return;
      next = file;
      if (!running) void run();
    },
    stop() {
      stopped = true;
    },
  };
}

/** The problems of `s`'s pack: those of its own templates, and those of no pack shown (deckwright's sources, another pack's templates). */
function concerning(s: PackSession, problems: CodeProblem[], sessions: Map<string, PackSession>): CodeProblem[] {
  const owner = (p: CodeProblem) => [...sessions.values()].find((o) => o.packId && p.file && isWithin(path.join(installRoot, 'templates', o.packId), p.file));
  return problems.filter((p) => {
    const o = owner(p);
    return !o || o.packId === s.packId;
  });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EADDRINUSE') reject(new UsageError(`port ${port} on ${HOST} is in use (another preview, or another program): pass --port 0 to take any free port, or another number (--port ${port + 1})`));
      else if (e.code === 'EACCES') reject(new UsageError(`port ${port} needs privileges this user does not have: pass --port 0 to take any free port, or a number above 1023`));
      else reject(e);
    });
    server.listen(port, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

interface Ctx {
  sessions: Map<string, PackSession>;
  hub: EventHub;
  port: number;
  play: PlayRoutes;
}

async function route(req: IncomingMessage, res: ServerResponse, ctx: Ctx): Promise<void> {
  // A page on another site may send requests to 127.0.0.1 (or a name rebound to it): only this
  // server's own names are answered, and jobs need a header no cross-site form can set.
  const host = req.headers.host ?? '';
  if (host !== `${HOST}:${ctx.port}` && host !== `localhost:${ctx.port}`) return send(res, 403, 'text/plain; charset=utf-8', 'preview: unknown host');
  const u = new URL(req.url ?? '/', `http://${host}`);
  const parts = pathParts(u.pathname);
  // A malformed percent-escape (`%zz`, a cut UTF-8 sequence) is the request's fault, not the server's.
  if (!parts) return send(res, 400, 'text/plain; charset=utf-8', 'preview: malformed percent-escape in the URL');
  const session = (name: string | undefined) => (name ? ctx.sessions.get(name) : undefined);

  // Hot-seat play (play-routes.ts): its POSTs change a game, so they need the header as jobs do.
  if (parts[0] === 'api' && parts[2] === 'play' && session(parts[1])) {
    if (req.method === 'POST' && req.headers['x-deckwright'] !== 'preview') return send(res, 403, 'text/plain; charset=utf-8', 'preview: missing X-Deckwright header');
    if (req.method !== 'POST' && req.method !== 'GET') return send(res, 405, 'text/plain; charset=utf-8', 'method not allowed');
    return ctx.play.handle(req, res, session(parts[1])!, parts.slice(3));
  }
  if (req.method === 'POST') {
    const [api, game, jobs, kind] = parts;
    const s = session(game);
    if (api !== 'api' || jobs !== 'jobs' || !s || !['pdf', 'tts', 'sim'].includes(kind)) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
    if (req.headers['x-deckwright'] !== 'preview') return send(res, 403, 'text/plain; charset=utf-8', 'preview: missing X-Deckwright header');
    return json(res, 202, s.startJob(kind as PageJob['kind']));
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'method not allowed');

  if (u.pathname === '/favicon.ico') return send(res, 204, 'text/plain; charset=utf-8', '');
  if (parts.length === 0) {
    if (ctx.sessions.size === 1) return redirect(res, `/pack/${encodeURIComponent([...ctx.sessions.keys()][0])}/`);
    return send(res, 200, TYPES['.html'], packListHtml([...ctx.sessions.values()].map((s) => ({ name: s.game.name, title: s.state?.title ?? s.game.name, errors: s.state?.errors ?? 0, warnings: s.state?.warnings ?? 0 }))));
  }
  const [head, game, ...rest] = parts;
  if (head === 'pack' && session(game)) {
    if (!u.pathname.endsWith('/')) return redirect(res, `${u.pathname}/`);
    return send(res, 200, TYPES['.html'], packPageHtml(game, [...ctx.sessions.keys()]));
  }
  if (head === 'client' && game && rest.length === 0 && /^[a-z0-9-]+\.(js|css)$/.test(game)) return file(res, path.join(buildRoot, 'client', game));
  if (head === 'events') {
    const g = u.searchParams.get('game');
    const s = g ? session(g) : undefined;
    const push = ctx.hub.attach(res, s ? s.game.name : null);
    // A page that (re)connects gets the pack's picture at once: after a restart it is up to date without a reload.
    if (s?.state) push('state', s.state);
    return;
  }
  const s = session(game);
  if (!s) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
  if (head === 'api' && rest[0] === 'state') {
    await s.ready;
    return json(res, 200, s.state);
  }
  if (head === 'api' && rest[0] === 'odds') {
    try {
      return json(res, 200, await s.odds());
    } catch (e) {
      return json(res, 409, { error: e instanceof Error ? e.message : String(e) });
    }
  }
  // Only what the page shows or lists is served from dist/<game>/: the images of the render
  // (not its cache), the documents made on the page's demand or listed in its state.
  if (head === 'img') {
    const name = rest.join('/');
    if (!name.endsWith('.png') || !s.servesImage(name.slice(0, -'.png'.length))) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
    return file(res, resolveInside(path.join(sessionDist(s), 'cards'), name), 'no-cache');
  }
  if (head === 'out') {
    const url = s.outUrl(path.join(sessionDist(s), ...rest));
    if (!rest.length || !url || !s.servesOut(url)) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
    return file(res, resolveInside(sessionDist(s), rest.join('/')), 'no-cache');
  }
  return send(res, 404, 'text/plain; charset=utf-8', 'not found');
}

const sessionDist = (s: PackSession) => s.outDir;

/** The decoded segments of a URL's path, or null when one of them is not valid percent-encoding. */
function pathParts(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch (e) {
    if (e instanceof URIError) return null;
    throw e;
  }
}

async function file(res: ServerResponse, abs: string | null, cache = 'no-cache'): Promise<void> {
  const type = abs ? TYPES[path.extname(abs)] : undefined;
  const st = abs && type ? await stat(abs).catch(() => null) : null;
  if (!abs || !type || !st?.isFile()) return send(res, 404, 'text/plain; charset=utf-8', 'not found');
  res.writeHead(200, { 'content-type': type, 'content-length': st.size, 'cache-control': cache });
  createReadStream(abs).pipe(res);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function json(res: ServerResponse, status: number, data: unknown): void {
  send(res, status, TYPES['.json'], JSON.stringify(data));
}

function redirect(res: ServerResponse, to: string): void {
  res.writeHead(302, { location: to });
  res.end();
}
