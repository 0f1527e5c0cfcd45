import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { PAYMENT_MESSAGES } from '@domain/payments/order-payment-messages';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import {
  decideOrderChargeEvent,
  isOpenAttempt,
  MOBILE_MONEY_NETWORK_LABELS,
  mayPayNow,
  orderIdFromReference,
  paymentFailureOf,
  type PaymentFailure,
  type PaymentAttempt,
  type PaymentAttemptResponse,
  type PaymentAttemptStatus,
  type RefundRecord,
} from '@domain/order/order';
import { planIdFromReference } from '@domain/plans/plan-rules';
import { projectIdFromReference, PROJECT_PAYMENT_MESSAGES } from '@domain/projects/project-payment';
import { toHttpsError } from '../../shared/callable';
import { db } from '../../shared/firebase';
import { changeStatus, ordersCollection, writePaymentChange } from '../../orders/lib/orders';
import { readOrder, readProject } from '../../shared/stored';
import {
  attemptsOf,
  attemptToDto,
  eventsCollection,
  failedWith,
  onceForEvent,
  onceForVerifiedCharge,
  PAYSTACK_ACTOR,
  problemsCollection,
  recordProblem,
  SYSTEM_ACTOR,
  withAttempt,
  type AttemptsField,
  type ChargeOutcome,
} from './payment-events';
import { PaystackError, verifyTransaction, type PaystackChargeAnswer } from './paystack';
import { plansCollection } from '../../plans/lib/plans';
import { recordVerifiedPlanCharge } from '../../plans/lib/plan-payments';
import { recordVerifiedProjectCharge } from '../../projects/lib/project-payments';
import { projectEntry, projectsCollection } from '../../projects/lib/projects';
import { MAX_TRANSACTION_ATTEMPTS } from '../../shared/action-transaction';

export {
  attemptsOf,
  attemptToDto,
  PAYSTACK_ACTOR,
  SYSTEM_ACTOR,
  withAttempt,
  type AttemptsField,
  type ChargeOutcome,
} from './payment-events';

/**
 * Paying now with Mobile Money: the charge attempts on the order, recording a payment only from
 * Paystack's verify answer and only once, the problems kept for staff, expiry and refunds through Paystack. A
 * reference names what it pays: an order, a project (lib/project-payments.ts) or a plan (lib/plan-payments.ts);
 * what they share is lib/payment-events.ts.
 */

/** An order still waiting for its online payment: pending, paid now with Mobile Money, awaiting_payment. */
export const isAwaitingPayment = (order: DocumentSnapshot): boolean => {
  const { status, paymentStatus, paymentMethod } = readOrder(order);
  return mayPayNow({ status, paymentStatus, paymentMethod });
};

/**
 * The document a charge attempt belongs to, chosen from its reference: a project's (`project.<id>.<n>`,
 * domain/projects/project-payment.ts), a plan's (`plan.<id>.<n>`, domain/plans/plan-rules.ts) or an order's
 * (`<orderId>-<n>`).
 */
function holderOf(reference: string): { ref: DocumentReference; field: AttemptsField } {
  const planId = planIdFromReference(reference);
  if (planId) return { ref: plansCollection().doc(planId), field: 'paymentAttempts' };
  const projectId = projectIdFromReference(reference);
  if (projectId) return { ref: projectsCollection().doc(projectId), field: 'money.paymentAttempts' };
  return { ref: ordersCollection().doc(orderIdFromReference(reference) ?? 'none'), field: 'paymentAttempts' };
}

/**
 * Paystack asked about a charge attempt (the charge itself, or the code the network sent): its answer, or
 * `unreachable` when Paystack cannot be reached, applied to the attempt (on the order or the project its
 * reference names); answers with the attempt as it now is.
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
  const holder = holderOf(reference);
  const attempt = await db().runTransaction(
    async (tx) => {
      const order = await tx.get(holder.ref);
      const current = attemptsOf(order, holder.field).find((a) => a.reference === reference);
      if (!current) throw new Error(`No attempt ${reference} on ${holder.ref.path}`);
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
        holder.field,
      );
      tx.update(order.ref, { [holder.field]: attempts, updatedAt: now });
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
 * Paystack says (webhook) or may say (expiry, a charge answering success) that `reference` is paid. Asks
 * Paystack's verify endpoint first and believes only its answer; then, in ONE transaction that also creates
 * paymentEvents/{eventKey} (an event already there: nothing happens), marks the order paid when the verified
 * transaction succeeded for exactly the order's amount in GHS with this reference, while the order waits for a
 * payment. Anything else that claims a payment is recorded in paymentProblems for staff, not applied.
 */
