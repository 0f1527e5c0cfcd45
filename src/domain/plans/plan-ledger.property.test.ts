import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePlanPayment, planPosition, type PlanPosition } from './plan-ledger';
import { planSchedule, type PlanSchedule } from './plan-schedule';
import {
  PLAN_FREQUENCIES,
  PLAN_RELEASES,
  PLAN_SCOPES,
  PLAN_TEMPLATE_LIMITS as L,
  planTemplateSchema,
  type PlanTemplate,
} from './plan-template';

/**
 * The money invariants of plans (docs/plans.md, "Paying"), over random templates within the settings' limits,
 * cash prices from GH₵1 to GH₵500,000, start days (month ends included) and random sequences of payments
 * (any amount, the next instalment exactly, more than owed, paying off) on days that move on.
 */

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const template: fc.Arbitrary<PlanTemplate> = fc.record({
  id: fc.constantFrom('3-months', '12-weeks', 'x'),
  name: fc.constant('Plan'),
  depositPercent: fc.integer(L.depositPercent),
  count: fc.integer(L.count),
  frequency: fc.constantFrom(...PLAN_FREQUENCIES),
  extra: fc.oneof(
    // Up to 2 decimals, as the settings form takes them.
    fc.integer({ min: L.extraPercent.min * 100, max: L.extraPercent.max * 100 }).map((h) => ({
      kind: 'percent' as const,
      value: h / 100,
    })),
    fc.integer({ min: L.extraFlat.min * 100, max: L.extraFlat.max * 100 }).map((p) => ({
      kind: 'flat' as const,
      value: p / 100,
    })),
    fc.constant({ kind: 'percent' as const, value: 0 }),
  ),
  graceDays: fc.integer(L.graceDays),
  release: fc.constantFrom(...PLAN_RELEASES),
  minTotal: fc.constant(0),
  scope: fc.constantFrom(...PLAN_SCOPES),
  active: fc.constant(true),
});

/** 1 GHS to 500,000 GHS, in pesewas. */
const cash = fc.integer({ min: 100, max: 50_000_000 });

/** 2020 to 2035, with the 28th to 31st of every month well represented (monthly plans keep the month's end). */
const startDay = fc
  .tuple(fc.integer({ min: 2020, max: 2035 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => new Date(Date.UTC(y, m - 1, Math.min(d, new Date(Date.UTC(y, m, 0)).getUTCDate()))))
  .map((date) => date.toISOString().slice(0, 10));

/** What the customer does: a share of what remains, the next row exactly, too much, nothing valid, or pay off. */
type Step =
  | { kind: 'share'; per10k: number; days: number }
  | { kind: 'next'; days: number }
  | { kind: 'over'; by: number; days: number }
  | { kind: 'invalid'; amount: number; days: number }
  | { kind: 'payoff'; days: number };

const days = fc.integer({ min: 0, max: 45 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('share' as const), per10k: fc.integer({ min: 1, max: 10_000 }), days }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('next' as const), days }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('over' as const), by: fc.integer({ min: 1, max: 1_000_000 }), days }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('invalid' as const),
      amount: fc.constantFrom(0, -100, 0.5, 12.25, Number.NaN, Number.POSITIVE_INFINITY),
      days,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payoff' as const), days }) },
);

const isMoney = (n: number) => Number.isInteger(n) && n >= 0;

