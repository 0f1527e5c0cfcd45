/**
 * The production build `npm run perf` measures (scripts/perf.ts): made for the running emulators into
 * .cache/perf/dist (dist/ is left alone), or the last one reused with --no-build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, firestoreIsUp, PROJECT_ID, type EmulatorPorts } from './emulators';
import { ROOT } from './paths';

export const BUILD_DIR = join(ROOT, '.cache', 'perf', 'dist');
/** Which emulators the last build was made for. */
const BUILD_STAMP = join(ROOT, '.cache', 'perf', 'build.json');

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Stops with a clear message unless the emulators answer and hold the demo catalogue the pages need. */
export async function checkEmulators(ports: EmulatorPorts, pages: string[]): Promise<void> {
  if (!(await firestoreIsUp(ports))) {
    console.error(
      `\nThe emulators are not running (nothing answers on the Firestore port ${ports.firestore}).\n` +
        'Start them first, in another terminal: npm start  (with the same EMULATOR_PORT_OFFSET, if any)\n',
    );
    process.exit(1);
  }
  for (const path of pages) {
    const id = /^\/products\/([^/]+)$/.exec(path)?.[1];
    if (!id) continue;
    const res = await fetch(
      `http://127.0.0.1:${ports.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/products/${id}`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    if (!res.ok) {
      console.error(`\nThe product "${id}" is not in the emulators' catalogue: seed the demo data (npm run seed).\n`);
      process.exit(1);
    }
  }
}

/** Builds the checkout at `root` (this one by default) for the emulators into `outDir`. */
async function buildSite(ports: EmulatorPorts, outDir: string, root = ROOT): Promise<void> {
  console.log(`Building ${root} for production (wired to the emulators) into ${outDir} …`);
  const env = { ...process.env, ...emulatorEnv(ports) };
  const code = await run(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'scripts', 'build-site.ts'), '--outDir', outDir],
    env,
    root,
  );
  if (code !== 0) {
    console.error('\nThe production build failed (see above).\n');
    process.exit(1);
  }
}

export async function buildApp(ports: EmulatorPorts): Promise<void> {
  await buildSite(ports, BUILD_DIR);
  writeFileSync(BUILD_STAMP, JSON.stringify({ firestorePort: ports.firestore, builtAt: new Date().toISOString() }));
}

/** A build of another commit, measured beside this one (`npm run perf -- --against <ref>`). */
export interface OtherBuild {
  /** How the tables name it: the ref as given and its short commit, e.g. "c74ae1c". */
  label: string;
  dir: string;
}

function output(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed:\n${result.stderr}`);
    process.exit(1);
  }
  return result.stdout.trim();
}

/**
 * Builds commit `ref` for the same emulators: checked out once in its own worktree (.cache/perf/at-<commit>, with
 * its own `npm ci`, since its dependencies may differ), built into .cache/perf/dist-<commit>. Its own build script
 * runs, so the build is the one that commit shipped.
 */
export async function buildOther(ref: string, ports: EmulatorPorts): Promise<OtherBuild> {
  const commit = output('git', ['rev-parse', '--short', `${ref}^{commit}`]);
  const tree = join(ROOT, '.cache', 'perf', `at-${commit}`);
  if (!existsSync(join(tree, 'package.json'))) output('git', ['worktree', 'add', '--detach', '--force', tree, commit]);
  if (!existsSync(join(tree, 'node_modules', '.bin', 'tsx'))) {
    console.log(`Installing ${commit}'s dependencies in ${tree} …`);
    if ((await run('npm', ['ci', '--no-audit', '--no-fund'], process.env, tree)) !== 0) {
      console.error(`\nnpm ci failed in ${tree} (see above).\n`);
      process.exit(1);
    }
  }
  const dir = join(ROOT, '.cache', 'perf', `dist-${commit}`);
  await buildSite(ports, dir, tree);
  return { label: ref === commit ? commit : `${ref} (${commit})`, dir };
}

/** With --no-build: the last build, if it was made for these emulators (their ports are built into it). */
export function checkLastBuild(ports: EmulatorPorts): void {
  let stamp: { firestorePort?: number } = {};
  try {
    readFileSync(join(BUILD_DIR, 'index.html'));
    stamp = JSON.parse(readFileSync(BUILD_STAMP, 'utf8')) as typeof stamp;
  } catch {
    console.error(`\nNo build in ${BUILD_DIR}: run without --no-build.\n`);
    process.exit(1);
  }
  if (stamp.firestorePort !== ports.firestore) {
    console.error(
      `\nThe last build talks to the emulators on port ${stamp.firestorePort}, not ${ports.firestore}: ` +
        'run without --no-build.\n',
    );
    process.exit(1);
  }
  console.log(`Reusing the last build in ${BUILD_DIR} (--no-build).`);
}
