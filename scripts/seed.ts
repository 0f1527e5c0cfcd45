/**
 * Seeds the emulators with the demo catalogue, settings, showcase content, the two demo accounts, and a shop that
 * has been trading for six weeks: customers, orders in every status and payment status, messages and quote
 * requests.
 *
 *   npm run seed                      seed into the running emulators, or start them, seed and stop
 *   npm run seed -- --products 2000   plus 2,000 generated products for load tests
 *   npm run seed -- --orders 10000    plus 10,000 generated orders over the past year, and a customer for every
 *                                     three of them (load tests, scripts/bench-admin-orders.ts)
 *
 * Emulators only: it refuses to run unless FIRESTORE_EMULATOR_HOST (and FIREBASE_AUTH_EMULATOR_HOST) are set.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRODUCT_CATEGORIES, SERVICE_CATEGORIES } from '@domain/catalog/catalog';
import { newUserRecord } from '@domain/users/user';
import { demoStaffRecords, ensureAccount, upgradeStaff } from './seed-staff';
import { productListFields } from '@domain/catalog/product-list';
import { emulatorEnv, emulatorPorts, firestoreIsUp, PROJECT_ID, startEmulators } from './lib/emulators';
import { ROOT } from './lib/paths';
import { generateProducts } from './seed-catalogue/bulk';
import { SEED_PRODUCTS, type SeedProduct } from '@domain/demo/catalogue';
import {
  DEMO_STAFF,
  DEMO_USERS,
  demoAccountLines,
  SEED_INSTALLATIONS,
  SEED_SETTINGS,
  seedProjectSettings,
  SEED_TESTIMONIALS,
} from './seed-data';
import {
  EVERY_KIND_OF_ORDER,
  generateCustomers,
  generateEnquiries,
  generateOrders,
  numberOrders,
  type SeedCustomer,
} from './seed-orders';
import { DEMO_PLANS, generatePlans, withOrderNumbers } from './seed-plans';
import { DEMO_PROJECTS, generateProjects } from './seed-projects';
import { generateProjectPlans } from './seed-project-plans';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** Generated products to add to the demo catalogue (load tests), 0 by default. */
  extraProducts?: number;
  /** Generated orders to add to the demo orders (load tests), 0 by default; with a customer for every three. */
  extraOrders?: number;
}

/** The demo shop's customers and orders: a few weeks of trade (their accounts are records only: no sign-in). */
export const DEMO_CUSTOMERS = 14;
export const DEMO_ORDERS = 40;
const DEMO_SPAN_DAYS = 42;
const LOAD_SPAN_DAYS = 365;

/** Stops with a clear message unless firebase-admin is pointed at the emulators. */
function assertEmulators(): void {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Refusing to seed: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'The seed writes demo data and demo accounts and only ever runs against the Firebase emulators. ' +
        'Run `npm run seed` (it starts the emulators itself) or set the variables to the emulator hosts.',
    );
  }
}

let appCounter = 0;

/** A firebase-admin app of our own (never the default one, which a caller may use), deleted after use. */
async function withAdmin<T>(work: (db: Firestore, auth: Auth) => Promise<T>): Promise<T> {
  assertEmulators();
  // Against the emulators there is no Google metadata server to ask for credentials; don't probe for one.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID ?? PROJECT_ID;
  const app: App = initializeApp({ projectId }, `seed-${process.pid}-${++appCounter}`);
  try {
    return await work(getFirestore(app), getAuth(app));
  } finally {
    await deleteApp(app);
  }
}

function daysAgo(now: number, days: number): Timestamp {
  return Timestamp.fromMillis(Math.round(now - days * DAY_MS));
}

function productDoc(product: SeedProduct, now: number, sales: number): DocumentData {
  const { id: _id, createdDaysAgo, ...fields } = product;
  const at = daysAgo(now, createdDaysAgo);
  return {
    ...fields,
    ...productListFields(fields),
    // Views: about a dozen per sale, and some for what nobody bought yet (analytics' conversion).
    views: sales * 12 + (product.id.length % 7) * 3,
    sales,
    createdAt: at,
    updatedAt: at,
    createdBy: DEMO_USERS.admin.uid,
    updatedBy: DEMO_USERS.admin.uid,
    lastViewed: null,
    deletedAt: null,
    deletedBy: null,
  };
}

/**
 * Brings demo data kept from an older version up to date (`npm start` on a kept .emulator-data): upgradeStaff.
 * Returns what it did, in words, or nothing.
 */
export const upgradeDemoData = (): Promise<string[]> => withAdmin(upgradeStaff);

/**
 * Writes the demo data: products (fixed ids, plus `extraProducts` generated ones; their sales those of the
 * seeded orders), settings/global, installations, testimonials, the demo admin and customer (auth accounts and
 * users docs), the demo customers (records only) with their orders (plus `extraOrders`) and the short numbers
 * they claim (orderNumbers), messages and quote requests, and installation projects in every stage (their
 * proposals and numbers: seed-projects.ts).
 * Documents are overwritten, so running it again resets them to the demo state.
 */
