import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const DOMAIN_TESTS = 'src/domain/**/*.test.ts';

/** Unit and component tests: no emulator needed. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  test: {
    restoreMocks: true,
    // Lazy-loaded dialogs and pages take longer on a busy 2-core machine; generous limits, same assertions.
    testTimeout: 20_000,
    projects: [
      {
        // src/domain is plain TypeScript without React or a browser (docs/architecture.md): its tests run in Node,
        // without building a jsdom page for each file.
        extends: true,
        test: { name: 'domain', environment: 'node', include: [DOMAIN_TESTS] },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, DOMAIN_TESTS],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