export async function recordVerifiedCharge(reference: string, eventKey: string): Promise<ChargeOutcome> {
  const eventRef = eventsCollection().doc(eventKey);
  if ((await eventRef.get()).exists) return 'already';
  const verified = await verifyTransaction(reference);
  const charge = { eventRef, reference, verified };
  const planId = planIdFromReference(reference);
  if (planId) return recordVerifiedPlanCharge(charge, planId);
  const projectId = projectIdFromReference(reference);
  if (projectId) return recordVerifiedProjectCharge(charge, projectId);
  const orderId = orderIdFromReference(reference);
  const holder = {
    ref: ordersCollection().doc(orderId ?? 'none'),
    ids: { orderId },
    mismatch: PAYMENT_MESSAGES.mismatch,
  };
  return onceForVerifiedCharge(charge, holder, (steps, tx, order) => {
    const attempt = order.exists ? attemptsOf(order).find((a) => a.reference === reference) : undefined;
    const stored = readOrder(order);
    const decision = decideOrderChargeEvent(
      order.exists ? { total: stored.total, paymentStatus: stored.paymentStatus, status: stored.status } : null,
      attempt,
      verified,
    );
    if (decision.kind === 'unknown_reference' || !attempt) return steps.unknownReference();
    if (decision.kind === 'mismatch') return steps.mismatch(decision.expected);
    if (decision.kind === 'paid_after_close') return steps.paidAfterClose(PAYMENT_MESSAGES.paidAfterClose);
    writePaymentChange(
      tx,
      order,
      'paid',
      PAYSTACK_ACTOR,
      PAYMENT_MESSAGES.paidOnline(MOBILE_MONEY_NETWORK_LABELS[attempt.network], reference),
      (at) => ({
        paidAt: at,
        paidReference: reference,
        paymentDueBy: FieldValue.delete(),
        paymentAttempts: withAttempt(order, reference, { status: 'success', message: '' }, at),
      }),
    );
    return steps.settle('paid');
  });
}

/**
 * A signed charge event that Paystack's verify did not confirm: it does not know the reference (`unreachable`
 * false: 'problem'), or it did not answer ('unverified'). Nothing is applied and the event is not recorded as
 * processed (paymentEvents), so that a later verify (the expiry's, expireUnpaidOrders) still records a real
 * payment; staff see it in paymentProblems, once per event and kind (the problem's id is made from them).
 */
