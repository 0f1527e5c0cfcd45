/**
 * Runs the maintenance reminders' sweep (functions/src/projects/lib/maintenance-reminders.ts), as the scheduler runs
 * `sendMaintenanceReminders` every morning in production: locally the emulators have no scheduler.
 *   npx tsx scripts/send-maintenance-reminders.ts [--days-ahead N]
 * with the emulators running (npm start, or a test suite: its environment names them). --days-ahead runs it
 * with the clock N days ahead (e.g. 182: a battery check is due on an installation commissioned today). Prints
 * the ids of the notifications it queued, one a line.
 */
import { runSweep } from './lib/sweep';

runSweep({ ahead: { flag: '--days-ahead', unit: 'days' } }, async (ahead) => {
  const { sendMaintenanceReminders } = await import('../functions/src/projects/lib/maintenance-reminders');
  const queued = await sendMaintenanceReminders(new Date(Date.now() + ahead * 86_400_000));
  for (const id of queued) console.log(id);
});
