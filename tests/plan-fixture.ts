/**
 * A payment plan awaiting its deposit for an order, as the checkout leaves one (docs/plans.md, "Data"): the
 * order (paid by instalments, its goods held) and plans/{orderId}, written with firebase-admin by the functions
 * tests and the journeys. The schedule is planSchedule's own, from today.
 */
import { shopDay } from '../src/domain/date-time';
import { fromPesewas } from '../src/domain/money';
import { PLAN_DEPOSIT_HOURS } from '../src/domain/plans/plan-rules';
import { planSchedule, type PlanSchedule } from '../src/domain/plans/plan-schedule';
import type { PlanTemplate } from '../src/domain/plans/plan-template';

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
    paymentStatus: 'unpaid',
    paymentMethod: 'instalments',
    plan: { id: orderId, templateId: schedule.templateId, releasedAt: null, ownedAt: null },
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
