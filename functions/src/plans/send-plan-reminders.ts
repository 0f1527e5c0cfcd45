import '../shared/global-options';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PAYSTACK_SECRET_KEY } from '../payments/lib/paystack';
import { expirePlanDeposits as expireDeposits, sendPlanReminders as sweep } from './lib/plan-reminders';

/**
 * sendPlanReminders: every morning, shop time, the payment plans' sweep (plans/lib/plan-reminders.ts; locally
 * scripts/send-plan-reminders.ts, the emulators have no scheduler): deposits not received in time, reminders
 * before, on and after each instalment's day, plans become overdue and staff are told.
 */
export const sendPlanReminders = onSchedule(
  { schedule: 'every day 08:00', timeZone: 'Africa/Accra', secrets: [PAYSTACK_SECRET_KEY] },
  async () => {
    const { queued, overdue, cancelled } = await sweep();
    if (queued.length + overdue.length + cancelled.length > 0) {
      logger.info(`Plans: ${queued.length} notifications, ${overdue.length} overdue, ${cancelled.length} cancelled`, {
        queued,
        overdue,
        cancelled,
      });
    }
  },
);

/**
 * expirePlanDeposits: every hour, plans whose deposit did not come within PLAN_DEPOSIT_HOURS are cancelled and
 * their goods go back to stock (the morning sweep does it too; this keeps stock from waiting until then).
 */
export const expirePlanDeposits = onSchedule(
  { schedule: 'every 60 minutes', timeZone: 'Africa/Accra', secrets: [PAYSTACK_SECRET_KEY] },
  async () => {
    const cancelled = await expireDeposits();
    if (cancelled.length > 0) logger.info(`Cancelled ${cancelled.length} plans without their deposit`, { cancelled });
  },
);
