/**
 * Accepting a proposal and paying its deposit (docs/projects.md, "Deposit"), on the emulators with Paystack's
 * stand-in (scripts/lib/paystack-standin.ts): the acceptance reserves the goods, the deposit is paid through the
 * orders' Paystack path (verified before paid, each event once), its expiry releases the goods, cancelling
 * refunds it. A project at proposal_sent is written here as requestProject, bookSurvey, recordSurvey and
 * issueProposal leave it.
 */
import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDIN_WALLETS, standinSecretKey } from '../../scripts/lib/paystack-standin';
import type { PaymentAttemptResponse } from '../../src/domain/order';
import type { ProjectDto } from '../../src/domain/project';
import { PROPOSAL_TERMS } from '../../src/domain/project-payment';
import type { ProposalOption } from '../../src/domain/proposal';
import { callError, cleanup, createProduct, createUser, db, PROJECT_ID, readDoc, type TestUser } from './support';

const WALLETS = STANDIN_WALLETS;
const SECRET = standinSecretKey();
// The expiry's logic is called here as the scheduler calls it: it needs the key, as the functions have it.
process.env.PAYSTACK_SECRET_KEY = SECRET;

const standin = () => {
  const url = process.env.PAYSTACK_BASE_URL;
  if (!url) throw new Error('PAYSTACK_BASE_URL is not set: run these tests with the emulators');
  return url;
};
const webhookUrl = () => `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1/paystackWebhook`;
const sign = (body: string) => createHmac('sha512', SECRET).update(body).digest('hex');

async function postWebhook(body: string): Promise<number> {
  const res = await fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-paystack-signature': sign(body) },
    body,
  });
  return res.status;
}

async function standinCalls(): Promise<{ method: string; path: string; reference: string; at: number }[]> {
  return (await fetch(`${standin()}/__standin/calls`)).json();
}

async function settle(reference: string, change: Record<string, unknown> = {}) {
  const res = await fetch(`${standin()}/__standin/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference, status: 'success', ...change }),
  });
  expect(res.ok).toBe(true);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const projectDoc = (id: string) => readDoc(`projects/${id}`);
const stockOf = async (productId: string) => (await readDoc(`products/${productId}`))?.stock as number;
const problemsOf = async (projectId: string) =>
  (await db.collection('paymentProblems').where('projectId', '==', projectId).get()).docs.map((d) => d.data());

afterAll(cleanup);

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
}, 60_000);

/** One option: 2 panels (GH₵1,000.00 each, stock `stock`) and an installation service; total 2,500, deposit 750. */
function optionOf(panelId: string, serviceId: string, deposit = 750): ProposalOption {
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

/** A customer's project at proposal_sent with proposal v1 (and v2 when `versions` is 2), valid for `validMs`. */
async function projectWithProposal(
  options: { stock?: number; deposit?: number; versions?: number; validMs?: number; user?: TestUser } = {},
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
    await ref
      .collection('proposals')
      .doc(`v${version}`)
      .set({
        version,
        issuedAt: now,
        validUntil,
        issuedBy: admin.uid,
        issuedByName: 'Test admin',
        options: [option],
        note: '',
      });
  }
  await ref.set({
    number: `SP-2611-${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
    kind: 'installation',
    stage: 'proposal_sent',
    userId: user.uid,
    customer: { name: 'Test customer', phone: '+233241234567', email: user.email },
    site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Near the mosque' },
    sizing: null,
    fromProductId: null,
    message: '',
    requestedSlot: null,
    surveySlot: null,
    survey: null,
    proposalVersion: versions,
    proposalValidUntil: validUntil,
    accepted: null,
    money: {
      depositStatus: 'none',
      depositDueBy: null,
      depositPaidAt: null,
      depositReference: '',
      balanceStatus: 'none',
      balancePaidAt: null,
      balanceReference: '',
      paymentAttempts: [],
    },
    installation: null,
    commissionedAt: null,
    closedReason: '',
    timeline: [{ stage: 'proposal_sent', at: now, by: admin.uid, note: 'Proposal sent' }],
    searchKeys: [],
    createdAt: now,
    updatedAt: now,
  });
  return { user, projectId: ref.id, panelId };
}

