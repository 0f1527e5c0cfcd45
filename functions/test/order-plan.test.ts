import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '@domain/shared/date-time';
import { PLAN_REFUSAL_MESSAGES } from '@domain/plans/messages';
import { projectSearchKeys } from '@domain/projects/project-request';
import { PLAN_DEPOSIT_HOURS } from '@domain/plans/plan-rules';
import { confirmedScheduleOf, planSchedule, type PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import type { OrderUpdateResponse } from '@domain/order/order';
import { expireUnpaidOrders } from '../src/orders/lib/order-payments';
import { applyPlanPayment, plansCollection } from '../src/plans/lib/plans';
import {
  ADDRESS,
  callError,
  cleanup,
  createProduct,
  createUser,
  db,
  orderRequest,
  placeOrder,
  readDoc,
  shownTotal,
  type TestUser,
} from './support';
import { readPlan } from '../src/shared/stored';

/** Known settings: 12.5 % tax, free delivery from 5,000; two plans, the second from GH₵ 10,000 only. */
const SETTINGS = { taxRate: 12.5, deliveryFee: 50, freeDeliveryThreshold: 5000 };
const THREE_MONTHS: PlanTemplate = {
  id: 'three-months',
  name: '3 months',
  depositPercent: 30,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 5 },
  graceDays: 5,
  release: 'paid',
  minTotal: 1000,
  scope: 'products',
  active: true,
};
const BIG_ONLY: PlanTemplate = { ...THREE_MONTHS, id: 'big-only', name: '12 weeks', minTotal: 10_000 };
let saved: DocumentData | undefined;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  saved = await readDoc('settings/global');
  await db.doc('settings/global').update({ business: SETTINGS, planTemplates: [THREE_MONTHS, BIG_ONLY] });
  [customer, admin] = await Promise.all([createUser(), createUser({ role: 'admin' })]);
}, 60_000);

afterAll(async () => {
  if (saved) await db.doc('settings/global').set(saved);
  await cleanup();
});

/** The schedule the checkout shows for these lines today, on `template`. */
async function shownSchedule(items: { productId: string; quantity: number }[], template: PlanTemplate) {
  return planSchedule(await shownTotal(items), template, shopDay(new Date()));
}

/** An order of these lines in instalments, by a new customer (at most 3 orders may wait for the shop). */
async function planOrder(items: { productId: string; quantity: number }[], template = THREE_MONTHS) {
  customer = await createUser();
  const schedule = await shownSchedule(items, template);
  const request = orderRequest(items, { paymentMethod: 'instalments', plan: confirmedScheduleOf(schedule) });
  return { request, schedule, placed: await placeOrder(customer, request) };
}

