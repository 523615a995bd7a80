/**
 * Server-sent events to every open page: one long HTTP response per page, written as
 * `event: <name>\ndata: <json>\n\n`. SSE rather than WebSocket: the server only ever pushes (the
 * page's own requests are plain fetches), browsers reconnect by themselves when the server
 * restarts, and Node's http module is all it takes, with no library to keep up to date.
 */
import type { ServerResponse } from 'node:http';

interface Client {
  res: ServerResponse;
  /** The pack the page shows; null for the pack list. */
  game: string | null;
}

/** How long a reconnecting page waits before it tries again, and how often a quiet stream says it is alive. */
const RETRY_MS = 300;
const KEEPALIVE_MS = 15_000;

export class EventHub {
  private clients = new Set<Client>();
  private keepalive = setInterval(() => {
    for (const c of this.clients) c.res.write(': alive\n\n');
  }, KEEPALIVE_MS).unref();

  /** Takes the response of a GET /events: it stays open until the page goes away. */
  attach(res: ServerResponse, game: string | null): (event: string, data: unknown) => void {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(`retry: ${RETRY_MS}\n\n`);
    const client = { res, game };
    this.clients.add(client);
    res.on('close', () => this.clients.delete(client));
    return (event, data) => write(res, event, data);
  }

  /** Sends an event to the pages of `game` (and to the pack list). */
  send(game: string, event: string, data: unknown): void {
    for (const c of this.clients) if (c.game === null || c.game === game) write(c.res, event, data);
  }

  /** Sends an event to every page. */
  broadcast(event: string, data: unknown): void {
    for (const c of this.clients) write(c.res, event, data);
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    clearInterval(this.keepalive);
    for (const c of this.clients) c.res.end();
    this.clients.clear();
  }
}

function write(res: ServerResponse, event: string, data: unknown): void {
  // JSON has no raw newlines, so one data line carries it whole.
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
