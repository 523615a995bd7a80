/**
 * Shipped games built once per test run by the command line, cold, into shared folders
 * (test/shared-fixture.ts): `deckwright build <game>` in a copy of the pack. The tests that are
 * about a whole build read what it made and said (the whole-pack render test, Code Lyoko's
 * exports); the determinism test builds CODEX again elsewhere and compares every byte; the tests
 * whose subject is not the cold render (the preview's pages) start from a copy of its images.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, type CliRun } from './cli-helpers.js';
import { codexDir, root, tempDir } from './helpers.js';
import { sharedFolder } from './shared-fixture.js';

/** The command the shared CODEX build ran, in the folder `cwd` (with `cards/codex/`): with hosted image URLs (local file:/// URLs would name the folder). */
export const CODEX_BUILD = ['build', 'codex', '--base-url', 'https://example.org/codex/'];

/** The command each shipped game's shared build runs. */
const BUILDS: Record<string, string[]> = { codex: CODEX_BUILD, lyoko: ['build', 'lyoko'] };

export interface GameBuild {
  /** The project folder: its pack in cards/<game>/, its outputs in dist/<game>/. */
  cwd: string;
  /** What the build said, and its exit code. */
  run: CliRun;
}
export type CodexBuild = GameBuild;

const made = new Map<string, Promise<GameBuild>>();

/** The run's cold build of the shipped game `game` (codex, lyoko), made by the first test file that asks. */
export function builtGame(game: keyof typeof BUILDS): Promise<GameBuild> {
  let build = made.get(game);
  if (!build) {
    build = (async () => {
      const cwd = await sharedFolder(`${game}-build`, async (folder) => {
        cpSync(path.join(root, 'cards', game), path.join(folder, 'cards', game), { recursive: true });
        const r = run(BUILDS[game], folder);
        // Beside the project, not in dist/: the determinism test compares dist/ whole.
        writeFileSync(path.join(folder, 'build-run.json'), JSON.stringify(r));
      });
      return { cwd, run: JSON.parse(readFileSync(path.join(cwd, 'build-run.json'), 'utf8')) as CliRun };
    })();
    made.set(game, build);
  }
  return build;
}

/** The run's cold build of CODEX. */
export const builtCodex = (): Promise<CodexBuild> => builtGame('codex');

/**
 * The shared build's card images and memos of the shipped game `game`, copied into dist/ of the
 * project `cwd` (the render cache finds them fresh: the same inputs give the same images
 * wherever they are built), for a test whose subject is not the cold render.
 */
export async function copyRenderedCards(game: keyof typeof BUILDS, cwd: string): Promise<void> {
  const shared = await builtGame(game);
  if (shared.run.code !== 0) throw new Error(`the shared build of ${game} failed:\n${shared.run.stderr}`);
  cpSync(path.join(shared.cwd, 'dist', game, 'cards'), path.join(cwd, 'dist', game, 'cards'), { recursive: true });
  // The memos of the check (YAML data, text parses, layouts), by content; not the file stamps, which name the shared folder's files.
  cpSync(path.join(shared.cwd, 'dist', '.cache'), path.join(cwd, 'dist', '.cache'), { recursive: true, filter: (f) => !f.includes(`${path.sep}file-stamps`) });
}

/** A project of its own with a copy of the shipped game `game` in cards/<game>/ and its images already rendered (copyRenderedCards). */
export async function renderedProject(game: keyof typeof BUILDS): Promise<{ cwd: string; dir: string }> {
  const cwd = tempDir();
  const dir = path.join(cwd, 'cards', game);
  cpSync(game === 'codex' ? codexDir : path.join(root, 'cards', game), dir, { recursive: true });
  await copyRenderedCards(game, cwd);
  return { cwd, dir };
}
