/**
 * Measures the staff's orders page at scale the way staff meet it, in a browser at 1280 px:
 * the first view (the first 25 orders on screen, from opening the page's address, and from the admin menu's link),
 * a search by a customer's phone and a search by an order number (from the text entered to the orders found on
 * screen). Also the server's answer time of each query and the order
 * documents read. Target: each within 1 s.
 *
 *   EMULATOR_PORT_OFFSET=800 npx tsx scripts/with-emulators.ts --app -- tsx scripts/bench-admin-orders.ts --orders 10000
 *
 * --orders N first seeds N more orders (and a customer for every three) into those emulators, as
 * `npm run seed -- --orders N` does; without it the emulators' orders are measured as they are.
 * --url overrides the app's address (E2E_BASE_URL by default). --max-ms M exits 1 when a step takes longer.
 */
import type { Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { formatGhanaPhone } from '@domain/shared/phone';
import { launchChromium } from './lib/chromium';
import { emulatorPorts, PROJECT_ID } from './lib/emulators';
import { DEMO_USERS } from './seed-data';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const BASE = option('--url') ?? process.env.E2E_BASE_URL ?? `http://localhost:${emulatorPorts().app}`;
const ORDERS = Number(option('--orders') ?? 0);
const MAX_MS = Number(option('--max-ms') ?? Infinity);

interface Row {
  step: string;
  /** On screen, from the navigation or the text typed */
  ms: number;
  /** The slowest order query's answer, from request to response */
  serverMs: number;
  docs: number;
}

/** A customer with several orders and one order number, read with firebase-admin; and how many orders there are. */
async function sample(): Promise<{ phone: string; phoneOrders: number; number: string; total: number }> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-${process.pid}`);
  try {
    const db = getFirestore(app);
    const total = (await db.collection('orders').count().get()).data().count;
    // An order from the middle of the collection, and its customer's orders.
    const some = (
      await db
        .collection('orders')
        .orderBy('createdAt')
        .offset(Math.floor(total / 2))
        .limit(1)
        .get()
    ).docs[0];
    if (!some) throw new Error('No orders to measure: seed some first (--orders 10000).');
    const phone = some.get('customer.phone') as string;
    const phoneOrders = (await db.collection('orders').where('customer.phone', '==', phone).count().get()).data().count;
    return { phone, phoneOrders, number: some.get('number') as string, total };
  } finally {
    await deleteApp(app);
  }
}

function track(page: Page) {
  let docs = 0;
  let serverMs = 0;
  page.on('requestfinished', async (request) => {
    if (!/\/documents(\/[^:]*)?:runQuery$/.test(new URL(request.url()).pathname)) return;
    if (!(request.postData() ?? '').includes('"orders"')) return;
    const timing = request.timing();
    serverMs = Math.max(serverMs, timing.responseEnd - timing.requestStart);
    try {
      const body = (await (await request.response())?.body())?.toString() ?? '[]';
      docs += (JSON.parse(body) as { document?: unknown }[]).filter((e) => e.document).length;
    } catch {
      /* page closed */
    }
  });
  return () => {
    const taken = { docs, serverMs };
    docs = 0;
    serverMs = 0;
    return taken;
  };
}

/** The page clock when the orders table shows exactly `count` rows and each has `text` (page clock, ms). */
async function rowsShown(page: Page, count: number, text: string): Promise<number> {
  return page
    .waitForFunction(
      ([n, needle]) => {
        const rows = [...document.querySelectorAll('table tbody tr')];
        const ok = rows.length === n && rows.every((row) => row.textContent?.includes(needle as string));
        return ok ? performance.now() : 0;
      },
      [count, text] as const,
      { timeout: 60_000, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue());
}

async function main() {
  if (ORDERS > 0) {
    const { seedDemoData } = await import('./seed');
    const started = performance.now();
    await seedDemoData({ extraOrders: ORDERS });
    console.log(`Seeded ${ORDERS} more orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const { phone, phoneOrders, number, total } = await sample();
  console.log(`Orders page at ${BASE}: ${total} orders; phone ${phone} has ${phoneOrders}; number ${number}`);

  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(BASE);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(DEMO_USERS.admin.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'detached' });
  const take = track(page);
  // The answers' documents are counted as they arrive: wait for the last ones before reading the counts.
  const settle = async () => {
    await page.waitForTimeout(500);
    return take();
  };
  const rows: Row[] = [];

  // A warm-up visit (the app's code in the cache, as for staff who open the page every day), then the measure.
  await page.goto(`${BASE}/admin/orders`);
  await rowsShown(page, 25, 'SS-');
  take();
  await page.goto(`${BASE}/admin/orders`);
  rows.push({ step: 'First view, page opened (25 newest)', ms: await rowsShown(page, 25, 'SS-'), ...(await settle()) });
  // Staff usually come from another admin page: the orders' read starts with the page's code.
  await page.goto(`${BASE}/admin`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  // The dashboard's own figures (sums and counts over every order) are read first.
  await page.waitForLoadState('networkidle');
  await settle();
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  rows.push({
    step: 'First view, from the dashboard',
    ms: (await rowsShown(page, 25, 'SS-')) - clickedAt,
    ...(await settle()),
  });

  const search = page.getByRole('search').getByLabel('Search');
  for (const [step, text, count, shown] of [
    ['Search by phone', phone.replace('+233', '0'), Math.min(phoneOrders, 25), formatGhanaPhone(phone)],
    ['Search by order number', number.toLowerCase(), 1, number],
  ] as const) {
    await search.fill('');
    await rowsShown(page, 25, 'SS-');
    await settle();
    const typedAt = await page.evaluate(() => performance.now());
    await search.fill(text);
    rows.push({ step: `${step} "${text}"`, ms: (await rowsShown(page, count, shown)) - typedAt, ...(await settle()) });
  }
  await browser.close();

  console.log('  step                                        on screen   server answer   order docs read');
  for (const row of rows) {
    console.log(
      `  ${row.step.padEnd(42)} ${`${Math.round(row.ms)} ms`.padStart(9)}   ${`${Math.round(row.serverMs)} ms`.padStart(13)}   ${String(row.docs).padStart(15)}`,
    );
  }
  const slow = rows.filter((r) => r.ms > MAX_MS);
  if (slow.length > 0) {
    console.error(`Slower than ${MAX_MS} ms: ${slow.map((r) => r.step).join(', ')}`);
    process.exit(1);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
