import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { OrderOf } from './order-record';
import { orderPaymentState } from './order-payment-state';
import type { OrderPlanNotice } from './messages';

/**
 * The messages of an order paid in instalments (docs/plans.md): what its e-mails and SMS say of its plan, from
 * the plan's schedule and the one rule of the order's payment (order-payment-state.ts), so that a message
 * quotes the figures and the state the order's page shows. notification-templates.ts calls these for an order
 * whose data carries `orderPlan`.
 */

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
