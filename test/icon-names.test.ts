/** `check` knows the icon set's names from the list deckwright's compile writes, not from the 6 MB set. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
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
