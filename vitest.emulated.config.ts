import { defineConfig } from 'vitest/config';

/** Rules, integration and functions tests: run against the emulators by scripts/with-emulators.ts. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts', 'tests/integration/**/*.test.ts', 'functions/test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
