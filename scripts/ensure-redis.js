#!/usr/bin/env node
// Run before `npm test` (the pretest script): the sweep queue's tests (test/balance-queue.test.ts)
// start a real redis-server of their own, on a free port in a temporary folder. When it is
// missing, it is installed from Debian's packages (apt-get, as root, without questions); when that
// cannot be done, the tests stop here with what to run by hand.
//
//   node scripts/ensure-redis.js            install it if missing
//   node scripts/ensure-redis.js --dry-run  say what would be done, do nothing
//
// DECKWRIGHT_REDIS_SERVER names another redis-server binary to look for (the tests use the same
// variable).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_SERVER = process.env.DECKWRIGHT_REDIS_SERVER || '/usr/bin/redis-server';
const INSTALL = [
  ['apt-get', ['update']],
  ['apt-get', ['install', '-y', '--no-install-recommends', 'redis-server']],
];
const BY_HAND = 'sudo apt-get update && sudo apt-get install -y --no-install-recommends redis-server';

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** What is to be done: nothing, the install commands, or a failure with its reason. */
export function plan({ exists = existsSync(REDIS_SERVER), root = process.getuid?.() === 0, apt = onPath('apt-get') } = {}) {
  if (exists) return { action: 'none', message: `redis-server found at ${REDIS_SERVER}` };
  if (!apt) return { action: 'fail', message: `redis-server is missing at ${REDIS_SERVER} and this machine has no apt-get to install it: install Redis 7 there (or set DECKWRIGHT_REDIS_SERVER to its redis-server) and run the tests again` };
  if (!root) return { action: 'fail', message: `redis-server is missing at ${REDIS_SERVER} and only root can install it: run \`${BY_HAND}\`, then the tests again` };
  return { action: 'install', message: `redis-server is missing at ${REDIS_SERVER}: installing Debian's package`, commands: INSTALL };
}

const dryRun = process.argv.includes('--dry-run');
const p = plan();
if (p.action === 'none') {
  if (dryRun) console.log(p.message);
  process.exit(0);
}
if (p.action === 'fail') {
  console.error(`ensure-redis: ${p.message}`);
  process.exit(1);
}
console.error(`ensure-redis: ${p.message}`);
for (const [cmd, args] of p.commands) {
  console.error(`${dryRun ? 'would run' : 'running'}: DEBIAN_FRONTEND=noninteractive ${cmd} ${args.join(' ')}`);
  if (dryRun) continue;
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.status !== 0) {
    console.error(`ensure-redis: \`${cmd} ${args.join(' ')}\` failed (exit ${r.status ?? r.signal}); install redis-server by hand (${BY_HAND}) and run the tests again`);
    process.exit(1);
  }
}
if (!dryRun && !existsSync(REDIS_SERVER)) {
  console.error(`ensure-redis: the redis-server package is installed but ${REDIS_SERVER} is still missing; set DECKWRIGHT_REDIS_SERVER to its path`);
  process.exit(1);
}
