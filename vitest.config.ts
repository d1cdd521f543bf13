import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Whole games played by the random player: minutes each, in small files. */
const longRunning = (f: TestSpecification) => /\/fuzz\d*\.test\.ts$/.test(f.moduleId);

/**
 * Vitest's order (the longest first when it remembers durations, else the largest files first, as on a clean CI
 * clone) but the fuzz files before all: small as they are, they would otherwise start last, one core left with
 * nothing to do while the other plays them.
 */
class FuzzFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(longRunning), ...sorted.filter((f) => !longRunning(f))];
  }
}

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
    sequence: { sequencer: FuzzFirst },
    // Every run gets its own temp folder, removed at the end; anything a test left there fails the run.
    globalSetup: ['electron/test-support/vitest-temp.ts'],
  },
});
