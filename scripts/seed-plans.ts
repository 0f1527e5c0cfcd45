/**
 * The demo shop's payment plans (docs/plans.md): one in every status, for the demo customer (customer@example.com)
 * and other demo customers, each with its real order (demo catalogue items, priced as placeOrder prices them,
 * paymentMethod "instalments") and its money exact: the schedule is planSchedule's on the two demo templates,
 * the payments add up to `paid`, remaining = total - paid - waived, and the timeline tells the story. Pure and
 * seeded by `now`, as the other seed modules. Dates are JavaScript Dates (firebase-admin stores Timestamps).
 */
import { shopDay } from '@domain/shared/date-time';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import { maskGhanaPhone } from '@domain/shared/phone';
import { planPosition } from '@domain/plans/plan-ledger';
import { PLAN_TIMELINE } from '@domain/plans/messages';
import type { PlanStatus } from '@domain/plans/plan-record';
import { PLAN_DEPOSIT_HOURS, planPaymentReference } from '@domain/plans/plan-rules';
import { planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import { orderSearchKeys } from '@domain/order/order-search';
import { calculateTotals } from '@domain/order/pricing';
import { orderPlanFigures } from '@domain/order/order-payment-state';
import { planSearchKeys } from '@domain/plans/plan-search';
import { SEED_PRODUCTS } from '@domain/demo/catalogue';
import { DEMO_USERS, SEED_SETTINGS } from './seed-data';
import type { SeedCustomer, SeedDoc } from './seed-orders';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const [THREE_MONTHS, TWELVE_WEEKS] = DEMO_PLAN_TEMPLATES as [PlanTemplate, PlanTemplate];

interface DemoPlan {
  key: string;
  status: PlanStatus;
  template: PlanTemplate;
  lines: [productId: string, quantity: number][];
  /** Days before the seeding the plan was made (its start day) */
  ageDays: number;
  /** Rows paid in full after the deposit (the deposit paid when >= 0; -1: nothing paid) */
  rowsPaid: number;
  /** The demo customer's (customer@example.com), else a generated customer's */
  demoCustomer: boolean;
}

/**
 * Every status once. None becomes overdue or expires within two days of the seeding: the journeys move the
 * clock a day (scripts/send-plan-reminders.ts) without changing these.
 */
export const DEMO_PLANS: DemoPlan[] = [
  {
    key: 'awaiting-deposit',
    status: 'awaiting_deposit',
    template: TWELVE_WEEKS,
    lines: [['panel-jinko-450w-mono', 2]],
    ageDays: 2 / 24,
    rowsPaid: -1,
    demoCustomer: true,
  },
  {
    key: 'awaiting-approval',
    status: 'awaiting_approval',
    template: THREE_MONTHS,
    lines: [['inverter-must-pv1800-3kva', 1]],
    ageDays: 1,
    rowsPaid: 0,
    demoCustomer: true,
  },
  {
    key: 'active',
    status: 'active',
    template: THREE_MONTHS,
    lines: [
      ['inverter-deye-5kw-hybrid', 1],
      ['battery-pylontech-us5000-48v', 1],
    ],
    ageDays: 20,
    rowsPaid: 0,
    demoCustomer: true,
  },
  {
    key: 'cancelled',
    status: 'cancelled',
    template: TWELVE_WEEKS,
    lines: [['battery-ritar-12v-100ah-lifepo4', 1]],
    ageDays: 6,
    rowsPaid: -1,
    demoCustomer: true,
  },
  {
    key: 'overdue',
    status: 'overdue',
    template: TWELVE_WEEKS,
    lines: [['battery-ritar-12v-100ah-lifepo4', 1]],
    ageDays: 30,
    rowsPaid: 1,
    demoCustomer: false,
  },
  {
    key: 'owned',
    status: 'owned',
    template: THREE_MONTHS,
    lines: [['inverter-growatt-spf-5000-es', 1]],
    ageDays: 100,
    rowsPaid: 3,
    demoCustomer: false,
  },
  {
    key: 'declined',
    status: 'declined',
    template: THREE_MONTHS,
    lines: [['inverter-must-pv1800-3kva', 1]],
    ageDays: 12,
    rowsPaid: 0,
    demoCustomer: false,
  },
];

const product = (id: string) => {
  const found = SEED_PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`No demo product "${id}"`);
  return found;
};

