/**
 * Hot-seat play in the preview page (the Play tab, src/preview/play-routes.ts, client/play*.ts),
 * driven in chromium by playwright-core: a CODEX game with a fixed seed played by clicking the
 * actions and answers by their labels reaches the state the session functions reach with the
 * same decisions (docs/hot-seat.md), its saved log has the same final hash and `replay` accepts
 * it; undo returns to the previous state; a bot takes a seat; the table is covered when the
 * screen passes to another player; bad input shows on the page and the server goes on. Every
 * wait is for the page to draw a new view (its revision), never a fixed sleep.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPackFromDir, type LoadedPack } from '../src/core/pack.js';
import { answerQuestion, decisionsOf, playAction, saveLog, seatBot, sessionView, startSession, undo, type Session, type SessionOutcome } from '../src/engine/session.js';
import { heuristicBot } from '../src/games/codex/engine/bots/heuristic.js';
import { playGame, type GameLog } from '../src/games/codex/engine/game.js';
import type { Action, GameEvent, GameState } from '../src/games/codex/engine/types.js';
import type { NewGame } from '../src/games/codex/engine/setup.js';
import { codexEngine } from '../src/games/codex/pack-engine.js';
import type { CodexSessionGame } from '../src/games/codex/session.js';
import { resolveGames } from '../src/pipeline/games.js';
import { replayFile } from '../src/pipeline/sim.js';
import { startPreview, type Preview } from '../src/preview/server.js';
import { andWait as answered, openPage } from './browser.js';
import { renderedProject } from './codex-build.js';
import { codexDir } from './helpers.js';

const SEED = 42;
type S = Session<GameState, Action, GameEvent, NewGame>;

const ok = (r: SessionOutcome<GameState, Action, GameEvent, NewGame>): S => {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  return r.session;
};

describe('hot-seat play in the preview page', () => {
  let preview: Preview;
  let browser: Browser;
  let page: Page;
  let cwd: string;
  let pack: LoadedPack;
  let game: CodexSessionGame;
  let setup: NewGame;
  /** A game the heuristic bot played: the decisions the page is given, step by step. */
  let log: GameLog;
  /** The same game played through the session functions in this process, beside the page's. */
  let mirror: S;

  beforeAll(async () => {
    ({ cwd } = await renderedProject('codex'));
    preview = await startPreview({ games: resolveGames(['codex'], cwd), port: 0, cwd, watch: false });
    pack = await loadPackFromDir(codexDir);
    const made = codexEngine.session!(pack, { seed: SEED, players: 2 });
    game = made.game as CodexSessionGame;
    setup = made.setup as NewGame;
    log = playGame(game.cat, { ...setup, policy: heuristicBot(game.cat), record: true }).log!;
    ({ browser, page } = await openPage(1400, 1000));
    await page.goto(`${preview.url}pack/codex/#play`);
    await page.waitForSelector('#play-start');
  });

  afterAll(async () => {
    await browser?.close();
    await preview?.close();
  });

  /** Runs `click` and waits until the page has drawn what the server answered (a view, or an error). */
  const andWait = (click: () => Promise<void>) => answered(page, click);
  /** The server's game the page plays. */
  const served = async () => preview.play.games.get((await page.getAttribute('#view-play', 'data-id'))!)!.session as S;
  /** Clicks the `nth` button of `scope` whose whole text is `label`. */
  const clickLabel = (scope: string, label: string, nth: number) => andWait(() => page.locator(scope).getByRole('button', { name: label, exact: true }).nth(nth).click());

  /** One recorded step, decided on the page by the labels the session gives its action and answers; the mirror plays it too. */
  async function playStep(st: { action: Action; answers: number[] }): Promise<void> {
    const actions = sessionView(game, mirror).actions;
    const i = actions.findIndex((a) => isDeepStrictEqual(a.action, st.action));
    expect(i).toBeGreaterThanOrEqual(0);
    const label = actions[i].label;
    await clickLabel('#play-decide', label, actions.slice(0, i).filter((a) => a.label === label).length);
    mirror = ok(playAction(game, mirror, st.action));
    for (const a of st.answers) {
      const q = sessionView(game, mirror).question!;
      expect(await page.textContent('#play-prompt')).toBe(q.prompt);
      if (q.cards && q.picks) {
        // A choice of cards is made by clicking the cards, then confirming.
        for (const i of q.picks[a]) await page.locator('#play-decide .cards.pick .tcard').nth(i).locator('button.face').click();
        await andWait(() => page.click('#play-pick-confirm'));
      } else await clickLabel('#play-decide .options', q.options[a], q.options.slice(0, a).filter((o) => o === q.options[a]).length);
      mirror = ok(answerQuestion(game, mirror, a));
    }
  }

  it('plays a CODEX game by clicking the labels, reaching the state the session functions reach; the saved log replays', async () => {
    // Far enough to have answered questions (the first step that asks, and some after it).
    const upTo = log.steps.findIndex((st) => st.answers.length > 0) + 20;
    expect(log.steps.slice(0, upTo).filter((st) => st.answers.length).length).toBeGreaterThan(1);
    await page.fill('#play-opt-seed', String(SEED));
    await andWait(() => page.click('#play-start'));
    // The pause is for the test of its own; here one person plays every seat.
    await page.uncheck('#play-pause-toggle');
    // The page speaks the game's language (CODEX's is French).
    expect(await page.textContent('#play-seed')).toBe(`Graine ${SEED}`);
    mirror = ok(startSession(game, setup));
    expect((await served()).state).toEqual(mirror.state);
    for (const st of log.steps.slice(0, upTo)) {
      await playStep(st);
      expect(await page.getAttribute('#view-play', 'data-step')).toBe(String(mirror.steps.length));
      // The counter counts decisions: each action and each answer.
      expect(await page.getAttribute('#view-play', 'data-decisions')).toBe(String(decisionsOf(mirror)));
    }
    const s = await served();
    expect(s.state).toEqual(mirror.state);
    expect(s.steps.map((st) => st.action)).toEqual(log.steps.slice(0, upTo).map((st) => st.action));
    // The page shows the game in words as replay tells it, and the last step's dice.
    const view = sessionView(game, mirror);
    expect(await page.$$eval('#play-log li', (l) => l.map((e) => e.textContent))).toEqual(view.log);
    expect(await page.$$eval('#play-last .die', (d) => d.map((e) => Number(e.getAttribute('data-value'))))).toEqual(view.last.dice.map((d) => d.value));
    // Drawn as dice: a d6 shows as many pips as its value.
    expect(await page.$$eval('#play-last .die[data-sides="6"]', (d) => d.map((e) => e.querySelectorAll('.pip').length))).toEqual(view.last.dice.filter((d) => d.sides === 6).map((d) => d.value));

    await andWait(() => page.click('#play-save'));
    await page.waitForSelector('#play-saved');
    const file = path.join(cwd, 'dist', 'codex', 'reports', `hot-seat-${SEED}.log.json`);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.finalHash).toBe(saveLog(game, mirror).finalHash);
    expect(saved.steps).toEqual(log.steps.slice(0, upTo));
    expect(saved.result).toBe('stalled');
    const replayed = await replayFile(file);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.mismatch).toBeNull();
  });

  it('undo returns to the state before the last decision', async () => {
    const before = await served();
    const st = log.steps[before.steps.length];
    await playStep(st);
    expect((await served()).steps.length).toBe(before.steps.length + 1);
    await andWait(() => page.click('#play-undo'));
    const after = await served();
    expect(after.state).toEqual(before.state);
    expect(after.steps).toEqual(before.steps);
    mirror = ok(undo(game, mirror));
    expect(after.state).toEqual(mirror.state);
    // The keyboard: u undoes too.
    await playStep(st);
    await page.locator('#play-decide button').first().focus();
    await andWait(() => page.keyboard.press('u'));
    expect((await served()).state).toEqual(before.state);
    mirror = ok(undo(game, mirror));
  });

  it('gives a seat to a bot, which plays it as the session functions do', async () => {
    await andWait(async () => void (await page.selectOption('.seats select[data-seat="1"]', 'heuristic')));
    mirror = ok(seatBot(game, mirror, 1, 'heuristic'));
    const s = await served();
    expect(s.bots).toEqual([null, 'heuristic']);
    expect(s.state).toEqual(mirror.state);
    // Every decision left to a person is not the bot's seat's.
    expect(sessionView(game, s).seat).not.toBe(1);
    await andWait(async () => void (await page.selectOption('.seats select[data-seat="1"]', '')));
    expect((await served()).bots).toEqual([null, null]);
  });

  it('covers the table when the screen passes to another player', async () => {
    // The start form folds away while a game is on: the designer opens it.
    await page.click('#play-new-details > summary');
    await page.fill('#play-opt-seed', '7');
    await andWait(() => page.click('#play-start'));
    await page.check('#play-pause-toggle');
    const names = game.seats(setup);
    // The table picks the first player; they end their turn; the table picks the other.
    await clickLabel('#play-decide', `${names[0]} joue son tour`, 0);
    expect(await page.$('#play-pause')).toBeNull();
    await clickLabel('#play-decide', 'Terminer son tour', 0);
    await clickLabel('#play-decide', `${names[1]} joue son tour`, 0);
    expect(await page.textContent('#play-pause h2')).toBe(`Passez l’écran à ${names[1]}`);
    expect(await page.getAttribute('#play-game', 'inert')).not.toBeNull();
    await page.click('#play-ready');
    await page.waitForSelector('#play-pause', { state: 'detached' });
    expect(await page.getAttribute('#play-game', 'inert')).toBeNull();
    expect(await page.textContent('#play-decide h3')).toBe(`${names[1]} décide`);
  });

  it('shows a broken log, an unknown game and a missing header as errors; the server goes on', async () => {
    await andWait(() => page.setInputFiles('#play-load', { name: 'broken.log.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "codex-log", "steps": [') }));
    expect(await page.getAttribute('#play-error', 'data-code')).toBe('log-does-not-fit');
    expect(await page.textContent('#play-error')).toMatch(/not a game log \(not JSON\)/);
    await andWait(() => page.setInputFiles('#play-load', { name: 'other.log.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "something-else", "setup": [], "steps": []}') }));
    expect(await page.textContent('#play-error')).toMatch(/log-does-not-fit: not a log of this game/);
    const api = `${preview.url}api/codex/play`;
    const unknown = await fetch(`${api}/nope`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('unknown-game');
    const noHeader = await fetch(api, { method: 'POST', body: '{}' });
    expect(noHeader.status).toBe(403);
    const badIndex = await fetch(`${api}/${await page.getAttribute('#view-play', 'data-id')}/action`, { method: 'POST', headers: { 'X-Deckwright': 'preview' }, body: '{"index": 999}' });
    expect(badIndex.status).toBe(400);
    expect((await badIndex.json()).error.code).toBe('bad-index');
    const badOptions = await fetch(api, { method: 'POST', headers: { 'X-Deckwright': 'preview' }, body: '{"options": {"players": 9}}' });
    expect((await badOptions.json()).error.code).toBe('bad-options');
    // A saved log loads back at its last step.
    const file = path.join(cwd, 'dist', 'codex', 'reports', `hot-seat-${SEED}.log.json`);
    await andWait(() => page.setInputFiles('#play-load', file));
    expect(await page.isHidden('#play-error')).toBe(true);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(await page.getAttribute('#view-play', 'data-step')).toBe(String(saved.steps.length));
    expect(saveLog(game, await served()).finalHash).toBe(saved.finalHash);
  });
});