const accept = (user: TestUser, projectId: string, change: Record<string, unknown> = {}) =>
  user.call<{ project: ProjectDto }>('acceptProposal', {
    projectId,
    version: 1,
    option: 0,
    signedName: 'Abena Mensah',
    confirmedTotal: 250_000,
    confirmedDeposit: 75_000,
    ...change,
  });

const pay = (user: TestUser, projectId: string, phone: string, network = 'mtn') =>
  user.call<PaymentAttemptResponse>('startProjectPayment', { projectId, phone, network });

describe('acceptProposal', () => {
  it('records the signature of record, reserves the goods (not the services) and awaits the deposit', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    const before = Date.now();
    const { project } = await accept(user, projectId, { signedName: '  Abena   Mensah ' });
    expect(project).toMatchObject({
      stage: 'accepted',
      accepted: {
        version: 1,
        option: 0,
        optionTitle: 'Solar + backup',
        signedName: 'Abena Mensah',
        total: 2500,
        deposit: 750,
        terms: PROPOSAL_TERMS,
      },
      money: { depositStatus: 'awaiting' },
    });
    expect(await stockOf(panelId)).toBe(3);
    const stored = await projectDoc(projectId);
    const at = stored?.accepted.at.toMillis() as number;
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored?.money.depositDueBy.toMillis() - at).toBe(30 * 60_000);
    expect(stored?.timeline.at(-1)).toMatchObject({ stage: 'accepted', by: user.uid });
  });

  it('refuses an expired proposal, a changed version, changed amounts and a missing name, each with its reason', async () => {
    const expired = await projectWithProposal({ validMs: -60_000 });
    const refusal = await callError(accept(expired.user, expired.projectId));
    expect(refusal).toMatchObject({
      code: 'failed-precondition',
      message: 'This proposal has expired. We will send you one at today\u2019s prices.',
      details: { reason: 'proposal_expired' },
    });

    const changed = await projectWithProposal({ versions: 2 });
    const stale = await callError(accept(changed.user, changed.projectId, { version: 1 }));
    expect(stale.details).toMatchObject({
      reason: 'proposal_changed',
      version: 2,
      deposit: 810,
      priceChange: {
        confirmedTotal: 250_000,
        totals: { total: 2700 },
        prices: [{ productId: changed.panelId, price: 1100 }, expect.anything()],
      },
    });
    const total = await callError(
      accept(changed.user, changed.projectId, { version: 2, confirmedTotal: 270_000, confirmedDeposit: 75_000 }),
    );
    expect(total.details).toMatchObject({ reason: 'total_changed', deposit: 810 });
    const unsigned = await callError(
      accept(changed.user, changed.projectId, {
        version: 2,
        confirmedTotal: 270_000,
        confirmedDeposit: 81_000,
        signedName: ' A. ',
      }),
    );
    expect(unsigned.details).toMatchObject({ reason: 'name_required' });
    // Nothing was reserved by any refusal.
    expect(await stockOf(expired.panelId)).toBe(5);
    expect(await stockOf(changed.panelId)).toBe(5);
    expect((await projectDoc(changed.projectId))?.stage).toBe('proposal_sent');

    const { project } = await accept(changed.user, changed.projectId, {
      version: 2,
      confirmedTotal: 270_000,
      confirmedDeposit: 81_000,
    });
    expect(project.accepted).toMatchObject({ version: 2, total: 2700, deposit: 810 });
  });

  it("refuses someone else's project as a missing one, and short stock by the product's name", async () => {
    const { projectId } = await projectWithProposal();
    const stranger = await createUser();
    expect(await callError(accept(stranger, projectId))).toMatchObject({
      code: 'not-found',
      details: { reason: 'not_found' },
    });
    const short = await projectWithProposal({ stock: 1 });
    expect(await callError(accept(short.user, short.projectId))).toMatchObject({
      code: 'failed-precondition',
      message: 'Test panel 450 W is out of stock just now. Please call us: we will offer you another.',
      details: { reason: 'out_of_stock', productId: short.panelId, available: 1 },
    });
    expect(await stockOf(short.panelId)).toBe(1);
  });

  it('two customers accepting the last goods at once: one gets them, the other is told, stock never below 0', async () => {
    const first = await projectWithProposal({ stock: 2 });
    // A second project whose option holds the same panel.
    const second = await projectWithProposal();
    const proposal = db.doc(`projects/${second.projectId}/proposals/v1`);
    const options = (await proposal.get()).get('options');
    options[0].lines[0].productId = first.panelId;
    await proposal.update({ options });

    const results = await Promise.allSettled([
      accept(first.user, first.projectId),
      accept(second.user, second.projectId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(await callError(Promise.reject(refused?.reason))).toMatchObject({ details: { reason: 'out_of_stock' } });
    expect(await stockOf(first.panelId)).toBe(0);
  });

  it('with no deposit asked (0 %), goes straight to deposit_paid', async () => {
    const { user, projectId } = await projectWithProposal({ deposit: 0 });
    const { project } = await accept(user, projectId, { confirmedDeposit: 0 });
    expect(project).toMatchObject({
      stage: 'deposit_paid',
      money: { depositStatus: 'paid', depositDueBy: null, balanceStatus: 'awaiting' },
    });
    expect(project.timeline.map((t) => t.stage).slice(-2)).toEqual(['accepted', 'deposit_paid']);
  });
});

describe('the deposit by Mobile Money', () => {
  it('approve: charged exactly the deposit, verified, then applied once even when the webhook comes twice', async () => {
    const { user, projectId } = await projectWithProposal();
    await accept(user, projectId);
    const { attempt } = await pay(user, projectId, WALLETS.approve);
    expect(attempt).toMatchObject({
      reference: `project.${projectId}.1`,
      purpose: 'deposit',
      wallet: '+233 55 *** 4987',
      status: 'pending',
    });
    const paid = await waitFor(
      () => projectDoc(projectId),
      (p) => p?.stage === 'deposit_paid',
    );
    expect(paid).toMatchObject({
      stage: 'deposit_paid',
      money: {
        depositStatus: 'paid',
        depositReference: attempt.reference,
        depositDueBy: null,
        balanceStatus: 'awaiting',
      },
    });
    expect(paid?.money.paymentAttempts[0].status).toBe('success');
    expect(paid?.timeline.at(-1)).toMatchObject({
      stage: 'deposit_paid',
      by: 'paystack',
      note: `Deposit paid with MTN Mobile Money (Paystack ${attempt.reference})`,
    });
    const calls = await standinCalls();
    const verify = calls.find((c) => c.path === '/transaction/verify' && c.reference === attempt.reference);
    expect(verify!.at).toBeLessThanOrEqual(paid?.money.depositPaidAt.toMillis());

    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: attempt.reference, amount: 75_000, currency: 'GHS', status: 'success' },
    });
    expect(await Promise.all([postWebhook(body), postWebhook(body)])).toEqual([200, 200]);
    const after = await projectDoc(projectId);
    expect(after?.timeline).toEqual(paid?.timeline);
    expect(await problemsOf(projectId)).toEqual([]);
  });

  it('a verified payment of another amount is recorded for staff, not applied', async () => {
    const { user, projectId } = await projectWithProposal();
    await accept(user, projectId);
    const { attempt } = await pay(user, projectId, WALLETS.noAnswer);
    await settle(attempt.reference, { amount: 100 });
    const problems = await waitFor(
      () => problemsOf(projectId),
      (p) => p.length > 0,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'mismatch',
        reference: attempt.reference,
        expected: { amount: 75_000, currency: 'GHS' },
      }),
    ]);
    const stored = await projectDoc(projectId);
    expect(stored).toMatchObject({ stage: 'accepted', money: { depositStatus: 'awaiting' } });
    expect(stored?.money.paymentAttempts[0].status).toBe('mismatch');
  });

  it('OTP: the code the network sent, then paid; only the owner, only while the deposit is awaited', async () => {
    const { user, projectId } = await projectWithProposal();
    expect(await callError(pay(user, projectId, WALLETS.approve))).toMatchObject({
      details: { reason: 'not_awaiting' },
    });
    await accept(user, projectId);
    const stranger = await createUser();
    expect((await callError(pay(stranger, projectId, WALLETS.approve))).code).toBe('not-found');
    const { attempt } = await pay(user, projectId, WALLETS.otp, 'vod');
    expect(attempt.status).toBe('send_otp');
    await user.call('submitProjectPaymentOtp', { projectId, otp: '123456' });
    expect(
      (
        await waitFor(
          () => projectDoc(projectId),
          (p) => p?.stage === 'deposit_paid',
        )
      )?.stage,
    ).toBe('deposit_paid');
  });

  it('attempts are capped', async () => {
    const { user, projectId } = await projectWithProposal();
    await accept(user, projectId);
    const now = Timestamp.now();
    const failed = Array.from({ length: 10 }, (_, i) => ({
      reference: `project.${projectId}.${i + 1}`,
      purpose: 'deposit',
      network: 'mtn',
      wallet: '+233 55 *** 4988',
      status: 'failed',
      message: 'The payment was declined on your phone.',
      displayText: '',
      createdAt: now,
      updatedAt: now,
    }));
    await db.doc(`projects/${projectId}`).update({ 'money.paymentAttempts': failed });
    expect(await callError(pay(user, projectId, WALLETS.approve))).toMatchObject({
      code: 'resource-exhausted',
      details: { reason: 'too_many_attempts' },
    });
  });

  it('staff record a deposit received at the shop: exactly the deposit, by staff only', async () => {
    const { user, projectId } = await projectWithProposal();
    await accept(user, projectId);
    const payment = { method: 'mobile_money', amount: 750, reference: 'MP240101.1234' };
    expect((await callError(user.call('recordProjectPayment', { projectId, payment }))).code).toBe('permission-denied');
    expect(
      await callError(admin.call('recordProjectPayment', { projectId, payment: { ...payment, amount: 700 } })),
    ).toMatchObject({ details: { reason: 'amount_not_due' } });
    const { project } = await admin.call<{ project: ProjectDto }>('recordProjectPayment', { projectId, payment });
    expect(project).toMatchObject({
      stage: 'deposit_paid',
      money: { depositStatus: 'paid', depositReference: 'MP240101.1234', balanceStatus: 'awaiting' },
    });
    expect(project.timeline.at(-1)).toMatchObject({ by: admin.uid, byName: 'Test admin' });
  });
});

