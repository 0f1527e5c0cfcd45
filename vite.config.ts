import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { previewLikeHosting } from './scripts/lib/page-files.ts';
import { shopPwa } from './scripts/pwa-config.ts';

/**
 * React's modules, answered by Preact's compatibility layer (the order matters: the longest names first); `react`
 * itself with transitions that wait for the paint (src/lib/react-on-preact.ts).
 */
export const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('./src/lib/react-on-preact.ts', import.meta.url)) },
];

/** The libraries the app uses that import React: by name, or by their path in node_modules. */
export const REACT_LIBRARIES =
  /(?:^|\/node_modules\/)(?:@radix-ui\/|@floating-ui\/react|@tanstack\/react-|lucide-react|react-|use-|sonner|zustand)/;

export default defineConfig({
  plugins: [react(), tailwindcss(), shopPwa(), previewLikeHosting()],
  // '@/…' is src/ (tsconfig paths: one definition for TypeScript, Vite and Vitest). The app is written against
  // React's API and rendered by Preact (docs/decisions.md, "Preact renders the shop").
  resolve: { tsconfigPaths: true, alias: PREACT_FOR_REACT },
  // The prerender (scripts/lib/prerender.ts) loads the app in Node: the libraries that import React go through the
  // same aliases, so one renderer draws the page.
  ssr: { noExternal: REACT_LIBRARIES },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Every browser the shop supports (Chrome for Android and other evergreen browsers) knows modulepreload.
    modulePreload: { polyfill: false },
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router uses React's useOptimistic where there is one; Preact has none, and it does without.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        // Everything the app's entry imports goes in one chunk (docs/decisions.md, "One chunk for the app's start").
        // Left to itself, the bundler cut it into about twenty files of a few hundred bytes, each shared with some
        // lazy part: every page paid a request, a preload and a module for each, and about 9 KB of gzip more.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
