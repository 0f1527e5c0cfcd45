/**
 * `npm run bench:plan-payments` — 40 customers pay toward their payment plans at the same moment, through the real
 * Mobile Money path on the emulators (docs/plans.md, "Paying by Mobile Money"): `startPlanPayment` asks Paystack's
 * stand-in for the prompt, the stand-in approves it and sends the signed webhook, `paystackWebhook` verifies it and
 * applies it to the plan once. Two rounds: every deposit, then every first instalment.
 *
 * Prints, per round: the calls answered, refused (by reason) and timed out with p50/p95/max, and the time until
 * each payment is on its plan's statement (from the call to the plan written by the webhook). Checks each plan's
 * money exactly (paid, remaining, the statement, its status), each Paystack event recorded once, and that no
 * document is written by more than one customer's payment. Exit 1 when a check fails.
 *
 *   EMULATOR_PORT_OFFSET=600 npm run bench:plan-payments [-- --customers N]
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { asRecord } from '@domain/shared/stored-values';
import { awaitingDepositPlan } from '../tests/plan-fixture';
import {
  benchEnv,
  callCallable,
  createShoppers,
  latencies,
  percentile,
  quiet,
  writtenSince,
  type CallOutcome,
  numberOption,
  runBench,
} from './lib/bench';
import { PROJECT_ID } from './lib/emulators';
import { STANDIN_WALLETS } from './lib/paystack-standin';

const CUSTOMERS = numberOption('--customers', 40);
const env = benchEnv();

interface Round {
  name: string;
  outcomes: CallOutcome[];
  /** ms from each call's start until its payment is on the plan (null: never within the wait) */
  applied: (number | null)[];
  load: [number, number];
}

/** Waits until every plan's statement holds `count` payments (or 3 minutes); answers when each arrived. */
async function waitForStatements(db: Firestore, planIds: string[], count: number, started: number[]) {
  const arrived: (number | null)[] = planIds.map(() => null);
  const deadline = performance.now() + 180_000;
  while (arrived.some((a) => a === null) && performance.now() < deadline) {
    const snaps = await db.getAll(...planIds.map((id) => db.doc(`plans/${id}`)));
    snaps.forEach((snap, i) => {
      const payments = snap.get('payments');
      if (arrived[i] === null && Array.isArray(payments) && payments.length >= count) {
        const at = asRecord(payments[count - 1]).at;
        arrived[i] = at instanceof Timestamp ? at.toMillis() - started[i]! : null;
      }
    });
    await new Promise((r) => setTimeout(r, 500));
  }
  return arrived;
}

async function pay(db: Firestore, name: string, calls: { token: string; planId: string; amount: number }[]) {
  const load0 = loadavg()[0]!;
  const started: number[] = [];
  const outcomes = await Promise.all(
    calls.map((c, i) => {
      started[i] = Date.now();
      return callCallable('startPlanPayment', c.token, {
        planId: c.planId,
        amount: c.amount,
        payoff: false,
        network: 'mtn',
        phone: STANDIN_WALLETS.approve,
      });
    }),
  );
  const applied = await waitForStatements(
    db,
    calls.map((c) => c.planId),
    name === 'deposit' ? 1 : 2,
    started,
  );
  return { name, outcomes, applied, load: [load0, loadavg()[0]!] } satisfies Round;
}

function row(round: Round) {
  const refused = new Map<string, number>();
  for (const o of round.outcomes) {
    if (o.kind === 'refused') {
      const reason = String(o.details.reason ?? o.status);
      refused.set(reason, (refused.get(reason) ?? 0) + 1);
    }
  }
  const call = latencies(round.outcomes);
  const applied = round.applied.filter((a): a is number => a !== null).sort((a, b) => a - b);
  return {
    round: round.name,
    answered: round.outcomes.filter((o) => o.kind === 'ok').length,
    refused: [...refused].map(([k, v]) => `${v} ${k}`).join(', ') || '0',
    'time-outs': round.outcomes.filter((o) => o.kind === 'timeout').length,
    'call p50/p95/max s': [call.p50, call.p95, call.max].map((ms) => (ms / 1000).toFixed(1)).join(' / '),
    'on the plan': `${applied.length}/${round.applied.length}`,
    'paid p50/p95 s': [percentile(applied, 50), percentile(applied, 95)]
      .map((ms) => (ms / 1000).toFixed(1))
      .join(' / '),
    load: `${round.load[0].toFixed(1)} → ${round.load[1].toFixed(1)}`,
  };
}

