import '../shared/global-options';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PAYSTACK_SECRET_KEY } from '../payments/lib/paystack';
import { expireAwaitedDeposits as expire } from './lib/project-deposit';

/**
 * expireAwaitedDeposits: every 5 minutes, as the orders' expiry (expireUnpaidOrders), projects whose deposit did
 * not come within its hold time have their open attempts verified with Paystack, then their reserved goods put
 * back and their acceptance cleared (projects/lib/project-deposit.ts, docs/projects.md "Deposit").
 */
export const expireAwaitedDeposits = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Africa/Accra', secrets: [PAYSTACK_SECRET_KEY] },
  async () => {
    const released = await expire();
    if (released.length > 0) logger.info(`Released ${released.length} projects' reserved goods`, { released });
  },
);
