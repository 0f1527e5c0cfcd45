/**
 * Starts and stops the Firebase emulator suite for `npm start`, the seed script and the test runners.
 * Knows the facts of DESIGN.md section 5: Java 17 with the preinstalled Firestore jar (wrapped in a jar
 * that names its Main-Class), no Storage emulator or UI here, ports shifted by EMULATOR_PORT_OFFSET so that
 * two suites can run side by side.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions } from './functions-build';
import { startMailDev, type MailDev } from './maildev';
import { startPaystackStandin, standinSecretKey, type PaystackStandin } from './paystack-standin';
import { smsStandinKey, startSmsStandin, type SmsStandin } from './sms-standin';
import { OwnProcesses } from './own-processes';
import { busyPorts, freeOffset, PortsBusyError, type WantedPort } from './ports';
import { ROOT } from './paths';

export const PROJECT_ID = 'demo-savanna-solar';

export interface EmulatorPorts {
  auth: number;
  firestore: number;
  functions: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** The Paystack stand-in (scripts/lib/paystack-standin.ts) */
  paystack: number;
  /** The SMS provider's stand-in (scripts/lib/sms-standin.ts) */
  sms: number;
  /** MailDev's SMTP server and its web inbox (scripts/lib/maildev.ts) */
  smtp: number;
  mailWeb: number;
  app: number;
}

export type EmulatorName = 'auth' | 'firestore' | 'functions';

export function emulatorPorts(env: NodeJS.ProcessEnv = process.env): EmulatorPorts {
  return portsAt(Number(env.EMULATOR_PORT_OFFSET ?? 0) || 0);
}

function portsAt(offset: number): EmulatorPorts {
  // Ports differ from one another modulo 100, so suites shifted by multiples of 100 never collide.
  return {
    auth: 9099 + offset,
    firestore: 8080 + offset,
    functions: 5001 + offset,
    hub: 4400 + offset,
    logging: 4420 + offset,
    eventarc: 9290 + offset,
    tasks: 9470 + offset,
    paystack: 4530 + offset,
    sms: 4540 + offset,
    smtp: 1025 + offset,
    mailWeb: 1080 + offset,
    app: 5173 + offset,
  };
}

const offsetOf = (ports: EmulatorPorts) => ports.firestore - 8080;

/** The ports a suite of `only` listens on, and what for; with `app`, the app's too. */
export function wantedPorts(ports: EmulatorPorts, only: EmulatorName[], app = false): WantedPort[] {
  const wanted: WantedPort[] = [
    { port: ports.hub, what: 'emulator hub' },
    { port: ports.logging, what: 'emulator logging' },
  ];
  if (only.includes('auth')) wanted.push({ port: ports.auth, what: 'Auth emulator' });
  if (only.includes('firestore'))
    wanted.push(
      { port: ports.firestore, what: 'Firestore emulator' },
      { port: ports.firestore + 70, what: "Firestore emulator's WebSocket" },
    );
  if (only.includes('functions'))
    wanted.push(
      { port: ports.functions, what: 'Functions emulator' },
      { port: ports.eventarc, what: 'Eventarc emulator' },
      { port: ports.tasks, what: 'Cloud Tasks emulator' },
      { port: ports.paystack, what: 'Paystack stand-in' },
      { port: ports.sms, what: 'SMS stand-in' },
      { port: ports.smtp, what: "MailDev's SMTP server" },
      { port: ports.mailWeb, what: "MailDev's inbox" },
    );
  if (app) wanted.push({ port: ports.app, what: 'the app', localhost: true });
  return wanted;
}

/**
 * The ports of EMULATOR_PORT_OFFSET when it is set; else of the first offset (0, 100, 200, …) at which all of them
 * are free, so that `npm test` and `npm run build` run beside a running `npm start` or another run.
 */
export async function freeEmulatorPorts(
  only: EmulatorName[] = ['auth', 'firestore', 'functions'],
  app = false,
  env: NodeJS.ProcessEnv = process.env,
): Promise<EmulatorPorts> {
  if (env.EMULATOR_PORT_OFFSET) return emulatorPorts(env);
  const offset = await freeOffset((at) => wantedPorts(portsAt(at), only, app));
  if (offset !== 0)
    console.log(`The emulators' usual ports are in use: this run shifts them by EMULATOR_PORT_OFFSET=${offset}.`);
  return portsAt(offset);
}

