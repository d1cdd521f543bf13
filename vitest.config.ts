import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests live beside the code; e2e/ belongs to Playwright and is kept out on purpose.
export default defineConfig({
  test: {
    include: [
      'engine/**/*.test.ts',
      'electron/**/*.test.ts',
      'schemas/**/*.test.ts',
      'assets/**/*.test.ts',
      'renderer/**/*.test.ts',
    ],
    exclude: ['node_modules/**', 'e2e/**', 'dist/**', 'dist-electron/**'],
    testTimeout: 30000,
    pool: 'forks',
    // One test file per core: vitest's own default leaves one core idle (cores - 1), which on a two-core machine
    // runs the files one at a time; the main process only gathers results.
    maxWorkers: availableParallelism(),
    // Every run gets its own temp folder, removed at the end; anything a test left there fails the run.
    globalSetup: ['electron/test-support/vitest-temp.ts'],
  },
});
