import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { shopPwa } from './scripts/pwa-config.ts';

/**
 * Production-only trims of the home route's JavaScript (budget: tests/e2e/performance.spec.ts):
 * - react-router's package exports only its development build (warnings included); use its production build.
 * - Firestore Lite pulls in a Closure-compiled blob (3.8 KB gzip) for one comparison; see bloom-blob-integer.ts.
 */
const productionAliases: Alias[] = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
      /([\\/])development([\\/])index\.mjs$/,
      '$1production$2index.mjs',
    ),
  },
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
    manifest: true,
    sourcemap: true,
  },
}));
