/**
 * Admin › Analytics' installation projects (docs/projects.md, "Analytics") against the emulators: projects in
 * several stages are written as the project functions leave them, in a month of their own (March 2020, which the
 * demo data does not reach), and the aggregation queries give exactly the figures of that month; a customer's
 * reads of them are refused by the rules.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed-data';
import { projectFigures } from '@domain/projects/project-analytics';
import {
  getProjectFigures,
  projectAggregatesBetween,
} from '../../src/features/admin/analytics/api/get-project-figures';
import { signIn } from '../../src/features/auth/api/sign-in';
import { signOut } from '../../src/features/auth/api/sign-out';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';
const START = new Date('2020-03-01T00:00:00Z');
const END = new Date('2020-04-01T00:00:00Z');
const at = (day: number) => Timestamp.fromDate(new Date(Date.UTC(2020, 2, day, 10)));
const BEFORE = Timestamp.fromDate(new Date('2020-02-20T10:00:00Z'));

let app: App;
let db: Firestore;
const ids: string[] = [];

interface Seeded {
  stage: string;
  /** Day of March 2020 the first proposal was sent, or a Timestamp */
  sent: Timestamp;
  /** A second version, sent in the month */
  reissued?: Timestamp;
  accepted?: { at: Timestamp; total: number; deposit: number; panelW: number; batteryWh: number };
  depositStatus?: string;
  depositPaidAt?: Timestamp;
  balanceStatus?: string;
  balancePaidAt?: Timestamp;
}

async function project(seed: Seeded): Promise<void> {
  const ref = db.collection('projects').doc(`it-analytics-${Date.now().toString(36)}-${ids.length}`);
  ids.push(ref.id);
  await ref.collection('proposals').doc('v1').set({ version: 1, issuedAt: seed.sent, options: [] });
  if (seed.reissued) {
    await ref.collection('proposals').doc('v2').set({ version: 2, issuedAt: seed.reissued, options: [] });
  }
  await ref.set({
    number: `SP-2003-${String(10_000 + ids.length)}`,
    kind: 'installation',
    stage: seed.stage,
    userId: DEMO_USERS.customer.uid,
    proposalVersion: seed.reissued ? 2 : 1,
    accepted: seed.accepted ? { version: 1, option: 0, optionTitle: 'Solar + backup', ...seed.accepted } : null,
    money: {
      depositStatus: seed.depositStatus ?? 'none',
      depositDueBy: null,
      depositPaidAt: seed.depositPaidAt ?? null,
      depositReference: '',
      balanceStatus: seed.balanceStatus ?? 'none',
      balancePaidAt: seed.balancePaidAt ?? null,
      balanceReference: '',
      paymentAttempts: [],
    },
    createdAt: BEFORE,
    updatedAt: BEFORE,
  });
}

beforeAll(async () => {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app = initializeApp({ projectId: PROJECT_ID }, `project-analytics-it-${process.pid}`);
  db = getFirestore(app);
  // Sent, not accepted.
  await project({ stage: 'proposal_sent', sent: at(2) });
  // Accepted, the deposit awaited.
  await project({
    stage: 'accepted',
    sent: at(3),
    accepted: { at: at(5), total: 10_000.1, deposit: 3000.03, panelW: 3000, batteryWh: 5120 },
    depositStatus: 'awaiting',
  });
  // The deposit paid.
  await project({
    stage: 'deposit_paid',
    sent: at(4),
    accepted: { at: at(6), total: 20_000.2, deposit: 6000.06, panelW: 4000, batteryWh: 10_240 },
    depositStatus: 'paid',
    depositPaidAt: at(6),
  });
  // Commissioned: deposit and balance paid.
  await project({
    stage: 'commissioned',
    sent: at(5),
    accepted: { at: at(7), total: 15_000.15, deposit: 4500.05, panelW: 2000, batteryWh: 2560 },
    depositStatus: 'paid',
    depositPaidAt: at(7),
    balanceStatus: 'paid',
    balancePaidAt: at(20),
  });
  // Cancelled after its deposit was paid, and refunded: booked less cancelled, received less refunds.
  await project({
    stage: 'cancelled',
    sent: at(6),
    accepted: { at: at(8), total: 9999.99, deposit: 3000, panelW: 1000, batteryWh: 0 },
    depositStatus: 'refunded',
    depositPaidAt: at(8),
  });
  // First sent before the month, re-issued in it: not a proposal sent in March.
  await project({ stage: 'proposal_sent', sent: BEFORE, reissued: at(10) });
  // Accepted and paid before the month: none of its figures.
  await project({
    stage: 'deposit_paid',
    sent: BEFORE,
    accepted: { at: BEFORE, total: 50_000, deposit: 15_000, panelW: 9000, batteryWh: 20_000 },
    depositStatus: 'paid',
    depositPaidAt: BEFORE,
  });
});

afterAll(async () => {
  await signOut();
  for (const id of ids) await db.recursiveDelete(db.doc(`projects/${id}`));
  await deleteApp(app);
});

describe('installation projects in Admin › Analytics', () => {
  it('counts, averages and sums a month of projects on the server, exactly', async () => {
    await signIn(DEMO_USERS.admin);
    expect(projectFigures(await projectAggregatesBetween(START, END))).toEqual({
      sent: 5,
      accepted: 4,
      acceptanceRate: 80,
      // (3000 + 4000 + 2000 + 1000) / 4 W and (5120 + 10240 + 2560 + 0) / 4 Wh
      averageKwp: 2.5,
      averageKwh: 4.48,
      // 10,000.10 + 20,000.20 + 15,000.15 (the cancelled 9,999.99 left out)
      booked: 45_000.45,
      // deposits 6,000.06 + 4,500.05, and the balance 15,000.15 − 4,500.05 (the refunded deposit left out)
      received: 21_000.21,
    });
    // The page's own read (the last 14 days) runs under the rules as an admin.
    await expect(getProjectFigures('14d')).resolves.toMatchObject({ sent: expect.any(Number) as number });
  });

  it('refuses a customer', async () => {
    await signIn(DEMO_USERS.customer);
    await expect(projectAggregatesBetween(START, END)).rejects.toThrow();
  });
});