/** Environment that points firebase-admin and the app (VITE_*) at these emulators. */
export function emulatorEnv(ports: EmulatorPorts): Record<string, string> {
  return {
    // Scripts run with this environment (a bench, the seed) find the suite's ports through emulatorPorts().
    EMULATOR_PORT_OFFSET: String(offsetOf(ports)),
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${ports.functions}`,
    // The functions call Paystack here (functions/src/payments/lib/paystack.ts): the stand-in, its port shifted too.
    PAYSTACK_BASE_URL: `http://127.0.0.1:${ports.paystack}`,
    // Notifications (functions/src/notifications/lib/channels.ts): mail to MailDev, SMS to the stand-in, links to this app.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    ARKESEL_BASE_URL: `http://127.0.0.1:${ports.sms}`,
    SHOP_URL: `http://localhost:${ports.app}`,
    MAILDEV_URL: `http://127.0.0.1:${ports.mailWeb}`,
    SMS_STANDIN_URL: `http://127.0.0.1:${ports.sms}`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_HOST: '127.0.0.1',
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
  };
}

const PREINSTALLED_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Stops with a clear message when Java is missing: the Firestore emulator needs it. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    console.error(
      '\nJava is not installed, and the Firestore emulator needs it.\n' +
        'Install it, then run the command again:\n' +
        '  Debian/Ubuntu:  sudo apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS:          brew install openjdk@21\n',
    );
    process.exit(1);
  }
}

/**
 * Where the preinstalled Firestore emulator jar exists, a wrapper jar whose manifest names its Main-Class
 * and puts that jar on the class path; elsewhere undefined, and firebase-tools downloads its own.
 */
