/**
 * The production build (`npm run build`, and the one the journeys and `npm run perf` use):
 *   tsx scripts/build-site.ts [--outDir DIR]
 * 1. `vite build`: the app, its service worker, app-shell.html's source;
 * 2. the prerender (scripts/lib/prerender.ts): the public pages' HTML, read from Firestore (see the README).
 * Without a Firebase project to read (no VITE_FIREBASE_PROJECT_ID in the environment or the .env files, and
 * VITE_USE_EMULATORS unset), it builds the demo shop: the same steps against a fresh emulator suite with the demo
 * data, which it starts and stops itself. So a fresh clone builds; a production build names its project.
 */
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { run, withEmulators } from './with-emulators';
import { ROOT } from './lib/paths';
import { prerenderSite } from './lib/prerender';

const at = process.argv.indexOf('--outDir');
const outDir = at > 0 ? process.argv[at + 1]! : join(ROOT, 'dist');

const env = { ...loadEnv('production', ROOT, 'VITE_'), ...process.env };
if (!env.VITE_FIREBASE_PROJECT_ID && env.VITE_USE_EMULATORS !== 'true') {
  console.log(
    'No Firebase project is configured (VITE_FIREBASE_*, see the README): building the demo shop, which runs ' +
      'on the local emulators, from the demo data.',
  );
  const code = await withEmulators(({ env: suiteEnv }) =>
    run(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      [join(ROOT, 'scripts', 'build-site.ts'), ...process.argv.slice(2)],
      suiteEnv,
    ),
  );
  process.exit(code);
}

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
