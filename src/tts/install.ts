/**
 * Where Tabletop Simulator keeps its Saved Objects on each system, and copying a game's saved
 * objects (JSON + thumbnail) into a folder there named after the game, where TTS lists them
 * under Objects → Saved Objects.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic-write.js';

export class InstallError extends Error {}

export function savedObjectsDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env, home = os.homedir()): string {
  const tail = ['Tabletop Simulator', 'Saves', 'Saved Objects'];
  if (platform === 'win32') return path.win32.join(env.USERPROFILE ?? home, 'Documents', 'My Games', ...tail);
  if (platform === 'darwin') return path.posix.join(home, 'Library', ...tail);
  return path.posix.join(env.XDG_DATA_HOME || path.posix.join(home, '.local', 'share'), ...tail);
}

/**
 * A folder name from the game's title, safe on every system: one name inside the Saved Objects
 * folder, never a path out of it (no separators, no "." or ".." and no leading dot).
 */
export function folderName(title: string): string {
  return title.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '').replace(/^[\s.]+|[\s.]+$/g, '') || 'deckwright';
}

/**
 * Copies every saved object (`*.json` and its `*.png` thumbnail) of `ttsDir` into
 * `<savedObjects>/<title>/`. Without an explicit folder, TTS must have made its Saves folder.
 */
export async function installSavedObjects(ttsDir: string, title: string, target?: string): Promise<string> {
  const root = target ?? savedObjectsDir();
  if (!target && !existsSync(path.dirname(root))) {
    throw new InstallError(
      `no Tabletop Simulator saves folder at ${path.dirname(root)}: start TTS once so that it makes it, or name the folder with --tts-dir`,
    );
  }
  const dest = path.join(root, folderName(title));
  await mkdir(dest, { recursive: true });
  for (const f of (await readdir(ttsDir)).filter((n) => /^[^.].*\.(json|png)$/.test(n)).sort()) {
    await writeFileAtomic(path.join(dest, f), await readFile(path.join(ttsDir, f)));
  }
  return dest;
}
