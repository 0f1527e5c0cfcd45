import { orderPagePath, projectPagePath } from '@domain/notifications/notifications';
import { planAdminPath } from '@domain/plans/plan-notifications';
import { amountOf, asRecord, oneOf, textOf } from '@domain/shared/stored-values';
import { labelled } from '@domain/shared/labelled';
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import type { PaymentProblemHolder } from './order-payment';

/**
 * A Mobile Money payment or refund Paystack confirmed that the shop could not apply (paymentProblems/{id}, written
 * by the functions only, read by staff: docs/operations.md, "Payments to check"): money that reached the shop's
 * account for a reference it does not know, for another amount than asked, or after its order, project or plan was
 * closed. Nothing was applied: staff check it and refund or record it by hand.
 */

/** What happened, in staff's words (value-labels.json), and the kinds the functions record. */
export const [PAYMENT_PROBLEM_KINDS, PAYMENT_PROBLEM_LABELS] = labelled(VALUE_LABELS.paymentProblemKind);
export type PaymentProblemKind = keyof typeof PAYMENT_PROBLEM_LABELS;

export interface PaymentProblem<D> {
  id: string;
  kind: PaymentProblemKind;
  holder: PaymentProblemHolder | null;
  reference: string;
  detail: string;
  /** In pesewas, when the problem is an amount */
  expected: number | null;
  received: number | null;
  at: D;
}

const amountIn = (value: unknown): number | null => {
  const record = asRecord(value);
  return typeof record.amount === 'number' ? amountOf(record.amount) : null;
};

/** paymentProblems/{id} as the functions write it (any of orderId, projectId or planId; dates as D). */
export function paymentProblemFromRecord<D>(id: string, raw: unknown, date: (value: unknown) => D): PaymentProblem<D> {
  const r = asRecord(raw);
  const holder: PaymentProblemHolder | null = textOf(r.planId)
    ? { kind: 'plan', id: textOf(r.planId) }
    : textOf(r.projectId)
      ? { kind: 'project', id: textOf(r.projectId) }
      : textOf(r.orderId)
        ? { kind: 'order', id: textOf(r.orderId) }
        : null;
  return {
    id,
    kind: oneOf(PAYMENT_PROBLEM_KINDS, r.kind, 'other'),
    holder,
    reference: textOf(r.reference),
    detail: textOf(r.detail),
    expected: amountIn(r.expected),
    received: amountIn(r.received),
    at: date(r.at),
  };
}

/** The staff page of what the money was for. */
export function holderPagePath(holder: PaymentProblemHolder): string {
  if (holder.kind === 'order') return orderPagePath(holder.id, 'staff');
  if (holder.kind === 'project') return projectPagePath(holder.id, 'staff');
  return planAdminPath(holder.id);
}
