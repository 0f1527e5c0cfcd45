import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

const FUNCTIONS_DIR = join(ROOT, 'functions');

function npm(args: string[]): void {
  const result = spawnSync('npm', args, { cwd: FUNCTIONS_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed in functions/`);
}

/** Installs functions/ on a fresh clone (its own lockfile) and bundles it, with src/domain, into functions/lib. */
export async function buildFunctions(): Promise<void> {
  if (!existsSync(join(FUNCTIONS_DIR, 'node_modules', 'firebase-functions'))) {
    npm(['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
  }
  npm(['run', '--silent', 'build']);
}
