/**
 * `sheet`: fills a pack's sheets from one of its data files (Cardstle: a party, one character
 * sheet each). The file is checked as if it were a data file of the pack — its data type's schema,
 * then every rule of the pack with the file in the pack's data — and its own problems are kept,
 * with the errors of the pack's other files: a file with errors, or a pack with errors (the tables
 * the sheets are filled from), writes nothing.
 */
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { loadPackFromDir, type LoadedData, type LoadedPack } from '../core/pack.js';
import { readTextLimited } from '../core/read-limited.js';
import { validateAt } from '../core/validate.js';
import { removeStaleTemps } from '../core/stale-temp.js';
import { loadYamlSource } from '../core/yaml-source.js';
import { checkLoadedPack } from './check.js';
import { distDir, UsageError, type GameLocation } from './games.js';

export type SheetOutcome = { ok: true; files: string[]; diagnostics: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

export async function fillSheets(game: GameLocation, file: string, opts: { outDir?: string; cwd?: string } = {}): Promise<SheetOutcome> {
  const cwd = opts.cwd ?? process.cwd();
  const outDir = opts.outDir ? path.resolve(cwd, opts.outDir) : path.join(distDir(game, cwd), 'sheets');
  // What a sheet run killed in the middle of a write left there, as every command that writes
  // does first. The sheets are written flat into the folder, which --out may make any folder:
  // its subfolders are not looked into.
  await removeStaleTemps(outDir, false);
  const pack = await loadPackFromDir(game.dir, game.display);
  const cap = pack.def?.sheets;
  // A game.yaml that does not load is the user's to fix, at its line, as `check` says it.
  if (!pack.manifest || !pack.def) return { ok: false, diagnostics: sortDiagnostics(await checkLoadedPack(pack, { layout: false })) };
  if (!cap) throw new UsageError(`${game.name}: this game has no sheets to fill (sheet works for packs whose code declares sheets)`);
  const type = pack.dataTypes.find((t) => t.id === cap.dataType);
  if (!type) throw new Error(`${game.name}: the pack's sheets are filled from data type '${cap.dataType}', which its types do not declare`);

  const abs = path.resolve(cwd, file);
  const shown = path.relative(cwd, abs) || file;
  const read = await readTextLimited(abs, { kind: 'data file', shown }).catch((e: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read ${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  });
  if (!read.ok) return { ok: false, diagnostics: [read.diagnostic] };
  const { data, problems } = addDataFile(pack, abs, shown, read.text, cwd, cap.dataType);
  // The pack's rules run with the file among its data. Of its other files only the errors are
  // kept: sheets filled from broken tables (a cost missing, a suit twice) would be silently wrong,
  // so they stop the fill as they stop `odds` and `sim`; their warnings are `check`'s to report.
  // Other files of the same type (the sample party) do not touch this file's sheets: their
  // errors are `check`'s too, and must not keep a designer from filling another party.
  const siblings = new Set(pack.data.filter((d) => d.type === cap.dataType && d.src.file !== shown).map((d) => d.src.file));
  const checked = (await checkLoadedPack(pack, { layout: false })).filter((d) => d.file === shown || (d.severity === 'error' && !siblings.has(d.file)));
  const diagnostics = dedupe(sortDiagnostics([...problems, ...checked]));
  if (hasErrors(diagnostics) || data === undefined) return { ok: false, diagnostics };

  const filled = await cap.fill(pack, data);
  const stem = path.basename(abs).replace(/\.ya?ml$/i, '');
  const files: string[] = [];
  for (const f of filled) {
    const out = path.join(outDir, `${stem}-${f.slug}.pdf`);
    await writeFileAtomic(out, f.bytes);
    files.push(out);
  }
  return { ok: true, files, diagnostics };
}

/**
 * Puts the file among the pack's data, in the set of its data type (in place of itself when the
 * pack already reads it), and returns its content and the problems of reading it.
 */
function addDataFile(pack: LoadedPack, abs: string, shown: string, text: string, cwd: string, dataType: string): { data: unknown; problems: Diagnostic[] } {
  const type = pack.dataTypes.find((t) => t.id === dataType)!;
  const src = loadYamlSource(shown, text);
  const problems: Diagnostic[] = [...src.syntaxErrors];
  if (src.data === undefined) return { data: undefined, problems };
  if (src.data === null) {
    problems.push({ file: shown, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', rule: 'core/schema', message: `${shown} is empty: expected a ${dataType} (see deckwright schema ${pack.name})`, card: null });
    return { data: undefined, problems };
  }
  problems.push(...validateAt(type.schema, src.data, { src, basePath: [], rule: 'core/schema', card: null, what: shown }));
  const same = (s: { file: string }) => path.resolve(cwd, s.file) === abs;
  pack.data = pack.data.filter((d) => !same(d.src));
  pack.files = pack.files.filter((f) => !same(f));
  pack.problems = pack.problems.filter((d) => path.resolve(cwd, d.file) !== abs);
  const set = pack.manifest!.data?.find((d) => d.type === dataType)?.id ?? dataType;
  const entry: LoadedData = { set, name: shown, type: dataType, src, data: src.data, valid: problems.length === 0 };
  pack.data.push(entry);
  pack.files.push(src);
  return { data: src.data, problems };
}

function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.rule}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
