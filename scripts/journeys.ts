/**
 * The browser journeys in their two groups, one after the other (playwright.config.ts says why):
 *   tsx scripts/journeys.ts [playwright args…]
 * First the shopper journeys (project `chromium`), then the staff journeys (project `admin`), which change the
 * shared demo data. Each group runs whatever the other's outcome, so one failing shopper journey never hides
 * the staff journeys' results. Exits non-zero if either group failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/paths';
import { run } from './with-emulators';

export const JOURNEY_GROUPS = ['chromium', 'admin'] as const;

export interface GroupResult {
  project: (typeof JOURNEY_GROUPS)[number];
  code: number;
  passed: number;
  failed: number;
  /** "file › title" of each test that failed. */
  failedTitles: string[];
}

interface Suite {
  file?: string;
  title?: string;
  specs?: { title: string; file: string; ok: boolean }[];
  suites?: Suite[];
}

function failedSpecs(suites: Suite[] = [], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    return [
      ...(suite.specs ?? [])
        .filter((spec) => !spec.ok)
        .map((spec) => `${spec.file} › ${[...here, spec.title].join(' › ')}`),
      ...failedSpecs(suite.suites, here),
    ];
  });
}

/**
 * Runs one group; its JSON report goes to `<reportDir>/playwright-<project>.json`, its traces and screenshots to
 * test-results/e2e/<project> (so that both groups can run at once, each against its own emulators: npm test).
 */
export async function runJourneyGroup(
  project: GroupResult['project'],
  reportDir: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  log?: string,
): Promise<GroupResult> {
  const out = join(reportDir, `playwright-${project}.json`);
  const code = await run(
    join(ROOT, 'node_modules', '.bin', 'playwright'),
    ['test', `--project=${project}`, `--output=${join(ROOT, 'test-results', 'e2e', project)}`, ...args],
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    log,
  );
  const report = existsSync(out)
    ? (JSON.parse(readFileSync(out, 'utf8')) as { stats?: Record<string, number>; suites?: Suite[] })
    : {};
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  // A run that failed without a failing test (a crash, a time-out of the whole run) counts as one failure.
  const failed = (stats.unexpected ?? 0) || (code !== 0 ? 1 : 0);
  return { project, code, passed, failed, failedTitles: failedSpecs(report.suites) };
}

async function main() {
  const args = process.argv.slice(2);
  const reportDir = join(ROOT, 'test-results', 'reports');
  let failed = false;
  // A file filter may name journeys of one group only: the other then finds none, which is not a failure.
  for (const project of JOURNEY_GROUPS) {
    if ((await runJourneyGroup(project, reportDir, [...args, '--pass-with-no-tests'])).code !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
