import { toPesewas } from '@domain/shared/money';
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
