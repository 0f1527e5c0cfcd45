import { toPesewas, type Pesewas } from '@domain/shared/money';
import type { PlanFrequency, PlanRelease, PlanTemplate } from './plan-template-shape';

/**
 * The schedule of a plan (docs/plans.md, "Schedule"): computed here only, in pesewas, from the cash price and a
 * template. deposit + the instalments = total exactly; what does not divide goes on the last instalment.
 * The customer confirms the schedule they saw (its total, deposit and every instalment) and the function
 * that creates the plan computes it again and refuses when it differs (`schedule_changed`).
 */

export interface PlanInstalment {
  /** 1 for the first instalment after the deposit */
  n: number;
  /** The shop's day it is due, YYYY-MM-DD (shopDay) */
  dueOn: string;
  /** principal + extra */
  amount: Pesewas;
  /** The part of the cash price it pays */
  principal: Pesewas;
  /** The part of the extra cost it carries (waived when the plan is paid off before this is due) */
  extra: Pesewas;
}

export interface PlanSchedule {
  templateId: string;
  /** The template's name when the plan was made, e.g. "3 months" */
  name: string;
  frequency: PlanFrequency;
  graceDays: number;
  release: PlanRelease;
  /** The price paid all at once */
  cash: Pesewas;
  deposit: Pesewas;
  /** The extra cost of paying over time, all instalments together */
  extra: Pesewas;
  /** cash + extra = deposit + the instalments */
  total: Pesewas;
  /** The day the plan starts (the deposit is due then), YYYY-MM-DD */
  startDay: string;
  instalments: PlanInstalment[];
}

/** The day `n` periods after `startDay` (YYYY-MM-DD): 7 days a week; a month later on the same date, or the month's last day. */
export function dueDay(startDay: string, frequency: PlanFrequency, n: number): string {
  const [y, m, d] = startDay.split('-').map(Number) as [number, number, number];
  if (frequency === 'weekly') return new Date(Date.UTC(y, m - 1, d + 7 * n)).toISOString().slice(0, 10);
  const lastDay = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** `total` split in `count` whole parts: equal, the last one taking what does not divide. */
function split(total: Pesewas, count: number): Pesewas[] {
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? total - part * (count - 1) : part));
}

/** The extra cost in pesewas of paying `financed` pesewas over time on `template`'s terms. */
export function extraCostOf(template: Pick<PlanTemplate, 'extra'>, financed: Pesewas): Pesewas {
  if (template.extra.kind === 'flat') return toPesewas(template.extra.value);
  // The percent has at most 2 decimals: work in hundredths of a percent to stay in whole numbers.
  return Math.round((financed * Math.round(template.extra.value * 100)) / 10_000);
}

/** The schedule for `cash` pesewas on `template`'s terms, starting on `startDay` (YYYY-MM-DD). */
export function planSchedule(cash: Pesewas, template: PlanTemplate, startDay: string): PlanSchedule {
  const deposit = Math.round((cash * template.depositPercent) / 100);
  const financed = cash - deposit;
  const extra = extraCostOf(template, financed);
  const principals = split(financed, template.count);
  const extras = split(extra, template.count);
  const instalments = principals.map((principal, i) => ({
    n: i + 1,
    dueOn: dueDay(startDay, template.frequency, i + 1),
    amount: principal + (extras[i] ?? 0),
    principal,
    extra: extras[i] ?? 0,
  }));
  return {
    templateId: template.id,
    name: template.name,
    frequency: template.frequency,
    graceDays: template.graceDays,
    release: template.release,
    cash,
    deposit,
    extra,
    total: cash + extra,
    startDay,
    instalments,
  };
}

/** The extra cost as a percent of the cash price, one decimal: what the disclosure shows beside the GH₵. */
export const extraPercentOfCash = (schedule: Pick<PlanSchedule, 'cash' | 'extra'>): number =>
  schedule.cash > 0 ? Math.round((schedule.extra * 1000) / schedule.cash) / 10 : 0;

/** What the customer confirms: the figures they saw, compared whole with the function's own (sameSchedule). */
export interface ConfirmedSchedule {
  templateId: string;
  total: Pesewas;
  deposit: Pesewas;
  /** Each instalment's amount and due day, in order */
  instalments: { dueOn: string; amount: Pesewas }[];
}

export const confirmedScheduleOf = (schedule: PlanSchedule): ConfirmedSchedule => ({
  templateId: schedule.templateId,
  total: schedule.total,
  deposit: schedule.deposit,
  instalments: schedule.instalments.map(({ dueOn, amount }) => ({ dueOn, amount })),
});

export function sameSchedule(confirmed: ConfirmedSchedule, schedule: PlanSchedule): boolean {
  const own = confirmedScheduleOf(schedule);
  return (
    confirmed.templateId === own.templateId &&
    confirmed.total === own.total &&
    confirmed.deposit === own.deposit &&
    confirmed.instalments.length === own.instalments.length &&
    confirmed.instalments.every(
      (c, i) => c.dueOn === own.instalments[i]?.dueOn && c.amount === own.instalments[i]?.amount,
    )
  );
}
