/**
 * The icon set used for card art and inline symbols: game-icons.net through
 * @iconify-json/game-icons (CC BY 3.0, credited in README and outputs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { derivedBytes } from './derived-bytes.js';
import { own } from './own.js';
import { packageVersion } from './package-version.js';
import { buildRoot } from './paths.js';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

/** The icons' licence, which asks for credit wherever they are used (worded in src/i18n/catalogue.yaml, `credits.icons`). */
export const ICON_LICENCE = { authors: 'Lorc, Delapouite', site: 'game-icons.net', licence: 'CC BY 3.0', url: 'https://creativecommons.org/licenses/by/3.0/' };

let set: IconSet | null = null;

function iconSet(): IconSet {
  if (!set) {
    const require = createRequire(import.meta.url);
    set = JSON.parse(readFileSync(require.resolve(`${ICON_PACKAGE}/icons.json`), 'utf8')) as IconSet;
  }
  return set;
}

const ICON_PACKAGE = '@iconify-json/game-icons';

/** The file of the icons' names that deckwright's compile writes (scripts/icon-names.js). */
export const ICON_NAMES_FILE = path.join(buildRoot, 'icon-names.json');

let names: Set<string> | null = null;

/**
 * Every icon's name, aliases included. A check needs only these: read from the list deckwright's
 * compile wrote (80 KB), not from the set's 6 MB of drawings, unless the set installed is not the
 * version the list was made from.
 */
function nameSet(): Set<string> {
  if (!names) {
    let listed: { version?: string; names?: string[] } | null = null;
    try {
      listed = JSON.parse(readFileSync(ICON_NAMES_FILE, 'utf8')) as { version?: string; names?: string[] };
    } catch {
      listed = null;
    }
    if (listed && Array.isArray(listed.names) && listed.version === packageVersion(ICON_PACKAGE)) names = new Set(listed.names);
    else {
      const s = iconSet();
      names = new Set([...Object.keys(s.icons), ...Object.keys(s.aliases ?? {})]);
    }
  }
  return names;
}

export function hasIcon(name: string): boolean {
  return nameSet().has(name);
}

export function iconNames(): string[] {
  return [...nameSet()];
}

interface OneIcon {
  body: string;
  width: number;
  height: number;
}

const drawings = new Map<string, OneIcon | null>();
let setVersion: string | undefined;

/**
 * One icon's drawing (its alias resolved), or null when the set has none of that name. Each
 * drawing used is kept in deckwright's build cache (derived-bytes.ts), by its name and the set's
 * version: a command that draws a few cards reads those, not the set's 6 MB (some 30 ms each).
 */
function drawing(name: string): OneIcon | null {
  let icon = drawings.get(name);
  if (icon !== undefined) return icon;
  const fromSet = (): OneIcon | null => {
    const s = iconSet();
    const real = own(s.icons, name) ? name : own(s.aliases, name)?.parent;
    const found = real ? own(s.icons, real) : undefined;
    return found ? { body: found.body, width: found.width ?? s.width ?? 512, height: found.height ?? s.height ?? 512 } : null;
  };
  setVersion ??= packageVersion(ICON_PACKAGE);
  const kept = derivedBytes('icons', Buffer.from(name), setVersion, () => Buffer.from(JSON.stringify(fromSet())));
  try {
    const value = JSON.parse(kept.toString('utf8')) as unknown;
    icon = value === null ? null : oneIcon(value);
  } catch {
    icon = undefined;
  }
  // A kept file that is not what it should be: from the set.
  if (icon === undefined) icon = fromSet();
  drawings.set(name, icon);
  return icon;
}

/** A kept drawing when it has the shape of one, else undefined. */
function oneIcon(v: unknown): OneIcon | undefined {
  const i = v as Partial<OneIcon> | null;
  return i && typeof i.body === 'string' && typeof i.width === 'number' && typeof i.height === 'number' ? { body: i.body, width: i.width, height: i.height } : undefined;
}

/** A standalone SVG document of the icon, drawn in `color`. */
export function iconSvg(name: string, color: string): string {
  const icon = drawing(name);
  if (!icon) throw new Error(`unknown icon '${name}'`);
  const body = icon.body.replace(/fill="currentColor"/g, `fill="${color}"`).replace(/<path d="M0 0h512v512H0z"\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width} ${icon.height}" fill="${color}">${body}</svg>`;
}

export function iconDataUri(name: string, color: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(iconSvg(name, color)).toString('base64')}`;
}
