import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const DOMAIN_TESTS = 'src/domain/**/*.test.ts';
const FILE_START = './src/test/file-start.ts';

/** Unit and component tests: no emulator needed. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  test: {
    restoreMocks: true,
    // One worker, and one jsdom page, for all the files of a project instead of one each: building them was two thirds
    // of the unit tests' time (docs/operations.md, "The test suite"). src/test/file-start.ts gives each file fresh
    // modules, an empty page and empty storage.
    isolate: false,
    // Lazy-loaded dialogs and pages take longer on a busy 2-core machine; generous limits, same assertions.
    testTimeout: 20_000,
    projects: [
      {
        // src/domain is plain TypeScript without React or a browser (docs/architecture.md): its tests run in Node,
        // without building a jsdom page for each file.
        extends: true,
        test: { name: 'domain', environment: 'node', include: [DOMAIN_TESTS], setupFiles: [FILE_START] },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, DOMAIN_TESTS],
          setupFiles: [FILE_START, './src/test/setup.ts'],
        },
      },
    ],
  },
});
