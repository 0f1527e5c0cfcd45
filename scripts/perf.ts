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
 * 5. prints the medians as the issue's table, each figure checked against the issue's targets, and writes the
 *    same (with every run) to test-results/perf/perf.json (the static copies go to test-results/perf/static/).
 *    It exits 0 whether the targets are met or not: it measures, it is not a test.
 *
 *   npm run perf                                   home, /products and a product page, 3 runs each
 *   npm run perf -- --runs 1 --pages /,/products   a quick check
 *   EMULATOR_PORT_OFFSET=500 npm run perf          against emulators started with that offset
 *
 * Flags: --runs N, --pages /a,/b, --profiles slow4g,3g, --no-build (reuse the last build), --reports (keep every
 * Lighthouse report in test-results/perf/reports/, to open in the Lighthouse viewer).
 * The figures depend on the machine: run it on an otherwise idle one (the table says how busy it was).
 */
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './lib/chromium';
import { emulatorEnv, emulatorPorts, firestoreIsUp, PROJECT_ID, type EmulatorPorts } from './lib/emulators';
import { startGzipServer, type GzipServer } from './lib/gzip-server';
import { ROOT } from './lib/paths';
import { staticCopyOf } from './lib/static-copy';
import {
  checkTargets,
  firstNodeSelector,
  formatTable,
  lcpElementWarnings,
  pageLabel,
  pageSlug,
  profileResult,
  PROFILES,
  type PageResult,
  type Profile,
  type RunMetrics,
} from './lib/perf-report';

/** A seeded product (scripts/seed-data.ts has fixed ids): the first of the catalogue, with its picture. */
const PRODUCT_ID = 'panel-jinko-450w-mono';
const DEFAULT_PAGES = ['/', '/products', `/products/${PRODUCT_ID}`];

const OUT_DIR = join(ROOT, 'test-results', 'perf');
const BUILD_DIR = join(ROOT, '.cache', 'perf', 'dist');
/** Which emulators the last build was made for. */
const BUILD_STAMP = join(ROOT, '.cache', 'perf', 'build.json');

interface Options {
  runs: number;
  pages: string[];
  profiles: Profile[];
  build: boolean;
  reports: boolean;
}

function usage(message: string): never {
  console.error(
    `${message}\n\nusage: npm run perf -- [--runs N] [--pages /,/products,/products/<id>] [--profiles slow4g,3g] ` +
      '[--no-build] [--reports]',
  );
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 3, pages: DEFAULT_PAGES, profiles: [...PROFILES], build: true, reports: false };
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
    else if (flag === '--help' || flag === '-h') usage('Measures the first screens with Lighthouse.');
    else usage(`Unknown flag ${flag}`);
  }
  return options;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Stops with a clear message unless the emulators answer and hold the demo catalogue the pages need. */
async function checkEmulators(ports: EmulatorPorts, pages: string[]): Promise<void> {
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

async function buildApp(ports: EmulatorPorts): Promise<void> {
  console.log(`Building the app for production (wired to the emulators) into ${BUILD_DIR} …`);
  const env = { ...process.env, ...emulatorEnv(ports) };
  const code = await run(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'scripts', 'build-site.ts'), '--outDir', BUILD_DIR],
    env,
  );
  if (code !== 0) {
    console.error('\nThe production build failed (see above).\n');
    process.exit(1);
  }
  writeFileSync(BUILD_STAMP, JSON.stringify({ firestorePort: ports.firestore, builtAt: new Date().toISOString() }));
}

