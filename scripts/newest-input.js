// When deckwright's own inputs last changed, to tell whether build/ is older than they are: read
// by bin/deckwright.js before a command (its sources only) and by `compile.js --if-stale` before
// the tests (everything the compile reads). Plain JavaScript with Node's own modules: it runs
// before anything is compiled.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time (ms) under `dirs` (relative to `root`) of the files `wanted`
 * accepts (by name), and of the folders themselves when `folders` is set: a file deleted or
 * renamed leaves no file newer than the build, but changes its folder's time. Names starting
 * with a dot (an editor's or a test's scratch folder) are passed over.
 */
export function newestInput(root, dirs, { wanted = () => true, folders = false } = {}) {
  let newest = 0;
  const walk = (dir) => {
    if (folders) newest = Math.max(newest, statSync(dir).mtimeMs);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (wanted(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs.map((d) => path.join(root, d))) if (existsSync(dir)) walk(dir);
  return newest;
}

/** When build/ was last compiled (its stamp's time), or 0 when it never was. */
export function builtAt(root) {
  const stamp = path.join(root, 'build', '.stamp');
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
}
