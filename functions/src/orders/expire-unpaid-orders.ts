import '../shared/global-options';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PAYSTACK_SECRET_KEY } from '../payments/lib/paystack';
import { expireUnpaidOrders as expire } from './lib/order-payments';

/**
 * expireUnpaidOrders: every 5 minutes, orders whose Mobile Money payment did not come within the hold time
 * (settings/global.payment.holdMinutes, 30 by default) are cancelled and their stock returned
 * (lib/order-payments.ts).
 * A scheduled sweep rather than a Cloud Tasks task per order: firebase-tools 14's Tasks emulator runs a task at
 * once, whatever its scheduleDelaySeconds, so a per-order task could not be tested here; the sweep's logic is a
 * plain function the tests call, and an order is at most 5 minutes late to expire. Projects' deposits have a sweep
 * of their own (projects/expire-awaited-deposits.ts).
 */
export const expireUnpaidOrders = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Africa/Accra', secrets: [PAYSTACK_SECRET_KEY] },
  async () => {
    const expired = await expire();
    if (expired.length > 0) logger.info(`Expired ${expired.length} unpaid orders`, { expired });
  },
);
