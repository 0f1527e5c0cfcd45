import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { shopPwa } from './scripts/pwa-config.ts';

/**
 * Production-only trim of the home route's JavaScript (budget: tests/e2e/performance.spec.ts): Firestore Lite pulls
 * in a Closure-compiled blob (3.8 KB gzip) for one comparison; see bloom-blob-integer.ts. Without it the home route
 * is 171.1 KB gzip (issue 11 item 5: it goes once the first screen no longer needs Firestore's code to paint).
 */
const productionAliases: Alias[] = [
  {
    find: /^@firebase\/webchannel-wrapper\/bloom-blob$/,
    replacement: fileURLToPath(new URL('./src/lib/firebase/bloom-blob-integer.ts', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), shopPwa()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Every browser the shop supports (Chrome for Android and other evergreen browsers) knows modulepreload.
    modulePreload: { polyfill: false },
    manifest: true,
    sourcemap: true,
  },
}));
