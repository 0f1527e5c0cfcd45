/**
 * Paying a plan by Mobile Money (docs/plans.md, "Paying by Mobile Money"), on the emulators with Paystack's
 * stand-in (scripts/lib/paystack-standin.ts): each prompt is for the amount the customer chose, verified before
 * it counts, applied once; what does not match goes to staff. The plan is written as the checkout leaves it
 * (tests/plan-fixture.ts): 10,000.00 cash, deposit 2,000.00, 3 monthly instalments of 2,933.32, 2,933.32 and
 * 2,933.36 (800.00 extra), total 10,800.00.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentAttemptResponse } from '@domain/order/order';
import { postWebhook, settle, WALLETS } from './paystack';
import { callError, cleanup, createUser, db, newOrderId, readDoc, waitFor, type TestUser } from './support';
import { awaitingDepositPlan, THREE_MONTHS } from '../../tests/plan-fixture';
import type { PlanTemplate } from '@domain/plans/plan-template';

const planDoc = (id: string) => readDoc(`plans/${id}`);
const problemsOf = async (planId: string) =>
  (await db.collection('paymentProblems').where('planId', '==', planId).get()).docs.map((d) => d.data());

afterAll(cleanup);

async function newPlan(options: { template?: PlanTemplate; user?: TestUser } = {}) {
  const user = options.user ?? (await createUser());
  const orderId = newOrderId();
  const fixture = awaitingDepositPlan({
    orderId,
    number: `SS-2611-${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
    user: { uid: user.uid, email: user.email, name: 'Abena Mahama', phone: '+233241234567' },
    lines: [
      { productId: 'inverter', name: 'Inverter 5 kVA', price: 6000, quantity: 1 },
      { productId: 'battery', name: 'Lithium battery 5 kWh', price: 4000, quantity: 1 },
    ],
    ...(options.template ? { template: options.template } : {}),
  });
  await db.doc(`orders/${orderId}`).set(fixture.order);
  await db.doc(`plans/${orderId}`).set(fixture.plan);
  return { user, planId: orderId, fixture };
}

const pay = (user: TestUser, planId: string, amount: number, options: { payoff?: boolean; phone?: string } = {}) =>
  user.call<PaymentAttemptResponse>('startPlanPayment', {
    planId,
    amount,
    payoff: options.payoff ?? false,
    phone: options.phone ?? WALLETS.approve,
    network: 'mtn',
  });

const paidCount = (n: number) => (p: Record<string, unknown> | undefined) =>
  Array.isArray(p?.payments) && p.payments.length >= n;

describe('startPlanPayment and the verified charge', () => {
  it('the deposit paid by the webhook: verified, on the statement, the plan active (goods released when paid)', async () => {
    const { user, planId } = await newPlan();
    const { attempt } = await pay(user, planId, 200_000);
    expect(attempt).toMatchObject({ reference: `plan.${planId}.1`, wallet: '+233 55 *** 4987', status: 'pending' });
    const paid = await waitFor(() => planDoc(planId), paidCount(1));
    expect(paid).toMatchObject({ status: 'active', paid: 200_000, waived: 0, remaining: 880_000, depositDueBy: null });
    expect(paid?.payments).toEqual([
      expect.objectContaining({
        amount: 200_000,
        method: 'mobile_money',
        reference: attempt.reference,
        by: 'paystack',
        waived: 0,
      }),
    ]);
    // The attempt keeps the amount and payoff it was made for.
    expect(paid?.paymentAttempts[0]).toMatchObject({ status: 'success', amount: 200_000, payoff: false });
    expect(paid?.timeline.at(-1)).toMatchObject({
      status: 'active',
      by: 'paystack',
      note: `GH₵2,000.00 paid with MTN Mobile Money (Paystack ${attempt.reference})`,
    });
    expect(paid?.releasedAt).toBeNull();
    expect((await readDoc(`orders/${planId}`))?.plan.releasedAt).toBeNull();
    expect(await problemsOf(planId)).toEqual([]);
  });

  it('released at the deposit: the paid deposit waits for staff approval', async () => {
    const { user, planId } = await newPlan({ template: { ...THREE_MONTHS, release: 'deposit' } });
    await pay(user, planId, 200_000);
    const paid = await waitFor(() => planDoc(planId), paidCount(1));
    expect(paid).toMatchObject({ status: 'awaiting_approval', paid: 200_000, releasedAt: null });
  });

  it('an instalment, then paying off early: the extra cost of the instalments not yet due is waived, the plan owned', async () => {
    const { user, planId } = await newPlan();
    await pay(user, planId, 200_000);
    await waitFor(() => planDoc(planId), paidCount(1));
    await pay(user, planId, 293_332);
    const second = await waitFor(() => planDoc(planId), paidCount(2));
    expect(second).toMatchObject({ status: 'active', paid: 493_332, remaining: 586_668 });

    // Today's payoff: what remains (586,668) less the extra of the two untouched instalments (26,666 + 26,668).
    expect(await callError(pay(user, planId, 586_668, { payoff: true }))).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'payoff_changed' },
    });
    await pay(user, planId, 533_334, { payoff: true });
    const owned = await waitFor(() => planDoc(planId), paidCount(3));
    expect(owned).toMatchObject({ status: 'owned', paid: 1_026_666, waived: 53_334, remaining: 0 });
    expect(owned?.payments.at(-1)).toMatchObject({ amount: 533_334, waived: 53_334 });
    expect(owned?.timeline.at(-2)?.note).toContain('Paid off early: GH₵533.34 of extra cost not charged');
    expect(owned?.ownedAt).toBeInstanceOf(Timestamp);
    const order = await readDoc(`orders/${planId}`);
    expect(order).toMatchObject({ paymentStatus: 'paid' });
    expect(order?.plan.releasedAt).toBeInstanceOf(Timestamp);
    expect(await callError(pay(user, planId, 100))).toMatchObject({ details: { reason: 'not_payable' } });
  });

  it('the same event twice is applied once', async () => {
    const { user, planId } = await newPlan();
    const { attempt } = await pay(user, planId, 250_000);
    const paid = await waitFor(() => planDoc(planId), paidCount(1));
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: attempt.reference, amount: 250_000, currency: 'GHS', status: 'success' },
    });
    expect(await Promise.all([postWebhook(body), postWebhook(body)])).toEqual([200, 200]);
    const after = await planDoc(planId);
    expect(after).toMatchObject({ paid: 250_000, remaining: 830_000 });
    expect(after?.payments).toHaveLength(1);
    expect(after?.timeline).toEqual(paid?.timeline);
    expect(await problemsOf(planId)).toEqual([]);
  });

  it('a verified payment of another amount is recorded for staff, not applied', async () => {
    const { user, planId } = await newPlan();
    const { attempt } = await pay(user, planId, 200_000, { phone: WALLETS.noAnswer });
    await settle(attempt.reference, { amount: 20_000 });
    const problems = await waitFor(
      () => problemsOf(planId),
      (p) => p.length > 0,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'mismatch',
        reference: attempt.reference,
        expected: { amount: 200_000, currency: 'GHS' },
        received: expect.objectContaining({ amount: 20_000 }),
      }),
    ]);
    const stored = await planDoc(planId);
    expect(stored).toMatchObject({ status: 'awaiting_deposit', paid: 0, payments: [] });
    expect(stored?.paymentAttempts[0]).toMatchObject({ status: 'mismatch', amount: 200_000 });
  });

  it('refuses more than is owed, a stranger, a closed plan, and too many prompts in a day', async () => {
    const { user, planId } = await newPlan();
    expect(await callError(pay(user, planId, 1_080_001))).toMatchObject({
      code: 'failed-precondition',
      message: 'That is more than you owe. Please pay at most the amount shown.',
      details: { reason: 'more_than_owed' },
    });
    const stranger = await createUser();
    expect(await callError(pay(stranger, planId, 200_000))).toMatchObject({
      code: 'not-found',
      details: { reason: 'not_found' },
    });
    const now = Timestamp.now();
    const failed = Array.from({ length: 10 }, (_, i) => ({
      reference: `plan.${planId}.${i + 1}`,
      network: 'mtn',
      wallet: '+233 55 *** 4988',
      status: 'failed',
      message: 'The payment was declined on your phone.',
      displayText: '',
      createdAt: now,
      updatedAt: now,
      amount: 200_000,
      payoff: false,
    }));
    await db.doc(`plans/${planId}`).update({ paymentAttempts: failed });
    expect(await callError(pay(user, planId, 200_000))).toMatchObject({
      code: 'resource-exhausted',
      details: { reason: 'too_many_attempts' },
    });
    // Yesterday's prompts do not count today.
    const yesterday = Timestamp.fromMillis(now.toMillis() - 86_400_000);
    await db
      .doc(`plans/${planId}`)
      .update({ paymentAttempts: failed.map((a) => ({ ...a, createdAt: yesterday, updatedAt: yesterday })) });
    expect((await pay(user, planId, 200_000, { phone: WALLETS.noAnswer })).attempt.reference).toBe(`plan.${planId}.11`);

    await db.doc(`plans/${planId}`).update({ status: 'cancelled' });
    expect(await callError(pay(user, planId, 200_000))).toMatchObject({ details: { reason: 'not_payable' } });
  });

  it('OTP: the code the network sent pays it', async () => {
    const { user, planId } = await newPlan();
    const { attempt } = await pay(user, planId, 200_000, { phone: WALLETS.otp });
    expect(attempt.status).toBe('send_otp');
    await user.call('submitPlanPaymentOtp', { planId, otp: '123456' });
    expect((await waitFor(() => planDoc(planId), paidCount(1)))?.status).toBe('active');
  });
});
