import '../shared/global-options';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { isPaystackSignature, PAYSTACK_SECRET_KEY, PaystackError } from './lib/paystack';
import { recordRefundProcessed, recordUnverifiedCharge, recordVerifiedCharge } from './lib/payments';
import { problemsCollection, type ChargeOutcome } from './lib/payment-events';
import { paymentPurposeOf } from './lib/purposes';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { asRecord, textOf } from '@domain/shared/stored-values';

/** The events the shop acts on, read from a signed body; anything else Paystack sends is acknowledged. */
type PaystackEvent =
  | { kind: 'charge.success'; reference: string }
  | { kind: 'refund.processed'; refundId: string; reference: string; amount: number; currency: string }
  | { kind: 'other' };

/** The event in a body, or null when it is not a well-formed Paystack event (not JSON, no event name or data). */
function parseEvent(rawBody: Buffer): PaystackEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const event = asRecord(parsed);
  if (typeof event.event !== 'string' || typeof event.data !== 'object' || event.data === null) return null;
  const data = asRecord(event.data);
  if (event.event === 'charge.success') {
    const reference = textOf(data.reference);
    return reference ? { kind: 'charge.success', reference } : null;
  }
  if (event.event === 'refund.processed') {
    const reference = textOf(data.transaction_reference);
    const refundId = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : '';
    if (!reference || !refundId) return null;
    return {
      kind: 'refund.processed',
      refundId,
      reference,
      amount: Number(data.amount),
      currency: textOf(data.currency),
    };
  }
  return { kind: 'other' };
}

/** A Firestore document id: 1 to 1,500 bytes, no slash, not `.` or `..`, not `__…__` (Firestore's own). */
const isDocumentId = (id: string): boolean =>
  id.length > 0 &&
  Buffer.byteLength(id) <= 1500 &&
  !id.includes('/') &&
  id !== '.' &&
  id !== '..' &&
  !/^__.*__$/.test(id);

/** The key an event is recorded under once (paymentEvents/{key}): a charge by its reference, a refund by its id. */
const eventKeyOf = (event: Exclude<PaystackEvent, { kind: 'other' }>): string =>
  event.kind === 'charge.success' ? `charge.success-${event.reference}` : `refund.processed-${event.refundId}`;

/**
 * Whether the event could be about something the shop made: its key and the order, project or plan its reference
 * names are document ids. A reference the shop never makes (`project.x/../y.1`) names no document at all.
 */
function namesShopDocuments(event: Exclude<PaystackEvent, { kind: 'other' }>): boolean {
  const holderId = paymentPurposeOf(event.reference)?.id ?? event.reference;
  return isDocumentId(eventKeyOf(event)) && isDocumentId(holderId);
}

/**
 * A signed event whose reference (or refund id) cannot name anything of the shop's: recorded for staff as an unknown
 * reference, as any other (paymentProblems), once per event (its id made from the event's key), nothing applied.
 */
async function recordForeignReference(event: Exclude<PaystackEvent, { kind: 'other' }>): Promise<'problem'> {
  const key = createHash('sha256').update(eventKeyOf(event)).digest('hex').slice(0, 40);
  await problemsCollection().doc(`unknown_reference-${key}`).set({
    reference: event.reference,
    kind: 'unknown_reference',
    detail: PAYMENT_MESSAGES.unknownReference,
    at: Timestamp.now(),
  });
  return 'problem';
}

/**
 * paystackWebhook (HTTPS, the URL set in Paystack's dashboard): Paystack's events, accepted only with a valid
 * `x-paystack-signature` (HMAC-SHA512 of the raw body with the secret key): anything else is answered 401 and
 * changes nothing; a signed body that is not a well-formed event is answered 400. charge.success is verified
 * with Paystack before anything is recorded, and applied once (payments/lib/payments.ts recordVerifiedCharge);
 * refund.processed makes a refund_due order refunded, once. Other events are acknowledged and ignored.
 *
 * A well-formed, signed event is always answered 200, also when the shop cannot match it (an unknown
 * reference, one that cannot name anything of the shop's such as `project.x/../y.1`, an order that is gone, a
 * payment that does not match, verify not knowing the reference): that is recorded in paymentProblems for staff,
 * and Paystack retrying it for days would change nothing. When verify
 * cannot be reached, the event is recorded as waiting for verification and answered 200 too: the expiry sweep
 * verifies every open attempt before its hold ends (docs/orders-at-scale.md, "Paystack's events"). Only a
 * failure of the shop's own (Firestore) is a 5xx, so that Paystack sends the event again.
 */
export const paystackWebhook = onRequest({ secrets: [PAYSTACK_SECRET_KEY] }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).send('Method not allowed');
    return;
  }
  if (!isPaystackSignature(req.rawBody, req.header('x-paystack-signature'))) {
    res.status(401).send('Invalid signature');
    return;
  }
  const event = parseEvent(req.rawBody);
  if (!event) {
    res.status(400).send('Malformed event');
    return;
  }
  try {
    let outcome: ChargeOutcome | 'ignored' = 'ignored';
    if (event.kind !== 'other' && !namesShopDocuments(event)) {
      outcome = await recordForeignReference(event);
    } else if (event.kind === 'charge.success') {
      const eventKey = eventKeyOf(event);
      try {
        outcome = await recordVerifiedCharge(event.reference, eventKey);
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        outcome = await recordUnverifiedCharge(event.reference, eventKey, error.unreachable);
      }
    } else if (event.kind === 'refund.processed') {
      outcome = await recordRefundProcessed(event);
    }
    res.status(200).json({ outcome });
  } catch (error) {
    logger.error('paystackWebhook failed', error);
    res.status(500).send('Not processed');
  }
});
