/**
 * What the preview watches: the packs' folders, the templates and deckwright's sources (as
 * `build --watch` does, with its rules for what a saved file asks for: pipeline/watch.ts's
 * changeOf), and the bundled fonts, which the render keeps loaded: a saved font starts the server
 * again, as compiled code does. Node's own recursive fs.watch is enough here (one user, a few
 * folders, Linux/macOS/Windows all supported by Node 20); chokidar would add polling options we do
 * not need. Unlike build --watch, a watched folder that goes away (a pack folder removed or
 * renamed while the page is open) is not fatal: the pack is rebuilt (its error shows on the page)
 * and the folder is watched again as soon as it comes back.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { FONTS_DIR } from '../core/font-catalog.js';
import { projectRoot, templatesSourceDir } from '../core/paths.js';
import type { GameLocation } from '../pipeline/games.js';
import { changeOf, ignored } from '../pipeline/watch.js';

export interface PreviewWatchHooks {
  /** Files of these games were saved (or their folder came or went). */
  changed(games: GameLocation[]): void;
  /** Compiled code or a bundled font changed: the server must start again. */
  restart(file: string): void;
}

/** How long to wait after a save for the editor's other writes (a rename, a second file). */
const SETTLE_MS = 60;
/** How often a folder that is gone is looked for. */
const ABSENT_POLL_MS = 500;

const within = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

export function watchPreview(games: GameLocation[], cwd: string, hooks: PreviewWatchHooks): () => void {
  const roots = [...new Set([...games.map((g) => g.dir), templatesSourceDir, path.join(projectRoot, 'src'), FONTS_DIR])];
  const pending = new Set<string>();
  const watchers = new Map<string, FSWatcher>();
  const polls = new Set<NodeJS.Timeout>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const flush = () => {
    timer = null;
    if (stopped) return;
    const files = [...pending];
    pending.clear();
    const font = files.find((f) => within(FONTS_DIR, f) && !ignored(f, games, cwd));
    if (font) return hooks.restart(font);
    // A pack folder that vanished: stop watching it (its watcher would say nothing more) and wait for it.
    for (const root of roots) if (watchers.has(root) && !existsSync(root)) unwatch(root, true);
    const change = changeOf(files, games, cwd);
    if (change.kind === 'restart') return hooks.restart(change.file);
    if (change.kind === 'games') hooks.changed(change.games);
  };
  const saw = (file: string) => {
    pending.add(file);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, SETTLE_MS);
  };

  const unwatch = (root: string, waitForIt: boolean) => {
    watchers.get(root)?.close();
    watchers.delete(root);
    if (waitForIt && !stopped) waitFor(root);
  };
  const waitFor = (root: string) => {
    const poll = setInterval(() => {
      if (!existsSync(root)) return;
      clearInterval(poll);
      polls.delete(poll);
      if (stopped) return;
      start(root);
      // It came back: whatever it holds now is news.
      saw(path.join(root, '.'));
    }, ABSENT_POLL_MS);
    polls.add(poll);
  };
  const start = (root: string) => {
    let w: FSWatcher;
    try {
      w = watch(root, { recursive: true }, (_event, name) => saw(name ? path.resolve(root, name.toString()) : root));
    } catch {
      // Not there (yet): a project without templates/, or a pack folder being moved.
      if (games.some((g) => g.dir === root)) waitFor(root);
      return;
    }
    // A watcher's error (its folder deleted under it) must never reach the process as an uncaught one.
    w.on('error', () => {
      unwatch(root, true);
      saw(root);
    });
    watchers.set(root, w);
  };
  for (const root of roots) start(root);

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const p of polls) clearInterval(p);
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}
