import '../shared/global-options';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sendMaintenanceReminders as sweep } from './lib/maintenance-reminders';

/**
 * sendMaintenanceReminders: every morning, shop time, each commissioned installation's due maintenance
 * reminders (a battery check, the panels' cleaning) are queued once in the outbox (projects/lib/maintenance-reminders.ts;
 * locally scripts/send-maintenance-reminders.ts, the emulators have no scheduler).
 */
export const sendMaintenanceReminders = onSchedule(
  { schedule: 'every day 08:00', timeZone: 'Africa/Accra' },
  async () => {
    const queued = await sweep();
    if (queued.length > 0) logger.info(`Queued ${queued.length} maintenance reminders`, { queued });
  },
);
