/**
 * Orders at the same moment, through the real placeOrder callable over HTTP on the emulators
 * (docs/orders-at-scale.md): 40 fresh shoppers (an account, its users doc and a cart each), then two scenarios,
 * every call sent at once:
 *   distinct — each shopper orders another product (stock 5 each);
 *   hot      — all 40 order the same product, which has fewer units than buyers (25), so some are refused.
 * Prints, for each: placed, refused by reason, time-outs, p50/p95/max latency and the wall time; then checks
 * stock, sales, the orders written and their numbers exactly. Exits 1 when a check or a target fails.
 *
 *   EMULATOR_PORT_OFFSET=200 npx tsx scripts/with-emulators.ts -- tsx scripts/bench-orders.ts
 *
 * --buyers N (40), --hot-stock S (25). Targets on a 2-core machine: distinct all placed, p50 ≤ 1 s, no time-out;
 * hot every buyer answered (placed or refused in words), no time-out, stock and sales exact.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toPesewas } from '../src/domain/money';
import { calculateTotals, resolveBusinessSettings } from '../src/domain/pricing';
import { ROLE_PERMISSIONS } from '../src/domain/user';
import { asRecord, textOf } from '../src/domain/stored-values';
import { CALLABLE_TIMEOUT_MS } from '../src/lib/firebase/callable';
import { emulatorEnv, emulatorPorts, PROJECT_ID } from './lib/emulators';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const BUYERS = option('--buyers', 40);
const HOT_STOCK = option('--hot-stock', 25);
const DISTINCT_STOCK = 5;
const PRICE = 450;
const PASSWORD = 'BenchPassw0rd!';

const env = { ...emulatorEnv(emulatorPorts()), ...process.env };
const FUNCTIONS = env.FUNCTIONS_EMULATOR_ORIGIN ?? '';
const AUTH_HOST = env.FIREBASE_AUTH_EMULATOR_HOST ?? '';

const ADDRESS = {
  fullName: 'Bench Shopper',
  phone: '024 123 4567',
  region: 'Northern',
  town: 'Tamale',
  gpsAddress: 'NT-0123-4567',
  streetOrLandmark: 'Behind the Central Mosque',
};

interface Shopper {
  uid: string;
  token: string;
}

type Outcome =
  | { kind: 'placed'; ms: number; orderId: string; number: string }
  | { kind: 'refused'; ms: number; reason: string; message: string }
  | { kind: 'timeout'; ms: number; message: string };

/** An Auth-emulator ID token for the account, as the app's sign-in gets one. */
async function idToken(email: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const token = textOf(asRecord(await res.json()).idToken);
  if (!token) throw new Error(`Could not sign ${email} in (${res.status})`);
  return token;
}

async function createShoppers(db: Firestore, run: string): Promise<Shopper[]> {
  const auth = getAuth();
  const shoppers: Shopper[] = [];
  // A few at a time: on a busy machine the SDK may send a slow createUser again, which then finds the account made.
  for (let first = 0; first < BUYERS; first += 8) {
    const batch = Array.from({ length: Math.min(8, BUYERS - first) }, (_, k) => first + k);
    shoppers.push(
      ...(await Promise.all(batch.map((i) => createShopper(db, auth, `bench-${run}-${i}@example.com`, i)))),
    );
  }
  return shoppers;
}

async function createShopper(db: Firestore, auth: Auth, email: string, i: number): Promise<Shopper> {
  const user = await auth
    .createUser({ email, password: PASSWORD, displayName: `Bench shopper ${i}` })
    .catch(async (error: unknown) => {
      if (asRecord(error).code !== 'auth/email-already-exists') throw error;
      return auth.getUserByEmail(email);
    });
  const now = Timestamp.now();
  await db.doc(`users/${user.uid}`).set({
    email,
    displayName: `Bench shopper ${i}`,
    role: 'customer',
    isActive: true,
    totalOrders: 0,
    totalSpent: 0,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: null,
    permissions: ROLE_PERMISSIONS.customer,
  });
  return { uid: user.uid, token: await idToken(email) };
}

