/**
 * The staff's plan callables on the emulators (approvePlan, declinePlan, recordPlanPayment, logPlanCall): who may
 * call them, from which status (refusals with their reason), what they write on the plan and on its order (the
 * goods released, the order cancelled with its stock back and the money to refund, the order paid once owned).
 * Each plan (its own customer's) is written beside a real order as the checkout and the payments leave it (plan-fixture.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '@domain/shared/date-time';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import type { PlanDto, PlanStatus } from '@domain/plans/plan-record';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { FINANCED, LAYAWAY, planDocument } from '../../tests/plan-fixture';
import {
  callError,
  cleanup,
  createProduct,
  createUser,
  db,
  orderRequest,
  placeOrder,
  readDoc,
  type TestUser,
} from './support';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
}, 60_000);

afterAll(cleanup);

const DAY = 86_400_000;
const today = () => shopDay(new Date());
const daysAgo = (n: number) => shopDay(new Date(Date.now() - n * DAY));

/** A real order of 2 products at GH₵2,000 (stock 10) and its plan, written as the checkout and payments leave it. */
async function planOrder(options: {
  template: PlanTemplate;
  status: PlanStatus;
  /** 'deposit' pays the deposit; a number, that many pesewas */
  paid: 'deposit' | number;
  startDay?: string;
  fields?: Record<string, unknown>;
}) {
  const productId = await createProduct({ price: 2000, stock: 10 });
  // A customer of its own: a customer may have only a few orders waiting for confirmation at once.
  const buyer = await createUser();
  const { order } = await placeOrder(buyer, orderRequest([{ productId, quantity: 2 }]));
  const startDay = options.startDay ?? today();
  const cash = toPesewas(order.total);
  const deposit = Math.round((cash * options.template.depositPercent) / 100);
  const plan = planDocument(
    {
      order: { id: order.id, number: order.number ?? '', userId: buyer.uid },
      customer: { name: 'Abena Mahama', email: buyer.email, phone: '+233241234567' },
      cash,
      template: options.template,
      startDay,
      status: options.status,
      paid: options.paid === 'deposit' ? deposit : options.paid,
      at: Timestamp.now(),
    },
    today(),
  );
  await db.doc(`plans/${order.id}`).set({ ...plan, ...options.fields });
  return { orderId: order.id, productId, schedule: plan.schedule as PlanSchedule, deposit, buyer };
}

const reasonOf = (error: { details: unknown }) => (error.details as { reason?: string } | null)?.reason;

describe('approvePlan', () => {
  it('makes a plan waiting for approval active and releases its order', async () => {
    const { orderId, buyer } = await planOrder({ template: FINANCED, status: 'awaiting_approval', paid: 'deposit' });
    const notAdmin = await callError(buyer.call('approvePlan', { planId: orderId }));
    expect([notAdmin.code, reasonOf(notAdmin)]).toEqual(['permission-denied', 'not_allowed']);

    const { plan } = await admin.call<{ plan: PlanDto }>('approvePlan', { planId: orderId });
    expect(plan.status).toBe('active');
    expect(plan.decision).toMatchObject({ approved: true, by: admin.uid });
    expect(plan.releasedAt).not.toBeNull();
    const order = await readDoc(`orders/${orderId}`);
    expect(order?.plan?.releasedAt).toBeInstanceOf(Timestamp);
    expect(order?.status).toBe('pending');

    const again = await callError(admin.call('approvePlan', { planId: orderId }));
    expect([again.code, reasonOf(again)]).toEqual(['failed-precondition', 'wrong_status']);
  });

  it('refuses a plan that is not there', async () => {
    const missing = await callError(admin.call('approvePlan', { planId: 'no-such-plan-0000' }));
    expect([missing.code, reasonOf(missing)]).toEqual(['not-found', 'not_found']);
  });
});

describe('declinePlan', () => {
  it('declines with a reason: the order is cancelled, its stock back, the deposit to refund', async () => {
    const { orderId, productId, deposit, buyer } = await planOrder({
      template: FINANCED,
      status: 'awaiting_approval',
      paid: 'deposit',
    });
    expect((await readDoc(`products/${productId}`))?.stock).toBe(8);
    const noReason = await callError(admin.call('declinePlan', { planId: orderId, reason: '  ' }));
    expect(noReason.code).toBe('invalid-argument');
    const notAdmin = await callError(buyer.call('declinePlan', { planId: orderId, reason: 'No' }));
    expect(reasonOf(notAdmin)).toBe('not_allowed');

    const reason = 'We could not confirm the employer';
    const { plan } = await admin.call<{ plan: PlanDto }>('declinePlan', { planId: orderId, reason });
    expect(plan.status).toBe('declined');
    expect(plan.decision).toMatchObject({ approved: false, reason });
    expect(plan.releasedAt).toBeNull();
    expect(plan.timeline.at(-1)?.note).toContain(reason);
    const order = await readDoc(`orders/${orderId}`);
    expect(order?.status).toBe('cancelled');
    expect(order?.paymentStatus).toBe('refund_due');
    expect(order?.plan?.releasedAt ?? null).toBeNull();
    expect((await readDoc(`products/${productId}`))?.stock).toBe(10);
    expect(deposit).toBeGreaterThan(0);
    // The refund goes through the orders' own refund.
    await admin.call('recordRefund', {
      orderId,
      amount: fromPesewas(deposit),
      method: 'mobile_money',
      reference: 'MM-REFUND-1',
    });
    expect((await readDoc(`orders/${orderId}`))?.paymentStatus).toBe('refunded');
  });

  it('declines a plan whose deposit never came: nothing to refund', async () => {
    const { orderId } = await planOrder({ template: LAYAWAY, status: 'awaiting_deposit', paid: 0 });
    await admin.call('declinePlan', { planId: orderId, reason: 'Asked by the customer' });
    const order = await readDoc(`orders/${orderId}`);
    expect([order?.status, order?.paymentStatus]).toEqual(['cancelled', 'not_needed']);
  });

  it('refuses an active plan', async () => {
    const { orderId } = await planOrder({ template: LAYAWAY, status: 'active', paid: 'deposit' });
    const error = await callError(admin.call('declinePlan', { planId: orderId, reason: 'Too late' }));
    expect(reasonOf(error)).toBe('wrong_status');
  });
});

