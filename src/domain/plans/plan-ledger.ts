import type { Pesewas } from '@domain/shared/money';
import type { PlanSchedule } from './plan-schedule';

/**
 * Where a plan stands (docs/plans.md, "Paying"): what is paid and waived, what remains, what is due, what paying
 * off costs today. Every payment, whatever its amount, pays the deposit first and then the instalments in order.
 * Invariants (plan-ledger.property.test.ts): paid + waived + remaining = total; nothing is negative; nothing
 * is taken beyond what is owed.
 */

export type InstalmentState = 'paid' | 'part_paid' | 'late' | 'due' | 'upcoming';

export interface InstalmentPosition {
  /** 0 is the deposit */
  n: number;
  dueOn: string;
  amount: Pesewas;
  /** How much of it is paid */
  paid: Pesewas;
  state: InstalmentState;
}

export interface PlanPosition {
  total: Pesewas;
  paid: Pesewas;
  waived: Pesewas;
  /** total - paid - waived */
  remaining: Pesewas;
  depositPaid: boolean;
  /** The deposit (n 0) then each instalment */
  rows: InstalmentPosition[];
  /** The first row not fully paid, with what is left of it; null once nothing remains */
  next: { n: number; dueOn: string; amount: Pesewas } | null;
  /** What is unpaid of the rows due on or before today */
  amountDue: Pesewas;
  /** Days since the earliest unpaid row's due day (0 when none is past its day) */
  daysPastDue: number;
  /** An unpaid row is past its due day by more than the grace days */
  overdue: boolean;
  /** What paying everything today costs: the remaining less the extra cost of untouched rows not yet due */
  payoff: Pesewas;
}

const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Where the plan stands on `today` (YYYY-MM-DD) after `paid` pesewas were paid and `waived` waived. */
export function planPosition(schedule: PlanSchedule, paid: Pesewas, waived: Pesewas, today: string): PlanPosition {
  const dueRows = [
    { n: 0, dueOn: schedule.startDay, amount: schedule.deposit, extra: 0 },
    ...schedule.instalments.map((i) => ({ n: i.n, dueOn: i.dueOn, amount: i.amount, extra: i.extra })),
  ];
  const remaining = Math.max(0, schedule.total - paid - waived);
  const settled = remaining === 0;
  let left = paid;
  const todayN = dayNumber(today);
  let amountDue = 0;
  let daysPastDue = 0;
  let overdue = false;
  let waivable = 0;
  const rows: InstalmentPosition[] = dueRows.map((row) => {
    const rowPaid = settled ? row.amount : Math.min(row.amount, left);
    left -= Math.min(row.amount, left);
    const unpaid = row.amount - rowPaid;
    const late = todayN - dayNumber(row.dueOn);
    let state: InstalmentState;
    if (unpaid === 0) state = 'paid';
    else if (late > 0) state = 'late';
    else if (late === 0) state = 'due';
    else state = rowPaid > 0 ? 'part_paid' : 'upcoming';
    if (unpaid > 0 && late >= 0) amountDue += unpaid;
    if (unpaid > 0 && late > 0) daysPastDue = Math.max(daysPastDue, late);
    if (unpaid > 0 && late > schedule.graceDays) overdue = true;
    if (unpaid > 0 && rowPaid === 0 && late < 0) waivable += row.extra;
    return { n: row.n, dueOn: row.dueOn, amount: row.amount, paid: rowPaid, state };
  });
  const nextRow = rows.find((r) => r.paid < r.amount);
  return {
    total: schedule.total,
    paid,
    waived,
    remaining,
    depositPaid: settled || paid >= schedule.deposit,
    rows,
    next: nextRow && !settled ? { n: nextRow.n, dueOn: nextRow.dueOn, amount: nextRow.amount - nextRow.paid } : null,
    amountDue: settled ? 0 : amountDue,
    daysPastDue: settled ? 0 : daysPastDue,
    overdue: !settled && overdue,
    payoff: settled ? 0 : Math.max(0, remaining - waivable),
  };
}

export type PlanPaymentRefusal = 'nothing_owed' | 'more_than_owed' | 'not_a_payment' | 'payoff_changed';

/**
 * A payment of `amount` pesewas on `today`: `payoff` says the customer asked to pay everything off (the amount
 * must then be today's payoff). The answer is what the plan becomes: paid and waived added, done when nothing
 * remains; or a refusal (the function records a refused verified charge for staff, never applies it).
 */
export function decidePlanPayment(
  position: PlanPosition,
  amount: Pesewas,
  payoff: boolean,
):
  | { ok: true; paid: Pesewas; waived: Pesewas; done: boolean; payoff: boolean }
  | { ok: false; reason: PlanPaymentRefusal } {
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'not_a_payment' };
  if (position.remaining === 0) return { ok: false, reason: 'nothing_owed' };
  if (payoff && amount === position.payoff) {
    return {
      ok: true,
      paid: position.paid + amount,
      waived: position.waived + (position.remaining - amount),
      done: true,
      payoff: true,
    };
  }
  if (amount > position.remaining) return { ok: false, reason: payoff ? 'payoff_changed' : 'more_than_owed' };
  return {
    ok: true,
    paid: position.paid + amount,
    waived: position.waived,
    done: amount === position.remaining,
    payoff: false,
  };
}
