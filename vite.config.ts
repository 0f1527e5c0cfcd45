import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { previewLikeHosting } from './scripts/lib/page-files.ts';
import { shopPwa } from './scripts/pwa-config.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), shopPwa(), previewLikeHosting()],
  // '@/…' is src/ (tsconfig paths: one definition for TypeScript, Vite and Vitest).
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Every browser the shop supports (Chrome for Android and other evergreen browsers) knows modulepreload.
    modulePreload: { polyfill: false },
    manifest: true,
    sourcemap: true,
  },
});
