/**
 * `npm test`: every test from a clean checkout, in at most about ten minutes on a 2-core machine. Once the
 * functions are bundled, four lanes run side by side, each step of a lane after the one before it:
 *   1. type checks, lint, then the unit and component tests (no emulator);
 *   2. an emulator suite (ports shifted by EMULATOR_PORT_OFFSET) for the rules, integration and functions tests;
 *   3. a second suite (offset + 100), seeded, the app built against it and served: the shopper journeys;
 *   4. a third suite (offset + 200), the same for the staff journeys, which change their suite's demo data.
 * So no journey group waits for the other or sees its records, and the staff journeys run whatever the shopper
 * journeys' outcome. Each step's output is printed whole when it ends (test-results/logs keeps it too). Ends with
 * the steps and their times, the failing tests by name, and one line "N passed, N failed"; non-zero if any failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { emulatorPorts, firestoreWrapperJar, startEmulators, type RunningEmulators } from './lib/emulators';
import { buildFunctions } from './lib/functions-build';
import { ROOT } from './lib/paths';
import { runJourneyGroup, type GroupResult } from './journeys';
import { buildApp, run, serveApp, stopChild } from './with-emulators';

interface Tally {
  passed: number;
  failed: number;
}
const tally: Tally = { passed: 0, failed: 0 };
/** Each failing test by file and name, printed again under the summary (a CI log may keep only its end). */
const failedNames: string[] = [];
const steps: { name: string; ok: boolean; seconds: number }[] = [];
const REPORTS = join(ROOT, 'test-results', 'reports');
const LOGS = join(ROOT, 'test-results', 'logs');
const BASE_OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;

/**
 * Playwright workers per journey group (JOURNEY_WORKERS=N sets both, to tune on another machine): the journeys wait
 * on the app, the emulators and their timers more than they compute, so more browsers than cores still shortens
 * the run, until the machine is saturated and the waits grow instead (docs/operations.md, "The test suite").
 */
const JOURNEY_WORKERS = Number(process.env.JOURNEY_WORKERS) || 2;

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Runs one step with its output sent to a log file, then prints that output whole and the step's outcome. */
async function step(name: string, fn: (log: string) => Promise<boolean>): Promise<boolean> {
  const started = Date.now();
  const log = join(LOGS, `${slug(name)}.log`);
  console.log(`▶ ${name}`);
  let ok = false;
  try {
    ok = await fn(log);
  } catch (error) {
    console.error(error);
  }
  const seconds = (Date.now() - started) / 1000;
  steps.push({ name, ok, seconds });
  const output = existsSync(log) ? readFileSync(log, 'utf8').trimEnd() : '';
  console.log(`\n── ${name} ──${output ? `\n${output}` : ''}\n${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)\n`);
  return ok;
}

/** A step without test counts (type check, lint) counts as one check. */
async function check(name: string, command: string, args: string[]): Promise<boolean> {
  return step(name, async (log) => {
    const ok = (await run(command, args, process.env, log)) === 0;
    if (ok) tally.passed++;
    else tally.failed++;
    return ok;
  });
}

