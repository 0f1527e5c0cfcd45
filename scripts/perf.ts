/**
 * `npm run perf` — measures the first screens against their static copies, with the emulators running (`npm start`):
 *
 * 1. builds the app for production, wired to those emulators, into .cache/perf/dist (dist/ is left alone);
 * 2. serves it gzip-compressed from a tiny static server (Firebase Hosting's rules: SPA fallback to index.html);
 * 3. renders each page in headless Chromium (a phone's screen, as Lighthouse emulates it), takes its painted HTML,
 *    removes every script and module preload, and serves that static copy at /__static/<page>.html: the same
 *    HTML, CSS and images with no JavaScript, the physical limit;
 * 4. runs Lighthouse (mobile, performance only, simulated throttling) on the app page and on its static copy,
 *    N times for each of two profiles: Slow 4G (150 ms, 1.6 Mbit/s, 4× CPU) and 3G (300 ms, 700 kbit/s, 4× CPU);
 * 5. prints the medians as a table, each figure checked against the speed targets (docs/decisions.md, "Speed
 *    targets"), and writes the
 *    same (with every run) to test-results/perf/perf.json (the static copies go to test-results/perf/static/).
 *    It exits 0 whether the targets are met or not: it measures, it is not a test.
 *
 *   npm run perf                                   home, /products, a product page, calculator, compare
 *   npm run perf -- --runs 1 --pages /,/products   a quick check
 *   EMULATOR_PORT_OFFSET=500 npm run perf          against emulators started with that offset
 *
 * 6. prints the JavaScript each page loaded (gzip bytes as transferred), then the interaction table
 *    (scripts/lib/perf-interactions.ts): add to cart, open the cart, choose a category, type in search, open the
 *    phone menu, add an appliance in the calculator, open a dialog in the admin, at 4× CPU.
 *
 *   npm run perf -- --interactions                 only the interaction table
 *
 * 7. prints what a first visit and the next ones cost (scripts/lib/perf-visits.ts): bytes over the network and the
 *    largest paint, for home and a product page, on 3G, online and offline.
 *
 *   npm run perf -- --visits                       only the visits table
 *
 * 8. with --against <ref> (a commit, branch or tag), builds that commit too, in its own worktree with its own
 *    dependencies (.cache/perf/at-<commit>), and measures it beside this build in the same run, build after build
 *    within each round: the tables before and after a change, on the same machine at the same moment.
 *
 *   npm run perf -- --against c74ae1c              this build beside commit c74ae1c
 *
 * Flags: --runs N (5 by default), --pages /a,/b, --profiles slow4g,3g, --no-build (reuse the last build), --reports
 * (keep every Lighthouse report in test-results/perf/reports/, to open in the Lighthouse viewer), --interactions
 * (only the interactions), --no-interactions, --visits (only the visits), --no-visits, --against <ref>.
 * The figures depend on the machine: run it on an otherwise idle one. Each table waits until the machine has gone
 * quiet (the emulators are busy for about a minute after they start) and says how idle it was while measuring.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium';
import { emulatorPorts } from './lib/emulators';
import { startGzipServer } from './lib/gzip-server';
import { describeWait, idleMeter, waitForQuietMachine } from './lib/machine-quiet';
import { ROOT } from './lib/paths';
import { BUILD_DIR, buildApp, buildOther, checkEmulators, checkLastBuild } from './lib/perf-build';
import { formatInteractionTable, measureInteractions, type InteractionResult } from './lib/perf-interactions';
import { formatComposition, pageComposition } from './lib/js-composition';
import { fmt, measure } from './lib/perf-lighthouse';
import { alternate, mergeInteractions, mergeVisits, type Measured } from './lib/perf-side-by-side';
import { formatJsTable, makeStaticCopies } from './lib/perf-static-copies';
import { formatVisitTable, measureVisits, type VisitResult } from './lib/perf-visits';
import {
  checkTargets,
  formatTable,
  lcpElementWarnings,
  pageLabel,
  pageSlug,
  profileResult,
  PROFILES,
  TARGETS_IN_WORDS,
  type PageResult,
  type Profile,
  type RunMetrics,
} from './lib/perf-report';

/** A seeded product (scripts/seed-data.ts has fixed ids): the first of the catalogue, with its picture. */
const PRODUCT_ID = 'panel-jinko-450w-mono';
const DEFAULT_PAGES = ['/', '/products', `/products/${PRODUCT_ID}`, '/solar-calculator', '/compare'];
/** The pages whose first and next visits are measured: where shoppers arrive from a link. */
const VISIT_PAGES = ['/', `/products/${PRODUCT_ID}`];

