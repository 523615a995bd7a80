#!/usr/bin/env node
// Run before `npm test` (the pretest script): the sweep queue's tests (test/balance-queue.test.ts)
// start a real redis-server of their own, on a free port in a temporary folder. When it is
// missing, it is installed from Debian's packages (scripts/debian-package.js); no Redis service is
// started.
//
//   node scripts/ensure-redis.js            install it if missing
//   node scripts/ensure-redis.js --dry-run  say what would be done, do nothing
//
// DECKWRIGHT_REDIS_SERVER names another redis-server binary to look for (the tests use the same
// variable).
import { ensurePackage } from './debian-package.js';

export const REDIS_SERVER = process.env.DECKWRIGHT_REDIS_SERVER || '/usr/bin/redis-server';

ensurePackage({ tool: 'ensure-redis', what: 'redis-server', path: REDIS_SERVER, pkg: 'redis-server', envVar: 'DECKWRIGHT_REDIS_SERVER', elsewhere: 'install Redis 7 there (or set DECKWRIGHT_REDIS_SERVER to its redis-server)' });
