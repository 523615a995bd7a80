/**
 * One pack as the preview serves it: its latest picture (PackState), rebuilt in this process by
 * the build's own stages (prepareCards: check, then render what the caches say changed) when a
 * file of it is saved, and the things made on demand (print documents, TTS sheets, a short
 * simulation, the odds). Work that writes the pack's outputs runs one at a time, in order; saves
 * made during a rebuild are taken up by one more rebuild, not one each. Nothing a pack holds can
 * stop the server: a rebuild that throws becomes an error on the page.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { summarize, type Diagnostic } from '../core/diagnostics.js';
import { isWithin } from '../core/safe-path.js';
import type { CodeProblem } from './code-check.js';
import type { LoadedPack } from '../core/pack.js';
import { MANIFEST_FILE } from '../core/pack.js';
import { DEFAULT_PRINT_OPTIONS } from '../print/print-options.js';
import { DEFAULT_TTS_OPTIONS } from '../tts/export-tts.js';
import { distDir, type GameLocation } from '../pipeline/games.js';
import { oddsOf } from '../pipeline/odds.js';
import { printGame } from '../pipeline/pdf.js';
import { prepareCards, type Prepared } from '../pipeline/prepare.js';
import { simulate } from '../pipeline/sim.js';
import { ttsGame } from '../pipeline/tts.js';
import type { EditorLink } from './editor-link.js';
import type { EventHub } from './events.js';
import { pageOdds } from './odds-table.js';
import { packState, type StateInput } from './page-state.js';
import { sheetPages } from './sheet-pages.js';
import type { PackState, PageJob, PageOdds } from '../../client/page-types.js';

export interface SessionOptions {
  cwd: string;
  editor: EditorLink;
  hub: EventHub;
  /** Games played by the page's "run a short simulation" button. */
  simGames?: number;
}

/** The rule id of a rebuild that failed outright (not a checker's finding). */
export const BUILD_FAILED_RULE = 'preview/build-failed';
/** The rule id of deckwright's code (a template, a source) that no longer compiles: the preview goes on with the code it has. */
export const CODE_FAILED_RULE = 'preview/code-does-not-compile';
const SIM_GAMES = 200;

