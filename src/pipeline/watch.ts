/**
 * `build --watch`: build once, then build again each time a pack's file is saved, in the same
 * process. Node's start, the modules (pdfkit, fontkit, satori, sharp, resvg) and the compiled
 * validators are loaded once, so a one-card edit is rebuilt in a fraction of a whole process's
 * time; each stage still does only what its caches say changed.
 *
 * A pack's templates are compiled when its pack is loaded (core/template-build), so saving one
 * rebuilds the games, in this process. deckwright's own sources (its src/ and the kit,
 * templates/common/, in its own checkout) are compiled code: when one is saved, the watcher starts
 * itself again (bin/deckwright.js compiles what changed first) rather than run stale code.
 */
import { existsSync } from 'node:fs';
import type { FSWatcher } from 'chokidar';
import { lazyRequire } from '../core/lazy-require.js';
import path from 'node:path';
import { installRoot, isCheckout } from '../core/paths.js';
import { projectOfPack, TEMPLATES_FOLDER } from '../core/project.js';
import { distDir, type GameLocation } from './games.js';

// Loaded when a watch starts, not by every command that imports this module.
const chokidar = lazyRequire<typeof import('chokidar')>('chokidar');

/** What a saved file asks for: rebuilding some games, starting afresh (compiled code), or nothing. */
export type Change = { kind: 'games'; games: GameLocation[] } | { kind: 'restart'; file: string } | { kind: 'none' };

const within = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Files no build reads: the outputs themselves (dist/, which may sit inside a pack folder given
 * as `.`), hidden files and folders, our own and editors' temporary files (vim's 4913 probe,
 * swap and backup files).
 */
export function ignored(file: string, games: GameLocation[], cwd: string): boolean {
  if (games.some((g) => within(distDir(g, cwd), file))) return true;
  // Hidden parts are looked for below the folder that holds the file (the project may itself sit in a hidden folder).
  const base = [...games.map((g) => g.dir), cwd, installRoot].filter((d) => within(d, file)).sort((a, b) => b.length - a.length)[0];
  const parts = base ? path.relative(base, file).split(path.sep) : [path.basename(file)];
  return parts.some((part) => part.startsWith('.')) || /\.tmp-\d+-\d+$|~$|\.sw[a-p]$|^4913$/.test(path.basename(file));
}

/** deckwright's own compiled code, in its checkout: its sources and the template kit (an installed package has none to recompile). */
const ownCode = () => (isCheckout() ? [path.join(installRoot, 'src'), path.join(installRoot, TEMPLATES_FOLDER, 'common')] : []);

/**
 * The folders of a game's project that its drawings read besides its own: its templates, its
 * pictures (art/) and its font files (fonts/), all read again when the game is loaded.
 */
const projectFoldersOf = (g: GameLocation) => [TEMPLATES_FOLDER, 'art', 'fonts'].map((f) => path.join(projectOfPack(g.dir), f));

/** The folders a watcher of these games watches: theirs, their projects' templates, deckwright's own code. */
export function watchedRoots(games: GameLocation[]): string[] {
  return [...new Set([...games.map((g) => g.dir), ...games.flatMap(projectFoldersOf), ...ownCode()])].filter((d) => existsSync(d));
}

/** What the saved `files` (absolute paths) ask for. */
export function changeOf(files: string[], games: GameLocation[], cwd: string): Change {
  const seen = files.filter((f) => !ignored(f, games, cwd));
  const code = seen.find((f) => ownCode().some((dir) => within(dir, f)));
  if (code) return { kind: 'restart', file: code };
  // A template may be shared between packs (INDEX draws with pieces of CODEX's), and a picture or
  // a font file between games: a saved one rebuilds every game of its project, whose caches
  // redraw only what it changed.
  const templated = (g: GameLocation) => seen.some((f) => projectFoldersOf(g).some((dir) => within(dir, f)));
  const hit = games.filter((g) => seen.some((f) => within(g.dir, f)) || templated(g));
  return hit.length ? { kind: 'games', games: hit } : { kind: 'none' };
}

export interface WatchHooks {
  /** Builds these games; resolves when done (diagnostics printed). */
  build(games: GameLocation[]): Promise<void>;
  /** Called when compiled code changed: the caller starts the command again. */
  restart(file: string): void;
  /** Told once the watchers are set up. */
  ready?(): void;
}

/** How long to wait after a save for the editor's other writes (a rename, a second file). */
const SETTLE_MS = 60;

/** Watches the games' folders and the templates; returns a function that stops watching. */
export function watchGames(games: GameLocation[], cwd: string, hooks: WatchHooks): () => void {
  const roots = watchedRoots(games);
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const flush = async () => {
    timer = null;
    // One build at a time: saves made during a build are taken up when it ends.
    if (running) return;
    const change = changeOf([...pending], games, cwd);
    pending.clear();
    if (change.kind === 'restart') return hooks.restart(change.file);
    if (change.kind === 'none' || stopped) return;
    running = hooks.build(change.games);
    await running;
    running = null;
    if (pending.size && !stopped) timer = setTimeout(flush, SETTLE_MS);
  };

  // chokidar rather than node:fs's recursive watch: on Linux that one stops reporting a file once
  // an editor has saved it by renaming a new copy over it (vim, JetBrains' safe write, sed -i):
  // the first save showed, the next ones never did. chokidar watches each folder and follows them.
  const watcher: FSWatcher = chokidar().watch(
    roots.filter((r) => existsSync(r)),
    // Outputs, hidden files, editors' temporary files: never a reason to rebuild.
    { ignoreInitial: true, ignored: (file: string) => ignored(path.resolve(file), games, cwd) },
  );
  watcher.on('all', (_event, file) => {
    pending.add(path.resolve(file));
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  });
  // A watcher's error (a folder deleted under it) must never reach the process as an uncaught one.
  watcher.on('error', () => undefined);
  watcher.on('ready', () => hooks.ready?.());
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    void watcher.close();
  };
}