function readJson(file: string): Record<string, unknown> | undefined {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function vitestFailures(report: Record<string, unknown> | undefined): string[] {
  const files = (report?.testResults ?? []) as {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string }[];
  }[];
  return files.flatMap((file) => {
    const where = relative(ROOT, file.name);
    const tests = (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} › ${t.fullName}`);
    // A file that failed to load has no failing test to name.
    return tests.length > 0 || !file.message ? tests : [`${where}: ${file.message.split('\n')[0]}`];
  });
}

async function vitest(name: string, config: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const out = join(REPORTS, `${config}.json`);
  return step(name, async (log) => {
    const code = await run(
      bin('vitest'),
      ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      env,
      log,
    );
    const report = readJson(out) as { numPassedTests?: number; numFailedTests?: number } | undefined;
    tally.passed += report?.numPassedTests ?? 0;
    failedNames.push(...vitestFailures(report));
    tally.failed += report?.numFailedTests ?? 0;
    if (code !== 0 && !report?.numFailedTests) tally.failed++; // crashed before counting
    return code === 0;
  });
}

/** Lane 1: what needs no emulator. */
async function checksAndUnitTests(): Promise<void> {
  await check('Type check (app, scripts, tests)', bin('tsc'), ['-b']);
  await check('Type check (functions)', 'npm', ['--prefix', 'functions', 'run', '--silent', 'typecheck']);
  await check('Lint', bin('eslint'), ['.', '--max-warnings=0']);
  await vitest('Unit and component tests', 'vitest.config.ts');
}

const running = new Set<RunningEmulators>();

/** Starts an emulator suite of its own (the offset + 100 × `index`), seeds it, runs `fn`, and always stops it. */
async function onOwnEmulators(
  what: string,
  index: number,
  fn: (env: NodeJS.ProcessEnv, suite: RunningEmulators) => Promise<boolean>,
): Promise<void> {
  const offset = String(BASE_OFFSET + 100 * index);
  let suite: RunningEmulators | undefined;
  const ready = await step(`Start and seed the emulators for ${what}`, async (log) => {
    suite = await startEmulators({ ports: emulatorPorts({ EMULATOR_PORT_OFFSET: offset }), functionsBuilt: true });
    running.add(suite);
    const env = { ...process.env, ...suite.env, EMULATOR_PORT_OFFSET: offset };
    return (await run(bin('tsx'), [join(ROOT, 'scripts', 'seed.ts')], env, log)) === 0;
  });
  try {
    if (!ready || !suite) {
      tally.failed++;
      return;
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...suite.env,
      EMULATOR_PORT_OFFSET: offset,
      E2E_BASE_URL: `http://localhost:${suite.ports.app}`,
    };
    await fn(env, suite);
  } finally {
    if (suite) {
      await suite.stop();
      running.delete(suite);
    }
  }
}

/** Lanes 3 and 4: one journey group against the app built for its own emulators. */
function journeys(project: GroupResult['project']) {
  const who = project === 'admin' ? 'Staff' : 'Shopper';
  return async (env: NodeJS.ProcessEnv, suite: RunningEmulators): Promise<boolean> => {
    const outDir = join(ROOT, 'test-results', `app-${project}`);
    const built = await step(`Build the app for the ${who.toLowerCase()} journeys`, async (log) => {
      return (await buildApp(env, outDir, log)) === 0;
    });
    if (!built) {
      tally.failed++;
      return false;
    }
    const preview = await serveApp(env, suite.ports.app, outDir);
    try {
      return await step(`${who} journeys (Playwright, Chromium)`, async (log) => {
        const result = await runJourneyGroup(project, REPORTS, [`--workers=${JOURNEY_WORKERS}`], env, log);
        tally.passed += result.passed;
        tally.failed += result.failed;
        failedNames.push(...result.failedTitles);
        return result.code === 0;
      });
    } finally {
      stopChild(preview);
    }
  };
}

async function main() {
  const started = Date.now();
  for (const dir of [REPORTS, LOGS]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const onSignal = () => void Promise.all([...running].map((suite) => suite.stop())).then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  // First: on a fresh clone `npm ci` installed the root package only; functions/ has its own lockfile, and the
  // type check of the root project reads functions/src (which imports firebase-functions from functions/). The
  // three emulator suites then start from this one bundle (and one Firestore launcher jar) at once.
  const functionsBuilt = await step('Install and bundle the functions package', async () => {
    await buildFunctions();
    firestoreWrapperJar();
    return true;
  });
  if (!functionsBuilt) tally.failed++;

  await Promise.all([
    checksAndUnitTests(),
    functionsBuilt &&
      onOwnEmulators('the rules, integration and functions tests', 0, (env) =>
        vitest('Rules, integration and functions tests (emulators)', 'vitest.emulated.config.ts', env),
      ),
    functionsBuilt && onOwnEmulators('the shopper journeys', 1, journeys('chromium')),
    functionsBuilt && onOwnEmulators('the staff journeys', 2, journeys('admin')),
  ]);

  console.log('\nSummary (the steps of each lane one after another, the lanes side by side)');
  for (const s of steps) console.log(`  ${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds.toFixed(1)} s)`);
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  if (failedNames.length > 0) console.log(`Failed:\n${failedNames.map((name) => `  ✘ ${name}`).join('\n')}\n`);
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
}

void main();
