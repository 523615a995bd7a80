// Writes build/icon-names.json: the names (aliases included) of the icon set's icons, with the
// set's version. `check` asks only whether a name exists, which this 80 KB list answers without
// reading the set's 6 MB of drawings (src/core/icons.ts reads the set itself when its version
// differs from the list's).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export function writeIconNames(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const pkg = '@iconify-json/game-icons';
  const set = JSON.parse(readFileSync(require.resolve(`${pkg}/icons.json`), 'utf8'));
  const { version } = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8'));
  const names = [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})];
  writeFileSync(path.join(root, 'build', 'icon-names.json'), `${JSON.stringify({ version, names })}\n`);
}
