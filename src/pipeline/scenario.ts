/**
 * `scenario`: runs rule scenarios. Each file names its game; the game's engine builds the position,
 * plays the steps and compares the result with the expectations.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadPackFromDir, type LoadedPack } from '../core/pack.js';
import type { ScenarioOutcome } from '../core/pack-types.js';
import { loadYamlSource, spanAt } from '../core/yaml-source.js';
import { resolveGames } from './games.js';

export interface ScenarioReport extends ScenarioOutcome {
  file: string;
}

export async function runScenarioFiles(files: string[], cwd = process.cwd()): Promise<ScenarioReport[]> {
  const packs = new Map<string, LoadedPack>();
  const out: ScenarioReport[] = [];
  for (const file of files) {
    const shown = path.relative(cwd, path.resolve(cwd, file)) || file;
    const src = loadYamlSource(shown, await readFile(path.resolve(cwd, file), 'utf8'));
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
    let pack = packs.get(location.dir);
    if (!pack) packs.set(location.dir, (pack = await loadPackFromDir(location.dir, location.display)));
    const engine = await pack.def?.engine?.();
    if (!engine) {
      out.push(fail(`the ${game} pack has no engine to run scenarios with`));
      continue;
    }
    out.push({ file: shown, ...(await engine.runScenario(pack, src)) });
  }
  return out;
}
