// Bundles src/index.ts with the app's src/domain (one source of truth for shared rules) into lib/index.js.
// Packages stay external: the functions runtime installs them from this package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
