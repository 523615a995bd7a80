/**
 * The preview server against what a hostile pack or a hostile request may try (docs/security.md):
 * no file outside the pack is quoted on the page, a malformed URL is a 400, only the documents
 * the page lists are served, and the play routes take the same types everywhere. One server on
 * a copy of CODEX, driven with fetch (no browser needed).
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveGames } from '../src/pipeline/games.js';
import { startPreview, type Preview } from '../src/preview/server.js';
import { codexDir, copyPack, tempDir } from './helpers.js';

const MARKER = 'SECRET-MARKER-7f3a91';

describe('preview server hardening', () => {
  let preview: Preview;
  let cwd: string;
  let dir: string;
  const get = (url: string, init?: RequestInit) => fetch(`${preview.url}${url.replace(/^\//, '')}`, init);


  beforeAll(async () => {
    ({ cwd, dir } = copyPack(codexDir, 'codex'));
    // A file elsewhere on the designer's machine, and a link to it among the pack's YAML files.
    const secret = path.join(tempDir('deckwright-secret-'), 'secret.yaml');
    writeFileSync(secret, `cards:\n  - id: ${MARKER}\n    password: ${MARKER}\n`);
    symlinkSync(secret, path.join(dir, 'evil.yaml'));
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
});
