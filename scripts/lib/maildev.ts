/**
 * MailDev: a real SMTP server with a web inbox, so that a developer sees every mail the functions
 * send. Started with the emulators by `npm start` and the test runners: SMTP on 1025, the inbox and its HTTP API
 * (GET /api/email, DELETE /api/email/all) on 1080, both shifted by EMULATOR_PORT_OFFSET.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';

export interface MailDev {
  /** The web inbox */
  url: string;
  stop(): Promise<void>;
}

/** One mail as MailDev's API lists it (the fields the tests read). */
export interface MailDevEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
}

export async function startMailDev(ports: { smtp: number; web: number }): Promise<MailDev> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--smtp',
      String(ports.smtp),
      '--web',
      String(ports.web),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      '500',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${ports.web}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.pid === undefined) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`MailDev exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(1000) })).ok) return { url, stop };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`MailDev did not answer on ${url}:\n${output}`);
}
