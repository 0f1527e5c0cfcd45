import { formatPesewas } from '@domain/shared/money';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { OrderOf, OrderPlanFigures } from './order-record';
import {
  canCustomerCancel,
  mayPayNow,
  nextStatuses,
  PAYMENT_STATUS_LABELS,
  shownPaymentStatus,
  type OrderStatus,
  type PaymentStatus,
} from './order-status';
import { ORDER_PAYMENT_WORDS } from './messages';

/**
 * Where an order's payment stands and what may be done with it now, for the customer and for staff: the one rule
 * behind the customer's order page and My orders, staff's order page and list, the order's e-mails and SMS, and
 * the functions that enforce it (cancelMyOrder, updateOrderStatus). An order paid in instalments follows its
 * plan (docs/plans.md): the deposit awaited, paid and checked by the shop, instalments running or overdue, its
 * goods kept at the shop until the plan allows them to be handed over, fully paid.
 */

/** How the payment looks at a glance (its icon and colour on the screens). */
export type PaymentLook = 'paid' | 'waiting' | 'later' | 'plan' | 'refund' | 'none';

/** Where an order paid in instalments stands on its plan. */
export type OrderPlanStage =
  /** Nothing, or only part, of the deposit paid yet */
  | 'deposit_awaited'
  /** Deposit paid; the shop checks the plan before the goods can be handed over */
  | 'approval_awaited'
  /** Deposit paid, instalments running (up to date) */
  | 'instalments'
  /** Deposit paid, a payment late */
  | 'overdue'
  /** Everything paid */
  | 'paid_off'
  /** Declined by the shop or cancelled: the order is cancelled with it */
  | 'ended'
  /** An order written before it kept its plan's state: see the plan */
  | 'unknown';

/** Why a move is withheld: the plan keeps the goods, or money was paid on the plan (settled through the plan). */
export type OrderActionHold = 'status' | 'plan_not_released' | 'plan_has_payments';

export interface OrderPaymentState {
  /** The payment status (shownPaymentStatus: a cancelled order never waits for a payment) */
  shown: PaymentStatus;
  look: PaymentLook;
  /** The customer's words, short (a badge), and the sentence the order's page and messages say */
  customer: string;
  customerDetail: string;
  /** Staff's words, short, and their sentence */
  staff: string;
  staffDetail: string;
  /** Paid in instalments: where its plan stands, whether its goods are still kept, its figures; null otherwise */
  plan: {
    stage: OrderPlanStage;
    /** The goods stay at the shop: the order does not move on from pending */
    held: boolean;
    paid: number;
    figures: OrderPlanFigures | null;
    /** Where the goods are, in the customer's and staff's words ('' once the plan ended) */
    goods: { customer: string; staff: string };
  } | null;
  /** The customer may pay the order itself now with Mobile Money (mayPayNow) */
  mayPayNow: boolean;
  /** The customer may pay toward the order's plan (its page, `planPayPath`) */
  mayPayPlan: boolean;
  /** Whether the customer may cancel it, else why not */
  customerCancel: { ok: true } | { ok: false; hold: OrderActionHold };
  /** The statuses staff may move it to now (a later step, or cancelled) */
  staffMoves: OrderStatus[];
  /**
   * Why staff may not move it now where its delivery would allow: on to a later step (`forward`: the plan keeps the
   * goods), or to cancelled (`cancel`: money was paid on the plan); null when nothing is withheld.
   */
  staffHolds: { forward: 'plan_not_released' | null; cancel: 'plan_has_payments' | null };
  /** Staff may record a payment received ("Mark as paid") */
  mayMarkPaid: boolean;
}

/** What this rule reads of an order (the app's Order, the functions' stored order, a notification's order). */
export type OrderForPaymentState = Pick<OrderOf<unknown>, 'status' | 'paymentStatus' | 'paymentMethod'> & {
  delivery: Pick<OrderOf<unknown>['delivery'], 'method'>;
  plan?: Pick<NonNullable<OrderOf<unknown>['plan']>, 'status' | 'paid' | 'figures' | 'releasedAt'> | null;
};

