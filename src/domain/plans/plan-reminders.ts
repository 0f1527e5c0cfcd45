import type { Pesewas } from '@domain/shared/money';
import { planPosition } from './plan-ledger';
import type { PlanRecord, PlanStatus } from './plan-record';

/**
 * The reminders of a plan (docs/plans.md, "Reminders"): which are due on the shop's day `today`. Pure: the daily
 * sweep (functions/src/plans/lib/plan-reminders.ts) queues each one in the outbox under its `key`, so a reminder is
 * sent once however often the sweep runs, and one missed on its day (the sweep did not run) goes the next day.
 */

/** Before the due day, on it, and once the grace days passed (the plan is then overdue). */
export const PLAN_REMINDER_KINDS = ['before', 'due', 'late'] as const;
export type PlanReminderKind = (typeof PLAN_REMINDER_KINDS)[number];

/** The first reminder goes this many days before an instalment's due day. */
export const REMINDER_DAYS_BEFORE = 3;

/** Plans whose instalments are reminded: being paid, and past staff's approval when the plan needs it. */
export const REMINDED_STATUSES: readonly PlanStatus[] = ['active', 'overdue'];

export interface PlanReminder {
  /** Stable for one row and kind whatever day it is computed: "row-2-before" */
  key: string;
  kind: PlanReminderKind;
  /** The instalment (1 the first after the deposit) */
  n: number;
  dueOn: string;
  /** What is left to pay of that instalment: the one-tap link asks for it */
  amount: Pesewas;
}

const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Which reminder a row not fully paid is at on `today`, `late` days after its due day; null before any. */
function kindOn(late: number, graceDays: number): PlanReminderKind | null {
  if (late > graceDays) return 'late';
  if (late >= 0) return 'due';
  if (late >= -REMINDER_DAYS_BEFORE) return 'before';
  return null;
}

/**
 * The reminders due on `today` (YYYY-MM-DD): for each instalment not fully paid, the latest of before (from
 * REMINDER_DAYS_BEFORE days before its day), due (its day, through the grace days) and late (after them: only the
 * earliest instalment not paid, however many are late). The deposit has none: it is paid at checkout or the plan is cancelled (PLAN_DEPOSIT_HOURS).
 */
export function duePlanReminders(
  plan: Pick<PlanRecord<unknown>, 'status' | 'schedule' | 'paid' | 'waived'>,
  today: string,
): PlanReminder[] {
  if (!REMINDED_STATUSES.includes(plan.status)) return [];
  const position = planPosition(plan.schedule, plan.paid, plan.waived, today);
  if (position.remaining === 0) return [];
  const todayN = dayNumber(today);
  return position.rows.flatMap((row) => {
    const left = row.amount - row.paid;
    if (row.n === 0 || left <= 0) return [];
    const kind = kindOn(todayN - dayNumber(row.dueOn), plan.schedule.graceDays);
    // Several instalments late: one reminder, of the earliest (paying it brings the next one's).
    if (kind === 'late' && row.n !== position.next?.n) return [];
    return kind ? [{ key: `row-${row.n}-${kind}`, kind, n: row.n, dueOn: row.dueOn, amount: left }] : [];
  });
}
