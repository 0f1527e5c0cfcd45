/**
 * Installation projects at the same moment, through the real callables over HTTP on the emulators
 * (docs/projects.md, "Load"): 40 fresh customers, then two scenarios, every call sent at once:
 *   request — each customer asks for an installation (requestProject), with a survey slot when days are open;
 *   accept  — each customer's project is given a proposal (written as issueProposal leaves it) and all 40 accept
 *             it at once (acceptProposal), reserving the goods: every option takes 2 of the SAME panel (enough
 *             for all) and 1 of one of two batteries (half the customers each, fewer than them), so some are
 *             refused out of stock and every acceptance contends on the same products.
 * Prints, for each: done, refused by reason, time-outs, p50/p95/max latency, the wall time and the machine's load
 * average; then checks: every project has its own SP number (and its claim), the stock and sales moved by exactly
 * the quantities accepted, and no document outside a project's own was written by every request.
 *
 *   EMULATOR_PORT_OFFSET=600 npx tsx scripts/with-emulators.ts -- tsx scripts/bench-projects.ts
 *
 * --customers N (40), --battery-stock S (15 of each battery).
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { toPesewas } from '@domain/shared/money';
import { openSurveyDays, shopToday } from '@domain/projects/project-request';
import type { ProposalOption } from '@domain/projects/proposal';
import { resolveProjectSettings } from '@domain/shop/settings';
import { textOf } from '@domain/shared/stored-values';
import {
  benchEnv,
  callCallable,
  createProduct,
  createShoppers,
  outcomeColumns,
  quiet,
  writtenSince,
  type CallOutcome,
  type Shopper,
  numberOption,
  runBench,
} from './lib/bench';

const CUSTOMERS = numberOption('--customers', 40);
const BATTERY_STOCK = numberOption('--battery-stock', 15);
const PANELS_EACH = 2;
const PANEL_STOCK = CUSTOMERS * PANELS_EACH + 10;
const PANEL_PRICE = 1000;
const BATTERY_PRICE = 3000;
const SERVICE_PRICE = 500;

const env = benchEnv();

const SITE = { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Behind the Central Mosque' };

interface Report {
  scenario: string;
  outcomes: CallOutcome[];
  wallMs: number;
  /** 1-minute load average when the calls were sent and when the last answered */
  load: [number, number];
}

const reasonOf = (o: CallOutcome): string =>
  o.kind === 'refused' ? `${o.status} ${textOf(o.details.reason) || 'no reason'}` : o.kind;

function row(report: Report): Record<string, string | number> {
  return {
    scenario: report.scenario,
    customers: report.outcomes.length,
    done: report.outcomes.filter((o) => o.kind === 'ok').length,
    ...outcomeColumns(report.outcomes, report.wallMs, (o) => (o.kind === 'refused' ? reasonOf(o) : undefined)),
    load: `${report.load[0].toFixed(1)} → ${report.load[1].toFixed(1)}`,
  };
}

async function runAll(scenario: string, calls: (() => Promise<CallOutcome>)[]): Promise<Report> {
  const load0 = loadavg()[0]!;
  const started = performance.now();
  const outcomes = await Promise.all(calls.map((call) => call()));
  return { scenario, outcomes, wallMs: Math.round(performance.now() - started), load: [load0, loadavg()[0]!] };
}

/** The option every customer is offered: 2 shared panels, 1 of the customer's battery, the installation. */
function optionFor(run: string, battery: string): ProposalOption {
  const subtotal = PANELS_EACH * PANEL_PRICE + BATTERY_PRICE + SERVICE_PRICE;
  return {
    title: 'Solar + backup',
    lines: [
      {
        productId: `bench-${run}-panel`,
        name: 'Bench panel 450 W',
        kind: 'product',
        price: PANEL_PRICE,
        quantity: PANELS_EACH,
      },
      {
        productId: battery,
        name: `Bench battery ${battery.slice(-1)}`,
        kind: 'product',
        price: BATTERY_PRICE,
        quantity: 1,
      },
      { productId: `bench-${run}-install`, name: 'Installation', kind: 'service', price: SERVICE_PRICE, quantity: 1 },
    ],
    discount: null,
    subtotal,
    taxRate: 0,
    tax: 0,
    delivery: 0,
    total: subtotal,
    deposit: Math.ceil(subtotal * 30) / 100,
    figures: { dailyWh: 4000, backupHours: 5.5, panelW: 900, batteryWh: 2560, inverterVa: 3000 },
    savings: { generatorPerMonth: 300, prepaidPerMonth: 100, perMonth: 400, paybackMonths: 14 },
  };
}

