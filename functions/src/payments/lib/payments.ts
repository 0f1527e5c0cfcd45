import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import {
  paymentFailureOf,
  type PaymentFailure,
  type PaymentAttempt,
  type PaymentAttemptResponse,
  type PaymentAttemptStatus,
} from '@domain/order/order';
import { toHttpsError } from '../../shared/callable';
import { db } from '../../shared/firebase';
import { MAX_TRANSACTION_ATTEMPTS } from '../../shared/action-transaction';
import {
  attemptsOf,
  attemptToDto,
  eventsCollection,
  failedWith,
  onceForVerifiedCharge,
  problemsCollection,
  recordProblem,
  withAttempt,
  type ChargeOutcome,
} from './payment-events';
import { PaystackError, verifyTransaction, type PaystackChargeAnswer } from './paystack';
import { paymentPurposeOf, problemIds, type PaymentPurpose, type ProcessedRefund } from './purposes';

/**
 * Paying with Mobile Money, below everything paid for (docs/architecture.md, "Payments at the bottom"): Paystack
 * asked, its answers written on the charge attempts, a payment recorded only from Paystack's verify answer and only
 * once, the problems kept for staff. What a payment is for, and how it is applied, is its purpose's
 * (purposes.ts); what every purpose shares is payment-events.ts.
 */

/**
 * Paystack asked about a charge attempt (the charge itself, or the code the network sent): its answer, or
 * `unreachable` when Paystack cannot be reached, applied to the attempt (on the order, plan or project its
 * reference names: its purpose, purposes.ts); answers with the attempt as it now is.
 */
export async function askPaystack(
  reference: string,
  ask: () => Promise<PaystackChargeAnswer>,
): Promise<PaymentAttemptResponse> {
  try {
    const answer = await ask().catch((error: unknown) => {
      if (error instanceof PaystackError) return 'unreachable' as const;
      throw error;
    });
    return { attempt: await applyChargeAnswer(reference, answer) };
  } catch (error) {
    throw toHttpsError(error, PAYMENT_MESSAGES.paystackUnavailable);
  }
}

/**
 * What a charge or an OTP submission answered, written on its attempt (unless the attempt is settled already:
 * a webhook may come first). A `success` answer is not trusted here: it is verified (recordVerifiedCharge).
 */
async function applyChargeAnswer(
  reference: string,
  answer: PaystackChargeAnswer | 'unreachable',
): Promise<PaymentAttempt<string>> {
  const holder = paymentPurposeOf(reference);
  if (!holder) throw new Error(`No attempt ${reference}: no purpose of payment names it`);
  const { ref, field } = holder.purpose.attemptsOn(holder.id);
  const attempt = await db().runTransaction(
    async (tx) => {
      const order = await tx.get(ref);
      const current = attemptsOf(order, field).find((a) => a.reference === reference);
      if (!current) throw new Error(`No attempt ${reference} on ${ref.path}`);
      if (current.status === 'success' || current.status === 'mismatch' || current.status === 'failed') return current;
      let status: PaymentAttemptStatus;
      let message = '';
      let failure: PaymentFailure | undefined;
      if (answer === 'unreachable') {
        ({ status, failure, message } = failedWith('unreachable'));
      } else if (answer.status === 'send_otp' || answer.status === 'pay_offline') {
        status = answer.status;
      } else if (answer.status === 'failed') {
        ({ status, failure, message } = failedWith(paymentFailureOf(answer.message)));
      } else {
        status = 'pending';
      }
      const displayText = answer === 'unreachable' ? '' : answer.displayText;
      const now = Timestamp.now();
      const attempts = withAttempt(
        order,
        reference,
        { status, message, ...(failure ? { failure } : {}), displayText },
        now,
        field,
      );
      tx.update(order.ref, { [field]: attempts, updatedAt: now });
      return attempts.find((a) => a.reference === reference) ?? current;
    },
    { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
  );
  if (answer !== 'unreachable' && answer.status === 'success') {
    await recordVerifiedCharge(reference, `charge.success-${reference}`);
  }
  return attemptToDto(attempt);
}

/**
 * Paystack says (webhook) or may say (an expiry, a charge answering success) that `reference` is paid. Asks
 * Paystack's verify endpoint first and believes only its answer; then its purpose applies it, in ONE transaction
 * that also creates paymentEvents/{eventKey} (an event already there: nothing happens). A success for a reference
 * no purpose knows is recorded in paymentProblems for staff, never applied.
 */
export async function recordVerifiedCharge(reference: string, eventKey: string): Promise<ChargeOutcome> {
  const eventRef = eventsCollection().doc(eventKey);
  if ((await eventRef.get()).exists) return 'already';
  const verified = await verifyTransaction(reference);
  const paid = paymentPurposeOf(reference);
  if (paid) {
    const { purpose, id } = paid;
    const holder = { ...purpose.attemptsOn(id), ids: problemIds(purpose.kind, id), mismatch: purpose.mismatch };
    return onceForVerifiedCharge({ eventRef, reference, verified }, holder, purpose.applyVerifiedCharge);
  }
  if (verified.status !== 'success') return 'not-paid';
  return db().runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'already';
    recordProblem(tx, { reference, kind: 'unknown_reference', detail: PAYMENT_MESSAGES.mismatch });
    tx.create(eventRef, { reference, outcome: 'problem', status: verified.status, at: Timestamp.now() });
    return 'problem';
  });
}

