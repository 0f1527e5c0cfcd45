import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { FAILURE_WORDS } from '@domain/payments/messages';
import {
  paymentAttemptsFromRecord,
  paymentFailureOf,
  type PaymentAttempt,
  type PaymentFailure,
} from '@domain/order/order';
import { asRecord } from '@domain/shared/stored-values';
import { db } from '../../shared/firebase';
import { MAX_TRANSACTION_ATTEMPTS } from '../../shared/action-transaction';
import type { PaystackTransaction } from './paystack';

/**
 * The parts of the Paystack path every payer shares (orders, projects, plans: payments.ts finds its purpose by
 * reference): the attempts kept on the document paid, the events applied once and the problems kept for staff.
 *
 * Collections only functions write (firestore.rules): `paymentEvents/{key}` (an event of Paystack's, processed
 * once: created in the transaction that applies it) and `paymentProblems/{auto}` (what did not match, for staff).
 */

/** Who the timeline names for what Paystack or the expiry did (no person did it). */
export const PAYSTACK_ACTOR = 'paystack';
export const SYSTEM_ACTOR = 'system';

export const eventsCollection = () => db().collection('paymentEvents');
export const problemsCollection = () => db().collection('paymentProblems');

const iso = (value: unknown): string => (value instanceof Timestamp ? value.toDate() : new Date(0)).toISOString();

/** Where a charge attempt's attempts are kept: an order's `paymentAttempts`, a project's `money.paymentAttempts`. */
export type AttemptsField = 'paymentAttempts' | 'money.paymentAttempts';

export const attemptsOf = (
  order: DocumentSnapshot,
  field: AttemptsField = 'paymentAttempts',
): PaymentAttempt<Timestamp>[] =>
  paymentAttemptsFromRecord(order.get(field), (v) => (v instanceof Timestamp ? v : Timestamp.now()));

export const attemptToDto = (attempt: PaymentAttempt<Timestamp>): PaymentAttempt<string> => ({
  ...attempt,
  createdAt: iso(attempt.createdAt),
  updatedAt: iso(attempt.updatedAt),
});

/**
 * The order's (or project's, or plan's) attempts with the one of `reference` changed. Fields of a payer's own
 * beside the common ones (a plan's attempt's amount and payoff) are kept as stored.
 */
export function withAttempt(
  order: DocumentSnapshot,
  reference: string,
  change: Partial<Pick<PaymentAttempt<Timestamp>, 'status' | 'message' | 'displayText'>>,
  now: Timestamp,
  field: AttemptsField = 'paymentAttempts',
): PaymentAttempt<Timestamp>[] {
  const raw: unknown = order.get(field);
  const stored = Array.isArray(raw) ? raw : [];
  return attemptsOf(order, field).map((a, i) => {
    const kept = { ...asRecord(stored[i]), ...a };
    return a.reference === reference ? { ...kept, ...change, updatedAt: now } : kept;
  });
}

/** A failed attempt's kind of failure and its words, from Paystack's words (paymentFailureOf). */
export function failedWith(failure: PaymentFailure): { status: 'failed'; failure: PaymentFailure; message: string } {
  return { status: 'failed', failure, message: FAILURE_WORDS[failure] };
}

/** What did not match, kept for staff (Admin › Orders' payment problems). */
export function recordProblem(tx: Transaction, problem: DocumentData): void {
  tx.create(problemsCollection().doc(), { ...problem, at: Timestamp.now() });
}

export type ChargeOutcome = 'paid' | 'already' | 'mismatch' | 'not-paid' | 'problem' | 'unverified';

/**
 * One Paystack event applied once: in a transaction that reads paymentEvents/{eventKey} and the order (or
 * project) at `holder`, an event already recorded changes nothing ('already'); else `apply` runs (it records
 * the event).
 */
