/**
 * A plans/{id} document as the checkout and the payments leave it (docs/plans.md, "Data"), for tests that write
 * it with the admin SDK beside a real order: the schedule computed by planSchedule, `paid` already applied and
 * its payments on the statement. Pure data: Timestamps are made by the caller's `at`.
 */
import { planSchedule } from '../src/domain/plans/plan-schedule';
import { planPosition } from '../src/domain/plans/plan-ledger';
import type { PlanStatus } from '../src/domain/plans/plan-record';
import { planSearchKeys } from '../src/domain/plans/plan-search';
import type { PlanTemplate } from '../src/domain/plans/plan-template';

export const FINANCED: PlanTemplate = {
  id: '3-months',
  name: '3 months',
  depositPercent: 25,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 6 },
  graceDays: 5,
  release: 'deposit',
  minTotal: 2000,
  scope: 'products_and_projects',
  active: true,
};

export const LAYAWAY: PlanTemplate = {
  id: '12-weeks-layaway',
  name: '12 weeks layaway',
  depositPercent: 10,
  count: 12,
  frequency: 'weekly',
  extra: { kind: 'flat', value: 0 },
  graceDays: 3,
  release: 'paid',
  minTotal: 500,
  scope: 'products',
  active: true,
};

export interface PlanFixture<T> {
  order: { id: string; number: string; userId: string };
  customer: { name: string; email: string; phone: string };
  /** The order's total in pesewas (the cash price) */
  cash: number;
  template: PlanTemplate;
  startDay: string;
  status: PlanStatus;
  /** Pesewas already paid (each a Mobile Money payment on the statement) */
  paid: number;
  at: T;
  overdueSince?: string | null;
}

export function planDocument<T>(f: PlanFixture<T>, today: string): Record<string, unknown> {
  const schedule = planSchedule(f.cash, f.template, f.startDay);
  const position = planPosition(schedule, f.paid, 0, today);
  const payments =
    f.paid > 0
      ? [
          {
            reference: `plan.${f.order.id}.1`,
            amount: f.paid,
            method: 'mobile_money',
            by: 'paystack',
            waived: 0,
            at: f.at,
          },
        ]
      : [];
  return {
    source: { kind: 'order', id: f.order.id, number: f.order.number },
    userId: f.order.userId,
    customer: f.customer,
    schedule,
    status: f.status,
    paid: f.paid,
    waived: 0,
    remaining: position.remaining,
    payments,
    paymentAttempts: [],
    depositDueBy: null,
    decision: null,
    releasedAt: null,
    overdueSince: f.overdueSince ?? null,
    promiseToPay: null,
    lastContactAt: null,
    ownedAt: null,
    cancelled: null,
    timeline: [
      { status: f.status, at: f.at, by: f.order.userId, note: `Plan "${schedule.name}" chosen and confirmed` },
    ],
    searchKeys: planSearchKeys(f.order.number, f.customer),
    createdAt: f.at,
    updatedAt: f.at,
  };
}