function checkSchedule(s: PlanSchedule, cashPesewas: number, t: PlanTemplate) {
  expect(s.instalments).toHaveLength(t.count);
  const rows = [s.deposit, ...s.instalments.map((i) => i.amount)];
  expect(rows.every(isMoney)).toBe(true);
  expect([s.cash, s.extra, s.total].every(isMoney)).toBe(true);
  expect(s.deposit + s.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(s.total);
  expect(s.total).toBe(cashPesewas + s.extra);
  expect(s.cash).toBe(cashPesewas);
  for (const i of s.instalments) {
    expect(isMoney(i.principal) && isMoney(i.extra)).toBe(true);
    expect(i.principal + i.extra).toBe(i.amount);
  }
  expect(s.instalments.reduce((sum, i) => sum + i.principal, 0)).toBe(cashPesewas - s.deposit);
  expect(s.instalments.reduce((sum, i) => sum + i.extra, 0)).toBe(s.extra);
  // Due days strictly increasing, the first after the start day.
  const due = [s.startDay, ...s.instalments.map((i) => i.dueOn)];
  for (let k = 1; k < due.length; k++) expect(due[k]! > due[k - 1]!).toBe(true);
}

function checkPosition(s: PlanSchedule, p: PlanPosition, today: string) {
  for (const n of [p.paid, p.waived, p.remaining, p.amountDue, p.daysPastDue, p.payoff]) expect(isMoney(n)).toBe(true);
  expect(p.paid + p.waived + p.remaining).toBe(s.total);
  expect(p.payoff).toBeLessThanOrEqual(p.remaining);
  expect(p.amountDue).toBeLessThanOrEqual(p.remaining);
  expect(p.rows).toHaveLength(s.instalments.length + 1);
  for (const row of p.rows) {
    expect(isMoney(row.paid) && row.paid <= row.amount).toBe(true);
    expect(row.state === 'paid').toBe(row.paid === row.amount);
  }
  const rowsPaid = p.rows.reduce((sum, r) => sum + r.paid, 0);
  expect(rowsPaid).toBe(p.remaining === 0 ? s.total : Math.min(p.paid, s.total));
  // Rows are paid in order: none after one not fully paid holds money.
  const firstOpen = p.rows.findIndex((r) => r.paid < r.amount);
  if (firstOpen >= 0) expect(p.rows.slice(firstOpen + 1).every((r) => r.paid === 0 || r.amount === 0)).toBe(true);
  // What is due today is the unpaid part of the rows due by today; the next row is the first not fully paid.
  const dueByToday = p.rows.filter((r) => r.dueOn <= today).reduce((sum, r) => sum + r.amount - r.paid, 0);
  expect(p.amountDue).toBe(p.remaining === 0 ? 0 : dueByToday);
  if (p.remaining === 0) {
    expect(p.next).toBeNull();
    expect(p.payoff).toBe(0);
    expect(p.overdue).toBe(false);
  } else {
    expect(p.next?.amount).toBe(p.rows[firstOpen]!.amount - p.rows[firstOpen]!.paid);
    expect(p.next!.amount).toBeGreaterThan(0);
    expect(p.next!.amount).toBeLessThanOrEqual(p.remaining);
    expect(p.payoff).toBeGreaterThan(0);
    // Paying off never waives any of the cash price: only extra cost of rows not yet due.
    const extraLeft = s.instalments.reduce((sum, i, k) => sum + (p.rows[k + 1]!.paid === 0 ? i.extra : 0), 0);
    expect(p.payoff).toBeGreaterThanOrEqual(p.remaining - extraLeft);
  }
  if (p.overdue) expect(p.daysPastDue).toBeGreaterThan(s.graceDays);
  expect(p.depositPaid).toBe(p.remaining === 0 || p.paid >= s.deposit);
}

describe('plan schedules (property)', () => {
  it('split any cash price on any template exactly: deposit + instalments = total, whole pesewas', () => {
    fc.assert(
      fc.property(template, cash, startDay, (t, c, start) => {
        expect(planTemplateSchema.safeParse(t).success).toBe(true);
        checkSchedule(planSchedule(c, t, start), c, t);
      }),
      { numRuns: 500 },
    );
  });
});

describe('plan payments (property)', () => {
  it('keep paid + waived + remaining = total and never take more than is owed, whatever the customer pays', () => {
    fc.assert(
      fc.property(template, cash, startDay, fc.array(step, { minLength: 1, maxLength: 30 }), (t, c, start, steps) => {
        const s = planSchedule(c, t, start);
        let paid = 0;
        let waived = 0;
        let today = start;
        for (const st of steps) {
          today = dayAfter(today, st.days);
          const before = planPosition(s, paid, waived, today);
          checkPosition(s, before, today);
          let amount: number;
          let payoff = false;
          if (st.kind === 'share') amount = Math.max(1, Math.floor((before.remaining * st.per10k) / 10_000));
          else if (st.kind === 'next') amount = before.next?.amount ?? 1;
          else if (st.kind === 'over') amount = before.remaining + st.by;
          else if (st.kind === 'invalid') amount = st.amount;
          else {
            amount = before.payoff;
            payoff = true;
          }
          const decision = decidePlanPayment(before, amount, payoff);
          if (!decision.ok) {
            // A refusal says why, and the plan stays as it was.
            if (before.remaining === 0 && Number.isInteger(amount) && amount > 0) {
              expect(decision.reason).toBe('nothing_owed');
            } else if (!Number.isInteger(amount) || amount <= 0) {
              expect(decision.reason).toBe('not_a_payment');
            } else {
              expect(amount).toBeGreaterThan(before.remaining);
              expect(decision.reason).toBe(payoff ? 'payoff_changed' : 'more_than_owed');
            }
            continue;
          }
          // Never more than owed: what is taken is what was paid, and at most what remained.
          expect(amount).toBeLessThanOrEqual(before.remaining);
          expect(decision.paid).toBe(paid + amount);
          expect(decision.waived).toBeGreaterThanOrEqual(waived);
          if (decision.payoff) {
            expect(amount).toBe(before.payoff);
            expect(decision.waived - waived).toBe(before.remaining - before.payoff);
          } else {
            expect(decision.waived).toBe(waived);
          }
          paid = decision.paid;
          waived = decision.waived;
          const after = planPosition(s, paid, waived, today);
          checkPosition(s, after, today);
          expect(after.remaining).toBe(before.remaining - amount - (decision.waived - before.waived));
          expect(decision.done).toBe(after.remaining === 0);
        }
        expect(paid + waived).toBeLessThanOrEqual(s.total);
      }),
      { numRuns: 300 },
    );
  });

  it('paying each row on its day pays exactly the total, with nothing waived and never overdue', () => {
    fc.assert(
      fc.property(template, cash, startDay, (t, c, start) => {
        const s = planSchedule(c, t, start);
        let paid = 0;
        for (const row of [{ dueOn: s.startDay, amount: s.deposit }, ...s.instalments]) {
          const position = planPosition(s, paid, 0, row.dueOn);
          expect(position.overdue).toBe(false);
          if (row.amount === 0) continue;
          const decision = decidePlanPayment(position, row.amount, false);
          expect(decision.ok).toBe(true);
          if (decision.ok) paid = decision.paid;
        }
        expect(paid).toBe(s.total);
        expect(planPosition(s, paid, 0, s.instalments.at(-1)!.dueOn).remaining).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
