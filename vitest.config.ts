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
    // Every run gets its own temp folder, removed at the end; anything a test left there fails the run.
    globalSetup: ['electron/test-support/vitest-temp.ts'],
  },
});
