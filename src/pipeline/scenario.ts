/**
 * `scenario`: runs rule scenarios. Each file names its game; the game's engine builds the position,
 * plays the steps and compares the result with the expectations.
 */
import path from 'node:path';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import { readTextLimited } from '../core/read-limited.js';
import type { ScenarioOutcome } from '../core/pack-types.js';
import { loadYamlSource, spanAt } from '../core/yaml-source.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { checkLoadedPack } from './check.js';
import { resolveGames, UsageError, type GameLocation } from './games.js';

export interface ScenarioReport extends ScenarioOutcome {
  file: string;
}

export async function runScenarioFiles(files: string[], cwd = process.cwd()): Promise<ScenarioReport[]> {
  const packs = new Map<string, { pack: LoadedPack; errors: Diagnostic[] }>();
  const out: ScenarioReport[] = [];
  for (const file of files) {
    const shown = path.relative(cwd, path.resolve(cwd, file)) || file;
    const read = await readTextLimited(path.resolve(cwd, file), { kind: 'scenario', shown }).catch((e: NodeJS.ErrnoException) => {
      throw new UsageError(`${shown}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
    });
    if (!read.ok) {
      out.push({ file: shown, name: shown, failures: [read.diagnostic] });
      continue;
    }
    const src = loadYamlSource(shown, read.text);
    const fail = (message: string): ScenarioReport => ({
      file: shown,
      name: shown,
      failures: [{ ...spanAt(src, ['game']), severity: 'error', rule: 'scenario/schema', message, card: null }],
    });
    if (src.syntaxErrors.length) {
      out.push({ file: shown, name: shown, failures: src.syntaxErrors });
      continue;
    }
    const game = (src.data as { game?: unknown } | null)?.game;
    if (typeof game !== 'string') {
      out.push(fail('a scenario names its game: add `game: <name>` (a name under cards/ or a pack folder)'));
      continue;
    }
    let location;
    try {
      [location] = resolveGames([game], cwd);
    } catch (e) {
      out.push(fail((e as Error).message));
      continue;
    }
    let loaded = packs.get(location.dir);
    if (!loaded) packs.set(location.dir, (loaded = await checkedPack(location)));
    const { pack, errors } = loaded;
    // As `sim` and `odds` do: a position played with broken tables or cards would pass or fail for the wrong reason.
    if (errors.length) {
      const refused = fail(`the ${game} pack has errors; fix them (deckwright check ${game}) first`);
      out.push({ ...refused, failures: [...refused.failures, ...errors] });
      continue;
    }
    const engine = await pack.def?.engine?.();
    if (!engine) {
      out.push(fail(`the ${game} pack has no engine to run scenarios with`));
      continue;
    }
    out.push({ file: shown, ...(await engine.runScenario(pack, src)) });
  }
  return out;
}

/** A scenario's pack, loaded and checked once for all its scenarios (without the layout pass: nothing is drawn). */
async function checkedPack(location: GameLocation): Promise<{ pack: LoadedPack; errors: Diagnostic[] }> {
  const pack = await loadPackFromDir(location.dir, location.display);
  const errors = (await checkLoadedPack(pack, { layout: false })).filter((d) => d.severity === 'error');
  return { pack, errors };
}
