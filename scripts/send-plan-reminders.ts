/**
 * Runs the payment plans' daily sweep (functions/src/lib/plan-reminders.ts), as the scheduler runs
 * `sendPlanReminders` every morning in production: locally the emulators have no scheduler.
 *   npx tsx scripts/send-plan-reminders.ts [--days-ahead N]
 * with the emulators running (npm start, or a test suite: its environment names them). --days-ahead runs it
 * with the clock N days ahead (e.g. 4 on a weekly plan made today: its first instalment is due in 3 days; 11:
 * its grace days have passed and it is overdue). Prints the ids of the notifications it queued, then
 * `overdue <planId>` and `cancelled <planId>` for the plans it marked overdue or cancelled, one a line.
 */
import { emulatorEnv, emulatorPorts } from './lib/emulators';
import { standinSecretKey } from './lib/paystack-standin';

async function main() {
  const at = process.argv.indexOf('--days-ahead');
  const ahead = at > 0 ? Number(process.argv[at + 1]) : 0;
  if (!Number.isFinite(ahead) || ahead < 0) throw new Error('--days-ahead takes a number of days');
  // The emulators of this suite (EMULATOR_PORT_OFFSET) unless the environment names them already.
  for (const [key, value] of Object.entries(emulatorEnv(emulatorPorts()))) process.env[key] ??= value;
  process.env.PAYSTACK_SECRET_KEY = standinSecretKey();
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { sendPlanReminders } = await import('../functions/src/lib/plan-reminders');
  const { queued, overdue, cancelled } = await sendPlanReminders(new Date(Date.now() + ahead * 86_400_000));
  for (const id of queued) console.log(id);
  for (const id of overdue) console.log(`overdue ${id}`);
  for (const id of cancelled) console.log(`cancelled ${id}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
