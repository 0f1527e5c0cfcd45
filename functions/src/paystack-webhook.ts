import './lib/global-options';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { isPaystackSignature, PAYSTACK_SECRET_KEY, PaystackError } from './lib/paystack';
import { recordRefundProcessed, recordVerifiedCharge } from './lib/payments';
import { asRecord } from '../../src/domain/stored-values';

/**
 * paystackWebhook (HTTPS, the URL set in Paystack's dashboard): Paystack's events, accepted only with a valid
 * `x-paystack-signature` (HMAC-SHA512 of the raw body with the secret key): anything else is answered 401 and
 * changes nothing. charge.success is verified with Paystack before anything is recorded, and applied once
 * (lib/payments.ts recordVerifiedCharge); refund.processed makes a refund_due order refunded, once. Other
 * events are acknowledged and ignored. Answers 200 once handled (Paystack retries anything else), 500 when
 * Paystack's verify could not be reached, so that Paystack sends the event again.
 */
export const paystackWebhook = onRequest({ secrets: [PAYSTACK_SECRET_KEY] }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).send('Method not allowed');
    return;
  }
  if (!isPaystackSignature(req.rawBody, req.get('x-paystack-signature'))) {
    res.status(401).send('Invalid signature');
    return;
  }
  let event: Record<string, unknown>;
  try {
    event = asRecord(JSON.parse(req.rawBody.toString('utf8')));
  } catch {
    res.status(400).send('Invalid body');
    return;
  }
  const data = asRecord(event.data);
  try {
    if (event.event === 'charge.success' && typeof data.reference === 'string') {
      const outcome = await recordVerifiedCharge(data.reference, `charge.success-${data.reference}`);
      res.status(200).json({ outcome });
      return;
    }
    if (event.event === 'refund.processed' && typeof data.transaction_reference === 'string') {
      const outcome = await recordRefundProcessed({
        refundId: String(data.id),
        reference: data.transaction_reference,
        amount: Number(data.amount),
        currency: String(data.currency),
      });
      res.status(200).json({ outcome });
      return;
    }
    res.status(200).json({ outcome: 'ignored' });
  } catch (error) {
    if (!(error instanceof PaystackError)) logger.error('paystackWebhook failed', error);
    res.status(500).send('Not processed');
  }
});
