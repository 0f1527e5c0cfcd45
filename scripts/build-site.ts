/**
 * The production build (`npm run build`, and the one the journeys and `npm run perf` use):
 *   tsx scripts/build-site.ts [--outDir DIR]
 * 1. `vite build`: the app, its service worker, app-shell.html's source;
 * 2. the prerender (scripts/lib/prerender.ts): the public pages' HTML, read from Firestore (see the README).
 */
import { join } from 'node:path';
import { run } from './with-emulators';
import { ROOT } from './lib/paths';
import { prerenderSite } from './lib/prerender';

const at = process.argv.indexOf('--outDir');
const outDir = at > 0 ? process.argv[at + 1]! : join(ROOT, 'dist');

const code = await run(join(ROOT, 'node_modules', '.bin', 'vite'), [
  'build',
  '--outDir',
  outDir,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
if (code !== 0) process.exit(code);
const started = Date.now();
try {
  const pages = await prerenderSite(outDir);
  console.log(`Prerendered ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s into ${outDir}`);
  process.exit(0); // Firestore keeps its connection open
} catch (error) {
  console.error('\nThe public pages could not be prerendered:', error instanceof Error ? error.message : error);
  console.error(
    'It reads the catalogue from Firestore: set VITE_FIREBASE_* for production (README), or ' +
      'VITE_USE_EMULATORS=true with the emulators running (npm start).\n',
  );
  process.exit(1);
}
