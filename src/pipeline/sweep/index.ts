/**
 * `deckwright sweep`, as the command line and the tests call it: a spec from a sweep file or from
 * flags, played (runSweep), its files written under dist/<game>/sweeps/<name>/.
 */
import path from 'node:path';
import type { Diagnostic } from '../../core/diagnostics.js';
import { readTextLimited } from '../../core/read-limited.js';
import { loadYamlSource } from '../../core/yaml-source.js';
import { distDir, UsageError } from '../games.js';
import { writeSweep, sweepName } from './report.js';
import { runSweep, type SweepResult, type SweepRunOptions } from './run.js';
import { specFromFile, type SweepSpec } from './spec.js';

export { type SweepSpec } from './spec.js';

/** A sweep file read and checked; paths in it are taken from its folder. */
export async function readSweepFile(file: string): Promise<{ ok: true; spec: SweepSpec } | { ok: false; diagnostics: Diagnostic[] }> {
  const shown = path.relative(process.cwd(), path.resolve(file)) || file;
  const read = await readTextLimited(file, { kind: 'sweep file', shown }).catch((e: NodeJS.ErrnoException) => {
    throw new UsageError(`${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  });
  if (!read.ok) return { ok: false, diagnostics: [read.diagnostic] };
  const dir = path.dirname(path.resolve(file));
  return specFromFile(loadYamlSource(shown, read.text), (p) => path.relative(process.cwd(), path.resolve(dir, p)) || '.');
}

export type SweepRun = { ok: true; result: SweepResult; files: string[] } | { ok: false; diagnostics: Diagnostic[]; advice: string };

/** Plays a sweep and writes its files (none with `write: false`, for `--json`). */
export async function sweep(spec: SweepSpec, opts: SweepRunOptions & { write?: boolean } = {}): Promise<SweepRun> {
  const outcome = await runSweep(spec, opts);
  if (!outcome.ok) return outcome;
  const files = opts.write === false ? [] : await writeSweep(outcome.result, path.join(distDir(outcome.result.game), 'sweeps', sweepName(outcome.result)));
  return { ok: true, result: outcome.result, files };
}
