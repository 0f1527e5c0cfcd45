/**
 * Runs the payment plans' daily sweep (functions/src/plans/lib/plan-reminders.ts), as the scheduler runs
 * `sendPlanReminders` every morning in production: locally the emulators have no scheduler.
 *   npx tsx scripts/send-plan-reminders.ts [--days-ahead N] [--plan <planId>]
 * with the emulators running (npm start, or a test suite: its environment names them). --days-ahead runs it
 * with the clock N days ahead (e.g. 4 on a weekly plan made today: its first instalment is due in 3 days; 11:
 * its grace days have passed and it is overdue). Prints the ids of the notifications it queued, then
 * `overdue <planId>` and `cancelled <planId>` for the plans it marked overdue or cancelled, one a line. --plan
 * sweeps that plan only (a clock moved a month must not touch other runs' plans on a shared database).
 */
import { runSweep } from './lib/sweep';

runSweep({ ahead: { flag: '--days-ahead', unit: 'days' }, paystack: true }, async (ahead) => {
  const { sendPlanReminders } = await import('../functions/src/plans/lib/plan-reminders');
  const planAt = process.argv.indexOf('--plan');
  const only = planAt > 0 ? process.argv[planAt + 1] : undefined;
  const now = new Date(Date.now() + ahead * 86_400_000);
  const { queued, overdue, cancelled } = await sendPlanReminders(now, only);
  for (const id of queued) console.log(id);
  for (const id of overdue) console.log(`overdue ${id}`);
  for (const id of cancelled) console.log(`cancelled ${id}`);
});
