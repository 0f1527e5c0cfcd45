/**
 * Measures the products page the way a shopper meets it: documents read and time to the first page, to a
 * category filter, to the first search keystroke (which reads the searchable catalogue once) and to each further
 * keystroke (which reads nothing), plus the longest main-thread task while typing.
 *
 *   EMULATOR_PORT_OFFSET=100 npm start                                  (the app and emulators, seeded)
 *   EMULATOR_PORT_OFFSET=100 npm run seed -- --products 2000            (optional: 2,000 more products)
 *   EMULATOR_PORT_OFFSET=100 npx tsx scripts/bench-catalog.ts [--url http://localhost:5273] [--phone]
 *
 * --phone also runs it as a cheap phone on a mobile network: 4× slower CPU, 1.6 Mbit/s down, 150 ms latency.
 */
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { emulatorPorts } from './lib/emulators';

interface Reads {
  products: number;
  requests: number;
  bytes: number;
  /** What the same answers weigh gzip-compressed, as Firestore sends them (the emulator does not compress). */
  gzipBytes: number;
}

interface Row {
  step: string;
  ms: number;
  reads: Reads;
}

const args = process.argv.slice(2);
const urlArg = args.indexOf('--url');
const BASE = urlArg >= 0 ? args[urlArg + 1]! : (process.env.E2E_BASE_URL ?? `http://localhost:${emulatorPorts().app}`);

function track(page: Page) {
  const reads: Reads = { products: 0, requests: 0, bytes: 0, gzipBytes: 0 };
  page.on('response', async (response) => {
    if (!/\/documents(\/[^:]*)?:(runQuery|batchGet)$/.test(new URL(response.url()).pathname)) return;
    if (!(response.request().postData() ?? '').includes('products')) return;
    reads.requests++;
    try {
      const body = await response.body();
      reads.bytes += body.length;
      reads.gzipBytes += gzipSync(body).length;
      const entries = JSON.parse(body.toString()) as { document?: { name?: string }; found?: { name?: string } }[];
      reads.products += entries.filter((e) =>
        /\/documents\/products\//.test(e.document?.name ?? e.found?.name ?? ''),
      ).length;
    } catch {
      /* page closed */
    }
  });
  const take = (): Reads => {
    const copy = { ...reads };
    Object.assign(reads, { products: 0, requests: 0, bytes: 0, gzipBytes: 0 });
    return copy;
  };
  return { take };
}

/** Resolves with the time (ms, page clock) at which the status line first reads something matching `pattern`. */
async function statusAt(page: Page, pattern: RegExp, since: number): Promise<number> {
  await page.waitForFunction(
    ([source, flags]) => {
      const status = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.trim());
      return !!status && new RegExp(source!, flags).test(status.textContent ?? '');
    },
    [pattern.source, pattern.flags],
    { timeout: 120_000, polling: 'raf' },
  );
  const at = await page.evaluate(() => (window as unknown as { __statusChangedAt: number }).__statusChangedAt);
  return at - since;
}

async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __statusChangedAt: number; __longest: number; __lastKey: number };
    w.__statusChangedAt = 0;
    w.__longest = 0;
    w.__lastKey = 0;
    new MutationObserver(() => (w.__statusChangedAt = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    document.addEventListener('keydown', () => (w.__lastKey = performance.now()), true);
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      /* no long task timing */
    }
  });
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function run(phone: boolean): Promise<{ rows: Row[]; longestTypingTaskMs: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({ viewport: phone ? { width: 375, height: 740 } : { width: 1280, height: 900 } });
  if (phone) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await instrument(page);
  const reads = track(page);
  const rows: Row[] = [];

  await page.goto(`${BASE}/products`);
  rows.push({
    step: 'First page (12 products)',
    ms: await statusAt(page, /^Showing \d+ products$/, 0),
    reads: reads.take(),
  });

  let t = await now(page);
  await page.getByLabel('Category').selectOption('Batteries');
  rows.push({ step: 'Filter: Batteries', ms: await statusAt(page, /in Batteries$/, t), reads: reads.take() });
  await page.getByLabel('Category').selectOption('');
  await statusAt(page, /^Showing \d+ products$/, 0);
  reads.take();

  const search = page.getByLabel('Search products');
  await search.click(); // focus starts reading the searchable catalogue
  t = await now(page);
  await search.press('i');
  rows.push({ step: 'Search: first keystroke "i"', ms: await statusAt(page, /“i”/, t), reads: reads.take() });
  rows.push({
    step: 'Search: whole catalogue searched',
    ms: await statusAt(page, /“i”(?!.*still searching)/, t),
    reads: reads.take(),
  });

  await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));
  let typed = 'i';
  for (const key of 'nverter') {
    typed += key;
    await search.press(key);
    const keyAt = await page.evaluate(() => (window as unknown as { __lastKey: number }).__lastKey);
    const ms = await statusAt(page, new RegExp(`“${typed}”`), keyAt);
    rows.push({ step: `Search: keystroke → "${typed}"`, ms, reads: reads.take() });
  }
  const longestTypingTaskMs = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  await browser.close();
  return { rows, longestTypingTaskMs };
}

function print(title: string, { rows, longestTypingTaskMs }: { rows: Row[]; longestTypingTaskMs: number }) {
  console.log(`\n${title}`);
  console.log('  step                                   time      product docs read   requests   KB (gzip)');
  for (const row of rows) {
    const kb = (n: number) => (n / 1024).toFixed(0);
    console.log(
      `  ${row.step.padEnd(36)} ${`${Math.round(row.ms)} ms`.padStart(8)}   ${String(row.reads.products).padStart(17)}   ` +
        `${String(row.reads.requests).padStart(8)}   ${`${kb(row.reads.bytes)} (${kb(row.reads.gzipBytes)})`.padStart(11)}`,
    );
  }
  const keystrokes = rows.filter((r) => r.step.startsWith('Search: keystroke'));
  const worst = Math.max(...keystrokes.map((r) => r.ms));
  console.log(
    `  slowest later keystroke: ${Math.round(worst)} ms; longest main-thread task while typing: ${Math.round(longestTypingTaskMs)} ms`,
  );
}

async function main() {
  console.log(`Products page at ${BASE}`);
  print('Desktop, local network', await run(false));
  if (args.includes('--phone')) print('Cheap phone: 4× slower CPU, 1.6 Mbit/s, 150 ms latency', await run(true));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