async function createProduct(db: Firestore, id: string, stock: number): Promise<void> {
  const now = Timestamp.now();
  await db.doc(`products/${id}`).set({
    name: `Bench panel ${id}`,
    description: 'A product made by scripts/bench-orders.ts',
    category: 'Solar Panels',
    type: 'product',
    price: PRICE,
    stock,
    lowStockThreshold: 2,
    available: true,
    featured: false,
    views: 0,
    sales: 0,
    createdAt: now,
    updatedAt: now,
  });
}

/** One placeOrder call as the callable protocol sends it, timed; a time-out is the app's own (70 s) or the function's. */
async function callPlaceOrder(
  shopper: Shopper,
  data: Record<string, unknown>,
  timeoutMs = CALLABLE_TIMEOUT_MS,
): Promise<Outcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let res: Response;
  try {
    res = await fetch(`${FUNCTIONS}/${PROJECT_ID}/us-central1/placeOrder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'timeout', ms: ms(), message: error instanceof Error ? error.message : String(error) };
  }
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = asRecord(JSON.parse(text));
  } catch {
    /* not JSON: a time-out page or a crash */
  }
  const result = asRecord(body.result);
  const order = asRecord(result.order);
  if (res.ok && textOf(order.id))
    return { kind: 'placed', ms: ms(), orderId: textOf(order.id), number: textOf(order.number) };
  const error = asRecord(body.error);
  const status = textOf(error.status) || `HTTP ${res.status}`;
  const message = textOf(error.message) || text.slice(0, 120);
  if (
    status === 'DEADLINE_EXCEEDED' ||
    res.status === 408 ||
    res.status === 504 ||
    /time.?out|timed out/i.test(message)
  ) {
    return { kind: 'timeout', ms: ms(), message };
  }
  const problems = asRecord(error.details).problems;
  const kinds = Array.isArray(problems) ? [...new Set(problems.map((p) => textOf(asRecord(p).kind)))].join('+') : '';
  return { kind: 'refused', ms: ms(), reason: kinds ? `${status} ${kinds}` : status, message };
}

/** The first product id of a stored order. */
const firstProductId = (order: { get(field: string): unknown }): string => {
  const items: unknown = order.get('items');
  return Array.isArray(items) ? textOf(asRecord(items[0]).productId) : '';
};

/**
 * The Functions emulator runs each call that arrives while the others are busy in a worker process of its own,
 * started on demand (a second or more each on a busy machine), whose Firestore client starts with its first
 * read; a deployed function's instances are already running and serve many calls each. So every worker is
 * started first with an order for a product that does not exist (read, refused, nothing written), waited for
 * however long the machine takes, and the scenarios measure the orders, not the emulator starting Node.
 */
async function warmUp(shoppers: Shopper[], run: string): Promise<number> {
  const started = performance.now();
  await Promise.all(
    shoppers.map((shopper) =>
      callPlaceOrder(
        shopper,
        {
          orderId: randomUUID(),
          items: [{ productId: `bench-${run}-none`, quantity: 1 }],
          delivery: { method: 'delivery', address: ADDRESS },
          paymentMethod: 'cash_on_delivery',
          confirmedTotal: 0,
        },
        600_000,
      ),
    ),
  );
  return Math.round(performance.now() - started);
}

/**
 * Waits until the orders' notifications (Firestore triggers: notifyOrderWritten, then one delivery per message)
 * are written and sent, so that the next scenario does not queue behind them in the emulator (at most 50
 * functions run at once there). Returns how long that took.
 */
async function quiet(db: Firestore): Promise<number> {
  const started = performance.now();
  let last = -1;
  for (let stable = 0; stable < 3 && performance.now() - started < 180_000;) {
    await new Promise((r) => setTimeout(r, 1000));
    const [all, busy] = await Promise.all([
      db.collection('notifications').count().get(),
      db.collection('notifications').where('status', 'in', ['queued', 'sending']).count().get(),
    ]);
    const total = all.data().count;
    stable = total === last && busy.data().count === 0 ? stable + 1 : 0;
    last = total;
  }
  return Math.round(performance.now() - started);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Report {
  scenario: string;
  outcomes: Outcome[];
  wallMs: number;
}

async function runScenario(
  db: Firestore,
  scenario: string,
  shoppers: Shopper[],
  productOf: (i: number) => string,
): Promise<Report> {
  const settings = resolveBusinessSettings((await db.doc('settings/global').get()).get('business'));
  const total = toPesewas(calculateTotals([{ price: PRICE, quantity: 1 }], settings, 'delivery', ADDRESS.region).total);
  const requests = shoppers.map((shopper, i) => {
    const items = [{ productId: productOf(i), quantity: 1 }];
    return { shopper, items };
  });
  await Promise.all(
    requests.map(({ shopper, items }) => db.doc(`carts/${shopper.uid}`).set({ items, updatedAt: Timestamp.now() })),
  );
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(({ shopper, items }) =>
      callPlaceOrder(shopper, {
        orderId: randomUUID(),
        items,
        delivery: { method: 'delivery', address: ADDRESS },
        paymentMethod: 'cash_on_delivery',
        confirmedTotal: total,
      }),
    ),
  );
  return { scenario, outcomes, wallMs: Math.round(performance.now() - started) };
}

function row(report: Report): Record<string, string | number> {
  const placed = report.outcomes.filter((o) => o.kind === 'placed').length;
  const refused = new Map<string, number>();
  for (const o of report.outcomes) if (o.kind === 'refused') refused.set(o.reason, (refused.get(o.reason) ?? 0) + 1);
  const ms = report.outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    scenario: report.scenario,
    buyers: report.outcomes.length,
    placed,
    refused: [...refused].map(([reason, n]) => `${n} ${reason}`).join(', ') || '0',
    'time-outs': report.outcomes.filter((o) => o.kind === 'timeout').length,
    'p50 ms': percentile(ms, 50),
    'p95 ms': percentile(ms, 95),
    'max ms': ms.at(-1) ?? 0,
    'wall s': (report.wallMs / 1000).toFixed(1),
  };
}

async function main() {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  process.env.FIRESTORE_EMULATOR_HOST ??= env.FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  try {
    const run = randomUUID().slice(0, 6);
    console.log(`placeOrder at ${FUNCTIONS}: ${BUYERS} fresh shoppers (run ${run})`);
    const shoppers = await createShoppers(db, run);
    const distinctIds = shoppers.map((_, i) => `bench-${run}-p${i}`);
    const hotId = `bench-${run}-hot`;
    await Promise.all([
      ...distinctIds.map((id) => createProduct(db, id, DISTINCT_STOCK)),
      createProduct(db, hotId, HOT_STOCK),
    ]);

    console.log(
      `Workers started (${BUYERS} orders of a missing product, refused) in ${((await warmUp(shoppers, run)) / 1000).toFixed(1)} s`,
    );
    const distinct = await runScenario(db, 'distinct products', shoppers, (i) => distinctIds[i]!);
    console.log(`Notifications of those orders sent in ${((await quiet(db)) / 1000).toFixed(1)} s`);
    const loadBefore = loadavg()[0]!;
    const hot = await runScenario(db, `one hot product (stock ${HOT_STOCK})`, shoppers, () => hotId);
    console.table([row(distinct), row(hot)]);
    // The figures mean little without how busy the machine was (1-minute load average, per core count).
    console.log(
      `Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} between the scenarios, ` +
        `${loadavg()[0]!.toFixed(1)} at the end`,
    );

    // What the database says, exactly.
    const placedOrders = async (productIds: string[], report: Report) => {
      const ids = report.outcomes.flatMap((o) => (o.kind === 'placed' ? [o.orderId] : []));
      const docs = ids.length > 0 ? await db.getAll(...ids.map((id) => db.doc(`orders/${id}`))) : [];
      check(
        docs.every((d) => d.exists && productIds.includes(firstProductId(d))),
        `${report.scenario}: every order answered as placed is stored`,
      );
      return docs;
    };
    const distinctPlaced = distinct.outcomes.filter((o) => o.kind === 'placed').length;
    for (const [i, id] of distinctIds.entries()) {
      const product = await db.doc(`products/${id}`).get();
      const sold = distinct.outcomes[i]?.kind === 'placed' ? 1 : 0;
      check(product.get('stock') === DISTINCT_STOCK - sold, `distinct: stock of ${id} is ${DISTINCT_STOCK - sold}`);
      check(product.get('sales') === sold, `distinct: sales of ${id} is ${sold}`);
    }
    await placedOrders(distinctIds, distinct);

    const hotPlaced = hot.outcomes.filter((o) => o.kind === 'placed').length;
    const hotProduct = await db.doc(`products/${hotId}`).get();
    const stored = await db
      .collection('orders')
      .where(
        'userId',
        'in',
        shoppers.slice(0, 30).map((s) => s.uid),
      )
      .get();
    const storedRest = await db
      .collection('orders')
      .where(
        'userId',
        'in',
        shoppers
          .slice(30)
          .map((s) => s.uid)
          .concat('none'),
      )
      .get();
    const hotStored = [...stored.docs, ...storedRest.docs].filter((d) => firstProductId(d) === hotId);
    console.log(
      `hot product: stock ${HOT_STOCK} → ${String(hotProduct.get('stock'))}, sales ${String(hotProduct.get('sales'))}, ` +
        `available ${String(hotProduct.get('available'))}; ${hotStored.length} orders stored, ${hotPlaced} answered placed`,
    );
    check(
      hotProduct.get('stock') === HOT_STOCK - hotPlaced,
      `hot: stock is ${HOT_STOCK} − placed (${HOT_STOCK - hotPlaced})`,
    );
    check(hotProduct.get('sales') === hotPlaced, `hot: sales equal the orders placed (${hotPlaced})`);
    check(hotStored.length === hotPlaced, `hot: orders stored (${hotStored.length}) equal the orders answered placed`);
    check(hotPlaced === Math.min(BUYERS, HOT_STOCK), `hot: exactly min(buyers, stock) placed (${hotPlaced})`);
    await placedOrders([hotId], hot);

    const numbers = [...distinct.outcomes, ...hot.outcomes].flatMap((o) => (o.kind === 'placed' ? [o.number] : []));
    check(numbers.every(Boolean) && new Set(numbers).size === numbers.length, 'every order number is set and unique');

    // Targets (docs/orders-at-scale.md).
    const timeouts = (r: Report) => r.outcomes.filter((o) => o.kind === 'timeout').length;
    const p50 = Number(row(distinct)['p50 ms']);
    check(distinctPlaced === BUYERS, `distinct: ${BUYERS}/${BUYERS} placed (${distinctPlaced})`);
    check(p50 <= 1000, `distinct: p50 ≤ 1 s (${p50} ms)`);
    check(timeouts(distinct) === 0 && timeouts(hot) === 0, 'no time-out');
    check(
      hot.outcomes.every((o) => o.kind !== 'refused' || o.reason.includes('short_stock')),
      'hot: every refusal is for stock (its words below)',
    );
    for (const o of hot.outcomes.filter((x) => x.kind === 'refused').slice(0, 1)) {
      if (o.kind === 'refused') console.log(`A refusal reads: "${o.message}"`);
    }
  } finally {
    await deleteApp(app);
  }
  if (failures.length > 0) {
    console.error(`\n✗ ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\n✓ every check passed');
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