describe("the deposit's expiry (the scheduled sweep, called as the scheduler calls it)", () => {
  it('releases the goods and returns to proposal_sent after the hold time, once', async () => {
    const { expireAwaitedDeposits } = await import('../src/lib/project-deposit');
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId);
    await pay(user, projectId, WALLETS.noAnswer);
    expect(await stockOf(panelId)).toBe(3);
    expect(await expireAwaitedDeposits(new Date(Date.now() + 29 * 60_000))).not.toContain(projectId);
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).toContain(projectId);
    const expired = await projectDoc(projectId);
    expect(expired).toMatchObject({
      stage: 'proposal_sent',
      accepted: null,
      money: { depositStatus: 'none', depositDueBy: null },
    });
    expect(expired?.timeline.at(-1)).toMatchObject({
      stage: 'proposal_sent',
      by: 'system',
      note: 'Deposit not received in time: the reserved goods are released',
    });
    expect(await stockOf(panelId)).toBe(5);
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).not.toContain(projectId);
    expect(await stockOf(panelId)).toBe(5);
  });

  it('drops a hold time left on a project that no longer awaits its deposit, and changes nothing else', async () => {
    const { expireAwaitedDeposits } = await import('../src/lib/project-deposit');
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId);
    // Closed another way while the deposit was awaited, its hold time left behind.
    await db.doc(`projects/${projectId}`).update({ stage: 'cancelled', 'money.depositStatus': 'none' });
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).not.toContain(projectId);
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'cancelled', money: { depositDueBy: null } });
    expect(await stockOf(panelId)).toBe(3);
  });

  it('a deposit paid whose webhook was lost is found by verify and recorded instead', async () => {
    const { expireAwaitedDeposits } = await import('../src/lib/project-deposit');
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId);
    const { attempt } = await pay(user, projectId, WALLETS.noAnswer);
    await settle(attempt.reference, { webhook: false });
    expect((await projectDoc(projectId))?.stage).toBe('accepted');
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).not.toContain(projectId);
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'deposit_paid', money: { depositStatus: 'paid' } });
    expect(await stockOf(panelId)).toBe(3);
  });
});