describe('recordPlanPayment', () => {
  const approved = () => ({
    decision: { approved: true, reason: '', by: 'staff', byName: 'Staff', at: Timestamp.now() },
    overdueSince: daysAgo(4),
  });

  it('a cash payment of what is due clears an overdue plan; never more than owed; paying off makes it owned', async () => {
    // Started 40 days ago: the first monthly instalment was due 10 days ago, past its 5 grace days.
    const { orderId, schedule, deposit, buyer } = await planOrder({
      template: FINANCED,
      status: 'overdue',
      paid: 'deposit',
      startDay: daysAgo(40),
      fields: approved(),
    });
    const due = planPosition(schedule, deposit, 0, today());
    expect(due.overdue).toBe(true);

    const notAdmin = await callError(
      buyer.call('recordPlanPayment', {
        planId: orderId,
        payment: { method: 'cash', amount: 10, reference: 'R1' },
      }),
    );
    expect(reasonOf(notAdmin)).toBe('not_allowed');
    const tooMuch = await callError(
      admin.call('recordPlanPayment', {
        planId: orderId,
        payment: { method: 'cash', amount: fromPesewas(due.remaining + 1), reference: 'R1' },
      }),
    );
    expect([tooMuch.code, reasonOf(tooMuch)]).toEqual(['failed-precondition', 'more_than_owed']);

    const { plan } = await admin.call<{ plan: PlanDto }>('recordPlanPayment', {
      planId: orderId,
      payment: { method: 'cash', amount: fromPesewas(due.amountDue), reference: 'RCPT-0042' },
    });
    expect(plan.status).toBe('active');
    expect(plan.overdueSince).toBeNull();
    expect(plan.paid).toBe(deposit + due.amountDue);
    expect(plan.payments.at(-1)).toMatchObject({
      amount: due.amountDue,
      method: 'cash',
      reference: 'RCPT-0042',
      by: admin.uid,
    });
    expect((await readDoc(`plans/${orderId}`))?.remaining).toBe(schedule.total - deposit - due.amountDue);

    const now = planPosition(schedule, plan.paid, 0, today());
    const changed = await callError(
      admin.call('recordPlanPayment', {
        planId: orderId,
        payoff: true,
        payment: { method: 'bank_transfer', amount: fromPesewas(now.remaining + 100), reference: 'BT-1' },
      }),
    );
    expect(reasonOf(changed)).toBe('payoff_changed');
    const paidOff = await admin.call<{ plan: PlanDto }>('recordPlanPayment', {
      planId: orderId,
      payoff: true,
      payment: { method: 'bank_transfer', amount: fromPesewas(now.payoff), reference: 'BT-1' },
    });
    expect(paidOff.plan.status).toBe('owned');
    expect(paidOff.plan.paid + paidOff.plan.waived).toBe(schedule.total);
    expect((await readDoc(`orders/${orderId}`))?.paymentStatus).toBe('paid');

    const nothing = await callError(
      admin.call('recordPlanPayment', { planId: orderId, payment: { method: 'cash', amount: 1, reference: '' } }),
    );
    expect(reasonOf(nothing)).toBe('not_payable');
  });
});

describe('logPlanCall', () => {
  it('keeps the call for staff and the promise on the plan', async () => {
    const { orderId, buyer } = await planOrder({
      template: LAYAWAY,
      status: 'overdue',
      paid: 'deposit',
      startDay: daysAgo(14),
    });
    const notAdmin = await callError(
      buyer.call('logPlanCall', { planId: orderId, note: 'Hi', outcome: 'reached', promiseToPay: null }),
    );
    expect(reasonOf(notAdmin)).toBe('not_allowed');
    const past = await callError(
      admin.call('logPlanCall', { planId: orderId, note: 'Will pay', outcome: 'promised', promiseToPay: daysAgo(1) }),
    );
    expect(past.code).toBe('invalid-argument');

    const promise = shopDay(new Date(Date.now() + 3 * DAY));
    const { plan, call } = await admin.call<{ plan: PlanDto; call: { id: string } }>('logPlanCall', {
      planId: orderId,
      note: 'Salary comes on Friday',
      outcome: 'promised',
      promiseToPay: promise,
    });
    expect(plan.promiseToPay).toBe(promise);
    expect(plan.lastContactAt).not.toBeNull();
    const stored = await readDoc(`plans/${orderId}/calls/${call.id}`);
    expect(stored).toMatchObject({
      note: 'Salary comes on Friday',
      outcome: 'promised',
      promiseToPay: promise,
      by: admin.uid,
    });
    const saved = await readDoc(`plans/${orderId}`);
    expect(saved?.promiseToPay).toBe(promise);
    expect(saved?.status).toBe('overdue');

    // A later call without a promise keeps the one made.
    await admin.call('logPlanCall', { planId: orderId, note: 'No answer', outcome: 'no_answer', promiseToPay: null });
    expect((await readDoc(`plans/${orderId}`))?.promiseToPay).toBe(promise);
  });
});
