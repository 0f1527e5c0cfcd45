import { shopDay } from '@domain/shared/date-time';
import type { OrderItem } from '@domain/order/order';
import { offeredSchedules } from '@domain/plans/plan-offers';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import { calculateTotals, type DeliveryMethod } from '@domain/order/pricing';
import type { BusinessSettings } from '@domain/shop/settings';

/**
 * The payment plans offered for the cart as priced now (docs/plans.md, "Choosing a plan at checkout"): each
 * template that applies to its cash total (templatesFor), with its schedule from planSchedule starting today.
 * `changed` is a schedule placeOrder answered with (`schedule_changed`): shown instead of the one computed here
 * for its template while it is for the same cash price, so that the shopper confirms the figures the shop has.
 */
export function planOffers(input: {
  templates: readonly PlanTemplate[];
  lines: readonly Pick<OrderItem, 'price' | 'quantity'>[];
  settings: BusinessSettings;
  method: DeliveryMethod;
  region: string | null;
  today?: string;
  changed?: PlanSchedule | null;
}): PlanSchedule[] {
  const { total } = calculateTotals(input.lines, input.settings, input.method, input.region);
  return offeredSchedules({
    templates: input.templates,
    cashTotal: total,
    kind: 'order',
    today: input.today ?? shopDay(new Date()),
    changed: input.changed,
  });
}