export function firestoreWrapperJar(): string | undefined {
  if (!existsSync(PREINSTALLED_FIRESTORE_JAR)) return undefined;
  const dir = join(ROOT, '.cache', 'firestore-emulator');
  const jar = join(dir, 'firestore-wrapper.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  writeFileSync(
    manifest,
    'Manifest-Version: 1.0\n' +
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
      `Class-Path: file:${PREINSTALLED_FIRESTORE_JAR}\n`,
  );
  const result = spawnSync('jar', ['cfm', jar, manifest], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not build the Firestore wrapper jar: ${result.stderr}`);
  return jar;
}

/** firebase.json with the ports of this run; written next to it so that its relative paths still hold. */
function configFor(ports: EmulatorPorts): string {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  base.emulators = {
    ...base.emulators,
    auth: { host: '127.0.0.1', port: ports.auth },
    firestore: { host: '127.0.0.1', port: ports.firestore, websocketPort: ports.firestore + 70 },
    functions: { host: '127.0.0.1', port: ports.functions },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    eventarc: { host: '127.0.0.1', port: ports.eventarc },
    tasks: { host: '127.0.0.1', port: ports.tasks },
    ui: { enabled: false },
  };
  const file = join(ROOT, `.firebase-${ports.firestore}.json`);
  writeFileSync(file, JSON.stringify(base, null, 2));
  return file;
}

export interface StartOptions {
  only?: EmulatorName[];
  /** Folder to import from at start and export to on exit: data persists between runs. */
  dataDir?: string;
  ports?: EmulatorPorts;
  /** Print the emulators' own output (npm start does, tests keep it in a log). */
  echo?: boolean;
  timeoutMs?: number;
  /** The functions are already bundled (npm test bundles them once for its emulator suites that start together). */
  functionsBuilt?: boolean;
  /** Also make sure the app's port is free (the caller serves the app there). */
  app?: boolean;
}

export interface RunningEmulators {
  ports: EmulatorPorts;
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Everything the emulators printed, for error reports. */
  log(): string;
}

/**
 * Starts the suite; refuses with a PortsBusyError, before starting anything, when another program holds one of its
 * ports. stop() ends what it started: its process groups and the Java emulator, nothing else.
 */
export async function startEmulators(options: StartOptions = {}): Promise<RunningEmulators> {
  const only = options.only ?? ['auth', 'firestore', 'functions'];
  const ports = options.ports ?? emulatorPorts();
  const busy = await busyPorts(wantedPorts(ports, only, options.app));
  if (busy.length > 0) throw new PortsBusyError(busy, offsetOf(ports));
  assertJava();
  if (only.includes('functions') && !options.functionsBuilt) await buildFunctions();
  // Paystack's stand-in: the functions reach it through PAYSTACK_BASE_URL (the Functions emulator passes its own
  // environment on to the functions), and it sends its signed webhooks to paystackWebhook.
  let paystack: PaystackStandin | undefined;
  let sms: SmsStandin | undefined;
  let maildev: MailDev | undefined;
  const stopHelpers = () => Promise.all([paystack?.stop(), sms?.stop(), maildev?.stop()]);
  if (only.includes('functions')) {
    try {
      sms = await startSmsStandin({ port: ports.sms, apiKey: smsStandinKey() });
      maildev = await startMailDev({ smtp: ports.smtp, web: ports.mailWeb });
      paystack = await startPaystackStandin({
        port: ports.paystack,
        secretKey: standinSecretKey(),
        webhookUrl: `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/us-central1/paystackWebhook`,
      });
    } catch (error) {
      await stopHelpers();
      throw error;
    }
  }

  const args = ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID, '--config', configFor(ports)];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (existsSync(join(options.dataDir, 'firebase-export-metadata.json'))) args.push('--import', options.dataDir);
    args.push('--export-on-exit', options.dataDir);
  }
  const wrapper = firestoreWrapperJar();
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'firebase'), args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...Object.fromEntries(
        (['PAYSTACK_BASE_URL', 'SMTP_HOST', 'SMTP_PORT', 'ARKESEL_BASE_URL', 'SHOP_URL'] as const).map((key) => [
          key,
          emulatorEnv(ports)[key],
        ]),
      ),
      ...(wrapper ? { FIRESTORE_EMULATOR_BINARY_PATH: wrapper } : {}),
      // A function's worker process must start within this many seconds, else the Functions emulator drops the
      // call that needed it without an answer (firebase-tools' default is 30 s): many calls at once on a busy
      // 2-core machine start that many Node processes together (docs/orders-at-scale.md, "Measured").
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      FIREBASE_SKIP_UPDATE_CHECK: 'true',
      CI: process.env.CI ?? 'true',
    },
  });

  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echo) process.stdout.write(chunk);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  // firebase-tools starts the Java Firestore emulator detached, in a session of its own: out of reach of our
  // process group. Its pid is noted while the suite starts and again before it stops, so that nothing outlives it.
  const own = child.pid === undefined ? undefined : new OwnProcesses(child.pid);
  const stopAll = async () => {
    own?.look();
    await Promise.all([stopProcessGroup(child), stopHelpers()]);
    own?.killAll();
  };
  await waitUntilReady(
    child,
    () => output,
    options.timeoutMs ?? 180_000,
    () => own?.look(),
  ).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  let stopped: Promise<void> | undefined;
  return {
    ports,
    env: emulatorEnv(ports),
    log: () => output,
    stop: () => (stopped ??= stopAll()),
  };
}

function waitUntilReady(
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
  onTick: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let ticks = 0;
    const timer = setInterval(() => {
      if (ticks++ % 5 === 0) onTick();
      if (output().includes('All emulators ready')) {
        onTick();
        clearInterval(timer);
        clearTimeout(timeout); // else the start-up time-out stops the running emulators 3 minutes in
        resolve();
      }
    }, 200);
    const timeout = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`The emulators did not start within ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearInterval(timer);
      clearTimeout(timeout);
      reject(new Error(`The emulators exited (code ${code}) before they were ready:\n${output()}`));
    });
    timer.unref?.();
  });
}

/** SIGINT lets firebase-tools export the data and stop its Java children; SIGKILL after 30 s. */
function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      // Make sure no grandchild (the Java emulator) outlives firebase-tools.
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* group already empty */
      }
      resolve();
    });
    try {
      process.kill(-pid, 'SIGINT');
    } catch {
      resolve();
    }
  });
}

/** Wipes every document and every account: a clean slate for a test run. */
export async function clearEmulatorData(ports: EmulatorPorts): Promise<void> {
  const fs = await fetch(
    `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  const auth = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  if (!fs.ok || !auth.ok)
    throw new Error(`Could not clear the emulators (firestore ${fs.status}, auth ${auth.status})`);
}

/** True when something answers on the Firestore emulator port. */
export async function firestoreIsUp(ports: EmulatorPorts): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${ports.firestore}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}