const OUT_DIR = join(ROOT, 'test-results', 'perf');

interface Options {
  runs: number;
  pages: string[];
  profiles: Profile[];
  build: boolean;
  reports: boolean;
  /** The interaction table too (default), only it (--interactions), or not (--no-interactions). */
  interactions: 'also' | 'only' | 'none';
  /** The first and next visits' table too (default), only it (--visits), or not (--no-visits). */
  visits: 'also' | 'only' | 'none';
  /** Another commit to measure beside this build, run for run (--against <ref>). */
  against?: string;
}

function usage(message: string): never {
  console.error(
    `${message}\n\nusage: npm run perf -- [--runs N] [--pages /,/products,/products/<id>] [--profiles slow4g,3g] ` +
      '[--no-build] [--reports] [--interactions | --no-interactions] [--visits | --no-visits] [--against <ref>]',
  );
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    runs: 5,
    pages: DEFAULT_PAGES,
    profiles: [...PROFILES],
    build: true,
    reports: false,
    interactions: 'also',
    visits: 'also',
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => argv[++i] ?? usage(`${flag} needs a value`);
    if (flag === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) usage('--runs takes a whole number, 1 or more');
    } else if (flag === '--pages') {
      options.pages = value()
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (p.startsWith('/') ? p : `/${p}`));
      if (options.pages.length === 0) usage('--pages takes paths separated by commas, e.g. /,/products');
    } else if (flag === '--profiles') {
      const ids = value().split(',');
      options.profiles = PROFILES.filter((p) => ids.includes(p.id));
      if (options.profiles.length !== ids.length) usage(`--profiles takes ${PROFILES.map((p) => p.id).join(', ')}`);
    } else if (flag === '--no-build') options.build = false;
    else if (flag === '--reports') options.reports = true;
    else if (flag === '--interactions') options.interactions = 'only';
    else if (flag === '--no-interactions') options.interactions = 'none';
    else if (flag === '--visits') options.visits = 'only';
    else if (flag === '--no-visits') options.visits = 'none';
    else if (flag === '--against') options.against = value();
    else if (flag === '--help' || flag === '-h') usage('Measures the first screens with Lighthouse.');
    else usage(`Unknown flag ${flag}`);
  }
  return options;
}

/**
 * How busy the machine was while measuring, beside the load average. The measuring browser itself (painting in
 * software) keeps much of the machine busy: on 2 cores, 20–25 % idle is as quiet as it gets.
 */
function idleDuring(idle: { read: () => number }): string {
  return `The CPU was ${Math.round(idle.read() * 100)} % idle while measuring (load average ${loadavg()[0]!.toFixed(1)} at the end).`;
}

/** Measures a first visit and the next ones of home and a product page, and prints their table for each build. */
async function printVisits(builds: Measured[], runs: number): Promise<VisitResult[][]> {
  console.log(`\nFirst and next visits on 3G at 390 px, the CPU 4× slower, service worker on (median of ${runs}) …`);
  console.log(describeWait(await waitForQuietMachine()));
  const idle = idleMeter();
  const results = await alternate(builds, runs, (b) => measureVisits(b.server, VISIT_PAGES, 1), mergeVisits);
  for (const [b, build] of builds.entries())
    console.log(
      `\nBytes over the network and largest paint of each visit, ${build.label}:\n${formatVisitTable(results[b]!)}`,
    );
  console.log(idleDuring(idle));
  return results;
}

