/** `check` knows the icon set's names from the list deckwright's compile writes, not from the 6 MB set. */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildRoot } from '../src/core/paths.js';
import { hasIcon, ICON_NAMES_FILE, iconNames } from '../src/core/icons.js';

const require = createRequire(import.meta.url);

describe('the icon names list', () => {
  it("is the installed set's names, aliases included, at its version", () => {
    const set = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as { icons: object; aliases?: object };
    const { version } = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/package.json'), 'utf8')) as { version: string };
    const listed = JSON.parse(readFileSync(ICON_NAMES_FILE, 'utf8')) as { version: string; names: string[] };
    expect(listed.version).toBe(version);
    expect(new Set(listed.names)).toEqual(new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]));
    expect(new Set(iconNames())).toEqual(new Set(listed.names));
    expect(hasIcon('dragon-head')).toBe(true);
    expect(hasIcon('no-such-icon')).toBe(false);
    expect(hasIcon('__proto__')).toBe(false);
  });
});

describe('the icon drawings kept in the build cache', () => {
  it("draw what the set draws, aliases included, and a damaged kept file is read from the set again", async () => {
    const set = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as { icons: Record<string, { body: string; width?: number; height?: number }>; aliases?: Record<string, { parent: string }>; width?: number; height?: number };
    const alias = Object.keys(set.aliases ?? {}).find((a) => /^[a-z0-9-]+$/.test(a))!;
    const names = ['dragon-head', 'rat', alias];
    const expected = (name: string, color: string) => {
      const icon = set.icons[set.icons[name] ? name : set.aliases![name].parent];
      const body = icon.body.replace(/fill="currentColor"/g, `fill="${color}"`).replace(/<path d="M0 0h512v512H0z"\/>/, '');
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width ?? set.width ?? 512} ${icon.height ?? set.height ?? 512}" fill="${color}">${body}</svg>`;
    };
    // The drawings kept in the build cache (derived-bytes.ts): emptied first, so the first command makes them.
    const keptDir = path.join(buildRoot, '.cache', 'icons');
    rmSync(keptDir, { recursive: true, force: true });
    // A module of its own each time (its own memory of drawings): what one command would see.
    let instances = 0;
    const fresh = async () => (await import(`${pathToFileURL(path.join(buildRoot, 'src', 'core', 'icons.js')).href}?command=${++instances}`)) as typeof import('../src/core/icons.js');
    const first = await fresh();
    for (const name of names) expect(first.iconSvg(name, '#123456'), name).toBe(expected(name, '#123456'));
    expect(readdirSync(keptDir).length).toBeGreaterThanOrEqual(names.length);
    // Read back from the kept files (another colour: the colour is not what is kept)...
    const second = await fresh();
    for (const name of names) expect(second.iconSvg(name, '#abcdef'), name).toBe(expected(name, '#abcdef'));
    // ...and a kept file that is not a drawing is read from the set again.
    for (const f of readdirSync(keptDir)) writeFileSync(path.join(keptDir, f), '{"body": 3}');
    const third = await fresh();
    for (const name of names) expect(third.iconSvg(name, 'red'), name).toBe(expected(name, 'red'));
    expect(() => third.iconSvg('no-such-icon', 'red')).toThrow("unknown icon 'no-such-icon'");
    expect(() => third.iconSvg('../../package', 'red')).toThrow("unknown icon '../../package'");
  });
});