export function onceForEvent(
  eventRef: DocumentReference,
  holder: DocumentReference,
  apply: (tx: Transaction, order: DocumentSnapshot, now: Timestamp) => ChargeOutcome | Promise<ChargeOutcome>,
): Promise<ChargeOutcome> {
  return db().runTransaction(
    async (tx): Promise<ChargeOutcome> => {
      const [event, order] = await tx.getAll(eventRef, holder);
      if (!event || !order) throw new Error('Firestore returned fewer documents than asked');
      if (event.exists) return 'already';
      return apply(tx, order, Timestamp.now());
    },
    { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
  );
}

/** Paystack's verified answer for `reference`, and paymentEvents/{key} that applies it once. */
export interface VerifiedCharge {
  eventRef: DocumentReference;
  reference: string;
  verified: PaystackTransaction;
}

/** The document paid (its ref), what names it, and its words, for the steps of a verified charge (chargeSteps). */
export interface ChargeHolder {
  ref: DocumentReference;
  /** The document's id as its problems name it: `{ orderId }`, `{ projectId }` or `{ planId }`. */
  ids: Record<string, string | null>;
  /** Where its attempts are kept. */
  field?: AttemptsField;
  /** The words of a mismatch, for staff and on the attempt. */
  mismatch: string;
}

/**
 * The steps every payer's recordVerifiedCharge shares (an order, a project, a plan), inside onceForEvent's
 * transaction: the event recorded with its outcome (settle), a charge not paid (yet: a failure written on its
 * attempt, nothing recorded once), and the problems kept for staff with the attempt marked as they say.
 */
function chargeSteps(
  tx: Transaction,
  snap: DocumentSnapshot,
  now: Timestamp,
  charge: VerifiedCharge,
  holder: ChargeHolder,
) {
  const { eventRef, reference, verified } = charge;
  const field = holder.field ?? 'paymentAttempts';
  const settle = (outcome: ChargeOutcome): ChargeOutcome => {
    tx.create(eventRef, { reference, outcome, status: verified.status, at: now });
    return outcome;
  };
  const attemptsWith = (change: Parameters<typeof withAttempt>[2]) => withAttempt(snap, reference, change, now, field);
  const writeAttempt = (change: Parameters<typeof withAttempt>[2]) =>
    tx.update(snap.ref, { [field]: attemptsWith(change), updatedAt: now });
  return {
    settle,
    attemptsWith,
    /** 'not-paid' (a failure written on its attempt) unless Paystack says the charge succeeded: then null. */
    notPaid: (): ChargeOutcome | null => {
      if (verified.status === 'success') return null;
      if (snap.exists && verified.status === 'failed') {
        writeAttempt(failedWith(paymentFailureOf(verified.gatewayResponse)));
      }
      return 'not-paid';
    },
    /** A reference the document does not know (or no document). */
    unknownReference: (): ChargeOutcome => {
      recordProblem(tx, { ...holder.ids, reference, kind: 'unknown_reference', detail: holder.mismatch });
      return settle('problem');
    },
    /** Another amount (or currency, or reference) than the attempt's `expected` pesewas in GHS. */
    mismatch: (expected: number): ChargeOutcome => {
      recordProblem(tx, {
        ...holder.ids,
        reference,
        kind: 'mismatch',
        detail: holder.mismatch,
        expected: { amount: expected, currency: 'GHS' },
        received: { amount: verified.amount, currency: verified.currency, reference: verified.reference },
      });
      writeAttempt({ status: 'mismatch', message: holder.mismatch });
      return settle('mismatch');
    },
    /**
     * Paid, but no longer awaited: kept for staff (with `extra` and the amount received, which staff refund),
     * never applied; the attempt a success.
     */
    paidAfterClose: (detail: string, extra: DocumentData = {}): ChargeOutcome => {
      recordProblem(tx, {
        ...holder.ids,
        reference,
        kind: 'paid_after_close',
        ...extra,
        detail,
        received: { amount: verified.amount, currency: verified.currency, reference: verified.reference },
      });
      writeAttempt({ status: 'success', message: '' });
      return settle('problem');
    },
  };
}

export type ChargeSteps = ReturnType<typeof chargeSteps>;

/**
 * What a purpose does with a charge Paystack verified as a success (purposes.ts), inside the once-per-event
 * transaction, with the document paid (`snap`) read in it: its writes, and the outcome through `steps`.
 */
export type VerifiedChargeApply = (
  steps: ChargeSteps,
  tx: Transaction,
  snap: DocumentSnapshot,
  now: Timestamp,
  charge: VerifiedCharge,
) => ChargeOutcome;

/**
 * A verified charge applied once to the order, project or plan at `holder.ref` (onceForEvent): a charge not paid
 * is answered by chargeSteps' notPaid; a successful one is the payer's to apply (`apply`, given the shared steps
 * for its problems and its outcome).
 */
export function onceForVerifiedCharge(
  charge: VerifiedCharge,
  holder: ChargeHolder,
  apply: VerifiedChargeApply,
): Promise<ChargeOutcome> {
  return onceForEvent(charge.eventRef, holder.ref, (tx, snap, now) => {
    const steps = chargeSteps(tx, snap, now, charge, holder);
    return steps.notPaid() ?? apply(steps, tx, snap, now, charge);
  });
}
