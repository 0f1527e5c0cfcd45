/**
 * Installation projects written as the functions leave them (docs/projects.md), for the functions tests that start
 * a project at a later stage: the fields every project has as requestProject writes them, a proposal as
 * issueProposal writes it, and the projects at proposal_sent and at deposit_paid with their goods.
 */
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll } from 'vitest';
import type { PaymentAttemptResponse } from '@domain/order/order';
import type { ProjectDto } from '@domain/projects/project';
import type { ProposalOption } from '@domain/projects/proposal';
import { createProduct, createUser, db, readDoc, type TestUser } from './support';

/** The staff member who issued the proposals and recorded the payments (made in each file's beforeAll). */
export let admin: TestUser;

/** Makes `admin` before the file's tests. */
export function withProjectAdmin() {
  beforeAll(async () => {
    admin = await createUser({ role: 'admin' });
  }, 60_000);
}

export const projectDoc = (id: string) => readDoc(`projects/${id}`);
export const stockOf = async (productId: string) => (await readDoc(`products/${productId}`))?.stock as number;
export const problemsOf = async (projectId: string) =>
  (await db.collection('paymentProblems').where('projectId', '==', projectId).get()).docs.map((d) => d.data());

const NO_MONEY = {
  depositStatus: 'none',
  depositDueBy: null,
  depositPaidAt: null,
  depositReference: '',
  balanceStatus: 'none',
  balancePaidAt: null,
  balanceReference: '',
  paymentAttempts: [],
};