runBench(async ({ db, check }) => {
  const run = randomUUID().slice(0, 6);
  console.log(
    `Plan payments at ${env.FUNCTIONS_EMULATOR_ORIGIN}: ${CUSTOMERS} customers (run ${run}), ${cpus().length} cores`,
  );
  const customers = await createShoppers(db, run, CUSTOMERS);
  const plans = customers.map((c, i) =>
    awaitingDepositPlan({
      orderId: `bench-${run}-${i}`,
      number: `SS-BENCH-${run}-${i}`,
      user: { uid: c.uid, email: c.email, name: `Bench shopper ${i}`, phone: '+233241234567' },
      lines: [
        { productId: 'bench-inverter', name: 'Hybrid inverter 5 kVA', price: 13_400, quantity: 1 },
        { productId: 'bench-battery', name: 'Lithium battery 10 kWh', price: 21_000, quantity: 1 },
      ],
    }),
  );
  for (const p of plans) {
    await db.doc(`orders/${p.orderId}`).set(p.order);
    await db.doc(`plans/${p.orderId}`).set(p.plan);
  }
  console.log(`Demo data's notifications sent in ${((await quiet(db)) / 1000).toFixed(1)} s`);
  // The workers started first (the emulator starts one Node process per concurrent call): each callable with a
  // call refused before any write, and the webhook with an unsigned event (refused at once, as Paystack's
  // signature is checked first). The rounds then measure the functions, not the emulator starting Node.
  const webhook = `${env.FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1/paystackWebhook`;
  await Promise.all([
    ...customers.map((c) =>
      callCallable('startPlanPayment', c.token, { planId: `none-${run}`, amount: 1, payoff: false }, 600_000),
    ),
    ...customers.map(() => fetch(webhook, { method: 'POST', body: '{}' }).then((r) => r.text())),
  ]);

  const since = Timestamp.now();
  const deposits = await pay(
    db,
    'deposit',
    customers.map((c, i) => ({ token: c.token, planId: plans[i]!.orderId, amount: plans[i]!.schedule.deposit })),
  );
  await quiet(db);
  const firsts = await pay(
    db,
    'first instalment',
    customers.map((c, i) => ({
      token: c.token,
      planId: plans[i]!.orderId,
      amount: plans[i]!.schedule.instalments[0]!.amount,
    })),
  );
  await quiet(db);
  console.table([row(deposits), row(firsts)]);

  // The money, exactly, on every plan.
  const snaps = await db.getAll(...plans.map((p) => db.doc(`plans/${p.orderId}`)));
  snaps.forEach((snap, i) => {
    const { schedule } = plans[i]!;
    const paid = schedule.deposit + schedule.instalments[0]!.amount;
    check(snap.get('paid') === paid, `plan ${i}: paid ${snap.get('paid')}, expected ${paid}`);
    check(snap.get('remaining') === schedule.total - paid, `plan ${i}: remaining ${snap.get('remaining')}`);
    check((snap.get('payments') as unknown[]).length === 2, `plan ${i}: two payments on the statement`);
    check(snap.get('status') === 'active', `plan ${i}: status ${snap.get('status')}`);
  });
  const events = await db.collection('paymentEvents').where('at', '>=', since).get();
  const planEvents = events.docs.filter((d) => String(d.get('reference')).startsWith(`plan.bench-${run}-`));
  check(planEvents.length === 2 * CUSTOMERS, `${planEvents.length} payment events recorded, expected ${2 * CUSTOMERS}`);
  // Nothing every payment writes is one document: each collection has at least one document per customer.
  const written = await writtenSince(db, since);
  console.log(
    'Documents written per collection:',
    [...written].map(([collection, ids]) => `${collection} ${ids.length}`).join(', '),
  );
  for (const collection of ['plans', 'paymentEvents']) {
    check((written.get(collection)?.length ?? 0) >= CUSTOMERS, `${collection}: one document per customer`);
  }
  const shared = [...written].filter(([, ids]) => ids.length < CUSTOMERS).map(([collection]) => collection);
  console.log(
    `Collections with fewer documents than customers (shared or not per payment): ${shared.join(', ') || 'none'}`,
  );
});
