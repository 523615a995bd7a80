#!/usr/bin/env node
// Run before `npm test` (the pretest script): the browser tests (test/preview.test.ts) drive
// Debian's chromium through playwright-core, which downloads no browser of its own. When
// /usr/bin/chromium is missing, it is installed from Debian's packages (scripts/debian-package.js).
//
//   node scripts/ensure-chromium.js            install it if missing
//   node scripts/ensure-chromium.js --dry-run  say what would be done, do nothing
//
// DECKWRIGHT_CHROMIUM names another browser to look for (the tests use the same variable).
import { ensurePackage } from './debian-package.js';

export const CHROMIUM = process.env.DECKWRIGHT_CHROMIUM || '/usr/bin/chromium';

ensurePackage({ tool: 'ensure-chromium', what: 'chromium', path: CHROMIUM, pkg: 'chromium', envVar: 'DECKWRIGHT_CHROMIUM', elsewhere: 'install a Chromium there (or set DECKWRIGHT_CHROMIUM to one)' });
