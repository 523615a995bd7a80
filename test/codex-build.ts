/**
 * The CODEX pack built once per test run by the command line, cold, into a shared folder
 * (test/shared-fixture.ts): `deckwright build codex` in a copy of the pack, with hosted image
 * URLs (local file:/// URLs would name the folder). The whole-pack render test reads its cards
 * and what it said, and the determinism test builds it again elsewhere and compares every byte.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, type CliRun } from './cli-helpers.js';
import { codexDir } from './helpers.js';
import { sharedFolder } from './shared-fixture.js';

/** The command the shared build ran, in the folder `cwd` (with `cards/codex/`). */
export const CODEX_BUILD = ['build', 'codex', '--base-url', 'https://example.org/codex/'];

export interface CodexBuild {
  /** The project folder: its pack in cards/codex/, its outputs in dist/codex/. */
  cwd: string;
  /** What the build said, and its exit code. */
  run: CliRun;
}

let made: Promise<CodexBuild> | null = null;

/** The run's cold build of CODEX, made by the first test file that asks. */
export function builtCodex(): Promise<CodexBuild> {
  made ??= (async () => {
    const cwd = await sharedFolder('codex-build', async (folder) => {
      cpSync(codexDir, path.join(folder, 'cards', 'codex'), { recursive: true });
      const r = run(CODEX_BUILD, folder);
      // Beside the project, not in dist/: the determinism test compares dist/ whole.
      writeFileSync(path.join(folder, 'build-run.json'), JSON.stringify(r));
    });
    return { cwd, run: JSON.parse(readFileSync(path.join(cwd, 'build-run.json'), 'utf8')) as CliRun };
  })();
  return made;
}