const W = ORDER_PAYMENT_WORDS;

/** What an order keeps of its plan's schedule (placeOrder, the demo data): the figures its words quote. */
export const orderPlanFigures = (schedule: PlanSchedule): OrderPlanFigures => ({
  name: schedule.name,
  total: schedule.total,
  deposit: schedule.deposit,
  count: schedule.instalments.length,
  release: schedule.release,
});

/** The stage of an order's plan, from what the order keeps of it. */
export function orderPlanStage(plan: NonNullable<OrderForPaymentState['plan']>): OrderPlanStage {
  switch (plan.status) {
    case null:
      return 'unknown';
    case 'awaiting_deposit':
      return 'deposit_awaited';
    case 'awaiting_approval':
      return 'approval_awaited';
    case 'active':
      return 'instalments';
    case 'overdue':
      return 'overdue';
    case 'owned':
      return 'paid_off';
    case 'declined':
    case 'cancelled':
      return 'ended';
  }
}

/** An order not paid in instalments (or whose plan ended with it): its payment status in words. */
function plainWords(order: OrderForPaymentState, shown: PaymentStatus): { text: string; look: PaymentLook } {
  switch (shown) {
    case 'paid':
      return { text: W.paid, look: 'paid' };
    case 'awaiting_payment':
      return { text: W.waiting, look: 'waiting' };
    case 'unpaid':
      if (order.status === 'delivered') return { text: W.notYetPaid, look: 'later' };
      return { text: order.delivery.method === 'pickup' ? W.atPickup : W.onDelivery, look: 'later' };
    case 'expired':
      return { text: W.expired, look: 'none' };
    case 'not_needed':
      return { text: W.nothingToPay, look: 'none' };
    case 'refund_due':
      return { text: W.refundDue, look: 'refund' };
    case 'refunded':
      return { text: W.refunded, look: 'refund' };
  }
}

/** The words of a plan at `stage` (not ended), for the customer and staff. */
function planWords(
  stage: Exclude<OrderPlanStage, 'ended'>,
  plan: NonNullable<OrderForPaymentState['plan']>,
): { customer: string; staff: string; look: PaymentLook } {
  const deposit = plan.figures ? formatPesewas(plan.figures.deposit) : '';
  const part = stage === 'deposit_awaited' && plan.paid > 0 && plan.figures !== null;
  const C = W.plan.customer;
  const S = W.plan.staff;
  switch (stage) {
    case 'deposit_awaited':
      return part
        ? {
            customer: C.depositPart(formatPesewas(plan.paid), deposit),
            staff: S.depositPart(formatPesewas(plan.paid), deposit),
            look: 'waiting',
          }
        : {
            customer: plan.figures ? C.depositAwaited(deposit) : C.unknown,
            staff: S.depositAwaited,
            look: 'waiting',
          };
    case 'approval_awaited':
      return { customer: C.approvalAwaited, staff: S.approvalAwaited, look: 'plan' };
    case 'instalments':
      return { customer: C.instalments, staff: S.instalments, look: 'plan' };
    case 'overdue':
      return { customer: C.overdue, staff: S.overdue, look: 'waiting' };
    case 'paid_off':
      return { customer: C.paidOff, staff: S.paidOff, look: 'paid' };
    case 'unknown':
      return { customer: C.unknown, staff: S.unknown, look: 'plan' };
  }
}

/** Where the goods of a plan at `stage` are, in the words of `who`. */
function goodsWords(
  stage: OrderPlanStage,
  plan: NonNullable<OrderForPaymentState['plan']>,
  held: boolean,
  who: 'customer' | 'staff',
): string {
  const goods = who === 'customer' ? W.plan.customerGoods : W.plan.staffGoods;
  if (stage === 'paid_off') return goods.yours;
  if (!held) return goods.handOver;
  return plan.figures?.release === 'deposit' ? goods.keptUntilApproved : goods.keptUntilPaid;
}

