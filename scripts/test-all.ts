/**
 * `npm test`: every test from a clean checkout, in two lanes side by side (docs/operations.md, "The test suite"):
 * - the checks: type checks, lint, unit and component tests;
 * - one fresh emulator suite: the rules tests beside the integration and functions tests, then, re-seeded, the
 *   app built for it and, once the checks are done (the journeys have the machine to themselves), the browser
 *   journeys against it.
 * A step that runs beside another writes its output to a file, printed whole when the step ends. Ends with one
 * line "N passed, N failed" and a non-zero exit if anything failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { clearEmulatorData } from './lib/emulators';
import { buildFunctions } from './lib/functions-build';
import { ROOT } from './lib/paths';
import { JOURNEY_GROUPS, runJourneyGroup } from './journeys';
import { buildApp, run, serveApp, stopChild, withEmulators } from './with-emulators';

interface Tally {
  passed: number;
  failed: number;
}
const tally: Tally = { passed: 0, failed: 0 };
/** Each failing test by file and name, printed again under the summary (a CI log may keep only its end). */
const failedNames: string[] = [];
const steps: { name: string; ok: boolean; seconds: number }[] = [];
const REPORTS = join(ROOT, 'test-results', 'reports');

/**
 * Runs a step and times it. With `log`, the step's commands write to that file, printed under the step's name
 * when it ends (it runs beside another step, whose output would otherwise be mixed into its own).
 */
async function step(name: string, fn: (log?: string) => Promise<boolean>, quiet = false): Promise<boolean> {
  const started = Date.now();
  const log = quiet ? join(REPORTS, `${name.replace(/\W+/g, '-').toLowerCase()}.log`) : undefined;
  if (log) writeFileSync(log, '');
  else console.log(`\n▶ ${name}`);
  let ok = false;
  try {
    ok = await fn(log);
  } catch (error) {
    console.error(error);
  }
  const seconds = (Date.now() - started) / 1000;
  if (log) console.log(`\n▶ ${name} (${seconds.toFixed(1)} s)\n${readFileSync(log, 'utf8')}`);
  steps.push({ name, ok, seconds });
  return ok;
}

/** A step without test counts (type check, lint) counts as one check. */
async function check(name: string, command: string, args: string[]): Promise<boolean> {
  return step(
    name,
    async (log) => {
      const ok = (await run(command, args, process.env, log)) === 0;
      if (ok) tally.passed++;
      else tally.failed++;
      return ok;
    },
    true,
  );
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

/** One Vitest run (of one project of the config, with `project`), its output kept for the end of the step. */
async function vitest(name: string, config: string, env?: NodeJS.ProcessEnv, project?: string): Promise<boolean> {
  const out = join(REPORTS, `${config}${project ? `-${project}` : ''}.json`);
  return step(
    name,
    async (log) => {
      const code = await run(
        bin('vitest'),
        [
          'run',
          '--config',
          config,
          ...(project ? ['--project', project] : []),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${out}`,
        ],
        env,
        log,
      );
      const report = readJson(out) as { numPassedTests?: number; numFailedTests?: number } | undefined;
      tally.passed += report?.numPassedTests ?? 0;
      failedNames.push(...vitestFailures(report));
      tally.failed += report?.numFailedTests ?? 0;
      if (code !== 0 && !report?.numFailedTests) tally.failed++; // crashed before counting
      return code === 0;
    },
    true,
  );
}

/** The journeys in their two groups (scripts/journeys.ts): each counted, neither skipped for the other. */
async function playwright(env: NodeJS.ProcessEnv): Promise<boolean> {
  let ok = true;
  for (const project of JOURNEY_GROUPS) {
    const name =
      project === 'admin' ? 'Staff journeys (Playwright, Chromium)' : 'Shopper journeys (Playwright, Chromium)';
    ok =
      (await step(name, async () => {
        const result = await runJourneyGroup(project, REPORTS, [], env);
        tally.passed += result.passed;
        tally.failed += result.failed;
        failedNames.push(...result.failedTitles);
        return result.code === 0;
      })) && ok;
  }
  return ok;
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const TSC_7 = join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');

async function main() {
  const started = Date.now();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  // First: on a fresh clone `npm ci` installed the root package only; functions/ has its own lockfile, and the
  // type check of the root project reads functions/src (which imports firebase-functions from functions/).
  const functionsBuilt = await step('Install and bundle the functions package', async () => {
    await buildFunctions();
    return true;
  });
  if (!functionsBuilt) tally.failed++;

  // Lane 1, the checks: each one is single-threaded, or waits on files, for much of its time.
  const checks = (async () => {
    // TypeScript 7, the native compiler (docs/decisions.md, "Two TypeScripts"): the same checks in a tenth of the time.
    await check('Type check (app, scripts, tests)', process.execPath, [TSC_7, '-b']);
    await check('Type check (functions)', 'npm', ['--prefix', 'functions', 'run', '--silent', 'typecheck']);
    await check('Lint', bin('eslint'), ['.', '--max-warnings=0']);
    await vitest('Unit and component tests', 'vitest.config.ts');
  })();

  // Lane 2, the emulators: their tests wait on triggers and workers for much of their time.
  await step('Emulator suite', () =>
    withEmulators(
      async ({ emulators, env }) => {
        const config = 'vitest.emulated.config.ts';
        await Promise.all([
          vitest('Rules tests (emulators)', config, env, 'rules'),
          vitest('Integration and functions tests (emulators)', config, env, 'functions'),
        ]);
        await clearEmulatorData(emulators.ports);
        const { seedDemoData } = await import('./seed');
        await seedDemoData();
        const built = await step(
          'Build the app for the emulators',
          async (log) => (await buildApp(env, undefined, log)) === 0,
          true,
        );
        // The journeys have the machine to themselves: beside the checks, a 2-core machine answers a tap late enough
        // for a journey to fail on its own time limits.
        await checks;
        if (!built) {
          tally.failed++;
          return false;
        }
        const preview = await serveApp(env, emulators.ports.app);
        try {
          return await playwright(env);
        } finally {
          stopChild(preview);
        }
      },
      { app: true },
    ),
  );
  await checks;

  console.log('\nSummary');
  for (const s of steps) console.log(`  ${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds.toFixed(1)} s)`);
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  if (failedNames.length > 0) console.log(`Failed:\n${failedNames.map((name) => `  ✘ ${name}`).join('\n')}\n`);
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
}

void main();