describe('cancelling', () => {
  it('the customer cancels an accepted project: the goods go back; not once the deposit is paid', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId);
    const { project } = await user.call<{ project: ProjectDto }>('cancelMyProject', { projectId });
    expect(project).toMatchObject({ stage: 'cancelled', money: { depositStatus: 'none' } });
    expect(await stockOf(panelId)).toBe(5);

    const paid = await projectWithProposal({ deposit: 0 });
    await accept(paid.user, paid.projectId, { confirmedDeposit: 0 });
    expect(await callError(paid.user.call('cancelMyProject', { projectId: paid.projectId }))).toMatchObject({
      code: 'permission-denied',
      details: { reason: 'not_allowed' },
    });
  });

  it('staff cancel a project whose deposit was paid online: goods back, refunded through Paystack, once', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId);
    const { attempt } = await pay(user, projectId, WALLETS.approve);
    await waitFor(
      () => projectDoc(projectId),
      (p) => p?.stage === 'deposit_paid',
    );
    expect(await callError(user.call('cancelPaidProject', { projectId, reason: 'Changed my mind' }))).toMatchObject({
      code: 'permission-denied',
    });
    const { project } = await admin.call<{ project: ProjectDto }>('cancelPaidProject', {
      projectId,
      reason: 'The roof cannot carry the panels',
    });
    expect(project).toMatchObject({
      stage: 'cancelled',
      closedReason: 'The roof cannot carry the panels',
      money: { depositStatus: 'refund_due' },
    });
    expect(await stockOf(panelId)).toBe(5);
    const refunded = await waitFor(
      () => projectDoc(projectId),
      (p) => p?.money.depositStatus === 'refunded',
    );
    const notes = refunded?.timeline.map((t: { note: string }) => t.note);
    expect(notes).toContain(`Refund started with Paystack (${attempt.reference})`);
    expect(notes).toContain(`Refunded to the customer's wallet by Paystack (${attempt.reference})`);
    expect(
      (await standinCalls()).filter((c) => c.path === '/refund' && c.reference === attempt.reference),
    ).toHaveLength(1);
  });

  it('a deposit received at the shop is refunded by staff and recorded', async () => {
    const { user, projectId } = await projectWithProposal();
    await accept(user, projectId);
    await admin.call('recordProjectPayment', { projectId, payment: { method: 'cash', amount: 750 } });
    await admin.call('cancelPaidProject', { projectId, reason: 'The customer moved house' });
    expect((await projectDoc(projectId))?.money.depositStatus).toBe('refund_due');
    expect(
      await callError(admin.call('recordProjectRefund', { projectId, amount: 800, method: 'cash', reference: 'R-1' })),
    ).toMatchObject({ details: { reason: 'refund_not_due' } });
    const { project } = await admin.call<{ project: ProjectDto }>('recordProjectRefund', {
      projectId,
      amount: 750,
      method: 'cash',
      reference: 'Receipt 0042',
    });
    expect(project.money.depositStatus).toBe('refunded');
    expect(project.timeline.at(-1)?.note).toBe('Deposit of GH₵750.00 refunded (Cash, Receipt 0042)');
    expect((await standinCalls()).some((c) => c.path === '/refund' && c.reference.includes(projectId))).toBe(false);
  });
});
