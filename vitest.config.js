// Tests are TypeScript under test/, compiled with the rest to build/ (npm test compiles first),
// so they exercise exactly the JavaScript the CLI runs, worker threads included.
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['build/test/**/*.test.js'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Test files run side by side, one more at a time than there are cores: vitest's default
    // (one fewer) is a single file at a time on a 2-core machine, while many tests spend part of
    // their time waiting on a process they started (the CLI, npm, chromium) or a watcher's
    // timer. Every test works in a temporary folder of its own and asks the system for a port
    // (port 0); `--maxWorkers N` on the command line sets another count.
    maxWorkers: os.availableParallelism() + 1,
    // A temporary folder for the run, where fixtures that cost a render are made once for every
    // file (test/shared-fixture.ts).
    globalSetup: ['build/test/global-setup.js'],
    // deckwright's compiled code is imported by Node itself, as the CLI imports it, rather than
    // through vitest's module runner, which rewrites every import into a property read and keeps
    // a source map of each module: the engines' and the renderer's hot loops ran about twice as
    // slowly that way, and each test file transformed the modules again. The tests mock nothing.
    // Test files share their worker process, one after another, instead of each starting a process
    // and importing deckwright again (about a second of CPU a file). Every test works in a folder
    // of its own; what a process keeps in memory is keyed by content (a test that must draw cold
    // makes its content its own, as template-runs.test.ts does).
    isolate: false,
    server: { deps: { external: [/\/build\/(src|templates|cli)\//] } },
  },
});
