/**
 * A payment plan awaiting its deposit for an order, as the checkout leaves one (docs/plans.md, "Data"): the
 * order (paid by instalments, its goods held) and plans/{orderId}, written with firebase-admin by the functions
 * tests and the journeys. The schedule is planSchedule's own, from today. planDocument writes a plan at any
 * status, with `paid` already applied, beside a real order (the staff's tests and journeys).
 */
import { shopDay } from '@domain/shared/date-time';
import { fromPesewas } from '@domain/shared/money';
import { PLAN_DEPOSIT_HOURS } from '@domain/plans/plan-rules';
import { planSchedule, type PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { planPosition } from '@domain/plans/plan-ledger';
import type { PlanStatus } from '@domain/plans/plan-record';
import { planSearchKeys } from '@domain/plans/plan-search';
import { orderPlanFigures } from '@domain/order/order-payment-state';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';

/** 20 % down, 3 monthly instalments, 10 % extra on the part paid in instalments. */
export const THREE_MONTHS: PlanTemplate = {
  id: 'three-months',
  name: '3 months',
  depositPercent: 20,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 10 },
  graceDays: 3,
  release: 'paid',
  minTotal: 0,
  scope: 'products',
  active: true,
};

export interface PlanFixture {
  orderId: string;
  number: string;
  schedule: PlanSchedule;
  order: Record<string, unknown>;
  plan: Record<string, unknown>;
}

/** An order of `lines` (GHS prices) and its plan on `template`, for `user`, awaiting the deposit from today. */
export function awaitingDepositPlan(input: {
  orderId: string;
  number: string;
  user: { uid: string; email: string; name: string; phone: string };
  lines: { productId: string; name: string; price: number; quantity: number }[];
  template?: PlanTemplate;
}): PlanFixture {
  const { orderId, number, user, lines } = input;
  // Dates, not Timestamps: Firestore stores them as its time, whichever firebase-admin copy writes them.
  const now = new Date();
  const cash = lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
  const schedule = planSchedule(cash, input.template ?? THREE_MONTHS, shopDay(now));
  const total = fromPesewas(cash);
  const note = `Plan "${schedule.name}" chosen and confirmed`;
  const order = {
    userId: user.uid,
    number,
    customer: { email: user.email, displayName: user.name, phone: user.phone },
    items: lines.map((l) => ({ ...l, image: '', subtotal: l.price * l.quantity })),
    subtotal: total,
    taxRate: 0,
    tax: 0,
    shipping: 0,
    total,
    currency: 'GHS',
    status: 'pending',
    paymentStatus: 'awaiting_payment',
    paymentMethod: 'instalments',
    plan: {
      id: orderId,
      templateId: schedule.templateId,
      releasedAt: null,
      ownedAt: null,
      status: 'awaiting_deposit',
      paid: 0,
      figures: orderPlanFigures(schedule),
    },
    delivery: {
      method: 'pickup',
      address: null,
      fee: 0,
    },
    statusHistory: [{ status: 'pending', at: now, by: user.uid, note: 'Order placed' }],
    paymentAttempts: [],
    paymentDueBy: null,
    paidAt: null,
    refund: null,
    paymentRecord: null,
    dispatch: null,
    searchKeys: [number.toLowerCase()],
    createdAt: now,
    updatedAt: now,
  };
  const plan = {
    source: { kind: 'order', id: orderId, number },
    userId: user.uid,
    customer: { name: user.name, email: user.email, phone: user.phone },
    schedule,
    status: 'awaiting_deposit',
    paid: 0,
    waived: 0,
    remaining: schedule.total,
    payments: [],
    paymentAttempts: [],
    depositDueBy: new Date(now.getTime() + PLAN_DEPOSIT_HOURS * 3_600_000),
    decision: null,
    releasedAt: null,
    overdueSince: null,
    promiseToPay: null,
    lastContactAt: null,
    ownedAt: null,
    cancelled: null,
    timeline: [{ status: 'awaiting_deposit', at: now, by: user.uid, note }],
    searchKeys: [number.toLowerCase()],
    createdAt: now,
    updatedAt: now,
  };
  return { orderId, number, schedule, order, plan };
}

/** The demo shop's templates (src/domain/demo/plan-templates.ts): financed at the deposit, and layaway. */
export const [FINANCED, LAYAWAY] = DEMO_PLAN_TEMPLATES as [PlanTemplate, PlanTemplate];

export interface PlanDocumentFixture<T> {
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

export function planDocument<T>(f: PlanDocumentFixture<T>, today: string): Record<string, unknown> {
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