describe('placeOrder with a payment plan', () => {
  it('creates the order awaiting its plan and the plan with exactly the schedule confirmed', async () => {
    const productId = await createProduct({ price: 2000, stock: 5 });
    const before = Date.now();
    const { request, schedule, placed } = await planOrder([{ productId, quantity: 1 }]);
    const id = request.orderId;
    // 2,000 + 12.5 % = 2,250 + delivery 50 = 2,300: deposit 690, 1,610 in 3, 5 % extra = 80.50.
    expect(schedule).toMatchObject({ cash: 230_000, deposit: 69_000, extra: 8050, total: 238_050 });
    expect(placed.order).toMatchObject({
      paymentMethod: 'instalments',
      paymentStatus: 'awaiting_payment',
      plan: { id, templateId: 'three-months', releasedAt: null },
    });
    const order = await readDoc(`orders/${id}`);
    // The order keeps its plan's status, what was paid and the figures its words quote (order-payment-state.ts).
    expect(order?.plan).toEqual({
      id,
      templateId: 'three-months',
      releasedAt: null,
      status: 'awaiting_deposit',
      paid: 0,
      figures: { name: '3 months', total: 238_050, deposit: 69_000, count: 3, release: 'paid' },
    });
    expect(order?.paymentDueBy).toBeUndefined();

    const stored = await readDoc(`plans/${id}`);
    const plan = readPlan(await plansCollection().doc(id).get());
    expect(plan.schedule).toEqual(schedule);
    expect(plan).toMatchObject({
      source: { kind: 'order', id, number: order?.number },
      userId: customer.uid,
      customer: { name: ADDRESS.fullName, email: customer.email, phone: '+233241234567' },
      status: 'awaiting_deposit',
      paid: 0,
      waived: 0,
      payments: [],
      paymentAttempts: [],
      decision: null,
      releasedAt: null,
      ownedAt: null,
      cancelled: null,
    });
    expect(stored?.remaining).toBe(238_050);
    expect(plan.searchKeys).toEqual(projectSearchKeys(String(order?.number), plan.customer));
    expect(plan.searchKeys).toEqual(expect.arrayContaining(['4567', 'abena']));
    expect(plan.timeline).toEqual([
      expect.objectContaining({
        status: 'awaiting_deposit',
        by: customer.uid,
        note: 'Plan "3 months" chosen and confirmed',
      }),
    ]);
    const dueBy = (stored?.depositDueBy as Timestamp).toMillis();
    expect(dueBy - before).toBeGreaterThanOrEqual(PLAN_DEPOSIT_HOURS * 3_600_000);
    expect(dueBy - Date.now()).toBeLessThanOrEqual(PLAN_DEPOSIT_HOURS * 3_600_000);
  });

  it('is idempotent by the order id: the same call again returns the first order and writes nothing', async () => {
    const productId = await createProduct({ price: 1500, stock: 5 });
    const { request, placed } = await planOrder([{ productId, quantity: 1 }]);
    const planBefore = await db.doc(`plans/${request.orderId}`).get();
    const again = await placeOrder(customer, request);
    expect(again.alreadyPlaced).toBe(true);
    expect(again.order.id).toBe(placed.order.id);
    const planAfter = await db.doc(`plans/${request.orderId}`).get();
    expect(planAfter.updateTime?.isEqual(planBefore.updateTime as Timestamp)).toBe(true);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 4 });
  });

  it('refuses a schedule that changed since it was shown, with the new schedule, and writes nothing', async () => {
    const productId = await createProduct({ price: 2000, stock: 5 });
    customer = await createUser();
    const items = [{ productId, quantity: 1 }];
    const seen = await shownSchedule(items, THREE_MONTHS);
    const changed = { ...THREE_MONTHS, depositPercent: 40 };
    await db.doc('settings/global').update({ planTemplates: [changed, BIG_ONLY] });
    try {
      const request = orderRequest(items, { paymentMethod: 'instalments', plan: confirmedScheduleOf(seen) });
      const error = await callError(placeOrder(customer, request));
      const now = await shownSchedule(items, changed);
      expect(error).toMatchObject({
        code: 'failed-precondition',
        message: PLAN_REFUSAL_MESSAGES.schedule_changed,
        details: { reason: 'schedule_changed', schedule: now },
      });
      expect((error.details as { schedule: PlanSchedule }).schedule.deposit).toBe(92_000);
      expect(await readDoc(`orders/${request.orderId}`)).toBeUndefined();
      expect(await readDoc(`plans/${request.orderId}`)).toBeUndefined();
      expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 5 });
      // Confirmed again with the new figures: placed.
      const retry = { ...request, plan: confirmedScheduleOf(now) };
      expect((await placeOrder(customer, retry)).order.plan?.templateId).toBe('three-months');
    } finally {
      await db.doc('settings/global').update({ planTemplates: [THREE_MONTHS, BIG_ONLY] });
    }
  });

  it('refuses a plan below its smallest total, and one the shop does not offer (or no longer does)', async () => {
    const productId = await createProduct({ price: 2000, stock: 5 });
    customer = await createUser();
    const items = [{ productId, quantity: 1 }];
    const below = orderRequest(items, {
      paymentMethod: 'instalments',
      plan: confirmedScheduleOf(await shownSchedule(items, BIG_ONLY)),
    });
    expect(await callError(placeOrder(customer, below))).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'below_minimum' },
    });
    const unknown = orderRequest(items, {
      paymentMethod: 'instalments',
      plan: { ...confirmedScheduleOf(await shownSchedule(items, THREE_MONTHS)), templateId: 'six-months' },
    });
    expect(await callError(placeOrder(customer, unknown))).toMatchObject({ details: { reason: 'no_plan' } });
    await db.doc('settings/global').update({ planTemplates: [{ ...THREE_MONTHS, active: false }, BIG_ONLY] });
    try {
      const off = orderRequest(items, {
        paymentMethod: 'instalments',
        plan: confirmedScheduleOf(await shownSchedule(items, THREE_MONTHS)),
      });
      expect(await callError(placeOrder(customer, off))).toMatchObject({ details: { reason: 'no_plan' } });
    } finally {
      await db.doc('settings/global').update({ planTemplates: [THREE_MONTHS, BIG_ONLY] });
    }
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 5 });
  });

  it('needs a schedule with instalments, and none with any other payment', async () => {
    const productId = await createProduct({ stock: 5 });
    const items = [{ productId, quantity: 1 }];
    const noPlan = orderRequest(items, { paymentMethod: 'instalments' });
    expect((await callError(placeOrder(customer, noPlan))).code).toBe('invalid-argument');
    const stray = orderRequest(items, { plan: confirmedScheduleOf(await shownSchedule(items, THREE_MONTHS)) });
    expect((await callError(placeOrder(customer, stray))).code).toBe('invalid-argument');
  });
});

