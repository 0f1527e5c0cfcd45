import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import {
  decideOrderChargeEvent,
  isOpenAttempt,
  MOBILE_MONEY_NETWORK_LABELS,
  mayPayNow,
  orderIdFromReference,
  type OrderDto,
  type RefundRecord,
} from '@domain/order/order';
import { db } from '../../shared/firebase';
import { MAX_TRANSACTION_ATTEMPTS } from '../../shared/action-transaction';
import { readOrder } from '../../shared/stored';
import {
  attemptsOf,
  onceForEvent,
  PAYSTACK_ACTOR,
  recordProblem,
  SYSTEM_ACTOR,
  withAttempt,
  type ChargeOutcome,
  type VerifiedChargeApply,
} from '../../payments/lib/payment-events';
import { recordVerifiedCharge } from '../../payments/lib/payments';
import { refundOnce } from '../../payments/lib/refunds';
import type { PaymentPurpose, ProcessedRefund } from '../../payments/lib/purposes';
import { changeStatus, ordersCollection, writePaymentChange } from './orders';

/**
 * An order paid now with Mobile Money (docs/orders.md): how a verified payment and Paystack's refund are applied
 * to it (the orders' entry of the payments' table of purposes), and the expiry of an order whose payment did not
 * come in time; the refund asked of Paystack after a cancellation.
 */

/** An order still waiting for its online payment: pending, paid now with Mobile Money, awaiting_payment. */
export const isAwaitingPayment = (order: DocumentSnapshot): boolean => {
  const { status, paymentStatus, paymentMethod } = readOrder(order);
  return mayPayNow({ status, paymentStatus, paymentMethod });
};

/**
 * A verified charge of the order's: in ONE transaction with paymentEvents/{eventKey}, the order is marked paid
 * when the verified transaction succeeded for exactly the order's amount in GHS with this reference, while the
 * order waits for a payment. Anything else that claims a payment is recorded in paymentProblems for staff, not
 * applied.
 */
const applyVerifiedOrderCharge: VerifiedChargeApply = (steps, tx, order, _now, { reference, verified }) => {
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
};

/**
 * refund.processed: Paystack paid the order's money back. Applied once (paymentEvents), only to an order whose
 * payment is refund_due, for its paid reference, the whole amount in GHS: it becomes refunded with the refund
 * recorded as staff's would be (RefundRecord, by Paystack). Anything else goes to paymentProblems.
 */
function applyOrderRefund(
  eventRef: DocumentReference,
  orderId: string,
  input: ProcessedRefund,
): Promise<ChargeOutcome> {
  return onceForEvent(eventRef, ordersCollection().doc(orderId), (tx, order, now) => {
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

/** The orders' entry of the payments' table (payments/lib/purposes.ts): references `<order id>-<n>`. */
export const ORDER_PAYMENTS: PaymentPurpose = {
  kind: 'order',
  idOf: orderIdFromReference,
  attemptsOn: (id) => ({ ref: ordersCollection().doc(id), field: 'paymentAttempts' }),
  mismatch: PAYMENT_MESSAGES.mismatch,
  applyVerifiedCharge: applyVerifiedOrderCharge,
  applyProcessedRefund: applyOrderRefund,
};

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
/**
 * After a cancellation (by the customer or staff): when it made a payment made online refund_due, asks Paystack
 * for the refund, once (refundRequestedAt is claimed in a transaction before the call), and says so in the
 * timeline; if Paystack refuses or does not answer, the timeline asks staff to refund by hand (recordRefund).
 * A payment on delivery that is refund_due is refunded by staff (recordRefund): nothing to do here.
 */
export async function refundIfPaidOnline(
  cancelled: Pick<OrderDto, 'id' | 'paymentStatus' | 'paymentMethod'>,
  by: string,
): Promise<void> {
  if (cancelled.paymentStatus !== 'refund_due' || cancelled.paymentMethod !== 'mobile_money_now') return;
  const ref = ordersCollection().doc(cancelled.id);
  await refundOnce(
    async (tx) => {
      const { paymentStatus, paidReference, refundRequestedAt } = readOrder(await tx.get(ref));
      if (paymentStatus !== 'refund_due' || paidReference === null || refundRequestedAt != null) return null;
      tx.update(ref, { refundRequestedAt: Timestamp.now() });
      return paidReference;
    },
    async (tx, note) => {
      const order = await tx.get(ref);
      if (readOrder(order).paymentStatus !== 'refund_due') return;
      writePaymentChange(tx, order, 'refund_due', by, note);
    },
  );
}
