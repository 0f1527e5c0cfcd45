/**
 * Installs the functions package when a fresh clone lacks it (functions/ has its own lockfile) and bundles it:
 *   tsx scripts/build-functions.ts
 * `npm run build` runs it first, because the root type check reads functions/src, which imports
 * firebase-functions from functions/node_modules; `firebase deploy` then finds functions/lib built.
 */
import { buildFunctions } from './lib/functions-build';

try {
  await buildFunctions();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