describe('the order of a plan', () => {
  it('stays pending until its plan releases the goods: staff cannot move it on before', async () => {
    const productId = await createProduct({ price: 1200, stock: 5 });
    const { request } = await planOrder([{ productId, quantity: 1 }]);
    const error = await callError(admin.call('updateOrderStatus', { orderId: request.orderId, status: 'confirmed' }));
    expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: 'plan_not_released' } });
    expect(error.message).toBe(PLAN_REFUSAL_MESSAGES.plan_not_released);
    // Released (the plan paid in full, here at the shop): now it moves on.
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(plansCollection().doc(request.orderId));
      const plan = readPlan(snap);
      const result = applyPlanPayment(
        { tx, snap, plan, by: admin.uid, now: Timestamp.now() },
        { amount: plan.schedule.total, payoff: false, method: 'cash', reference: 'R-1', note: 'Paid at the shop' },
      );
      expect(result.ok).toBe(true);
    });
    const { order } = await admin.call<OrderUpdateResponse>('updateOrderStatus', {
      orderId: request.orderId,
      status: 'confirmed',
    });
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(order.plan?.releasedAt).not.toBeNull();
  });

  it('is not cancelled by the Mobile Money expiry (its deposit has its own time)', async () => {
    const productId = await createProduct({ price: 1200, stock: 5 });
    const { request } = await planOrder([{ productId, quantity: 1 }]);
    const expired = await expireUnpaidOrders(new Date(Date.now() + 30 * 86_400_000));
    expect(expired).not.toContain(request.orderId);
    expect(await readDoc(`orders/${request.orderId}`)).toMatchObject({ status: 'pending' });
  });

  it('cancelled by the customer with nothing paid: the plan is cancelled with it, in the same transaction', async () => {
    const productId = await createProduct({ price: 1200, stock: 5 });
    const { request } = await planOrder([{ productId, quantity: 1 }]);
    const { order } = await customer.call<OrderUpdateResponse>('cancelMyOrder', { orderId: request.orderId });
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'not_needed' });
    const plan = readPlan(await plansCollection().doc(request.orderId).get());
    expect(plan).toMatchObject({ status: 'cancelled', depositDueBy: null });
    expect(plan.cancelled?.by).toBe(customer.uid);
    expect(plan.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: customer.uid });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 5 });
  });

  it('cancelled by staff with nothing paid: the plan is cancelled with it', async () => {
    const productId = await createProduct({ price: 1200, stock: 5 });
    const { request } = await planOrder([{ productId, quantity: 1 }]);
    const { order } = await admin.call<OrderUpdateResponse>('updateOrderStatus', {
      orderId: request.orderId,
      status: 'cancelled',
    });
    expect(order.status).toBe('cancelled');
    const plan = readPlan(await plansCollection().doc(request.orderId).get());
    expect(plan.status).toBe('cancelled');
    expect(plan.cancelled?.by).toBe(admin.uid);
  });

  it('once money is paid on the plan, the customer cannot cancel: they are told to call the shop', async () => {
    const productId = await createProduct({ price: 1200, stock: 5 });
    const { request } = await planOrder([{ productId, quantity: 1 }]);
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(plansCollection().doc(request.orderId));
      const plan = readPlan(snap);
      applyPlanPayment(
        { tx, snap, plan, by: admin.uid, now: Timestamp.now() },
        { amount: plan.schedule.deposit, payoff: false, method: 'cash', reference: 'R-2', note: 'Deposit at the shop' },
      );
    });
    const error = await callError(customer.call('cancelMyOrder', { orderId: request.orderId }));
    expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: 'plan_has_payments' } });
    expect(await readDoc(`orders/${request.orderId}`)).toMatchObject({ status: 'pending' });
    expect(await readDoc(`plans/${request.orderId}`)).toMatchObject({ status: 'active' });
  });

  it('deposit paid on a layaway plan: the order says so, and staff can neither send it out, deliver nor cancel it', async () => {
    const productId = await createProduct({ price: 1200, stock: 5 });
    const { request, schedule } = await planOrder([{ productId, quantity: 1 }]);
    await payAtShop(request.orderId, schedule.deposit);
    // The order keeps its plan's state, written with the payment.
    expect(await readDoc(`orders/${request.orderId}`)).toMatchObject({
      status: 'pending',
      paymentStatus: 'awaiting_payment',
      plan: { status: 'active', paid: schedule.deposit, releasedAt: null },
    });
    for (const status of ['out_for_delivery', 'delivered'] as const) {
      const error = await callError(admin.call('updateOrderStatus', { orderId: request.orderId, status }));
      expect(error).toMatchObject({ code: 'failed-precondition', details: { reason: 'plan_not_released' } });
    }
    const cancel = await callError(admin.call('updateOrderStatus', { orderId: request.orderId, status: 'cancelled' }));
    expect(cancel).toMatchObject({ code: 'failed-precondition', details: { reason: 'plan_has_payments' } });
    expect(cancel.message).toBe(PLAN_REFUSAL_MESSAGES.plan_has_payments);
    expect(await readDoc(`orders/${request.orderId}`)).toMatchObject({ status: 'pending' });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ stock: 4 });
  });

  it('an order written before it kept its plan state is decided from the plan itself', async () => {
    const productId = await createProduct({ price: 1200, stock: 5 });
    const { request, schedule } = await planOrder([{ productId, quantity: 1 }]);
    await payAtShop(request.orderId, schedule.deposit);
    const { plan: link } = (await readDoc(`orders/${request.orderId}`)) as { plan: Record<string, unknown> };
    await db.doc(`orders/${request.orderId}`).update({
      plan: { id: link.id, templateId: link.templateId, releasedAt: null, ownedAt: null },
    });
    const error = await callError(customer.call('cancelMyOrder', { orderId: request.orderId }));
    expect(error).toMatchObject({ details: { reason: 'plan_has_payments' } });
    const staff = await callError(admin.call('updateOrderStatus', { orderId: request.orderId, status: 'cancelled' }));
    expect(staff).toMatchObject({ details: { reason: 'plan_has_payments' } });
  });
});

/** A payment received at the shop on the order's plan (as staff record it), in its own transaction. */
async function payAtShop(planId: string, amount: number) {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(plansCollection().doc(planId));
    const plan = readPlan(snap);
    const result = applyPlanPayment(
      { tx, snap, plan, by: admin.uid, now: Timestamp.now() },
      { amount, payoff: false, method: 'cash', reference: `R-${amount}`, note: 'Paid at the shop' },
    );
    expect(result.ok).toBe(true);
  });
}