export async function recordUnverifiedCharge(
  reference: string,
  eventKey: string,
  unreachable: boolean,
): Promise<ChargeOutcome> {
  const kind = unreachable ? 'verify_unreachable' : 'unverifiable';
  const projectId = projectIdFromReference(reference);
  const planId = planIdFromReference(reference);
  await problemsCollection()
    .doc(`${kind}-${eventKey}`.replace(/\//g, '_').slice(0, 500))
    .set({
      ...(planId ? { planId } : projectId ? { projectId } : { orderId: orderIdFromReference(reference) }),
      reference,
      kind,
      detail: unreachable ? PAYMENT_MESSAGES.verifyUnreachable : PAYMENT_MESSAGES.unverifiable,
      at: Timestamp.now(),
    });
  return unreachable ? 'unverified' : 'problem';
}

/**
 * refund.processed: Paystack paid the order's money back. Applied once (paymentEvents), only to an order whose
 * payment is refund_due, for its paid reference, the whole amount in GHS: it becomes refunded with the refund
 * recorded as staff's would be (RefundRecord, by Paystack). Anything else goes to paymentProblems.
 */
export async function recordRefundProcessed(input: {
  refundId: string;
  reference: string;
  amount: number;
  currency: string;
}): Promise<ChargeOutcome> {
  const eventRef = eventsCollection().doc(`refund.processed-${input.refundId}`);
  const projectId = projectIdFromReference(input.reference);
  if (projectId) return recordProjectRefundProcessed(eventRef, projectId, input);
  const orderId = orderIdFromReference(input.reference);
  return onceForEvent(eventRef, ordersCollection().doc(orderId ?? 'none'), (tx, order, now) => {
    tx.create(eventRef, { reference: input.reference, at: now });
    const stored = readOrder(order);
    const matches =
      order.exists &&
      stored.paymentStatus === 'refund_due' &&
      stored.paidReference === input.reference &&
      input.amount === toPesewas(stored.total) &&
      input.currency === 'GHS';
    if (!matches) {
      recordProblem(tx, {
        orderId,
        reference: input.reference,
        kind: 'refund_mismatch',
        detail: PAYMENT_MESSAGES.mismatch,
      });
      return 'problem';
    }
    writePaymentChange(
      tx,
      order,
      'refunded',
      PAYSTACK_ACTOR,
      PAYMENT_MESSAGES.refundedOnline(input.reference),
      (at) => {
        const refund: RefundRecord<Timestamp> = {
          amount: fromPesewas(input.amount),
          method: 'mobile_money',
          reference: `Paystack refund ${input.refundId}`,
          at,
          by: PAYSTACK_ACTOR,
        };
        return { refund };
      },
    );
    return 'paid';
  });
}

/**
 * refund.processed for a project's deposit: applied once, only to a project whose deposit is refund_due, for
 * its paid reference, the whole deposit in GHS: the deposit becomes refunded, said in the timeline. Anything
 * else goes to paymentProblems.
 */
function recordProjectRefundProcessed(
  eventRef: DocumentReference,
  projectId: string,
  input: { refundId: string; reference: string; amount: number; currency: string },
): Promise<ChargeOutcome> {
  return onceForEvent(eventRef, projectsCollection().doc(projectId), (tx, snap, now) => {
    tx.create(eventRef, { reference: input.reference, at: now });
    const project = snap.exists ? readProject(snap) : null;
    const matches =
      project !== null &&
      project.money.depositStatus === 'refund_due' &&
      project.money.depositReference === input.reference &&
      project.accepted !== null &&
      input.amount === toPesewas(project.accepted.deposit) &&
      input.currency === 'GHS';
    if (!project || !matches) {
      recordProblem(tx, {
        projectId,
        reference: input.reference,
        kind: 'refund_mismatch',
        detail: PROJECT_PAYMENT_MESSAGES.mismatch,
      });
      return 'problem';
    }
    const money = { ...project.money, depositStatus: 'refunded' };
    const timeline = [
      ...project.timeline,
      projectEntry(project.stage, PAYSTACK_ACTOR, PAYMENT_MESSAGES.refundedOnline(input.reference), now),
    ];
    tx.update(snap.ref, { money, timeline, updatedAt: now });
    return 'paid';
  });
}

/**
 * The expiry, run by the scheduled sweep (expire-unpaid-orders.ts) every few minutes: every
 * order whose paymentDueBy has passed by `now` and still waits for its payment is first checked with Paystack
 * (a payment whose webhook was lost is recorded, not cancelled), then cancelled with its stock returned
 * (the same cancellation as everyone's), its payment `expired`, the timeline "Payment not received in time".
 * Returns the ids of the orders it cancelled.
 */
export async function expireUnpaidOrders(now: Date = new Date()): Promise<string[]> {
  const due = await ordersCollection().where('paymentDueBy', '<=', Timestamp.fromDate(now)).limit(200).get();
  const expired: string[] = [];
  for (const snap of due.docs) {
    if (!isAwaitingPayment(snap)) continue;
    const open = attemptsOf(snap).filter(isOpenAttempt);
    let paid = false;
    for (const attempt of open) {
      try {
        paid =
          (await recordVerifiedCharge(attempt.reference, `charge.success-${attempt.reference}`)) === 'paid' || paid;
      } catch (error) {
        logger.warn(`Could not verify ${attempt.reference} before expiry`, error);
      }
    }
    if (paid) continue;
    const done = await db().runTransaction(
      async (tx) => {
        const order = await tx.get(snap.ref);
        const dueBy = readOrder(order).paymentDueBy;
        if (!isAwaitingPayment(order) || !dueBy || dueBy.toMillis() > now.getTime()) return false;
        await changeStatus(tx, order, 'cancelled', SYSTEM_ACTOR, PAYMENT_MESSAGES.expired, { unpaidAs: 'expired' });
        return true;
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
    if (done) expired.push(snap.id);
  }
  return expired;
}
