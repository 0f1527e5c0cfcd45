import type { Pesewas } from '@domain/shared/money';
import type { PaymentAttempt } from '@domain/payments/order-payment';
import { paymentAttemptsFromRecord } from '@domain/payments/order-payment';
import {
  amountOf,
  asRecord,
  dateOrNull,
  fieldsOf,
  listOf,
  oneOf,
  staffNoteStampOf,
  textOf,
  textOrNull,
  textsOf,
} from '@domain/shared/stored-values';
import {
  PLAN_CALL_OUTCOMES,
  PLAN_PAYMENT_METHODS,
  PLAN_STATUSES,
  type PlanCall,
  type PlanPaymentMethod,
  type PlanStatus,
} from './plan-values';
import { PLAN_FREQUENCIES, PLAN_RELEASES } from './plan-template-terms';
import type { PlanInstalment, PlanSchedule } from './plan-schedule';

export {
  OPEN_PLAN_STATUSES,
  PLAN_PAYMENT_METHODS,
  PLAN_STATUSES,
  type PlanPaymentMethod,
  type PlanStatus,
} from './plan-values';

/**
 * plans/{id} (docs/plans.md, "Data"): one per order or project paid in instalments, with the same id as the
 * order (or project) it pays for. Only functions write it; its customer and staff read it.
 */

/** One payment received, on the statement. */
export interface PlanPayment<D> {
  /** Paystack's reference for Mobile Money paid online; the receipt or bank reference staff typed otherwise */
  reference: string;
  amount: Pesewas;
  method: PlanPaymentMethod;
  /** Online through Paystack (`paystack`) or recorded at the shop (the admin's uid) */
  by: string;
  /** Paid off early: what was waived with it */
  waived: Pesewas;
  at: D;
}

/** A Mobile Money prompt for a plan: the attempt as for orders, with the amount asked and whether it pays off. */
export interface PlanPaymentAttempt<D> extends PaymentAttempt<D> {
  amount: Pesewas;
  payoff: boolean;
}

export interface PlanTimelineEntry<D> {
  status: PlanStatus;
  at: D;
  /** uid, 'paystack' or 'system' */
  by: string;
  byName?: string;
  note: string;
}

export interface PlanSource {
  kind: 'order' | 'project';
  /** The order's (or project's) id: also the plan's id */
  id: string;
  /** Its short number, e.g. SS-2611-12345 */
  number: string;
}

export interface PlanRecord<D> {
  id: string;
  source: PlanSource;
  userId: string;
  customer: { name: string; email: string; phone: string };
  schedule: PlanSchedule;
  status: PlanStatus;
  paid: Pesewas;
  waived: Pesewas;
  payments: PlanPayment<D>[];
  paymentAttempts: PlanPaymentAttempt<D>[];
  /** When the deposit must be paid by, else the plan is cancelled and the goods released back to stock */
  depositDueBy: D | null;
  /** Staff's approval or decline (release `deposit`) */
  decision: { approved: boolean; reason: string; by: string; byName: string; at: D } | null;
  /** The goods may leave the shop (the order moves on only then) */
  releasedAt: D | null;
  /** The day the daily sweep found it overdue; null when not */
  overdueSince: string | null;
  /** Arrears follow-up: the day the customer promised to pay, and when staff last reached them */
  promiseToPay: string | null;
  lastContactAt: D | null;
  /** Everything paid: the customer owns the goods */
  ownedAt: D | null;
  cancelled: { reason: string; by: string; at: D } | null;
  timeline: PlanTimelineEntry<D>[];
  /** Number, customer's name words, phone digits: the arrears search (planSearchKeys) */
  searchKeys: string[];
  createdAt: D;
  updatedAt: D;
}

/**
 * What a new plan has had none of yet (createPlan, the demo data): no decision, nothing released, never overdue,
 * no promise or contact, not owned, not cancelled.
 */
export const NEW_PLAN_NONE_YET = {
  decision: null,
  releasedAt: null,
  overdueSince: null,
  promiseToPay: null,
  lastContactAt: null,
  ownedAt: null,
  cancelled: null,
} as const satisfies Partial<PlanRecord<unknown>>;

/** A plan as the callables answer it: dates as ISO strings. */
export type PlanDto = PlanRecord<string>;

