// What ensure-chromium.js and ensure-redis.js share: a program the tests need, installed from
// Debian's packages when it is missing (apt-get, as root, without questions), or a stop with what
// to run by hand. Each script names its program, its package and the variable that points the
// tests at another copy; `--dry-run` says what would be done and does nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/**
 * What is to be done: nothing, the install commands, or a failure with its reason.
 * `p`: { tool (the script's name), what (the program as said), path, pkg, envVar, elsewhere (how
 * to get it without apt) }.
 */
export function installPlan(p, { exists = existsSync(p.path), root = process.getuid?.() === 0, apt = onPath('apt-get') } = {}) {
  const byHand = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${p.pkg}`;
  if (exists) return { action: 'none', message: `${p.what} found at ${p.path}` };
  if (!apt) return { action: 'fail', message: `${p.what} is missing at ${p.path} and this machine has no apt-get to install it: ${p.elsewhere} and run the tests again` };
  if (!root) return { action: 'fail', message: `${p.what} is missing at ${p.path} and only root can install it: run \`${byHand}\`, then the tests again` };
  return {
    action: 'install',
    message: `${p.what} is missing at ${p.path}: installing Debian's package`,
    byHand,
    commands: [
      ['apt-get', ['update']],
      ['apt-get', ['install', '-y', '--no-install-recommends', p.pkg]],
    ],
  };
}

/** Runs the plan as the script's main: exit 0 when the program is there (or would be), 1 otherwise. */
export function ensurePackage(p) {
  const dryRun = process.argv.includes('--dry-run');
  const plan = installPlan(p);
  if (plan.action === 'none') {
    if (dryRun) console.log(plan.message);
    process.exit(0);
  }
  console.error(`${p.tool}: ${plan.message}`);
  if (plan.action === 'fail') process.exit(1);
  for (const [cmd, args] of plan.commands) {
    console.error(`${dryRun ? 'would run' : 'running'}: DEBIAN_FRONTEND=noninteractive ${cmd} ${args.join(' ')}`);
    if (dryRun) continue;
    const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      console.error(`${p.tool}: \`${cmd} ${args.join(' ')}\` failed (exit ${r.status ?? r.signal}); install ${p.pkg} by hand (${plan.byHand}) and run the tests again`);
      process.exit(1);
    }
  }
  if (!dryRun && !existsSync(p.path)) {
    console.error(`${p.tool}: the ${p.pkg} package is installed but ${p.path} is still missing; set ${p.envVar} to its path`);
    process.exit(1);
  }
}
