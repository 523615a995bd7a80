// Tests are TypeScript under test/, compiled with the rest to build/ (npm test compiles first),
// so they exercise exactly the JavaScript the CLI runs, worker threads included.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['build/test/**/*.test.js'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