/** With --no-build: the last build, if it was made for these emulators (their ports are built into it). */
function checkLastBuild(ports: EmulatorPorts): void {
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

/** Headings of the screens that are not the page asked for (error, not found, sign-in wall). */
const NOT_THE_PAGE = /something went wrong|not found|admins only|please sign in/i;

/** Renders each page as a phone shows it and serves its static copy; returns the copies' paths. */
async function makeStaticCopies(server: GzipServer, pages: string[]): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const screen = screenEmulationMetrics.mobile;
    if (!screen) throw new Error("Lighthouse's mobile screen emulation is missing");
    for (const path of pages) {
      // A fresh context per page: no cache or stored data from the page before.
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: screen.mobile,
        hasTouch: true,
        userAgent: userAgents.mobile,
      });
      const page = await context.newPage();
      await page.goto(server.origin + path, { waitUntil: 'networkidle', timeout: 120_000 });
      const h1 = page.locator('h1').first();
      await h1.waitFor({ state: 'visible', timeout: 60_000 });
      // Then the data and images that the page set off once painted: until nothing new has been fetched for
      // half a second, the images on the first screen are complete and the fonts are ready.
      let fetched = -1;
      for (let i = 0; i < 60; i++) {
        const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
        if (now === fetched) break;
        fetched = now;
        await page.waitForTimeout(500);
      }
      await page.waitForFunction(
        () =>
          [...document.images]
            .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
            .every((img) => img.complete),
        null,
        { timeout: 60_000 },
      );
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const title = (await h1.textContent())?.trim() ?? '';
      if (NOT_THE_PAGE.test(title))
        throw new Error(`${path} rendered "${title}": it cannot be measured as a shop page`);
      const html = await page.evaluate(staticCopyOf, null);
      const copyPath = `/__static/${pageSlug(path)}.html`;
      server.put(copyPath, html);
      writeFileSync(join(OUT_DIR, 'static', `${pageSlug(path)}.html`), html); // to look at
      copies.set(path, copyPath);
      console.log(`  ${pageLabel(path)}: "${title}", static copy ${(html.length / 1024).toFixed(0)} KB at ${copyPath}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return copies;
}

function lighthouseConfig(profile: Profile): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: screenEmulationMetrics.mobile,
      emulatedUserAgent: userAgents.mobile,
      throttlingMethod: 'simulate',
      throttling: profile.throttling,
      ...(process.env.PERF_CPU_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    },
  };
}

function metricsOf(lhr: Result): RunMetrics {
  const value = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const score = lhr.categories.performance?.score;
  // Lighthouse 13 names the LCP element in its LCP breakdown insight; earlier versions in an audit of its own.
  const lcpNode =
    firstNodeSelector(lhr.audits['lcp-breakdown-insight']?.details) ??
    firstNodeSelector(lhr.audits['largest-contentful-paint-element']?.details);
  return {
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...(lcpNode ? { lcpElement: lcpNode } : {}),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    ...(lhr.runWarnings.length ? { warnings: lhr.runWarnings.map(String) } : {}),
  };
}

/** One Lighthouse run in a fresh headless Chromium. */
async function measure(url: string, profile: Profile, reportFile?: string): Promise<RunMetrics> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      lighthouseConfig(profile),
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (reportFile) {
      writeFileSync(reportFile, JSON.stringify(result.lhr));
      // The page's trace beside it (open it in Chromium's Performance panel to see what a long task ran).
      writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    return metricsOf(result.lhr);
  } catch (error) {
    const empty = { lcpMs: null, fcpMs: null, score: null, cls: null, tbtMs: null, benchmarkIndex: null };
    return { ...empty, error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}

const fmt = (m: RunMetrics) =>
  m.error && m.lcpMs === null
    ? `error: ${m.error}`
    : `LCP ${m.lcpMs === null ? 'n/a' : `${(m.lcpMs / 1000).toFixed(2)} s`}, score ${m.score ?? 'n/a'}, ` +
      `CLS ${m.cls?.toFixed(3) ?? 'n/a'}, TBT ${m.tbtMs === null ? 'n/a' : `${m.tbtMs.toFixed(0)} ms`}` +
      (m.error ? ` (${m.error})` : '');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const ports = emulatorPorts();
  process.env.CHROME_PATH = CHROMIUM;
  await checkEmulators(ports, options.pages);
  if (options.build) await buildApp(ports);
  else checkLastBuild(ports);

  mkdirSync(join(OUT_DIR, 'static'), { recursive: true });
  const reportsDir = join(OUT_DIR, 'reports');
  if (options.reports) mkdirSync(reportsDir, { recursive: true });
  const loadBefore = loadavg()[0]!;
  const startedAt = new Date();

  const server = await startGzipServer(BUILD_DIR);
  const stopServer = () => void server.close().then(() => process.exit(130));
  process.once('SIGINT', stopServer);
  process.once('SIGTERM', stopServer);
  try {
    console.log(`Serving the build gzip-compressed at ${server.origin}; rendering the static copies …`);
    const copies = await makeStaticCopies(server, options.pages);

    // Runs interleave app and copy, page after page, so that a busy moment of the machine weighs on both alike.
    type Key = `${string} ${string} ${'app' | 'static'}`;
    const runs = new Map<Key, RunMetrics[]>();
    const total = options.runs * options.profiles.length * options.pages.length * 2;
    let done = 0;
    for (let i = 1; i <= options.runs; i++) {
      for (const profile of options.profiles) {
        for (const path of options.pages) {
          for (const variant of ['app', 'static'] as const) {
            const url = server.origin + (variant === 'app' ? path : copies.get(path)!);
            const report = options.reports
              ? join(reportsDir, `${pageSlug(path)}-${variant}-${profile.id}-${i}.json`)
              : undefined;
            const metrics = await measure(url, profile, report);
            const key: Key = `${path} ${profile.id} ${variant}`;
            runs.set(key, [...(runs.get(key) ?? []), metrics]);
            done++;
            console.log(
              `  [${done}/${total}] ${profile.name.padEnd(7)} ${pageLabel(path)} (${variant}), run ${i}: ${fmt(metrics)}`,
            );
          }
        }
      }
    }

    const pages: PageResult[] = options.pages.map((path) => {
      const result: PageResult = {
        label: pageLabel(path),
        path,
        appUrl: server.origin + path,
        staticUrl: server.origin + copies.get(path)!,
        profiles: {},
      };
      for (const profile of options.profiles) {
        result.profiles[profile.id] = profileResult(
          runs.get(`${path} ${profile.id} app`) ?? [],
          runs.get(`${path} ${profile.id} static`) ?? [],
        );
      }
      return result;
    });

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
    console.log(table);
    console.log(
      `\nTargets: LCP ≤ 1.3× the static copy on both profiles, score ≥ 95 on Slow 4G and ≥ 85 on 3G, ` +
        'CLS ≤ 0.05, TBT ≤ 200 ms on Slow 4G.',
    );
    console.log(
      `Machine: ${cores} cores, load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end; ` +
        `Lighthouse benchmark index ${benchmark.length ? Math.min(...benchmark).toFixed(0) : 'n/a'}–` +
        `${benchmark.length ? Math.max(...benchmark).toFixed(0) : 'n/a'}.`,
    );
    if (Math.max(loadBefore, loadAfter) > cores) {
      console.log('The machine was busy: CPU-bound figures (TBT, score, LCP of the app) read worse than they are.');
    }
    for (const warning of lcpElementWarnings(pages)) console.log(`Note: ${warning}`);
    const failed = allRuns.filter((r) => r.error && r.lcpMs === null).length;
    if (failed) console.log(`${failed} Lighthouse run(s) gave no figures (see the lines above).`);

    const json = {
      measuredAt: startedAt.toISOString(),
      lighthouse: lighthouseVersion,
      runs: options.runs,
      profiles: options.profiles,
      machine: { cores, loadAverageStart: loadBefore, loadAverageEnd: loadAfter },
      targets: 'LCP ≤ 1.3× static on both profiles; score ≥ 95 Slow 4G, ≥ 85 3G; CLS ≤ 0.05; TBT ≤ 200 ms Slow 4G',
      pages: pages.map((page) => ({ ...page, targets: checkTargets(page) })),
      table,
    };
    const file = join(OUT_DIR, 'perf.json');
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nWritten to ${file}${options.reports ? ` (Lighthouse reports in ${reportsDir})` : ''}.`);
  } finally {
    process.off('SIGINT', stopServer);
    process.off('SIGTERM', stopServer);
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