/** The project as issueProposal leaves it: proposal v1 stored, the stage proposal_sent, valid for 14 days. */
async function sendProposal(db: Firestore, projectId: string, option: ProposalOption): Promise<void> {
  const ref = db.doc(`projects/${projectId}`);
  const now = Timestamp.now();
  const validUntil = Timestamp.fromMillis(Date.now() + 14 * 86_400_000);
  await ref
    .collection('proposals')
    .doc('v1')
    .set({
      version: 1,
      issuedAt: now,
      validUntil,
      issuedBy: 'bench',
      issuedByName: 'Bench staff',
      options: [option],
      note: '',
    });
  await ref.update({ stage: 'proposal_sent', proposalVersion: 1, proposalValidUntil: validUntil, updatedAt: now });
}

runBench(async ({ db, check, failures }) => {
  const run = randomUUID().slice(0, 6);
  console.log(`Projects at ${env.FUNCTIONS_EMULATOR_ORIGIN}: ${CUSTOMERS} fresh customers (run ${run})`);
  const customers: Shopper[] = await createShoppers(db, run, CUSTOMERS);
  const batteries = [`bench-${run}-battery-a`, `bench-${run}-battery-b`];
  const batteryOf = (i: number) => batteries[i % 2]!;
  await Promise.all([
    createProduct(db, `bench-${run}-panel`, { price: PANEL_PRICE, stock: PANEL_STOCK }),
    ...batteries.map((id) =>
      createProduct(db, id, { price: BATTERY_PRICE, stock: BATTERY_STOCK, category: 'Batteries', name: id }),
    ),
    createProduct(db, `bench-${run}-install`, {
      price: SERVICE_PRICE,
      stock: 0,
      type: 'service',
      category: 'Services',
      name: 'Installation',
    }),
  ]);
  const settings = resolveProjectSettings((await db.doc('settings/global').get()).get('projects'));
  const day = openSurveyDays(settings, shopToday())[0];
  const slot = day ? { day, slot: 'morning' } : null;

  // The demo data's own notifications and triggers (the seed's) are done first: the scenarios share the two
  // cores with nothing but themselves.
  console.log(`Demo data's notifications sent in ${((await quiet(db)) / 1000).toFixed(1)} s`);

  // Each callable's worker processes are started first with a call refused before any write (see
  // bench-orders.ts warmUp): the scenarios measure the functions, not the emulator starting Node.
  const warm = performance.now();
  await Promise.all(
    customers.flatMap((c) => [
      callCallable('requestProject', c.token, { projectId: 'short' }, 600_000),
      callCallable(
        'acceptProposal',
        c.token,
        {
          projectId: `bench-${run}-none-${randomUUID()}`,
          version: 1,
          option: 0,
          signedName: 'x',
          confirmedTotal: 0,
          confirmedDeposit: 0,
        },
        600_000,
      ),
    ]),
  );
  console.log(`Workers started in ${((performance.now() - warm) / 1000).toFixed(1)} s`);

  // 1. Request
  const projectIds = customers.map(() => randomUUID());
  const requestStart = Timestamp.now();
  const request = await runAll(
    'requestProject',
    customers.map(
      (c, i) => () =>
        callCallable('requestProject', c.token, {
          projectId: projectIds[i],
          kind: 'installation',
          name: `Bench customer ${i}`,
          phone: '024 123 4567',
          site: SITE,
          slot,
          message: null,
          sizing: null,
          fromProductId: null,
        }),
    ),
  );
  console.table([row(request)]);
  for (const o of request.outcomes.filter((x) => x.kind !== 'ok').slice(0, 2)) console.log(o);
  console.log(`Notifications of the requests sent in ${((await quiet(db)) / 1000).toFixed(1)} s`);
  const requestWritten = await writtenSince(db, requestStart);

  // 2. Accept, reserving the goods
  // Only the projects made above get a proposal and take part in the accept scenario.
  const takingPart = customers.flatMap((_, i) => (request.outcomes[i]?.kind === 'ok' ? [i] : []));
  const options = customers.map((_, i) => optionFor(run, batteryOf(i)));
  await Promise.all(takingPart.map((i) => sendProposal(db, projectIds[i]!, options[i]!)));
  await quiet(db);
  const acceptStart = Timestamp.now();
  const accept = await runAll(
    'acceptProposal',
    takingPart.map(
      (i) => () =>
        callCallable('acceptProposal', customers[i]!.token, {
          projectId: projectIds[i],
          version: 1,
          option: 0,
          signedName: `Bench customer ${i}`,
          confirmedTotal: toPesewas(options[i]!.total),
          confirmedDeposit: toPesewas(options[i]!.deposit),
        }),
    ),
  );
  console.log(`Notifications of the acceptances sent in ${((await quiet(db)) / 1000).toFixed(1)} s`);
  const acceptWritten = await writtenSince(db, acceptStart);

  console.table([row(request), row(accept)]);
  console.log(
    `Machine: ${cpus().length} cores; load average (1 min) ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min) at the end`,
  );
  for (const o of accept.outcomes.filter((x) => x.kind === 'refused').slice(0, 1)) {
    if (o.kind === 'refused') console.log(`A refusal reads: "${o.message}"`);
  }

  // What the database says, exactly.
  const requested = request.outcomes.filter((o) => o.kind === 'ok').length;
  check(requested === CUSTOMERS, `request: ${CUSTOMERS}/${CUSTOMERS} projects made (${requested})`);
  const projects = await db.getAll(...projectIds.map((id) => db.doc(`projects/${id}`)));
  const made = projects.filter((p) => p.exists);
  const numbers = made.map((p) => textOf(p.get('number')));
  check(
    numbers.every((n) => /^SP-\d{4}-\d{5}$/.test(n)) && new Set(numbers).size === numbers.length,
    'every project has its own SP number',
  );
  const claims = numbers.length ? await db.getAll(...numbers.map((n) => db.doc(`projectNumbers/${n}`))) : [];
  check(
    claims.every((c, i) => c.exists && textOf(c.get('projectId')) === made[i]!.id),
    'every SP number is claimed by its project',
  );

  const accepted = customers.map((_, i) => accept.outcomes[takingPart.indexOf(i)]?.kind === 'ok');
  const acceptedCount = accepted.filter(Boolean).length;
  check(
    projects.every((p, i) => (p.get('stage') === 'accepted') === accepted[i]),
    'every project answered accepted is at accepted, and only those',
  );
  const expectedAccepted = batteries.reduce(
    (n, id) => n + Math.min(BATTERY_STOCK, takingPart.filter((i) => batteryOf(i) === id).length),
    0,
  );
  check(acceptedCount === expectedAccepted, `accept: exactly ${expectedAccepted} accepted (${acceptedCount})`);
  check(
    accept.outcomes.every((o) => o.kind === 'ok' || (o.kind === 'refused' && o.details.reason === 'out_of_stock')),
    'accept: every refusal is out_of_stock (no contention error, no time-out)',
  );
  const panel = await db.doc(`products/bench-${run}-panel`).get();
  check(
    panel.get('stock') === PANEL_STOCK - PANELS_EACH * acceptedCount &&
      panel.get('sales') === PANELS_EACH * acceptedCount,
    `panel: stock ${PANEL_STOCK} − ${PANELS_EACH} × accepted (${String(panel.get('stock'))}), sales ${String(panel.get('sales'))}`,
  );
  const stockLines = [`panel ${PANEL_STOCK} → ${String(panel.get('stock'))}`];
  for (const id of batteries) {
    const taken = accepted.filter((ok, i) => ok && batteryOf(i) === id).length;
    const battery = await db.doc(`products/${id}`).get();
    stockLines.push(`${id.slice(-9)} ${BATTERY_STOCK} → ${String(battery.get('stock'))}`);
    check(
      battery.get('stock') === BATTERY_STOCK - taken && battery.get('sales') === taken,
      `${id}: stock ${BATTERY_STOCK} − ${taken} accepted (${String(battery.get('stock'))})`,
    );
  }
  console.log(`Stock: ${stockLines.join(', ')}`);

  // No document written by every request, outside the request's own (and, for accept, the goods they share).
  const report = (name: string, written: Map<string, string[]>, done: number) => {
    const summary = [...written].map(([c, ids]) => `${c} ${ids.length}`).join(', ');
    console.log(`${name}: documents written per collection: ${summary}`);
    for (const [collection, ids] of written) {
      // The goods are shared by design: their stock is what the acceptances contend on (and the search index's
      // row of a product follows its stock, written only when the stock state changes).
      if (ids.length < done && collection !== 'products' && collection !== 'searchIndexChanges') {
        failures.push(
          `${name}: ${collection} has ${ids.length} documents written by ${done} requests (${ids.slice(0, 3).join(', ')})`,
        );
      }
    }
  };
  report('requestProject', requestWritten, requested);
  report('acceptProposal', acceptWritten, acceptedCount);
});
