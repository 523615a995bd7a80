/**
 * The preview server against what a hostile pack or a hostile request may try (docs/security.md):
 * no file outside the pack is quoted on the page, a malformed URL is a 400, only the documents
 * the page lists are served, and the play routes take the same types everywhere. One server on
 * a copy of CODEX, driven with fetch (no browser needed).
 */
import { mkdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveGames } from '../src/pipeline/games.js';
import { startPreview, type Preview } from '../src/preview/server.js';
import { renderedProject } from './codex-build.js';
import { tempDir } from './helpers.js';

const MARKER = 'SECRET-MARKER-7f3a91';

describe('preview server hardening', () => {
  let preview: Preview;
  let cwd: string;
  let dir: string;
  const get = (url: string, init?: RequestInit) => fetch(`${preview.url}${url.replace(/^\//, '')}`, init);
  const post = (url: string, body: unknown) => get(url, { method: 'POST', headers: { 'X-Deckwright': 'preview' }, body: JSON.stringify(body) });


  beforeAll(async () => {
    ({ cwd, dir } = await renderedProject('codex'));
    // A file elsewhere on the designer's machine, and a link to it among the pack's YAML files.
    const secret = path.join(tempDir('deckwright-secret-'), 'secret.yaml');
    writeFileSync(secret, `cards:\n  - id: ${MARKER}\n    password: ${MARKER}\n`);
    symlinkSync(secret, path.join(dir, 'evil.yaml'));
    // dist/codex/ as a page left it: a report it lists, and files it never listed.
    const out = path.join(cwd, 'dist', 'codex');
    for (const d of ['reports', 'print', 'tts']) mkdirSync(path.join(out, d), { recursive: true });
    writeFileSync(path.join(out, 'reports', 'sim-1.html'), '<p>report</p>');
    writeFileSync(path.join(out, 'reports', 'notes.json'), '{"private": true}');
    writeFileSync(path.join(out, 'print', 'old.pdf'), '%PDF-1.4 not listed');
    writeFileSync(path.join(out, 'tts', 'other.json'), '{}');
    preview = await startPreview({ games: resolveGames(['codex'], cwd), port: 0, cwd, watch: false });
    await preview.sessions.get('codex')!.ready;
  });

  afterAll(async () => {
    await preview?.close();
  });

  it('refuses a link out of the pack, and never quotes its target on the page', async () => {
    const res = await get('/api/codex/state');
    expect(res.status).toBe(200);
    const text = await res.text();
    const state = JSON.parse(text);
    const refused = state.packDiagnostics.find((d: { rule: string; file: string }) => d.rule === 'core/pack-files' && d.file.endsWith('evil.yaml'));
    expect(refused?.message).toMatch(/outside the pack folder/);
    expect(refused.quote.every((q: { text: string }) => !q.text)).toBe(true);
    expect(text).not.toContain(MARKER);
    // The link gone, the pack is whole again (and playable, for the tests below).
    unlinkSync(path.join(dir, 'evil.yaml'));
    await preview.sessions.get('codex')!.rebuild();
    expect(preview.sessions.get('codex')!.state!.errors).toBe(0);
  });

  it('answers a malformed percent-escape with 400, not 500', async () => {
    for (const url of ['/%E0%A4%A', '/out/%zz', '/out/codex/%zz', '/img/codex/%E0%A4%A.png', '/pack/%ff/']) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(await res.text()).toMatch(/malformed percent-escape/);
    }
    // The server goes on.
    expect((await get('/api/codex/state')).status).toBe(200);
  });

  it('serves only the documents and images the page lists from dist/<game>/', async () => {
    const state = await (await get('/api/codex/state')).json();
    expect(state.reports.map((r: { url: string }) => r.url)).toEqual(['/out/codex/reports/sim-1.html']);
    expect((await get('/out/codex/reports/sim-1.html')).status).toBe(200);
    for (const url of ['/out/codex/reports/notes.json', '/out/codex/print/old.pdf', '/out/codex/tts/other.json', '/out/codex/cards/.render-cache.json', '/out/codex/', '/out/codex/reports/']) {
      expect((await get(url)).status, url).toBe(404);
    }
    // The gallery's images are served; the render's cache beside them is not.
    const front = state.cards[0].front as string;
    expect((await get(front)).status).toBe(200);
    expect((await get('/img/codex/.render-cache.json')).status).toBe(404);
    expect((await get('/img/codex/nope/nothing.png')).status).toBe(404);
    // A log the page saves is listed to it, then served.
    const started = await post('/api/codex/play', { options: { seed: 5 } });
    const id = (await started.json()).id;
    const saved = await (await post(`/api/codex/play/${id}/save`, {})).json();
    expect(saved.url).toBe('/out/codex/reports/hot-seat-5.log.json');
    expect((await get(saved.url)).status).toBe(200);
  });

  it('takes the same types in the action and answer routes: a string is no index', async () => {
    const view = async (r: Response) => {
      expect(r.status, await r.clone().text()).toBe(200);
      return r.json();
    };
    let v = await view(await post('/api/codex/play', { options: { seed: 1 } }));
    // A person in every seat plays the first action until the rules ask a question.
    for (let i = 0; i < 30 && !v.question; i++) v = await view(await post(`/api/codex/play/${v.id}/action`, { index: 0 }));
    expect(v.question).not.toBeNull();
    for (const route of ['answer', 'action']) {
      const r = await post(`/api/codex/play/${v.id}/${route}`, { index: '0' });
      expect(r.status, route).toBe(400);
      const { error } = await r.json();
      expect(error.code).toBe('bad-index');
      expect(error.message).toMatch(/"0" is not an index: send "index" as a JSON integer/);
    }
    const seat = await post(`/api/codex/play/${v.id}/seat`, { seat: '1', bot: 'random' });
    expect(seat.status).toBe(400);
    expect((await seat.json()).error.message).toMatch(/"seat" must be an integer/);
    const bot = await post(`/api/codex/play/${v.id}/bot`, { bot: 1 });
    expect(bot.status).toBe(400);
    expect((await bot.json()).error.message).toMatch(/"bot" must be a string/);
    // Nothing was played: the question still waits, and a number answers it.
    expect((await view(await get(`/api/codex/play/${v.id}`))).question).toEqual(v.question);
    const answered = await view(await post(`/api/codex/play/${v.id}/answer`, { index: 0 }));
    expect(answered.question?.prompt).not.toBe(v.question.prompt);
  });

  it('still refuses foreign hosts, cross-site POSTs and preflights, and names that climb out', async () => {
    /** A request with headers fetch would not let a test set (Host). */
    const raw = (method: string, url: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${preview.url}${url.replace(/^\//, '')}`, { method, headers }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await raw('GET', '/api/codex/state', { host: `evil.example:${preview.port}` })).toBe(403);
    expect(await raw('OPTIONS', '/api/codex/play', { origin: 'https://evil.example', 'access-control-request-method': 'POST' })).toBe(405);
    expect((await get('/api/codex/jobs/pdf', { method: 'POST' })).status).toBe(403);
    expect((await get('/api/codex/play', { method: 'POST', body: '{}' })).status).toBe(403);
    for (const url of ['/out/codex/reports/..%2f..%2f..%2fcards%2fcodex%2fgame.yaml', '/img/codex/..%2F..%2F..%2Fcards%2Fcodex%2Fgame.yaml', '/client/..%2f..%2fpackage.json']) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
});
