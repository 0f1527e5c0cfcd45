import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { previewLikeHosting } from './scripts/lib/page-files.ts';
import { shopPwa } from './scripts/pwa-config.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), shopPwa(), previewLikeHosting()],
  // '@/…' is src/ (tsconfig paths: one definition for TypeScript, Vite and Vitest).
  resolve: { tsconfigPaths: true },
  // The dev server does not watch what scripts write (perf builds and worktrees in .cache, reports in test-results):
  // each file there would reload the page, and `npm run perf` measures while `npm start` runs.
  server: { port: 5173, strictPort: true, watch: { ignored: ['**/.cache/**', '**/test-results/**'] } },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Every browser the shop supports (Chrome for Android and other evergreen browsers) knows modulepreload.
    modulePreload: { polyfill: false },
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the app's entry imports goes in one chunk (docs/decisions.md, "One chunk for the app's start").
        // Left to itself, the bundler cut it into about twenty files of a few hundred bytes, each shared with some
        // lazy part: every page paid a request, a preload and a module for each, and about 9 KB of gzip more.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