/**
 * A signed charge event that Paystack's verify did not confirm: it does not know the reference (`unreachable`
 * false: 'problem'), or it did not answer ('unverified'). Nothing is applied and the event is not recorded as
 * processed (paymentEvents), so that a later verify (an expiry's) still records a real payment; staff see it in
 * paymentProblems, once per event and kind (the problem's id is made from them).
 */
export async function recordUnverifiedCharge(
  reference: string,
  eventKey: string,
  unreachable: boolean,
): Promise<ChargeOutcome> {
  const kind = unreachable ? 'verify_unreachable' : 'unverifiable';
  const holder = paymentPurposeOf(reference);
  await problemsCollection()
    .doc(`${kind}-${eventKey}`.replace(/\//g, '_').slice(0, 500))
    .set({
      ...problemIds(holder?.purpose.kind ?? 'order', holder?.id ?? null),
      reference,
      kind,
      detail: unreachable ? PAYMENT_MESSAGES.verifyUnreachable : PAYMENT_MESSAGES.unverifiable,
      at: Timestamp.now(),
    });
  return unreachable ? 'unverified' : 'problem';
}

/**
 * refund.processed: Paystack paid money back. Applied once (paymentEvents) by the purpose of its reference; a
 * refund of a reference whose purpose Paystack never refunds, or of none, goes to paymentProblems.
 */
export async function recordRefundProcessed(refund: ProcessedRefund): Promise<ChargeOutcome> {
  const eventRef = eventsCollection().doc(`refund.processed-${refund.refundId}`);
  const holder = paymentPurposeOf(refund.reference);
  if (holder?.purpose.applyProcessedRefund) return holder.purpose.applyProcessedRefund(eventRef, holder.id, refund);
  return refundOfNoPurpose(eventRef, holder?.purpose.kind ?? 'order', holder?.id ?? null, refund);
}

/** A refund nothing applies: recorded once for staff (refund_mismatch), the event with it. */
function refundOfNoPurpose(
  eventRef: DocumentReference,
  kind: PaymentPurpose['kind'],
  id: string | null,
  refund: ProcessedRefund,
): Promise<ChargeOutcome> {
  return db().runTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'already';
    const now = Timestamp.now();
    tx.create(eventRef, { reference: refund.reference, at: now });
    recordProblem(tx, {
      ...problemIds(kind, id),
      reference: refund.reference,
      kind: 'refund_mismatch',
      detail: PAYMENT_MESSAGES.mismatch,
    });
    return 'problem';
  });
}
