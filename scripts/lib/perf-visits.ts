/**
 * `npm run perf -- --visits`: what a shopper's first visit and her next ones cost on a 3G phone, in bytes and in
 * time to the largest paint. Each run is one phone (a fresh browser context, 390 px, touch, the CPU 4× slower, the
 * network throttled as Lighthouse's 3G: 300 ms round trip, 700 kbit/s), with the service worker on:
 *
 * 1. first visit: the page opened from a link, then left once its screen is complete and the worker controls it;
 * 2. next visit online: the same address opened again (what a shopper coming back from WhatsApp does);
 * 3. next visit offline: the same, with the connection gone.
 *
 * Bytes are counted where they leave: the shop's own server counts everything it sent (the page, the code, the
 * pictures, whoever asked: the page or the worker on its behalf), and the browser counts what came from elsewhere
 * (the database reads). Median of N runs. The worker's own requests are not slowed (the protocol throttles the
 * page): they matter only when a page is not kept, and then the figure reads a little better than a phone's.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium';
import type { GzipServer } from './gzip-server';
import { median, pageLabel } from './perf-report';

/** The goals (docs/decisions.md, "Speed targets"): a first visit on 3G, and a visit of a page seen before. */
export const FIRST_VISIT_TARGET_BYTES = 250 * 1024;
export const REPEAT_VISIT_TARGET_BYTES = 20 * 1024;

const CPU_SLOWDOWN = 4;
/** Lighthouse's 3G profile (scripts/lib/perf-report.ts): 300 ms round trip, 700 kbit/s. */
const THREE_G = { latency: 300, downloadThroughput: (700 * 1024) / 8, uploadThroughput: (700 * 1024) / 8 };

export type VisitKind = 'first' | 'repeat' | 'offline';

export interface VisitRun {
  bytes: number;
  lcpMs: number | null;
}

export interface VisitResult {
  path: string;
  visits: Record<VisitKind, VisitRun[]>;
  error?: string;
}

declare global {
  interface Window {
    __lcpMs?: number;
  }
}

/** Records the page's largest contentful paint from its start. */
function recordLcp() {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__lcpMs = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Bytes the page received from elsewhere than the shop's server (the database's reads), counted as Google's servers
 * send them: gzip-compressed. The local emulators answer uncompressed, which would count 3 to 5 times the bytes.
 */
function countElsewhere(page: Page, origin: string): () => Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(origin) || request.url().startsWith('data:')) return;
    sizes.push(
      (async () => {
        const response = await request.response();
        if (!response) return 0;
        const encoded = (await response.headerValue('content-encoding')) !== null;
        const { responseHeadersSize, responseBodySize } = await request.sizes();
        const body = encoded ? responseBodySize : gzipSync(await response.body()).length;
        return responseHeadersSize + body;
      })().catch(() => 0),
    );
  });
  return async () => (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
}

/** Waits until `page` has fetched no new resource for `quietMs`, looking at most `rounds` times. */
export async function untilNothingNewFetched(page: Page, quietMs: number, rounds: number): Promise<void> {
  let fetched = -1;
  for (let i = 0; i < rounds; i++) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === fetched) break;
    fetched = now;
    await page.waitForTimeout(quietMs);
  }
}

/** Waits until the page has nothing more to fetch (no new resource for a second) and its first screen is drawn. */
async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 120_000 });
  await untilNothingNewFetched(page, 1000, 120);
}

async function visit(
  context: BrowserContext,
  server: GzipServer,
  url: string,
  offline: boolean,
): Promise<{ page: Page; run: VisitRun }> {
  const page = await context.newPage();
  await page.addInitScript(recordLcp);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline, ...THREE_G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const elsewhere = countElsewhere(page, new URL(url).origin);
  const before = server.bytesSent();
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  await settle(page);
  const lcpMs = await page.evaluate(() => window.__lcpMs ?? null);
  return { page, run: { bytes: server.bytesSent() - before + (await elsewhere()), lcpMs } };
}

/** One phone: the first visit, then a visit online and one offline. */
async function measureOnce(browser: Browser, server: GzipServer, path: string): Promise<Record<VisitKind, VisitRun>> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const url = server.origin + path;
    const first = await visit(context, server, url, false);
    // The worker installed during the visit and took control: what it and the page keep is written by now.
    await first.page.evaluate(() =>
      navigator.serviceWorker.ready.then(
        () =>
          navigator.serviceWorker.controller ??
          new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve)),
      ),
    );
    await first.page.waitForTimeout(3000);
    await first.page.close();
    const repeat = await visit(context, server, url, false);
    await repeat.page.waitForTimeout(1000);
    await repeat.page.close();
    await context.setOffline(true);
    const offline = await visit(context, server, url, true);
    await offline.page.close();
    return { first: first.run, repeat: repeat.run, offline: offline.run };
  } finally {
    await context.close();
  }
}

export async function measureVisits(
  server: GzipServer,
  paths: string[],
  runs: number,
  onRun: (line: string) => void = console.log,
): Promise<VisitResult[]> {
  const browser = await launchChromium();
  const results: VisitResult[] = [];
  try {
    for (const path of paths) {
      const result: VisitResult = { path, visits: { first: [], repeat: [], offline: [] } };
      for (let i = 1; i <= runs; i++) {
        try {
          const one = await measureOnce(browser, server, path);
          for (const kind of ['first', 'repeat', 'offline'] as const) result.visits[kind].push(one[kind]);
          onRun(
            `  ${pageLabel(path)}, run ${i}: ` +
              (['first', 'repeat', 'offline'] as const)
                .map((kind) => `${kind} ${formatKb(one[kind].bytes)} KB, LCP ${formatSeconds(one[kind].lcpMs)}`)
                .join('; '),
          );
        } catch (e) {
          result.error = e instanceof Error ? e.message.split('\n')[0] : String(e);
          onRun(`  ${pageLabel(path)}, run ${i}: failed (${result.error})`);
        }
      }
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

const formatKb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : 'n/a');
const formatSeconds = (ms: number | null) =>
  ms === null || !Number.isFinite(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;

/** The median of each visit's bytes and LCP, with the goals: ≤ 250 KB first, ≤ 20 KB a page seen before. */
export function formatVisitTable(results: VisitResult[]): string {
  const width = Math.max(14, ...results.map((r) => pageLabel(r.path).length));
  const header = `${'Page'.padEnd(width)} ${'visit'.padEnd(8)} ${'KB'.padStart(7)}  goal     LCP`;
  const rows = results.flatMap((result) =>
    (['first', 'repeat', 'offline'] as const).map((kind) => {
      const runs = result.visits[kind];
      const bytes = median(runs.map((r) => r.bytes)) ?? NaN;
      const goal = kind === 'first' ? FIRST_VISIT_TARGET_BYTES : REPEAT_VISIT_TARGET_BYTES;
      const verdict = !Number.isFinite(bytes) ? 'n/a ' : bytes <= goal ? 'ok  ' : 'over';
      return (
        `${pageLabel(result.path).padEnd(width)} ${kind.padEnd(8)} ${formatKb(bytes).padStart(7)}  ` +
        `${verdict}  ${formatSeconds(median(runs.map((r) => r.lcpMs))).padStart(7)}`
      );
    }),
  );
  return [header, ...rows].join('\n');
}
