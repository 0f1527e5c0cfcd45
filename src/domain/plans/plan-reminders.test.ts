import { describe, expect, it } from 'vitest';
import { planSchedule } from './plan-schedule';
import { duePlanReminders } from './plan-reminders';
import type { PlanStatus } from './plan-record';
import { LAYAWAY } from './plan-template.fixtures';

const weekly = LAYAWAY;

// GH₵1,200: deposit GH₵120, then 12 × GH₵90 every Tuesday from 2026-12-08.
const schedule = planSchedule(120_000, weekly, '2026-12-01');
const deposit = schedule.deposit;
const plan = (paid: number, status: PlanStatus = 'active') => ({ status, schedule, paid, waived: 0 });

describe('duePlanReminders', () => {
  it('reminds 3 days before an instalment, with what is left of it', () => {
    expect(schedule.instalments[0]).toMatchObject({ dueOn: '2026-12-08', amount: 9_000 });
    expect(duePlanReminders(plan(deposit), '2026-12-04')).toEqual([]);
    expect(duePlanReminders(plan(deposit), '2026-12-05')).toEqual([
      { key: 'row-1-before', kind: 'before', n: 1, dueOn: '2026-12-08', amount: 9_000 },
    ]);
    // A part paid: the link asks for the rest.
    expect(duePlanReminders(plan(deposit + 2_500), '2026-12-06')).toEqual([
      { key: 'row-1-before', kind: 'before', n: 1, dueOn: '2026-12-08', amount: 6_500 },
    ]);
  });

  it('on the due day and through the grace days says it is due; after them, late', () => {
    for (const day of ['2026-12-08', '2026-12-09', '2026-12-11']) {
      expect(duePlanReminders(plan(deposit), day).map((r) => r.key)).toEqual(['row-1-due']);
    }
    expect(duePlanReminders(plan(deposit), '2026-12-12').map((r) => r.key)).toEqual(['row-1-late', 'row-2-before']);
    expect(duePlanReminders(plan(deposit, 'overdue'), '2026-12-15').map((r) => r.key)).toEqual([
      'row-1-late',
      'row-2-due',
    ]);
  });

  it('several instalments late: one late reminder, of the earliest', () => {
    expect(duePlanReminders(plan(deposit, 'overdue'), '2026-12-26').map((r) => r.key)).toEqual([
      'row-1-late',
      'row-4-before',
    ]);
    expect(duePlanReminders(plan(deposit + 9_000, 'overdue'), '2026-12-26').map((r) => r.key)).toEqual([
      'row-2-late',
      'row-4-before',
    ]);
  });

  it('sends nothing for a row paid, a plan paid off, or a plan not being paid', () => {
    expect(duePlanReminders(plan(deposit + 9_000), '2026-12-08')).toEqual([]);
    expect(duePlanReminders(plan(schedule.total, 'owned'), '2026-12-08')).toEqual([]);
    expect(duePlanReminders({ ...plan(deposit + 100), waived: schedule.total - deposit - 100 }, '2026-12-08')).toEqual(
      [],
    );
    for (const status of ['awaiting_deposit', 'awaiting_approval', 'declined', 'cancelled'] as const) {
      expect(duePlanReminders(plan(deposit, status), '2026-12-08'), status).toEqual([]);
    }
  });

  it('keeps one key per row and kind, whatever the day: the outbox sends each once', () => {
    const keys = ['2026-12-05', '2026-12-06', '2026-12-07'].map((day) => duePlanReminders(plan(deposit), day)[0]?.key);
    expect(new Set(keys)).toEqual(new Set(['row-1-before']));
  });

  it('a monthly plan with no grace days is late the day after its due day', () => {
    const monthly = planSchedule(
      1_000_000,
      { ...weekly, id: '3-months', frequency: 'monthly', count: 3, graceDays: 0, depositPercent: 25 },
      '2027-01-31',
    );
    expect(monthly.instalments.map((i) => i.dueOn)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    const p = { status: 'active' as const, schedule: monthly, paid: monthly.deposit, waived: 0 };
    expect(duePlanReminders(p, '2027-02-28').map((r) => r.key)).toEqual(['row-1-due']);
    expect(duePlanReminders(p, '2027-03-01').map((r) => r.key)).toEqual(['row-1-late']);
  });
});
