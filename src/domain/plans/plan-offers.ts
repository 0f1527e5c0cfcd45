import { toPesewas, type Pesewas } from '@domain/shared/money';
import { calculateTotals } from '@domain/order/pricing';
import type { BusinessSettings } from '@domain/shop/settings';
import { planSchedule, type PlanSchedule } from './plan-schedule';
import { templatesFor, type PlanTemplate } from './plan-template-terms';

/**
 * The plans offered for a purchase of `cashTotal` GHS (an order, or a project's option), each with its schedule
 * from `today` (planSchedule): the templates that apply (templatesFor). `changed` is a schedule the function
 * answered with (`schedule_changed`): shown instead of the one computed here for its template while it is for
 * the same cash price, so that the customer confirms the figures the shop has.
 */
export function offeredSchedules(input: {
  templates: readonly PlanTemplate[];
  cashTotal: number;
  kind: 'order' | 'project';
  today: string;
  changed?: PlanSchedule | null | undefined;
}): PlanSchedule[] {
  const cash = toPesewas(input.cashTotal);
  return templatesFor(input.templates, input.cashTotal, input.kind).map((template) =>
    input.changed && input.changed.templateId === template.id && input.changed.cash === cash
      ? input.changed
      : planSchedule(cash, template, input.today),
  );
}

/**
 * "or from GH₵X a month" on a product's page (docs/plans.md, "Plans before checkout"): the plans checkout would
 * offer for this one product collected at the shop (its price with the tax, no delivery: calculateTotals, then
 * offeredSchedules, as checkout), and the least of their largest instalments, monthly plans first (weekly only
 * when no monthly plan applies). null when no plan applies to its price.
 */
export function planPaymentFrom(input: {
  templates: readonly PlanTemplate[];
  price: number;
  settings: BusinessSettings;
  today: string;
}): { amount: Pesewas; frequency: PlanSchedule['frequency'] } | null {
  const { total } = calculateTotals([{ price: input.price, quantity: 1 }], input.settings, 'pickup', null);
  const schedules = offeredSchedules({
    templates: input.templates,
    cashTotal: total,
    kind: 'order',
    today: input.today,
  });
  const withRows = schedules.filter((s) => s.instalments.length > 0);
  const monthly = withRows.filter((s) => s.frequency === 'monthly');
  const from = monthly.length > 0 ? monthly : withRows;
  if (from.length === 0) return null;
  const amount = Math.min(...from.map((s) => Math.max(...s.instalments.map((i) => i.amount))));
  return { amount, frequency: from[0]!.frequency };
}
