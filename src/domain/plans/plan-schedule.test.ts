import { describe, expect, it } from 'vitest';
import { planPosition, decidePlanPayment } from './plan-ledger';
import { dueDay, extraPercentOfCash, planSchedule } from './plan-schedule';
import type { PlanTemplate } from './plan-template';

const threeMonths: PlanTemplate = {
  id: '3-months',
  name: '3 months',
  depositPercent: 25,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 6 },
  graceDays: 5,
  release: 'deposit',
  minTotal: 1000,
  scope: 'products_and_projects',
  active: true,
};

describe('planSchedule', () => {
  it('splits an inverter and a battery over 3 months, the rounding on the last instalment', () => {
    const s = planSchedule(3_440_000 + 1, threeMonths, '2026-11-30');
    expect(s.deposit).toBe(860_000);
    expect(s.extra).toBe(Math.round(((3_440_001 - 860_000) * 600) / 10_000));
    expect(s.deposit + s.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(s.total);
    expect(s.instalments.map((i) => i.dueOn)).toEqual(['2026-12-30', '2027-01-30', '2027-02-28']);
    expect(s.instalments[2]!.amount).toBeGreaterThanOrEqual(s.instalments[0]!.amount);
    expect(extraPercentOfCash(s)).toBe(4.5);
  });

  it('counts weeks in days and months to the month end', () => {
    expect(dueDay('2026-12-29', 'weekly', 1)).toBe('2027-01-05');
    expect(dueDay('2027-01-31', 'monthly', 1)).toBe('2027-02-28');
  });

  it('pays the deposit first, knows what is due, and waives future extra on paying off', () => {
    const s = planSchedule(1_200_000, { ...threeMonths, extra: { kind: 'flat', value: 300 } }, '2026-11-01');
    const start = planPosition(s, 0, 0, '2026-11-01');
    expect(start.amountDue).toBe(s.deposit);
    const afterDeposit = planPosition(s, s.deposit, 0, '2026-12-10');
    expect(afterDeposit.next).toEqual({ n: 1, dueOn: '2026-12-01', amount: s.instalments[0]!.amount });
    expect(afterDeposit.daysPastDue).toBe(9);
    expect(afterDeposit.overdue).toBe(true);
    const off = decidePlanPayment(afterDeposit, afterDeposit.payoff, true);
    expect(off).toEqual({
      ok: true,
      paid: s.deposit + afterDeposit.payoff,
      waived: s.instalments[1]!.extra + s.instalments[2]!.extra,
      done: true,
      payoff: true,
    });
    expect(decidePlanPayment(afterDeposit, afterDeposit.remaining + 1, false)).toEqual({
      ok: false,
      reason: 'more_than_owed',
    });
  });
});
