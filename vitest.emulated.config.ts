import { defineConfig } from 'vitest/config';

/**
 * Rules, integration and functions tests: run against the emulators by scripts/with-emulators.ts.
 * Two projects, which npm test runs as two Vitest processes side by side (`--project rules`, `--project
 * functions`; docs/operations.md, "The test suite"):
 * - `rules`: each file works in a Firestore project of its own (rulesEnv), so its files run in parallel;
 * - `functions`: the functions and integration tests share the demo project, its settings and the Functions
 *   emulator's triggers, so its files run one after another. They spend much of their time waiting for a
 *   trigger or a worker, which the rules files fill.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // One worker process for many files instead of one each, each file with fresh modules (src/test/file-start.ts; as
    // the unit tests, docs/operations.md, "The test suite"): loading the SDKs again for every file took 52 s of the
    // functions tests' 472 s, one file after another.
    isolate: false,
    setupFiles: ['./src/test/file-start.ts'],
    // Vitest's default on 2 cores is one worker: the rules files wait on the emulator more than they compute.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'rules', include: ['tests/rules/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['tests/integration/**/*.test.ts', 'functions/test/**/*.test.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
