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
 * --buyers N (40), --hot-stock S (25); --plan: every order paid in instalments (a bench plan added to the shop's
 * plans for the run), each with its plan created in the order's transaction and checked (docs/plans.md). Targets on a 2-core machine: distinct all placed, p50 ≤ 1 s, no time-out;
 * hot every buyer answered (placed or refused in words), no time-out, stock and sales exact.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { shopDay } from '@domain/shared/date-time';
import { toPesewas } from '@domain/shared/money';
import { confirmedScheduleOf, planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { calculateTotals, resolveBusinessSettings } from '@domain/order/pricing';
import { asRecord, textOf } from '@domain/shared/stored-values';
import { CALLABLE_TIMEOUT_MS } from '../src/lib/firebase/callable';
import {
  benchEnv,
  callCallable,
  createProduct as createBenchProduct,
  createShoppers,
  outcomeColumns,
  quiet,
  type Shopper,
  numberOption,
  runBench,
} from './lib/bench';

const BUYERS = numberOption('--buyers', 40);
const HOT_STOCK = numberOption('--hot-stock', 25);
const PLAN = process.argv.slice(2).includes('--plan');
const BENCH_PLAN: PlanTemplate = {
  id: 'bench-plan',
  name: 'Bench plan',
  depositPercent: 25,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 5 },
  graceDays: 5,
  release: 'paid',
  minTotal: 0,
  scope: 'products',
  active: true,
};
const DISTINCT_STOCK = 5;
const PRICE = 450;

const env = benchEnv();
const FUNCTIONS = env.FUNCTIONS_EMULATOR_ORIGIN ?? '';

const ADDRESS = {
  fullName: 'Bench Shopper',
  phone: '024 123 4567',
  region: 'Northern',
  town: 'Tamale',
  gpsAddress: 'NT-0123-4567',
  streetOrLandmark: 'Behind the Central Mosque',
};

type Outcome =
  | { kind: 'placed'; ms: number; orderId: string; number: string }
  | { kind: 'refused'; ms: number; reason: string; message: string }
  | { kind: 'timeout'; ms: number; message: string };

const createProduct = (db: Firestore, id: string, stock: number) =>
  createBenchProduct(db, id, { price: PRICE, stock, description: 'A product made by scripts/bench-orders.ts' });

/** One placeOrder call (lib/bench callCallable), read as placed, refused (with the problems' kinds) or timed out. */
async function callPlaceOrder(
  shopper: Shopper,
  data: Record<string, unknown>,
  timeoutMs = CALLABLE_TIMEOUT_MS,
): Promise<Outcome> {
  const outcome = await callCallable('placeOrder', shopper.token, data, timeoutMs);
  if (outcome.kind === 'timeout') return outcome;
  if (outcome.kind === 'ok') {
    const order = asRecord(outcome.result.order);
    if (textOf(order.id))
      return { kind: 'placed', ms: outcome.ms, orderId: textOf(order.id), number: textOf(order.number) };
    return { kind: 'refused', ms: outcome.ms, reason: 'no order in the answer', message: '' };
  }
  const problems = outcome.details.problems;
  const kinds = Array.isArray(problems) ? [...new Set(problems.map((p) => textOf(asRecord(p).kind)))].join('+') : '';
  return {
    kind: 'refused',
    ms: outcome.ms,
    reason: kinds ? `${outcome.status} ${kinds}` : outcome.status,
    message: outcome.message,
  };
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
  const payment = PLAN
    ? {
        paymentMethod: 'instalments',
        plan: confirmedScheduleOf(planSchedule(total, BENCH_PLAN, shopDay(new Date()))),
      }
    : { paymentMethod: 'cash_on_delivery' };
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
        ...payment,
        confirmedTotal: total,
      }),
    ),
  );
  return { scenario, outcomes, wallMs: Math.round(performance.now() - started) };
}

function row(report: Report): Record<string, string | number> {
  return {
    scenario: report.scenario,
    buyers: report.outcomes.length,
    placed: report.outcomes.filter((o) => o.kind === 'placed').length,
    ...outcomeColumns(report.outcomes, report.wallMs, (o) => (o.kind === 'refused' ? o.reason : undefined)),
  };
}

runBench(async ({ db, check }) => {
  const run = randomUUID().slice(0, 6);
  const templates: unknown = (await db.doc('settings/global').get()).get('planTemplates');
  const savedTemplates = Array.isArray(templates) ? templates : [];
  if (PLAN) await db.doc('settings/global').update({ planTemplates: [...savedTemplates, BENCH_PLAN] });
  console.log(`placeOrder at ${FUNCTIONS}: ${BUYERS} fresh shoppers (run ${run})`);
  const shoppers = await createShoppers(db, run, BUYERS);
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
    if (PLAN && ids.length > 0) {
      // Each order's plan is its own document (plans/{order id}): nothing every checkout writes is shared.
      const plans = await db.getAll(...ids.map((id) => db.doc(`plans/${id}`)));
      check(
        plans.every((p) => p.exists && p.get('status') === 'awaiting_deposit' && p.get('source.id') === p.id),
        `${report.scenario}: every order placed has its plan`,
      );
    }
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
  if (PLAN) await db.doc('settings/global').update({ planTemplates: savedTemplates });
});