/** The sentence beside the words: the plan's terms, what is paid of its total, and where the goods are. */
function planDetail(plan: NonNullable<OrderForPaymentState['plan']>, goods: string): string {
  const f = plan.figures;
  const paid = f ? W.plan.paidSoFar(formatPesewas(plan.paid), formatPesewas(f.total)) : '';
  const terms = f ? W.plan.planTotal(f.name, formatPesewas(f.total), formatPesewas(f.deposit), f.count) : '';
  return [terms, paid, goods].filter(Boolean).join(' ');
}

/** The one rule: where this order's payment stands and what the customer and staff may do with it now. */
export function orderPaymentState(order: OrderForPaymentState): OrderPaymentState {
  const shown = shownPaymentStatus(order);
  const allMoves = nextStatuses(order.status, order.delivery.method);
  const cancelled = order.status === 'cancelled';
  const plan = order.paymentMethod === 'instalments' && order.plan ? order.plan : null;
  const stage = plan ? orderPlanStage(plan) : null;

  if (!plan || !stage || stage === 'ended' || cancelled) {
    const { text, look } = plainWords(order, shown);
    return {
      shown,
      look,
      customer: text,
      customerDetail: '',
      staff: PAYMENT_STATUS_LABELS[shown],
      staffDetail: '',
      plan:
        plan && stage
          ? { stage, held: false, paid: plan.paid, figures: plan.figures, goods: { customer: '', staff: '' } }
          : null,
      mayPayNow: mayPayNow(order),
      mayPayPlan: false,
      customerCancel: canCustomerCancel(order.status) ? { ok: true } : { ok: false, hold: 'status' },
      staffMoves: allMoves,
      staffHolds: { forward: null, cancel: null },
      mayMarkPaid: shown === 'unpaid' && !cancelled,
    };
  }

  // Paid in instalments, its plan open or paid off.
  const held = plan.releasedAt == null && stage !== 'paid_off';
  // Once money is paid on the plan, the order is settled through the plan (declined with a refund), never simply
  // cancelled; an order of an unknown plan state is cancelled by staff only (the function reads the plan).
  const paidOnPlan = plan.paid > 0 || stage === 'unknown';
  const forward = allMoves.filter((s) => s !== 'cancelled');
  const staffMoves = [
    ...(held ? [] : forward),
    ...(allMoves.includes('cancelled') && !(plan.paid > 0) ? (['cancelled'] as const) : []),
  ];
  const staffHolds = {
    forward: held && forward.length > 0 ? ('plan_not_released' as const) : null,
    cancel: allMoves.includes('cancelled') && plan.paid > 0 ? ('plan_has_payments' as const) : null,
  };
  const words = planWords(stage, plan);
  const goods = {
    customer: goodsWords(stage, plan, held, 'customer'),
    staff: goodsWords(stage, plan, held, 'staff'),
  };
  return {
    shown,
    look: words.look,
    customer: words.customer,
    customerDetail: planDetail(plan, goods.customer),
    staff: words.staff,
    staffDetail: [planDetail(plan, goods.staff), staffHolds.cancel ? W.plan.staffGoods.cancelOnPlan : '']
      .filter(Boolean)
      .join(' '),
    plan: { stage, held, paid: plan.paid, figures: plan.figures, goods },
    mayPayNow: false,
    mayPayPlan: stage !== 'paid_off',
    customerCancel: !canCustomerCancel(order.status)
      ? { ok: false, hold: 'status' }
      : paidOnPlan
        ? { ok: false, hold: 'plan_has_payments' }
        : { ok: true },
    staffMoves,
    staffHolds,
    mayMarkPaid: false,
  };
}

/** Why staff may not move the order to `to` now, when its delivery allows it but its payment does not; else null. */
export function staffMoveHold(
  state: Pick<OrderPaymentState, 'staffMoves' | 'staffHolds'>,
  to: OrderStatus,
): 'plan_not_released' | 'plan_has_payments' | null {
  if (state.staffMoves.includes(to)) return null;
  return to === 'cancelled' ? state.staffHolds.cancel : state.staffHolds.forward;
}