const dayOrNull = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** A stored (or answered) schedule read defensively: the plan's, or the one a `schedule_changed` refusal carries. */
export function scheduleFromRecord(value: unknown): PlanSchedule {
  const s = asRecord(value);
  return {
    ...fieldsOf(s, ['templateId', 'name'], textOf),
    frequency: oneOf(PLAN_FREQUENCIES, s.frequency, 'monthly'),
    graceDays: amountOf(s.graceDays),
    release: oneOf(PLAN_RELEASES, s.release, 'paid'),
    ...fieldsOf(s, ['cash', 'deposit', 'extra', 'total'], amountOf),
    startDay: dayOrNull(s.startDay) ?? '1970-01-01',
    instalments: listOf(s.instalments).map((v): PlanInstalment => {
      const i = asRecord(v);
      return {
        n: amountOf(i.n),
        dueOn: dayOrNull(i.dueOn) ?? '1970-01-01',
        ...fieldsOf(i, ['amount', 'principal', 'extra'], amountOf),
      };
    }),
  };
}

/** The one reader of plans/{id}: `date` converts the stored time (a Timestamp, or a Date on the client). */
export function planFromRecord<D>(id: string, data: unknown, date: (value: unknown) => D): PlanRecord<D> {
  const d = asRecord(data);
  const source = asRecord(d.source);
  const customer = asRecord(d.customer);
  const decision = d.decision == null ? null : asRecord(d.decision);
  const cancelled = d.cancelled == null ? null : asRecord(d.cancelled);
  return {
    id,
    source: {
      kind: oneOf(['order', 'project'], source.kind, 'order'),
      id: textOf(source.id),
      number: textOf(source.number),
    },
    userId: textOf(d.userId),
    customer: { name: textOf(customer.name), email: textOf(customer.email), phone: textOf(customer.phone) },
    schedule: scheduleFromRecord(d.schedule),
    status: oneOf(PLAN_STATUSES, d.status, 'awaiting_deposit'),
    paid: amountOf(d.paid),
    waived: amountOf(d.waived),
    payments: listOf(d.payments).map((v) => {
      const p = asRecord(v);
      return {
        reference: textOf(p.reference),
        amount: amountOf(p.amount),
        method: oneOf(PLAN_PAYMENT_METHODS, p.method, 'mobile_money'),
        by: textOf(p.by),
        waived: amountOf(p.waived),
        at: date(p.at),
      };
    }),
    paymentAttempts: paymentAttemptsFromRecord(d.paymentAttempts, date).map((attempt, i) => {
      const raw = asRecord(listOf(d.paymentAttempts)[i]);
      return { ...attempt, amount: amountOf(raw.amount), payoff: raw.payoff === true };
    }),
    depositDueBy: dateOrNull(d.depositDueBy, date),
    decision: decision && {
      approved: decision.approved === true,
      reason: textOf(decision.reason),
      by: textOf(decision.by),
      byName: textOf(decision.byName),
      at: date(decision.at),
    },
    releasedAt: dateOrNull(d.releasedAt, date),
    overdueSince: dayOrNull(d.overdueSince),
    promiseToPay: dayOrNull(d.promiseToPay),
    lastContactAt: dateOrNull(d.lastContactAt, date),
    ownedAt: dateOrNull(d.ownedAt, date),
    cancelled: cancelled && { reason: textOf(cancelled.reason), by: textOf(cancelled.by), at: date(cancelled.at) },
    timeline: listOf(d.timeline).map((v) => {
      const e = asRecord(v);
      return {
        status: oneOf(PLAN_STATUSES, e.status, 'awaiting_deposit'),
        at: date(e.at),
        by: textOf(e.by),
        ...(typeof e.byName === 'string' ? { byName: e.byName } : {}),
        note: textOf(e.note),
      };
    }),
    searchKeys: textsOf(d.searchKeys),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
  };
}

/** The one reader of plans/{id}/calls/{id}: a call staff logged (PlanCall). */
export function planCallFromRecord<D>(id: string, data: unknown, date: (value: unknown) => D): PlanCall<D> {
  const d = asRecord(data);
  return {
    ...staffNoteStampOf(id, d, date),
    outcome: oneOf(PLAN_CALL_OUTCOMES, d.outcome, 'reached'),
    promiseToPay: textOrNull(d.promiseToPay),
  };
}
