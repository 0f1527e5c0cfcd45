import { describe, expect, it } from 'vitest';
import { formatPesewas } from '@domain/shared/money';
import { planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { orderFromRecord } from './order-record';
import { orderPaymentState, orderPlanFigures, staffMoveHold } from './order-payment-state';
import { ORDER_PAYMENT_WORDS as W } from './messages';
import { nextStatuses } from './order-status';
import { THREE_MONTHS_GOODS } from '@domain/plans/plan-template.fixtures';

/** 30 % down, 3 monthly payments, 6 % on the part paid in instalments, for a GH₵12,075.00 order. */
const LAYAWAY: PlanTemplate = THREE_MONTHS_GOODS;
const FINANCED: PlanTemplate = { ...LAYAWAY, release: 'deposit' };
const schedule = planSchedule(1_207_500, LAYAWAY, '2026-01-10');

const at = (value: unknown) => value;
const order = (data: Record<string, unknown>) =>
  orderFromRecord(
    'order-1',
    { status: 'pending', paymentStatus: 'unpaid', paymentMethod: 'cash_on_delivery', total: 12_075, ...data },
    at,
  );
const planOrder = (plan: Record<string, unknown>, data: Record<string, unknown> = {}, template = LAYAWAY) =>
  order({
    paymentMethod: 'instalments',
    paymentStatus: 'awaiting_payment',
    plan: {
      id: 'order-1',
      templateId: template.id,
      releasedAt: null,
      ownedAt: null,
      status: 'awaiting_deposit',
      paid: 0,
      figures: orderPlanFigures(planSchedule(1_207_500, template, '2026-01-10')),
      ...plan,
    },
    ...data,
  });

describe('orderPaymentState', () => {
  it('an order paid on delivery: its words, every later step for staff, the customer may cancel while pending', () => {
    const state = orderPaymentState(order({ delivery: { method: 'delivery' } }));
    expect(state).toMatchObject({
      customer: W.onDelivery,
      staff: 'Unpaid',
      look: 'later',
      plan: null,
      customerCancel: { ok: true },
      staffMoves: nextStatuses('pending', 'delivery'),
      staffHolds: { forward: null, cancel: null },
      mayMarkPaid: true,
      mayPayNow: false,
    });
  });

  it('the plan quotes its own total (GH₵12,582.15: the cash price, 6 % on the 70 % paid later), never the cash price', () => {
    expect(schedule.cash).toBe(1_207_500);
    expect(schedule.total).toBe(1_258_215);
    const state = orderPaymentState(planOrder({}));
    expect(state.customerDetail).toContain(formatPesewas(1_258_215));
    expect(state.customerDetail).not.toContain('12,075.00');
  });

  it('deposit awaited: the customer pays it or cancels; staff may only cancel, the goods are kept', () => {
    const state = orderPaymentState(planOrder({}));
    expect(state).toMatchObject({
      customer: W.plan.customer.depositAwaited(formatPesewas(schedule.deposit)),
      staff: W.plan.staff.depositAwaited,
      look: 'waiting',
      plan: { stage: 'deposit_awaited', held: true, paid: 0 },
      mayPayNow: false,
      mayPayPlan: true,
      customerCancel: { ok: true },
      staffMoves: ['cancelled'],
      staffHolds: { forward: 'plan_not_released', cancel: null },
      mayMarkPaid: false,
    });
    expect(state.customerDetail).toContain(W.plan.customerGoods.keptUntilPaid);
  });

  it('part of the deposit paid: nobody simply cancels it any more', () => {
    const state = orderPaymentState(planOrder({ paid: 100_000 }));
    expect(state.customer).toBe(W.plan.customer.depositPart(formatPesewas(100_000), formatPesewas(schedule.deposit)));
    expect(state.customerCancel).toEqual({ ok: false, hold: 'plan_has_payments' });
    expect(state.staffMoves).toEqual([]);
  });

  it('deposit paid on a layaway plan: instalments running, goods held, no cancel and no delivery steps', () => {
    const state = orderPaymentState(planOrder({ status: 'active', paid: schedule.deposit }));
    expect(state).toMatchObject({
      customer: W.plan.customer.instalments,
      staff: W.plan.staff.instalments,
      look: 'plan',
      plan: { stage: 'instalments', held: true },
      customerCancel: { ok: false, hold: 'plan_has_payments' },
      staffMoves: [],
      mayPayNow: false,
      mayPayPlan: true,
      mayMarkPaid: false,
    });
    expect(state.customer).not.toBe(W.waiting);
    expect(state.customerDetail).toBe(
      [
        W.plan.planTotal('3 months', formatPesewas(schedule.total), formatPesewas(schedule.deposit), 3),
        W.plan.paidSoFar(formatPesewas(schedule.deposit), formatPesewas(schedule.total)),
        W.plan.customerGoods.keptUntilPaid,
      ].join(' '),
    );
    expect(staffMoveHold(state, 'out_for_delivery')).toBe('plan_not_released');
    expect(staffMoveHold(state, 'delivered')).toBe('plan_not_released');
    expect(staffMoveHold(state, 'cancelled')).toBe('plan_has_payments');
    expect(state.staffDetail).toContain(W.plan.staffGoods.cancelOnPlan);
  });

  it('a financed plan: approval awaited, then released: the order moves on while instalments run', () => {
    const waiting = orderPaymentState(planOrder({ status: 'awaiting_approval', paid: 10 }, {}, FINANCED));
    expect(waiting.customer).toBe(W.plan.customer.approvalAwaited);
    expect(waiting.customerDetail).toContain(W.plan.customerGoods.keptUntilApproved);
    expect(waiting.staffMoves).toEqual([]);
    const released = orderPaymentState(
      planOrder({ status: 'active', paid: 10, releasedAt: new Date() }, { delivery: { method: 'delivery' } }, FINANCED),
    );
    expect(released.plan?.held).toBe(false);
    expect(released.staffMoves).toEqual(['confirmed', 'processing', 'out_for_delivery', 'delivered']);
    expect(staffMoveHold(released, 'delivered')).toBeNull();
    expect(staffMoveHold(released, 'cancelled')).toBe('plan_has_payments');
    expect(released.customerDetail).toContain(W.plan.customerGoods.handOver);
  });

  it('overdue, and fully paid', () => {
    expect(orderPaymentState(planOrder({ status: 'overdue', paid: 10 })).customer).toBe(W.plan.customer.overdue);
    const owned = orderPaymentState(
      planOrder(
        { status: 'owned', paid: schedule.total, releasedAt: new Date(), ownedAt: new Date() },
        { paymentStatus: 'paid' },
      ),
    );
    expect(owned).toMatchObject({ customer: W.plan.customer.paidOff, look: 'paid', mayPayPlan: false });
    expect(owned.customerDetail).toContain(W.plan.customerGoods.yours);
  });

  it('a plan cancelled with its order: the order says what any cancelled order says', () => {
    const state = orderPaymentState(
      planOrder({ status: 'cancelled' }, { status: 'cancelled', paymentStatus: 'not_needed' }),
    );
    expect(state).toMatchObject({ customer: W.nothingToPay, mayPayPlan: false, staffMoves: [] });
  });

  it('an order written before it kept its plan state: "Paid in instalments", cancelled by the shop only', () => {
    const state = orderPaymentState(
      order({
        paymentMethod: 'instalments',
        paymentStatus: 'awaiting_payment',
        plan: { id: 'order-1', templateId: 'x', releasedAt: null },
      }),
    );
    expect(state.customer).toBe(W.plan.customer.unknown);
    expect(state.customerCancel).toEqual({ ok: false, hold: 'plan_has_payments' });
    expect(state.staffMoves).toEqual(['cancelled']);
  });
});
