import { formatDay } from '@domain/shared/date-time';
import { fromPesewas, ghsText } from '@domain/shared/money';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { PLAN_DEPOSIT_HOURS } from '@domain/plans/plan-rules';
import type { OrderOf } from './order-record';
import { orderPaymentState } from './order-payment-state';

/**
 * The messages of an order paid in instalments (docs/plans.md): what its e-mails and SMS say of its plan, from
 * the plan's schedule and the one rule of the order's payment (order-payment-state.ts), so that a message
 * quotes the figures and the state the order's page shows. notification-templates.ts calls these for an order
 * whose data carries `orderPlan`.
 */

/** What a message of an order paid in instalments knows of its plan (pesewas), kept in the notification's data. */
export interface OrderPlanNotice {
  name: string;
  cash: number;
  total: number;
  deposit: number;
  paid: number;
  frequency: PlanSchedule['frequency'];
  instalments: { dueOn: string; amount: number }[];
  /** Where the order's payment stands and where its goods are, in the customer's words (orderPaymentState) */
  state: string;
  goods: string;
  stage: string;
}

/** The plan part of an order's notification data: its schedule's figures and the order's payment state. */
export function orderPlanNotice(order: OrderOf<unknown>, schedule: PlanSchedule): OrderPlanNotice {
  const state = orderPaymentState(order);
  return {
    name: schedule.name,
    cash: schedule.cash,
    total: schedule.total,
    deposit: schedule.deposit,
    paid: order.plan?.paid ?? 0,
    frequency: schedule.frequency,
    instalments: schedule.instalments.map(({ dueOn, amount }) => ({ dueOn, amount })),
    state: state.customer,
    goods: state.plan?.goods.customer ?? '',
    stage: state.plan?.stage ?? 'unknown',
  };
}

const ghs = (pesewas: number) => ghsText(fromPesewas(pesewas));
const EVERY = { weekly: 'weekly', monthly: 'monthly' } as const;

/** "3 monthly payments: GHS 1,000.00 on 12 March 2026, ..." */
function instalmentsLine(p: OrderPlanNotice): string {
  const n = p.instalments.length;
  const rows = p.instalments.map((i) => `${ghs(i.amount)} on ${formatDay(i.dueOn)}`).join(', ');
  return `then ${n} ${EVERY[p.frequency]} ${n === 1 ? 'payment' : 'payments'}: ${rows}`;
}

/** The words of an order's messages about its plan. */
export const ORDER_PLAN_MESSAGE_WORDS = {
  placed: (p: OrderPlanNotice) => [
    `You chose to pay in instalments, plan "${p.name}": ${ghs(p.total)} in all, a deposit of ${ghs(p.deposit)}, ${instalmentsLine(p)}. The price in cash is ${ghs(p.cash)}.`,
    `Pay the deposit of ${ghs(p.deposit)} by Mobile Money within ${PLAN_DEPOSIT_HOURS} hours on your order's page, or the order is cancelled and the goods are returned to stock.`,
    p.goods,
  ],
  placedSms: (shop: string, n: string, p: OrderPlanNotice) =>
    `${shop}: order ${n} received. Plan ${p.name}: deposit ${ghs(p.deposit)}, then ${p.instalments.length} payments, ${ghs(p.total)} in all. Pay the deposit within ${PLAN_DEPOSIT_HOURS}h.`,
  placedStaff: (p: OrderPlanNotice) =>
    `Paid in instalments, plan "${p.name}": ${ghs(p.total)} in all, deposit ${ghs(p.deposit)} awaited.`,
  depositSubject: (shop: string, n: string) => `${shop}: deposit received for order ${n}`,
  deposit: (n: string, p: OrderPlanNotice) => [
    `We received your deposit of ${ghs(p.deposit)} for order ${n}. Thank you.`,
    `${p.state}: ${ghs(p.paid)} of ${ghs(p.total)} paid on your plan "${p.name}". ${p.goods}`,
  ],
  depositSms: (shop: string, n: string, p: OrderPlanNotice) =>
    `${shop}: deposit of ${ghs(p.deposit)} received for order ${n}. ${ghs(p.paid)} of ${ghs(p.total)} paid on your plan.`,
  paidOffSubject: (shop: string, n: string) => `${shop}: your plan for order ${n} is fully paid`,
  paidOff: (n: string, p: OrderPlanNotice) => [
    `Your plan for order ${n} is fully paid: ${ghs(p.paid)} received in all. Thank you.`,
    p.goods,
  ],
  paidOffSms: (shop: string, n: string, p: OrderPlanNotice) =>
    `${shop}: your plan for order ${n} is fully paid (${ghs(p.paid)}). The goods are yours. Thank you.`,
  itemsTotal: 'Price in cash',
} as const;
