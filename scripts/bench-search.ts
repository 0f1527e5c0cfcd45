/**
 * Search at catalogue scale (docs/search.md): what the first search keystroke transfers and how long after it
 * arrives the results show, on a phone (390 px, CPU 4× slower), with `--products N` generated products (2,000 by
 * default) added to the demo catalogue. Run against a built app on the emulators:
 *   EMULATOR_PORT_OFFSET=100 npx tsx scripts/with-emulators.ts --app -- tsx scripts/bench-search.ts [--products 2000]
 * It seeds the products, writes the build's search index again (as the next build would), then measures 5 fresh visits and prints each and the median, with the machine's load.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase-admin/app';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_INDEX_PATH } from '@domain/catalog/search-index';
import { launchChromium } from './lib/chromium';
import { emulatorPorts } from './lib/emulators';
import { ROOT } from './lib/paths';
import { median } from './lib/perf-report';
import { writeSearchIndex } from './lib/prerender';
import { seedDemoData } from './seed';

const args = process.argv.slice(2);
const at = args.indexOf('--products');
const EXTRA = at >= 0 ? Number(args[at + 1]) : 2000;
const BASE = process.env.E2E_BASE_URL!;
const RUNS = 5;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// As a build made after the products were indexed: seeded with the emulator's triggers paused (the functions
// emulator takes minutes for 2,000 events on a busy machine), so the built file holds them all and the phones read
// only later changes.
const hub = `http://127.0.0.1:${emulatorPorts().hub}/functions`;
console.log(`Seeding ${EXTRA} more products…`);
await fetch(`${hub}/disableBackgroundTriggers`, { method: 'PUT' });
await seedDemoData({ extraProducts: EXTRA });
await fetch(`${hub}/enableBackgroundTriggers`, { method: 'PUT' });
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar' }, 'bench'));
const products = (await db.collection('products').count().get()).data().count;
const rows = await writeSearchIndex(join(ROOT, 'dist'));
console.log(`Search index rebuilt into dist${SEARCH_INDEX_PATH}: ${rows} products on sale\n`);

interface Visit {
  /** The search's data: the index and the Firestore reads. */
  bytes: number;
  gzipBytes: number;
  requests: number;
  /** Everything else the keystroke brought (code, the results' pictures), as transferred. */
  otherBytes: number;
  toResultsMs: number;
  results: string;
}

const browser = await launchChromium();
async function visit(): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${BASE}/products`);
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: /^Add .+ to cart/ })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  const counted = { bytes: 0, gzipBytes: 0, requests: 0, otherBytes: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          const { pathname } = new URL(response.url());
          if (pathname !== SEARCH_INDEX_PATH && !/:(runQuery|batchGet)$/.test(pathname)) {
            counted.otherBytes += /\.(js|css|html|svg|json)$/.test(pathname) ? gzipSync(body).length : body.length;
            return;
          }
          counted.requests++;
          counted.bytes += body.length;
          // Hosting and Firestore send these compressed; the preview server and the emulator do not.
          counted.gzipBytes += gzipSync(body).length;
        })
        .catch(() => undefined),
    );
  });
  // Results shown: the first "Search results" list in the page, timed in the page.
  await page.evaluate(() => {
    const w = window as unknown as { resultsAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('[aria-label="Search results"] li')) {
        w.resultsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.tap();
  await search.press('i');
  await page.locator('[aria-label="Search results"] li').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const toResultsMs = await page.evaluate(() => {
    const w = window as unknown as { resultsAt: number };
    // Arrival: the end of the last read the search made (the index, then the changes since it was built).
    const reads = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/search-index.json') || e.name.includes(':runQuery'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd)
      .filter((end) => end <= w.resultsAt);
    return w.resultsAt - Math.max(...reads);
  });
  const results = (await page.getByRole('status').first().innerText()).trim();
  await context.close();
  return { ...counted, toResultsMs, results };
}

const visits: Visit[] = [];
for (let i = 0; i < RUNS; i++) {
  const v = await visit();
  visits.push(v);
  console.log(
    `visit ${i + 1}: first keystroke read ${kb(v.gzipBytes)} compressed (${kb(v.bytes)} uncompressed, ` +
      `${v.requests} requests; code and pictures ${kb(v.otherBytes)} more); results ${v.toResultsMs.toFixed(0)} ms after they arrived — "${v.results}"`,
  );
}
await browser.close();
console.log(
  `\nMedian of ${RUNS} at ${products} products (CPU 4× slower, 390 px): first keystroke ` +
    `${kb(median(visits.map((v) => v.gzipBytes)) ?? NaN)} transferred, results ` +
    `${(median(visits.map((v) => v.toResultsMs)) ?? NaN).toFixed(0)} ms after arrival. Load average: ${load()}`,
);
process.exit(0);
