#!/usr/bin/env node
// Run before `npm test` (the pretest script): the browser tests (test/preview.test.ts) drive
// Debian's chromium through playwright-core, which downloads no browser of its own. When
// /usr/bin/chromium is missing, it is installed from Debian's packages (apt-get, as root, without
// questions); when that cannot be done, the tests stop here with what to run by hand.
//
//   node scripts/ensure-chromium.js            install it if missing
//   node scripts/ensure-chromium.js --dry-run  say what would be done, do nothing
//
// DECKWRIGHT_CHROMIUM names another browser to look for (the tests use the same variable).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.DECKWRIGHT_CHROMIUM || '/usr/bin/chromium';
const INSTALL = [
  ['apt-get', ['update']],
  ['apt-get', ['install', '-y', '--no-install-recommends', 'chromium']],
];
const BY_HAND = 'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium';

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** What is to be done: nothing, the install commands, or a failure with its reason. */
export function plan({ exists = existsSync(CHROMIUM), root = process.getuid?.() === 0, apt = onPath('apt-get') } = {}) {
  if (exists) return { action: 'none', message: `chromium found at ${CHROMIUM}` };
  if (!apt) return { action: 'fail', message: `chromium is missing at ${CHROMIUM} and this machine has no apt-get to install it: install a Chromium there (or set DECKWRIGHT_CHROMIUM to one) and run the tests again` };
  if (!root) return { action: 'fail', message: `chromium is missing at ${CHROMIUM} and only root can install it: run \`${BY_HAND}\`, then the tests again` };
  return { action: 'install', message: `chromium is missing at ${CHROMIUM}: installing Debian's package`, commands: INSTALL };
}

const dryRun = process.argv.includes('--dry-run');
const p = plan();
if (p.action === 'none') {
  if (dryRun) console.log(p.message);
  process.exit(0);
}
if (p.action === 'fail') {
  console.error(`ensure-chromium: ${p.message}`);
  process.exit(1);
}
console.error(`ensure-chromium: ${p.message}`);
for (const [cmd, args] of p.commands) {
  console.error(`${dryRun ? 'would run' : 'running'}: DEBIAN_FRONTEND=noninteractive ${cmd} ${args.join(' ')}`);
  if (dryRun) continue;
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.status !== 0) {
    console.error(`ensure-chromium: \`${cmd} ${args.join(' ')}\` failed (exit ${r.status ?? r.signal}); install chromium by hand (${BY_HAND}) and run the tests again`);
    process.exit(1);
  }
}
if (!dryRun && !existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: the chromium package is installed but ${CHROMIUM} is still missing; set DECKWRIGHT_CHROMIUM to the browser's path`);
  process.exit(1);
}