export async function seedDemoData(options: SeedOptions = {}): Promise<void> {
  const products = [...SEED_PRODUCTS, ...generateProducts(Math.max(0, Math.floor(options.extraProducts ?? 0)))];
  const extraOrders = Math.max(0, Math.floor(options.extraOrders ?? 0));
  await withAdmin(async (db, auth) => {
    const now = Date.now();
    await Promise.all(
      [DEMO_USERS.admin, DEMO_USERS.customer, ...Object.values(DEMO_STAFF)].map((user) => ensureAccount(auth, user)),
    );

    const customers = generateCustomers(DEMO_CUSTOMERS + Math.ceil(extraOrders / 3), now);
    const demo = generateOrders({
      count: DEMO_ORDERS,
      customers: customers.slice(0, DEMO_CUSTOMERS),
      now,
      spanDays: DEMO_SPAN_DAYS,
      everyKind: true,
      idPrefix: 'demo',
    });
    const load = generateOrders({
      count: extraOrders,
      customers: customers.slice(DEMO_CUSTOMERS),
      now,
      spanDays: LOAD_SPAN_DAYS,
      everyKind: false,
      idPrefix: 'load',
      seed: 10_000,
    });
    // Numbers drawn as placeOrder draws them, never one that an order placed for real has claimed; the claims of
    // seeded orders whose number changed are freed.
    // The payment plans in every status (seed-plans.ts), each with its order, numbered with the others.
    const plans = generatePlans(customers, now);
    const orders = [...demo.orders, ...load.orders, ...plans.orders];
    const seededIds = new Set(orders.map((o) => o.path.split('/')[1]));
    const claimed = await db.collection('orderNumbers').select('orderId').get();
    const taken = new Set<string>();
    const stale: string[] = [];
    for (const claim of claimed.docs) {
      if (seededIds.has(String(claim.get('orderId')))) stale.push(claim.id);
      else taken.add(claim.id);
    }
    const claims = numberOrders(orders, taken);
    const planDocs = withOrderNumbers(plans.plans, orders);
    // The demo projects (docs/projects.md): their numbers never one a real request claimed; their old claims freed.
    const projectClaims = await db.collection('projectNumbers').select('projectId').get();
    const projectTaken = new Set<string>();
    for (const claim of projectClaims.docs) {
      if (!String(claim.get('projectId')).startsWith('demo-project-')) projectTaken.add(claim.id);
    }
    // One more paid in instalments (seed-project-plans.ts): its plan is written with it.
    const projects = [
      ...generateProjects(customers, now, projectTaken),
      ...generateProjectPlans(customers, now, projectTaken),
    ];
    const projectNumbers = new Set(projects.map((d) => d.path).filter((p) => p.startsWith('projectNumbers/')));

    // The emulator takes thousands of writes a second; BulkWriter's ramp-up throttle would only slow us down.
    const writer = db.bulkWriter({ throttling: false });
    const failures: string[] = [];
    writer.onWriteError((error) => {
      if (error.failedAttempts < 3) return true;
      failures.push(`${error.documentRef.path}: ${error.message}`);
      return false;
    });
    const set = (path: string, data: DocumentData) => void writer.set(db.doc(path), data).catch(() => undefined);

    const sales = new Map(demo.sales);
    for (const [id, units] of [...load.sales, ...plans.sales]) sales.set(id, (sales.get(id) ?? 0) + units);
    for (const product of products) set(`products/${product.id}`, productDoc(product, now, sales.get(product.id) ?? 0));

    set('settings/global', { ...SEED_SETTINGS, projects: seedProjectSettings(new Date(now)) });

    // Shown (visible) in the order listed (position).
    SEED_INSTALLATIONS.forEach(({ id, completedDaysAgo, ...fields }, position) => {
      const at = daysAgo(now, completedDaysAgo);
      set(`installations/${id}`, { ...fields, completedAt: at, createdAt: at, updatedAt: at, position, visible: true });
    });
    SEED_TESTIMONIALS.forEach(({ id, createdDaysAgo, ...fields }, position) => {
      const at = daysAgo(now, createdDaysAgo);
      set(`testimonials/${id}`, { ...fields, createdAt: at, updatedAt: at, position, visible: true });
    });

    const { customer } = DEMO_USERS;
    for (const [path, data] of demoStaffRecords((days) => daysAgo(now, days))) set(path, data);
    const customerPlans = plans.totals.get(customer.uid);
    set(`users/${customer.uid}`, {
      ...newUserRecord(
        { email: customer.email, displayName: customer.displayName, role: 'customer' },
        daysAgo(now, 30),
      ),
      totalOrders: customerPlans?.orders ?? 0,
      totalSpent: customerPlans?.spent ?? 0,
    });
    const userDoc = (c: SeedCustomer) => {
      const totals = [demo.totals.get(c.uid), load.totals.get(c.uid), plans.totals.get(c.uid)];
      const at = Timestamp.fromDate(c.createdAt);
      return {
        ...newUserRecord({ email: c.email, displayName: c.displayName, role: 'customer' }, at, at),
        totalOrders: totals.reduce((sum, t) => sum + (t?.orders ?? 0), 0),
        totalSpent: Math.round(totals.reduce((sum, t) => sum + (t?.spent ?? 0), 0) * 100) / 100,
      };
    };
    for (const c of customers) set(`users/${c.uid}`, userDoc(c));
    for (const { path, data } of [...orders, ...generateEnquiries(customers, now)]) set(path, data);
    for (const number of stale) if (!claims.has(number)) void writer.delete(db.doc(`orderNumbers/${number}`));
    for (const claim of projectClaims.docs) {
      const path = `projectNumbers/${claim.id}`;
      if (String(claim.get('projectId')).startsWith('demo-project-') && !projectNumbers.has(path)) {
        void writer.delete(db.doc(path));
      }
    }
    for (const { path, data } of projects) set(path, data);
    for (const { path, data } of planDocs) set(path, data);
    for (const [number, orderId] of claims) {
      set(`orderNumbers/${number}`, { orderId, createdAt: Timestamp.fromMillis(now) });
    }

    await writer.close();
    if (failures.length > 0) {
      throw new Error(`Seeding failed for ${failures.length} document(s):\n${failures.slice(0, 5).join('\n')}`);
    }
  });
}

