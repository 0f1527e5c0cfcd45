// Bundles src/index.ts with the app's src/domain (one source of truth for shared rules) into lib/index.js.
// Packages stay external: the functions runtime installs them from this package.json.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // This package's tsconfig for every file, src/domain's too: its paths say what '@domain/…' is. Without it esbuild
  // reads the tsconfig nearest each file (the root's, for the domain) and would leave '@domain/…' as a package.
  tsconfig: 'tsconfig.json',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// An alias esbuild did not resolve looks like a package to it, and would fail only when deployed.
const unresolved = readFileSync('lib/index.js', 'utf8').match(/require\("@domain\/[^"]*"\)/);
if (unresolved) throw new Error(`lib/index.js still requires ${unresolved[0]}: check functions/tsconfig.json's paths.`);
