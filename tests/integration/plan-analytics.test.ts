/**
 * Admin › Analytics' payment plans (docs/plans.md, "Staff") against the emulators: plans in every state are
 * written as the plan functions leave them (`remaining` kept beside the record), made in a month of their own
 * (March 2020, which the demo data does not reach) for what was collected; money lent out and overdue are of
 * now, so they are checked as what these plans add to whatever else the database holds. A customer is refused.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed-data';
import { planAggregatesBetween, getPlanFigures } from '../../src/features/admin/analytics/api/get-plan-figures';
import { signIn } from '../../src/features/auth/api/sign-in';
import { signOut } from '../../src/features/auth/api/sign-out';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';
const START = new Date('2020-03-01T00:00:00Z');
const END = new Date('2020-04-01T00:00:00Z');
const at = (day: number) => Timestamp.fromDate(new Date(Date.UTC(2020, 2, day, 10)));

let app: App;
let db: Firestore;
const ids: string[] = [];

interface Seeded {
  status: string;
  total: number;
  paid: number;
  waived?: number;
  released: boolean;
  createdAt: Timestamp;
}

/** Only the fields the figures read, as writePlanChange stores them. */
function plan(seed: Seeded) {
  const id = `it-plan-analytics-${Date.now().toString(36)}-${ids.length}`;
  ids.push(id);
  return db.doc(`plans/${id}`).set({
    status: seed.status,
    schedule: { total: seed.total },
    paid: seed.paid,
    waived: seed.waived ?? 0,
    remaining: seed.total - seed.paid - (seed.waived ?? 0),
    releasedAt: seed.released ? seed.createdAt : null,
    createdAt: seed.createdAt,
    updatedAt: seed.createdAt,
  });
}

const PLANS: Seeded[] = [
  // Financed, released at the deposit, being paid: lent out.
  { status: 'active', total: 3_555_001, paid: 888_751, released: true, createdAt: at(2) },
  // Overdue after release: lent out, and overdue.
  { status: 'overdue', total: 1_200_000, paid: 300_000, released: true, createdAt: at(3) },
  // Layaway overdue, not released: overdue, not lent out.
  { status: 'overdue', total: 500_000, paid: 50_000, released: false, createdAt: at(4) },
  // Layaway being paid, not released: neither.
  { status: 'active', total: 800_000, paid: 80_000, released: false, createdAt: at(5) },
  // Waiting for approval: the deposit collected, nothing lent out.
  { status: 'awaiting_approval', total: 2_120_000, paid: 500_000, released: false, createdAt: at(6) },
  // Paid off early: collected, nothing left.
  { status: 'owned', total: 1_060_000, paid: 1_030_000, waived: 30_000, released: true, createdAt: at(7) },
  // Declined after its deposit: the deposit collected (to refund on the order).
  { status: 'declined', total: 1_000_000, paid: 250_000, released: false, createdAt: at(8) },
  // Made before the month: not collected in it.
  {
    status: 'active',
    total: 700_000,
    paid: 70_000,
    released: true,
    createdAt: Timestamp.fromDate(new Date('2020-02-20T10:00:00Z')),
  },
];

beforeAll(() => {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app = initializeApp({ projectId: PROJECT_ID }, `plan-analytics-it-${process.pid}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await signOut();
  for (const id of ids) await db.recursiveDelete(db.doc(`plans/${id}`));
  await deleteApp(app);
});

describe('payment plans in Admin › Analytics', () => {
  it('sums what is lent out, collected and overdue on the server, exactly to the pesewa', async () => {
    await signIn(DEMO_USERS.admin);
    const before = await planAggregatesBetween(START, END);
    for (const seed of PLANS) await plan(seed);
    const after = await planAggregatesBetween(START, END);
    // Collected in March 2020: every plan made in it, the one of February left out.
    expect(after.collected).toBe(888_751 + 300_000 + 50_000 + 80_000 + 500_000 + 1_030_000 + 250_000);
    expect(before.collected).toBe(0);
    // Lent out: the remaining of the released plans still being paid (active or overdue).
    expect(after.lentOut - before.lentOut).toBe(3_555_001 - 888_751 + (1_200_000 - 300_000) + (700_000 - 70_000));
    // Overdue: the two overdue plans, released or not.
    expect(after.overdueCount - before.overdueCount).toBe(2);
    expect(after.overdueRemaining - before.overdueRemaining).toBe(1_200_000 - 300_000 + (500_000 - 50_000));
    // The page's own read (the last 14 days) runs under the rules as an admin.
    await expect(getPlanFigures('14d')).resolves.toMatchObject({ lentOut: after.lentOut });
  });

  it('refuses a customer', async () => {
    await signIn(DEMO_USERS.customer);
    await expect(planAggregatesBetween(START, END)).rejects.toThrow();
  });
});