/** True when the emulators already hold the demo data (settings/global exists). */
export async function isSeeded(): Promise<boolean> {
  return withAdmin(async (db) => (await db.doc('settings/global').get()).exists);
}

// ---------------------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------------------

/** The whole number after `--name` (or in `--name=N`), 0 when the option is not given. */
function parseCount(args: string[], name: 'products' | 'orders'): number {
  const flag = `--${name}`;
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index === -1) return 0;
  const arg = args[index] ?? '';
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`${flag} needs a whole number of ${name}, e.g. ${flag} 2000 (got "${raw ?? ''}")`);
  }
  return count;
}

function printSummary(options: Required<SeedOptions>, seconds: number): void {
  const count = (categories: readonly string[]) =>
    SEED_PRODUCTS.filter((product) => categories.includes(product.category)).length;
  const { extraProducts, extraOrders } = options;
  const lines = [
    `Seeded in ${seconds.toFixed(1)} s:`,
    `  ${SEED_PRODUCTS.length} demo products (${count(PRODUCT_CATEGORIES)} products, ${count(SERVICE_CATEGORIES)} services)` +
      (extraProducts > 0 ? ` + ${extraProducts} generated` : ''),
    `  ${DEMO_ORDERS + EVERY_KIND_OF_ORDER} demo orders by ${DEMO_CUSTOMERS} customers` +
      (extraOrders > 0 ? ` + ${extraOrders} generated orders by ${Math.ceil(extraOrders / 3)} customers` : '') +
      ', messages and quote requests',
    `  ${DEMO_PROJECTS.length + 1} installation projects in every stage (one paid in instalments), survey days open for 14 days`,
    `  ${DEMO_PLANS.length} payment plans in every status, with their orders`,
    `  ${SEED_INSTALLATIONS.length} installations, ${SEED_TESTIMONIALS.length} testimonials, settings/global`,
    '  Demo accounts:',
    ...demoAccountLines().map((line) => `    ${line}`),
  ];
  console.log(lines.join('\n'));
}

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = { extraProducts: parseCount(args, 'products'), extraOrders: parseCount(args, 'orders') };
  const ports = emulatorPorts();
  const explicitHost = process.env.FIRESTORE_EMULATOR_HOST;

  // Someone pointed us at emulators of their own (other ports than the project's): seed into those.
  if (explicitHost && !explicitHost.endsWith(`:${ports.firestore}`)) {
    if (!(await answers(explicitHost))) {
      throw new Error(`No Firestore emulator answers on FIRESTORE_EMULATOR_HOST=${explicitHost}. Start it first.`);
    }
    const started = performance.now();
    await seedDemoData(options);
    printSummary(options, (performance.now() - started) / 1000);
    return;
  }

  Object.assign(process.env, emulatorEnv(ports));
  if (await firestoreIsUp(ports)) {
    console.log(`Seeding the running emulators (Firestore on port ${ports.firestore})…`);
    const started = performance.now();
    await seedDemoData(options);
    printSummary(options, (performance.now() - started) / 1000);
    return;
  }

  console.log('Starting the Auth and Firestore emulators…');
  const emulators = await startEmulators({ only: ['auth', 'firestore'], ports, dataDir: join(ROOT, '.emulator-data') });
  try {
    const started = performance.now();
    await seedDemoData(options);
    printSummary(options, (performance.now() - started) / 1000);
  } finally {
    console.log('Stopping the emulators (saving the data to .emulator-data for npm start)…');
    await emulators.stop();
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