/** Measures the interactions and prints their table for each build, with how busy the machine was. */
async function printInteractions(builds: Measured[], runs: number): Promise<InteractionResult[][]> {
  console.log(`\nInteractions at 390 px with the CPU 4× slower (median of ${runs}) …`);
  console.log(describeWait(await waitForQuietMachine()));
  const idle = idleMeter();
  const results = await alternate(builds, runs, (b) => measureInteractions(b.server.origin, 1), mergeInteractions);
  for (const [b, build] of builds.entries())
    console.log(
      `\nLongest Event Timing duration of each interaction (what INP reports), ${build.label}:\n` +
        formatInteractionTable(results[b]!),
    );
  console.log(idleDuring(idle));
  return results;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const ports = emulatorPorts();
  process.env.CHROME_PATH = CHROMIUM;
  await checkEmulators(ports, options.pages);
  if (options.build) await buildApp(ports);
  else checkLastBuild(ports);
  const other = options.against ? await buildOther(options.against, ports) : undefined;

  mkdirSync(join(OUT_DIR, 'static'), { recursive: true });
  if (other) mkdirSync(join(OUT_DIR, 'against', 'static'), { recursive: true });
  const reportsDir = join(OUT_DIR, 'reports');
  if (options.reports) mkdirSync(reportsDir, { recursive: true });
  // Each table waits for the machine to go quiet first (the emulators are busy for a minute after they start).
  const lighthouseToo = options.interactions !== 'only' && options.visits !== 'only';
  if (lighthouseToo) console.log(describeWait(await waitForQuietMachine()));
  const idle = idleMeter();
  const loadBefore = loadavg()[0]!;
  const startedAt = new Date();

  const server = await startGzipServer(BUILD_DIR);
  const otherServer = other ? await startGzipServer(other.dir) : undefined;
  const builds: Measured[] = [{ label: `this build (${thisCommit()})`, server }];
  if (other && otherServer) builds.push({ label: other.label, server: otherServer });
  const closeServers = () => Promise.all(builds.map((b) => b.server.close()));
  const stopServers = () => void closeServers().then(() => process.exit(130));
  process.once('SIGINT', stopServers);
  process.once('SIGTERM', stopServers);
  try {
    for (const build of builds) console.log(`Serving ${build.label} gzip-compressed at ${build.server.origin}`);
    if (options.interactions === 'only') {
      await printInteractions(builds, options.runs);
      return;
    }
    if (options.visits === 'only') {
      await printVisits(builds, options.runs);
      return;
    }
    console.log('Rendering the static copies …');
    const copies = await makeStaticCopies(server, options.pages, OUT_DIR);
    // The other build's copies are made for its JavaScript table; both builds' LCP is set against this build's copy.
    const otherCopies = otherServer
      ? await makeStaticCopies(otherServer, options.pages, join(OUT_DIR, 'against'))
      : undefined;

    // Runs interleave the builds and the copy, page after page, so that a busy moment of the machine weighs on all.
    type Variant = 'app' | 'other' | 'static';
    const variants: Variant[] = otherServer ? ['app', 'other', 'static'] : ['app', 'static'];
    type Key = `${string} ${string} ${Variant}`;
    const runs = new Map<Key, RunMetrics[]>();
    const total = options.runs * options.profiles.length * options.pages.length * variants.length;
    let done = 0;
    for (let i = 1; i <= options.runs; i++) {
      for (const profile of options.profiles) {
        for (const path of options.pages) {
          for (const variant of variants) {
            const url =
              variant === 'app'
                ? server.origin + path
                : variant === 'other'
                  ? otherServer!.origin + path
                  : server.origin + copies.get(path)!.copyPath;
            const report = options.reports
              ? join(reportsDir, `${pageSlug(path)}-${variant}-${profile.id}-${i}.json`)
              : undefined;
            const metrics = await measure(url, profile, report);
            const key: Key = `${path} ${profile.id} ${variant}`;
            runs.set(key, [...(runs.get(key) ?? []), metrics]);
            done++;
            const name = variant === 'other' ? other!.label : variant;
            console.log(
              `  [${done}/${total}] ${profile.name.padEnd(7)} ${pageLabel(path)} (${name}), run ${i}: ${fmt(metrics)}`,
            );
          }
        }
      }
    }

    const resultsOf = (variant: 'app' | 'other', origin: string): PageResult[] =>
      options.pages.map((path) => {
        const result: PageResult = {
          label: pageLabel(path),
          path,
          appUrl: origin + path,
          staticUrl: server.origin + copies.get(path)!.copyPath,
          profiles: {},
        };
        for (const profile of options.profiles) {
          result.profiles[profile.id] = profileResult(
            runs.get(`${path} ${profile.id} ${variant}`) ?? [],
            runs.get(`${path} ${profile.id} static`) ?? [],
          );
        }
        return result;
      });
    const pages = resultsOf('app', server.origin);
    const otherPages = otherServer ? resultsOf('other', otherServer.origin) : undefined;

    const loadAfter = loadavg()[0]!;
    const cores = cpus().length;
    const allRuns = [...runs.values()].flat();
    const benchmark = allRuns.map((r) => r.benchmarkIndex).filter((b): b is number => b !== null);
    const lighthouseVersion = (
      JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }
    ).version;

    const table = formatTable(pages);
    console.log(
      `\nLighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${options.runs} ` +
        `run${options.runs === 1 ? '' : 's'}; production build served gzipped; static copy = the same rendered page ` +
        'without JavaScript.\n',
    );
    console.log(`${builds[0]!.label}:\n${table}`);
    const otherTable = otherPages ? formatTable(otherPages) : undefined;
    if (otherTable) console.log(`\n${other!.label} (LCP set against this build's static copy):\n${otherTable}`);
    console.log(`\nJavaScript each page loads (gzip, as transferred), ${builds[0]!.label}:\n${formatJsTable(copies)}`);
    if (otherCopies) console.log(`\n${other!.label}:\n${formatJsTable(otherCopies)}`);
    const compositions = new Map([...copies].map(([path, { js }]) => [path, pageComposition(BUILD_DIR, js)]));
    console.log('\nWhat it is made of (KB gzip, shared out by the source maps; the largest parts first):');
    for (const [path, composition] of compositions)
      console.log(`  ${pageLabel(path)}: ${formatComposition(composition)}`);
    console.log(`\nTargets: ${TARGETS_IN_WORDS}.`);
    console.log(
      `Machine: ${cores} cores, load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end; ` +
        `Lighthouse benchmark index ${benchmark.length ? Math.min(...benchmark).toFixed(0) : 'n/a'}–` +
        `${benchmark.length ? Math.max(...benchmark).toFixed(0) : 'n/a'}; ${Math.round(idle.read() * 100)} % idle.`,
    );
    if (Math.max(loadBefore, loadAfter) > cores) {
      console.log('The machine was busy: CPU-bound figures (TBT, score, LCP of the app) read worse than they are.');
    }
    for (const warning of lcpElementWarnings(pages)) console.log(`Note: ${warning}`);
    const failed = allRuns.filter((r) => r.error && r.lcpMs === null).length;
    if (failed) console.log(`${failed} Lighthouse run(s) gave no figures (see the lines above).`);
    const interactions = options.interactions === 'also' ? await printInteractions(builds, options.runs) : [];
    const visits = options.visits === 'also' ? await printVisits(builds, options.runs) : [];

    const json = {
      measuredAt: startedAt.toISOString(),
      lighthouse: lighthouseVersion,
      runs: options.runs,
      profiles: options.profiles,
      machine: { cores, loadAverageStart: loadBefore, loadAverageEnd: loadAfter, idleShare: idle.read() },
      targets: TARGETS_IN_WORDS,
      pages: pages.map((page) => ({
        ...page,
        targets: checkTargets(page),
        js: copies.get(page.path)?.js,
        jsComposition: Object.fromEntries(compositions.get(page.path) ?? []),
      })),
      table,
      interactions: interactions[0] ?? [],
      visits: visits[0] ?? [],
      ...(other && otherPages
        ? {
            against: {
              label: other.label,
              pages: otherPages.map((page) => ({
                ...page,
                targets: checkTargets(page),
                js: otherCopies?.get(page.path)?.js,
              })),
              table: otherTable,
              interactions: interactions[1] ?? [],
              visits: visits[1] ?? [],
            },
          }
        : {}),
    };
    const file = join(OUT_DIR, 'perf.json');
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nWritten to ${file}${options.reports ? ` (Lighthouse reports in ${reportsDir})` : ''}.`);
  } finally {
    process.off('SIGINT', stopServers);
    process.off('SIGTERM', stopServers);
    await closeServers();
  }
}

/** This checkout's commit, "+changes" when files differ from it. */
function thisCommit(): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  return (
    git(['rev-parse', '--short', 'HEAD']) + (git(['status', '--porcelain', '--untracked-files=no']) ? '+changes' : '')
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
