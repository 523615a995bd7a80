/**
 * Node's source maps, turned on only while they are needed. A project's templates and rules code
 * are compiled with inline source maps so that an exception names the .tsx line that threw; but
 * once maps are on, Node reads and parses the map of every module loaded afterwards, deckwright's
 * own bundle chunks and libraries included (about 10 % of a one-card rebuild). So they are on
 * while such a module is imported (Node caches its map then) and while a thrown error's stack is
 * read (Node formats a stack when it is first read, through the maps when they are on).
 * `DECKWRIGHT_DEBUG=1` turns them on for the whole run (bin/deckwright.js): left on here.
 */

/** Runs `load` with source maps on, then puts them back as they were. */
export async function withSourceMaps<T>(load: () => Promise<T>): Promise<T> {
  const before = process.sourceMapsEnabled;
  if (!before) process.setSourceMapsEnabled(true);
  try {
    return await load();
  } finally {
    if (!before) process.setSourceMapsEnabled(false);
  }
}

/** The stack of `e`, formatted through the source maps of the modules it passes through. */
export function mappedStack(e: unknown): string {
  if (!(e instanceof Error)) return '';
  const before = process.sourceMapsEnabled;
  if (!before) process.setSourceMapsEnabled(true);
  try {
    return typeof e.stack === 'string' ? e.stack : '';
  } finally {
    if (!before) process.setSourceMapsEnabled(false);
  }
}