/** The render key of an image URL of the page (imageUrl in page-state.ts), or null. */
function imageKeyOf(game: string, url: string): string | null {
  const prefix = `/img/${encodeURIComponent(game)}/`;
  const at = url.indexOf('.png?');
  if (!url.startsWith(prefix) || at < 0) return null;
  try {
    return url.slice(prefix.length, at).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

export class PackSession {
  state: PackState | null = null;
  /** Resolves when the first picture is ready. */
  readonly ready: Promise<void>;
  private generation = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private jobs = new Map<PageJob['kind'], PageJob>();
  private engineInfo: { odds: boolean; sim: boolean; bots: readonly string[] } | null = null;
  /** Files under dist/<game>/ handed to the page otherwise than in its state (a saved hot-seat log), by URL. */
  private published = new Set<string>();
  /** The render keys of the images the page may show: the latest render's, and the last good ones of stale cards. */
  private imageKeys = new Set<string>();
  /** What the last compile check found wrong with deckwright's code, as this pack's diagnostics. */
  private codeProblems: Diagnostic[] = [];
  /** The pack's id (its templates' folder), from its last build; null until one read its manifest. */
  packId: string | null = null;

  constructor(
    readonly game: GameLocation,
    private readonly opts: SessionOptions,
  ) {
    this.ready = this.rebuild();
  }

  /** dist/<game>/: what the page's images and downloads are served from. */
  get outDir(): string {
    return distDir(this.game, this.opts.cwd);
  }

  /** Runs `fn` after the work already queued for this pack: one writer of its outputs at a time. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Rebuilds the pack and pushes its new picture; a rebuild asked for while one waits is the same one. */
  rebuild(): Promise<void> {
    if (this.queued) return this.queued;
    if (this.state) {
      this.state = { ...this.state, building: true };
      this.opts.hub.send(this.game.name, 'building', { game: this.game.name });
    }
    const run = this.exclusive(async () => {
      this.queued = null;
      await this.build();
    });
    this.queued = run;
    return run;
  }

  private async build(): Promise<void> {
    const t = performance.now();
    let prepared: Prepared | null = null;
    let crash: Diagnostic | undefined;
    try {
      // force: a card with errors keeps only itself out; the others are drawn (the page shows both).
      prepared = await prepareCards(this.game, { cwd: this.opts.cwd, force: true });
    } catch (e) {
      crash = this.failure('the pack could not be built', e);
    }
    this.packId = prepared?.pack.def?.id ?? this.packId;
    const engine = await this.engineOf(prepared?.pack ?? null);
    const sheets = prepared ? await this.sheets(prepared.pack) : null;
    const previousKeys = this.imageKeys;
    this.state = packState({
      game: this.game.name,
      packDir: this.game.dir,
      cwd: this.opts.cwd,
      generation: ++this.generation,
      buildMs: Math.round(performance.now() - t),
      editor: this.opts.editor,
      prepared,
      crash,
      more: this.codeProblems,
      previous: this.state,
      engine: { odds: engine.odds, sim: engine.sim },
      sheets,
      jobs: [...this.jobs.values()],
      reports: await this.reports(),
    });
    this.imageKeys = new Set(prepared?.images.images.map((i) => i.key) ?? []);
    // A stale card keeps showing its last good image: that image stays served.
    for (const c of this.state.cards) for (const url of [c.front, c.back]) {
      const key = url && imageKeyOf(this.game.name, url);
      if (key && previousKeys.has(key)) this.imageKeys.add(key);
    }
    this.opts.hub.send(this.game.name, 'state', this.state);
  }

  /** Whether the page may load the image of render key `key` (the gallery's cards, the hot-seat table's). */
  servesImage(key: string): boolean {
    return this.imageKeys.has(key);
  }

  /**
   * Whether `url` (a path under /out/<game>/) is one of the documents the page lists: the
   * reports of its state, the files its jobs made, a log it saved. Nothing else of dist/<game>/
   * (caches, schemas, other files) is served.
   */
  servesOut(url: string): boolean {
    if (this.published.has(url)) return true;
    if (this.state?.reports.some((r) => r.url === url)) return true;
    return [...this.jobs.values()].some((j) => j.files.some((f) => f.url === url));
  }

  /** The URL of `file` (under dist/<game>/) for the page, served from now on; null for a file elsewhere. */
  publish(file: string): string | null {
    const url = this.outUrl(file);
    if (url) this.published.add(url);
    return url;
  }

  /**
   * Shows `problems` of deckwright's code on this pack's page (none: clears them), with a rebuild
   * so that the page gets them at once.
   */
  setCodeProblems(problems: CodeProblem[]): Promise<void> {
    if (!problems.length && !this.codeProblems.length) return Promise.resolve();
    const manifest = path.join(this.game.display, MANIFEST_FILE);
    this.codeProblems = problems.map((p) => {
      const file = p.file ? path.relative(this.opts.cwd, p.file) || p.file : manifest;
      const at = { line: p.line, column: p.column, endLine: p.line, endColumn: p.column };
      const message = `${p.message}: deckwright's code no longer compiles, so the preview goes on with the code it started with; fix this and save, and it starts again with the new code`;
      return { file, ...at, severity: 'error' as const, rule: CODE_FAILED_RULE, message, card: null };
    });
    return this.rebuild();
  }

  /** A failure that is no checker's finding, as a diagnostic at the manifest (the page shows it at the top). */
  private failure(what: string, e: unknown): Diagnostic {
    const file = path.join(this.game.display, MANIFEST_FILE);
    return { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', rule: BUILD_FAILED_RULE, message: `${what}: ${e instanceof Error ? e.message : String(e)}`, card: null };
  }

  private async engineOf(pack: LoadedPack | null): Promise<{ odds: boolean; sim: boolean; bots: readonly string[] }> {
    if (this.engineInfo) return this.engineInfo;
    const none = { odds: false, sim: false, bots: [] };
    if (!pack?.def?.engine) return none;
    try {
      const engine = await pack.def.engine();
      this.engineInfo = { odds: Boolean(engine.odds), sim: true, bots: engine.bots };
      return this.engineInfo;
    } catch {
      return none;
    }
  }

  /**
   * The pack's own sheets, each page drawn for the gallery (sheet-pages.ts) and served from then
   * on; null when they cannot be drawn now (the pack's data has errors: the checker says where),
   * so that the page keeps the last good ones.
   */
  private async sheets(pack: LoadedPack): Promise<StateInput['sheets']> {
    if (!pack.def?.sheets) return [];
    try {
      const drawn = await sheetPages(pack, path.join(this.outDir, 'preview', 'sheets'));
      return drawn.map((d) => ({ id: d.id, name: d.name, pages: d.files.map((f) => this.publish(f)!) }));
    } catch {
      return null;
    }
  }

  /** The simulation reports already made (dist/<game>/reports/*.html). */
  private async reports(): Promise<PackState['reports']> {
    const dir = path.join(this.outDir, 'reports');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.html')).sort();
    return names.map((name) => ({ name, url: this.outUrl(path.join(dir, name))! }));
  }

  /** The preview's URL of a file under dist/<game>/, or null for one elsewhere. */
  outUrl(file: string): string | null {
    const abs = path.resolve(file);
    if (!isWithin(this.outDir, abs)) return null;
    return `/out/${encodeURIComponent(this.game.name)}/${path.relative(this.outDir, abs).split(path.sep).map(encodeURIComponent).join('/')}`;
  }

  /** Starts making `kind` unless it is already being made; its progress and end come as `job` events. */
  startJob(kind: PageJob['kind']): PageJob {
    const current = this.jobs.get(kind);
    if (current?.state === 'running') return current;
    const job: PageJob = { kind, state: 'running', detail: 'starting', files: [] };
    this.setJob(job);
    const work = kind === 'sim' ? this.simJob(job) : this.exclusive(() => (kind === 'pdf' ? this.pdfJob(job) : this.ttsJob(job)));
    work.then(
      async (files) => {
        this.setJob({ ...job, state: 'done', detail: `${files.length} file(s)`, files });
        if (kind === 'sim' && this.state) {
          this.state = { ...this.state, reports: await this.reports() };
          this.opts.hub.send(this.game.name, 'state', this.state);
        }
      },
      (e: unknown) => this.setJob({ ...job, state: 'failed', detail: e instanceof Error ? e.message : String(e) }),
    );
    return job;
  }

  private setJob(job: PageJob): void {
    this.jobs.set(job.kind, job);
    if (this.state) this.state = { ...this.state, jobs: [...this.jobs.values()] };
    this.opts.hub.send(this.game.name, 'job', { game: this.game.name, job });
  }

  private links(files: string[]): PageJob['files'] {
    return files.flatMap((f) => {
      const url = this.outUrl(f);
      return url ? [{ name: path.relative(this.outDir, path.resolve(f)), url }] : [];
    });
  }

  /** Prepares the cards as the export commands do (no --force: a card with errors is not silently left out of a print). */
  private async exportable(job: PageJob, shop: boolean): Promise<Prepared> {
    this.setJob({ ...job, detail: 'checking and rendering' });
    const prepared = await prepareCards(this.game, { cwd: this.opts.cwd, shop });
    if (prepared.stopped) throw new Error(`the pack has errors (${summarize(prepared.diagnostics)}): fix them first (they are on the cards)`);
    return prepared;
  }

  private async pdfJob(job: PageJob): Promise<PageJob['files']> {
    const opts = DEFAULT_PRINT_OPTIONS;
    const prepared = await this.exportable(job, opts.layouts.includes('shop'));
    this.setJob({ ...job, detail: 'drawing the print documents' });
    const { documents, diagnostics } = await printGame(this.game, prepared, opts, this.opts.cwd);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length) throw new Error(errors.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('; '));
    return this.links(documents.map((d) => d.file));
  }

  private async ttsJob(job: PageJob): Promise<PageJob['files']> {
    const prepared = await this.exportable(job, false);
    this.setJob({ ...job, detail: 'composing the TTS sheets' });
    const { report, diagnostics } = await ttsGame(this.game, prepared, DEFAULT_TTS_OPTIONS, this.opts.cwd);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length) throw new Error(errors.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('; '));
    return this.links([...report.objects, ...report.images.map((i) => i.file)]);
  }

  private async simJob(job: PageJob): Promise<PageJob['files']> {
    const info = this.engineInfo;
    if (!info?.sim) throw new Error(`the ${this.game.name} pack has no engine to simulate with`);
    const bot = info.bots.includes('heuristic') ? 'heuristic' : info.bots[0];
    const games = this.opts.simGames ?? SIM_GAMES;
    let last = 0;
    const outcome = await simulate(this.game, {
      games,
      players: null,
      seed: 1,
      bot,
      json: false,
      onProgress: (done, total) => {
        // A few updates a second at most: the page needs no more.
        if (done < total && performance.now() - last < 250) return;
        last = performance.now();
        this.setJob({ ...job, detail: `${done}/${total} games (${bot} bot)` });
      },
    });
    if (!outcome.ok) throw new Error(`the pack has errors (${summarize(outcome.diagnostics)}): fix them first`);
    return this.links(outcome.files);
  }

  /** The pack's exact odds, as tables. */
  async odds(): Promise<PageOdds> {
    const result = await oddsOf(this.game);
    if (!result.ok) throw new Error(`the pack has errors (${summarize(result.diagnostics)}): fix them first`);
    return pageOdds(result.report, result.language);
  }
}
