/**
 * Where deckwright itself is installed, wherever the command is run from: its compiled code
 * (build/), its bundled fonts, the shipped games' templates and code. A designer's project (its
 * cards, templates, fonts, art) is elsewhere: see project.ts. In deckwright's own checkout the
 * two are one folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file compiles to build/src/core/paths.js: three levels below the installation's root.
export const installRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const buildRoot = path.join(installRoot, 'build');

/**
 * Whether deckwright runs from its own checkout, which compiles its sources again when they
 * change (bin/deckwright.js asks the same): an installed package comes compiled and has no
 * compiler, so its sources are never watched.
 */
export function isCheckout(): boolean {
  return existsSync(path.join(installRoot, 'node_modules', 'typescript', 'package.json'));
}