/** A customer's installation project at `stage` with nothing surveyed, proposed or paid; `fields` replace any. */
export function projectRecord(
  user: Pick<TestUser, 'uid' | 'email'>,
  stage: string,
  now: Timestamp,
  fields: DocumentData,
): DocumentData {
  return {
    number: `SP-2611-${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
    kind: 'installation',
    stage,
    userId: user.uid,
    customer: { name: 'Test customer', phone: '+233241234567', email: user.email },
    site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Near the mosque' },
    sizing: null,
    fromProductId: null,
    message: '',
    requestedSlot: null,
    surveySlot: null,
    survey: null,
    proposalVersion: 0,
    proposalValidUntil: null,
    accepted: null,
    money: NO_MONEY,
    installation: null,
    commissionedAt: null,
    closedReason: '',
    timeline: [],
    searchKeys: [],
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

/** Proposal `version` of the project with its options, as issueProposal writes it. */
async function writeProposal(
  ref: DocumentReference,
  version: number,
  options: ProposalOption[],
  at: { issuedAt: Timestamp; validUntil: Timestamp },
) {
  await ref
    .collection('proposals')
    .doc(`v${version}`)
    .set({ version, ...at, issuedBy: admin.uid, issuedByName: 'Test admin', options, note: '' });
}

/** One option: 2 panels (GH₵1,000.00 each) and an installation service; total 2,500, deposit 750. */
export function optionOf(panelId: string, serviceId: string, deposit = 750): ProposalOption {
  return {
    title: 'Solar + backup',
    lines: [
      { productId: panelId, name: 'Test panel 450 W', kind: 'product', price: 1000, quantity: 2 },
      { productId: serviceId, name: 'Installation', kind: 'service', price: 500, quantity: 1 },
    ],
    discount: null,
    subtotal: 2500,
    taxRate: 0,
    tax: 0,
    delivery: 0,
    total: 2500,
    deposit,
    figures: { dailyWh: 3000, backupHours: 6, panelW: 900, batteryWh: 2400, inverterVa: 3000 },
    savings: { generatorPerMonth: 300, prepaidPerMonth: 100, perMonth: 400, paybackMonths: 7 },
  };
}

/**
 * A customer's project at proposal_sent with proposal v1 of `optionOf` (and v2, the panel gone up, when `versions`
 * is 2), valid for `validMs`; `money` adds to its money (a plan's field).
 */
export async function projectWithProposal(
  options: {
    stock?: number;
    deposit?: number;
    versions?: number;
    validMs?: number;
    user?: TestUser;
    money?: DocumentData;
  } = {},
) {
  const user = options.user ?? (await createUser());
  const panelId = await createProduct({ price: 1000, stock: options.stock ?? 5 });
  const serviceId = await createProduct({ price: 500, type: 'service', category: 'Services', stock: 0 });
  const ref = db.collection('projects').doc();
  const now = Timestamp.now();
  const validUntil = Timestamp.fromMillis(Date.now() + (options.validMs ?? 14 * 86_400_000));
  const versions = options.versions ?? 1;
  for (let version = 1; version <= versions; version += 1) {
    const option = optionOf(panelId, serviceId, options.deposit);
    // A re-issued proposal at today's prices: the panel went up.
    if (version > 1)
      Object.assign(
        option,
        { total: 2700, deposit: 810 },
        { lines: [{ ...option.lines[0]!, price: 1100 }, option.lines[1]!] },
      );
    await writeProposal(ref, version, [option], { issuedAt: now, validUntil });
  }
  await ref.set(
    projectRecord(user, 'proposal_sent', now, {
      proposalVersion: versions,
      proposalValidUntil: validUntil,
      money: { ...NO_MONEY, ...options.money },
      timeline: [{ stage: 'proposal_sent', at: now, by: admin.uid, note: 'Proposal sent' }],
    }),
  );
  return { user, projectId: ref.id, panelId };
}

/**
 * A customer's project at deposit_paid: option "Solar + backup" with 2 panels (25 years' warranty), 1 battery (no
 * warranty years), 10 m of cable (no serial) and the installation; total 4,000, deposit 1,200, balance 2,800.
 */
export async function projectAtDepositPaid() {
  const user = await createUser();
  const panelId = await createProduct({ price: 1000, stock: 3, specs: { powerW: 450, warrantyYears: 25 } });
  const batteryId = await createProduct({ price: 1200, stock: 4, category: 'Batteries', specs: { warrantyYears: 0 } });
  const cableId = await createProduct({ price: 30, stock: 90, category: 'Accessories' });
  const serviceId = await createProduct({ price: 500, type: 'service', category: 'Installation Services', stock: 0 });
  const option: ProposalOption = {
    ...optionOf(panelId, serviceId, 1200),
    lines: [
      { productId: panelId, name: 'Test panel 450 W', kind: 'product', price: 1000, quantity: 2 },
      { productId: batteryId, name: 'Test battery 2.4 kWh', kind: 'product', price: 1200, quantity: 1 },
      { productId: cableId, name: 'PV cable 6 mm²', kind: 'product', price: 30, quantity: 10 },
      { productId: serviceId, name: 'Installation', kind: 'service', price: 500, quantity: 1 },
    ],
    subtotal: 4000,
    total: 4000,
    savings: { generatorPerMonth: 300, prepaidPerMonth: 100, perMonth: 400, paybackMonths: 10 },
  };
  const ref = db.collection('projects').doc();
  const now = Timestamp.now();
  await writeProposal(ref, 1, [option], {
    issuedAt: now,
    validUntil: Timestamp.fromMillis(Date.now() + 14 * 86_400_000),
  });
  await ref.set(
    projectRecord(user, 'deposit_paid', now, {
      proposalVersion: 1,
      accepted: {
        version: 1,
        option: 0,
        optionTitle: option.title,
        signedName: 'Abena Mensah',
        at: now,
        total: 4000,
        deposit: 1200,
        terms: 'As shown',
      },
      money: {
        ...NO_MONEY,
        depositStatus: 'paid',
        depositPaidAt: now,
        depositReference: 'Cash',
        balanceStatus: 'awaiting',
      },
      warranties: [],
      rating: null,
      servicesProjectId: null,
      timeline: [{ stage: 'deposit_paid', at: now, by: admin.uid, note: 'Deposit received' }],
    }),
  );
  return { user, projectId: ref.id, panelId, batteryId, cableId };
}

/** The customer accepts proposal v1, option 0 of `optionOf`, with the figures it shows; `change` replaces any. */
export const acceptProposal = (user: TestUser, projectId: string, change: Record<string, unknown> = {}) =>
  user.call<{ project: ProjectDto }>('acceptProposal', {
    projectId,
    version: 1,
    option: 0,
    signedName: 'Abena Mensah',
    confirmedTotal: 250_000,
    confirmedDeposit: 75_000,
    ...change,
  });

/** The customer starts a Mobile Money payment of what the project awaits (its deposit or balance). */
export const payProject = (user: TestUser, projectId: string, phone: string, network = 'mtn') =>
  user.call<PaymentAttemptResponse>('startProjectPayment', { projectId, phone, network });