/** A buyer as the orders and plans name them. */
function buyerOf(plan: DemoPlan, customers: SeedCustomer[], i: number): SeedCustomer {
  if (!plan.demoCustomer) return customers[(i * 5 + 2) % customers.length]!;
  const { uid, email, displayName } = DEMO_USERS.customer;
  return {
    uid,
    email,
    displayName,
    phone: '+233241234567',
    region: 'Northern',
    town: 'Tamale',
    createdAt: new Date(0),
  };
}

export interface GeneratedPlans {
  /** The plans' orders, without their numbers (numberOrders gives them with the other orders') */
  orders: SeedDoc[];
  /** The plans; their source number is their order's, once numbered (withOrderNumbers) */
  plans: SeedDoc[];
  /** Per customer uid: orders not cancelled and their total (users/{uid} totalOrders and totalSpent) */
  totals: Map<string, { orders: number; spent: number }>;
  /** Per product id: units in orders not cancelled */
  sales: Map<string, number>;
}

export function generatePlans(customers: SeedCustomer[], now: number): GeneratedPlans {
  const result: GeneratedPlans = { orders: [], plans: [], totals: new Map(), sales: new Map() };
  const admin = { uid: DEMO_USERS.admin.uid, name: DEMO_USERS.admin.displayName };
  DEMO_PLANS.forEach((demo, i) => {
    const id = `demo-plan-${demo.key}`;
    const buyer = buyerOf(demo, customers, i);
    const created = new Date(now - demo.ageDays * DAY_MS);
    const at = (days: number) => new Date(Math.min(now - 60_000, created.getTime() + days * DAY_MS));
    const items = demo.lines.map(([productId, quantity]) => {
      const p = product(productId);
      return { productId, name: p.name, price: p.price, quantity };
    });
    const totals = calculateTotals(items, SEED_SETTINGS.business, 'delivery', buyer.region);
    const schedule = planSchedule(toPesewas(totals.total), demo.template, shopDay(created));
    const rows = [{ n: 0, dueOn: schedule.startDay, amount: schedule.deposit }, ...schedule.instalments];
    const needsApproval = demo.template.release === 'deposit';

    // The payments: the deposit online at once, each instalment on its day (cash at the shop every other one).
    const payments: Record<string, unknown>[] = [];
    const attempts: Record<string, unknown>[] = [];
    const timeline: Record<string, unknown>[] = [
      { status: 'awaiting_deposit', at: created, by: buyer.uid, note: PLAN_TIMELINE.created(schedule.name) },
    ];
    const entry = (status: PlanStatus, when: Date, by: string, note: string, byName?: string) =>
      timeline.push({ status, at: when, by, ...(byName ? { byName } : {}), note });
    let status: PlanStatus = 'awaiting_deposit';
    rows.slice(0, demo.rowsPaid + 1).forEach((row, k) => {
      const when = k === 0 ? new Date(created.getTime() + 0.1 * HOUR_MS) : new Date(`${row.dueOn}T10:00:00Z`);
      const cash = k % 2 === 0 && k > 0;
      const reference = cash
        ? `RCPT-${id.slice(-4).toUpperCase()}-${k}`
        : planPaymentReference(id, attempts.length + 1);
      if (!cash) {
        attempts.push({
          reference,
          network: 'mtn',
          wallet: maskGhanaPhone(buyer.phone),
          status: 'success',
          message: '',
          displayText: '',
          amount: row.amount,
          payoff: false,
          createdAt: new Date(when.getTime() - 60_000),
          updatedAt: when,
        });
      }
      payments.push({
        reference,
        amount: row.amount,
        method: cash ? 'cash' : 'mobile_money',
        by: cash ? admin.uid : 'paystack',
        waived: 0,
        at: when,
      });
      if (k === 0) status = needsApproval ? 'awaiting_approval' : 'active';
      entry(
        status,
        when,
        cash ? admin.uid : 'paystack',
        cash
          ? PLAN_TIMELINE.paidAtShop(row.amount, 'cash', reference)
          : PLAN_TIMELINE.paidOnline(row.amount, 'MTN', reference),
        cash ? admin.name : undefined,
      );
      if (k === 0 && needsApproval && demo.status !== 'awaiting_approval' && demo.status !== 'declined') {
        status = 'active';
        entry('active', new Date(when.getTime() + 3 * HOUR_MS), admin.uid, PLAN_TIMELINE.approved, admin.name);
        entry('active', new Date(when.getTime() + 3 * HOUR_MS), admin.uid, PLAN_TIMELINE.released, admin.name);
      }
    });
    const paid = payments.reduce((sum, p) => sum + (p.amount as number), 0);
    const lastPaidAt = (payments.at(-1)?.at as Date | undefined) ?? created;
    const decided = needsApproval && demo.rowsPaid >= 0 && demo.status !== 'awaiting_approval';
    const decision = decided
      ? {
          approved: demo.status !== 'declined',
          reason: demo.status === 'declined' ? 'We could not confirm the employer details you gave.' : '',
          by: admin.uid,
          byName: admin.name,
          at: new Date(created.getTime() + 3 * HOUR_MS),
        }
      : null;
    let releasedAt: Date | null = decision?.approved ? decision.at : null;
    let ownedAt: Date | null = null;
    let overdueSince: string | null = null;
    let cancelled: Record<string, unknown> | null = null;
    if (demo.status === 'owned') {
      ownedAt = lastPaidAt;
      entry('owned', ownedAt, 'system', PLAN_TIMELINE.owned);
    } else if (demo.status === 'overdue') {
      const position = planPosition(schedule, paid, 0, shopDay(new Date(now)));
      const late = position.rows.find((r) => r.paid < r.amount)!;
      overdueSince = shopDay(new Date(Date.parse(`${late.dueOn}T00:00:00Z`) + (schedule.graceDays + 1) * DAY_MS));
      entry('overdue', new Date(`${overdueSince}T08:00:00Z`), 'system', PLAN_TIMELINE.overdue(schedule.graceDays + 1));
    } else if (demo.status === 'declined') {
      entry('declined', decision!.at, admin.uid, PLAN_TIMELINE.declined(decision!.reason), admin.name);
    } else if (demo.status === 'cancelled') {
      const when = at(PLAN_DEPOSIT_HOURS / 24);
      entry('cancelled', when, 'system', PLAN_TIMELINE.depositExpired);
      cancelled = { reason: PLAN_TIMELINE.depositExpired, by: 'system', at: when };
    }
    if (demo.status === 'owned' && !releasedAt) releasedAt = ownedAt;
    const waived = 0;
    const remaining = schedule.total - paid - waived;
    const orderCancelled = demo.status === 'cancelled' || demo.status === 'declined';
    const delivered = releasedAt !== null;
    const history: Record<string, unknown>[] = [
      { status: 'pending', at: created, by: buyer.uid, note: ORDER_MESSAGES.placed },
    ];
    if (delivered) {
      ['confirmed', 'processing', 'out_for_delivery', 'delivered'].forEach((s, k) =>
        history.push({ status: s, at: new Date(releasedAt!.getTime() + (k + 1) * HOUR_MS), by: admin.uid, note: '' }),
      );
    }
    if (orderCancelled) {
      history.push({
        status: 'cancelled',
        at: cancelled ? cancelled.at : decision!.at,
        by: cancelled ? cancelled.by : admin.uid,
        note: demo.status === 'cancelled' ? PLAN_TIMELINE.depositExpired : PLAN_TIMELINE.declined(decision!.reason),
        ...(demo.status === 'cancelled' ? { paymentStatus: 'expired' } : {}),
      });
    }
    const refund =
      demo.status === 'declined'
        ? {
            amount: fromPesewas(paid),
            method: 'mobile_money',
            reference: `MM-${id.slice(-6)}`,
            at: at(1),
            by: admin.uid,
          }
        : null;
    if (refund) {
      history.push({
        status: 'cancelled',
        at: refund.at,
        by: admin.uid,
        note: ORDER_MESSAGES.refundRecorded,
        paymentStatus: 'refunded',
      });
    }
    const paymentStatus =
      demo.status === 'owned'
        ? 'paid'
        : demo.status === 'cancelled'
          ? 'expired'
          : refund
            ? 'refunded'
            : demo.status === 'declined'
              ? 'not_needed'
              : 'awaiting_payment';
    const updatedAt = new Date(
      Math.max(created.getTime(), lastPaidAt.getTime(), ...timeline.map((e) => (e.at as Date).getTime())),
    );
    result.orders.push({
      path: `orders/${id}`,
      data: {
        userId: buyer.uid,
        customer: {
          email: buyer.email,
          displayName: buyer.displayName,
          phone: buyer.phone,
          searchKeys: orderSearchKeys(buyer),
        },
        items,
        ...totals,
        currency: 'GHS',
        status: orderCancelled ? 'cancelled' : delivered ? 'delivered' : 'pending',
        paymentStatus,
        paymentMethod: 'instalments',
        delivery: {
          method: 'delivery',
          address: {
            fullName: buyer.displayName,
            phone: buyer.phone,
            region: buyer.region,
            town: buyer.town,
            gpsAddress: null,
            streetOrLandmark: 'Near the Central Mosque',
          },
        },
        statusHistory: history.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime()),
        createdAt: created,
        updatedAt,
        paidAt: ownedAt,
        ...(refund ? { refund } : {}),
        plan: {
          id,
          templateId: schedule.templateId,
          releasedAt,
          ownedAt,
          status: demo.status,
          paid,
          figures: orderPlanFigures(schedule),
        },
      },
    });
    const customer = { name: buyer.displayName, email: buyer.email, phone: buyer.phone };
    result.plans.push({
      path: `plans/${id}`,
      data: {
        source: { kind: 'order', id, number: '' },
        userId: buyer.uid,
        customer,
        schedule,
        status: demo.status,
        paid,
        waived,
        remaining,
        payments,
        paymentAttempts: attempts,
        depositDueBy:
          demo.status === 'awaiting_deposit' ? new Date(created.getTime() + PLAN_DEPOSIT_HOURS * HOUR_MS) : null,
        decision,
        releasedAt,
        overdueSince,
        promiseToPay: null,
        lastContactAt: null,
        ownedAt,
        cancelled,
        timeline,
        searchKeys: [],
        createdAt: created,
        updatedAt,
      },
    });
    if (!orderCancelled) {
      const t = result.totals.get(buyer.uid) ?? { orders: 0, spent: 0 };
      result.totals.set(buyer.uid, { orders: t.orders + 1, spent: Math.round((t.spent + totals.total) * 100) / 100 });
      for (const item of items)
        result.sales.set(item.productId, (result.sales.get(item.productId) ?? 0) + item.quantity);
    }
  });
  return result;
}

/** The plans' source numbers and search keys, once numberOrders gave their orders a number. */
export function withOrderNumbers(plans: SeedDoc[], orders: SeedDoc[]): SeedDoc[] {
  return plans.map((plan) => {
    const source = plan.data.source as { kind: string; id: string; number: string };
    const number = String(orders.find((o) => o.path === `orders/${source.id}`)?.data.number ?? '');
    const customer = plan.data.customer as { name: string; email: string; phone: string };
    return {
      path: plan.path,
      data: { ...plan.data, source: { ...source, number }, searchKeys: planSearchKeys(number, customer) },
    };
  });
}
