/**
 * What the preview watches: the packs' folders, their projects' templates and deckwright's sources (as
 * `build --watch` does, with its rules for what a saved file asks for: pipeline/watch.ts's
 * changeOf and ignored), and the bundled fonts, which the render keeps loaded: a saved font starts
 * the server again, as compiled code does.
 *
 * chokidar rather than node:fs watch: on Linux, Node 20's recursive fs.watch stops reporting a
 * file once it has been replaced by a rename, which is how many editors save (vim's default
 * backup copy, JetBrains' safe write, sed -i): the first save shows, the next ones never do.
 * chokidar watches each folder on its own, follows renamed files, and is kept up by a large
 * community (vite, webpack). A pack folder removed while the page is open is rebuilt (its error
 * shows on the page) and watched again as soon as it comes back.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FSWatcher } from 'chokidar';
import { lazyRequire } from '../core/lazy-require.js';
import { FONTS_DIR } from '../core/font-catalog.js';
import type { GameLocation } from '../pipeline/games.js';
import { changeOf, ignored, watchedRoots } from '../pipeline/watch.js';

// Loaded when a watch starts, not by every command that imports this module.
const chokidar = lazyRequire<typeof import('chokidar')>('chokidar');

export interface PreviewWatchHooks {
  /** Files of these games were saved (or their folder came or went). */
  changed(games: GameLocation[]): void;
  /** Compiled code or a bundled font changed: the server must start again. */
  restart(file: string): void;
}

/** How long to wait after a save for the editor's other writes (a rename, a second file). */
const SETTLE_MS = 60;
/** How often a pack folder that is gone is looked for. */
const ABSENT_POLL_MS = 500;

const within = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

export function watchPreview(games: GameLocation[], cwd: string, hooks: PreviewWatchHooks): () => void {
  const code = [...watchedRoots(games).filter((d) => !games.some((g) => g.dir === d)), FONTS_DIR].filter((d) => existsSync(d));
  const packs = [...new Set(games.map((g) => g.dir))];
  const pending = new Set<string>();
  const polls = new Set<NodeJS.Timeout>();
  const absent = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const flush = () => {
    timer = null;
    if (stopped) return;
    const files = [...pending];
    pending.clear();
    const font = files.find((f) => within(FONTS_DIR, f) && !ignored(f, games, cwd));
    if (font) return hooks.restart(font);
    for (const dir of packs) if (!absent.has(dir) && !existsSync(dir)) waitFor(dir);
    const change = changeOf(files, games, cwd);
    if (change.kind === 'restart') return hooks.restart(change.file);
    if (change.kind === 'games') hooks.changed(change.games);
  };
  const saw = (file: string) => {
    pending.add(path.resolve(file));
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };

  const watcher: FSWatcher = chokidar().watch([...packs, ...code], {
    ignoreInitial: true,
    // Outputs, hidden files, editors' temporary files: never a reason to rebuild.
    ignored: (file: string) => ignored(path.resolve(file), games, cwd),
  });
  watcher.on('all', (_event, file) => saw(file));
  // A watcher's error (a folder deleted under it) must never reach the process as an uncaught one.
  watcher.on('error', () => undefined);

  /** A pack folder that went away: it is rebuilt now (its error shows) and again when it comes back. */
  const waitFor = (dir: string) => {
    absent.add(dir);
    void watcher.unwatch(dir);
    const poll = setInterval(() => {
      if (!existsSync(dir)) return;
      clearInterval(poll);
      polls.delete(poll);
      absent.delete(dir);
      if (stopped) return;
      watcher.add(dir);
      saw(dir);
    }, ABSENT_POLL_MS);
    polls.add(poll);
  };

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const p of polls) clearInterval(p);
    void watcher.close();
  };
}
