// The compiler's errors, told apart by whose they are. An error in a pack's own templates
// (templates/<pack>/, but not templates/common/, which every pack draws with) is that pack's
// problem: the other packs must keep working, so the build goes on and the pack gets a located
// core/template error when it is checked (src/core/template-compile-errors.ts reads the record
// written here). An error anywhere else (src/, templates/common/, tests, a configuration error)
// still stops the build.

/** The file compile.js records the pack templates' errors in, under build/. */
export const TEMPLATE_ERRORS_FILE = 'template-errors.json';

/**
 * Reads tsc's plain output (`--pretty false`, run from the project root):
 * `templates/x/card.tsx(16,28): error TS2307: Cannot find module ...`, with indented lines that
 * continue the message. Returns the pack templates' errors by pack, and the rest as it was printed.
 */
export function splitTscErrors(output) {
  // One entry per error: its first line and the indented lines that continue it.
  const entries = [];
  for (const line of output.split(/\r?\n/)) {
    if (/^\s+\S/.test(line) && entries.length) entries[entries.length - 1].push(line);
    else if (line.trim()) entries.push([line]);
  }
  const byPack = {};
  const fatal = [];
  for (const lines of entries) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(lines[0]);
    const file = m?.[1].split('\\').join('/');
    const pack = file ? /^templates\/([^/]+)\/.+$/.exec(file)?.[1] : undefined;
    if (!m || !pack || pack === 'common') {
      fatal.push(...lines);
      continue;
    }
    const message = [m[5], ...lines.slice(1).map((l) => l.trim())].join(' ');
    (byPack[pack] ??= []).push({ file, line: Number(m[2]), column: Number(m[3]), code: m[4], message });
  }
  return { byPack, fatal: fatal.join('\n') };
}
