/**
 * Runs a command against a fresh emulator suite with the demo data seeded, then stops the suite:
 *   tsx scripts/with-emulators.ts [--app] -- <command> [args…]
 * --app also builds the app for the emulators and serves it (vite preview) at E2E_BASE_URL.
 * Ports shift with EMULATOR_PORT_OFFSET so that two suites can run side by side; without it, the first offset
 * (0, 100, 200, …) whose ports are all free. It stops only what it started (docs/operations.md, "Ports").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freeEmulatorPorts, startEmulators, type RunningEmulators } from './lib/emulators';
import { PortsBusyError } from './lib/ports';
import { ROOT } from './lib/paths';

export interface Suite {
  emulators: RunningEmulators;
  env: NodeJS.ProcessEnv;
}

/**
 * Runs a command to its end; resolves with its exit code. Its output is inherited, or with `log` written to that
 * file (npm test runs steps side by side and prints each one's output whole when it ends).
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  log?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const out = log ? createWriteStream(log, { flags: 'a' }) : undefined;
    const child = spawn(command, args, { cwd: ROOT, env, stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.pipe(out!, { end: false });
    child.stderr?.pipe(out!, { end: false });
    let notStarted = false;
    child.on('error', (error) => {
      // Not found or not executable: say which command and why, where its output would have gone; exit 127.
      notStarted = true;
      const message = `\nCould not start "${[command, ...args].join(' ')}": ${error.message}\n`;
      if (out) out.write(message);
      else process.stderr.write(message);
    });
    child.on('close', (code, signal) => {
      const done = () => resolve(notStarted ? 127 : (code ?? (signal ? 1 : 0)));
      if (out) out.end(done);
      else done();
    });
  });
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/**
 * Builds the app wired to these emulators, its public pages prerendered from their data (scripts/build-site.ts),
 * into dist/ or `outDir` (one per emulator suite when several run at once).
 */
export async function buildApp(env: NodeJS.ProcessEnv, outDir?: string, log?: string): Promise<number> {
  return run(bin('tsx'), [join(ROOT, 'scripts', 'build-site.ts'), ...(outDir ? ['--outDir', outDir] : [])], env, log);
}

/** Serves dist/ (or `outDir`) with vite preview; resolves once it answers. */
export async function serveApp(env: NodeJS.ProcessEnv, port: number, outDir?: string): Promise<ChildProcess> {
  const dir = outDir ? ['--outDir', outDir] : [];
  const child = spawn(bin('vite'), ['preview', '--port', String(port), '--strictPort', ...dir], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`vite preview did not answer on port ${port}`);
}

export function stopChild(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}

/**
 * Starts the emulators (with `app`, making sure the app's port is free too), seeds, runs `fn`, and always stops what
 * it started. A port another program holds ends the script with a message that names it; nothing is stopped.
 */
export async function withEmulators<T>(fn: (suite: Suite) => Promise<T>, options: { app?: boolean } = {}): Promise<T> {
  const emulators = await startEmulators({
    ports: await freeEmulatorPorts(undefined, options.app),
    app: options.app,
  }).catch((error: unknown) => {
    if (!(error instanceof PortsBusyError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...emulators.env,
    E2E_BASE_URL: `http://localhost:${emulators.ports.app}`,
  };
  const onSignal = () => void emulators.stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    Object.assign(process.env, emulators.env);
    const { seedDemoData } = await import('./seed');
    await seedDemoData();
    return await fn({ emulators, env });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await emulators.stop();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const split = argv.indexOf('--');
  const flags = split === -1 ? [] : argv.slice(0, split);
  const [command, ...args] = split === -1 ? argv : argv.slice(split + 1);
  if (!command) {
    console.error('usage: tsx scripts/with-emulators.ts [--app] -- <command> [args…]');
    process.exit(2);
  }
  const app = flags.includes('--app');
  const code = await withEmulators(
    async ({ emulators, env }) => {
      let preview: ChildProcess | undefined;
      try {
        if (app) {
          if ((await buildApp(env)) !== 0) return 1;
          preview = await serveApp(env, emulators.ports.app);
        }
        // The project's own tools by name (vitest, tsx), anything else from the PATH (node, npx).
        const local = !command.includes('/') && existsSync(bin(command));
        return await run(local ? bin(command) : command, args, env);
      } finally {
        stopChild(preview);
      }
    },
    { app },
  );
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
