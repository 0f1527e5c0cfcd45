/**
 * Runs the maintenance reminders' sweep (functions/src/lib/maintenance-reminders.ts), as the scheduler runs
 * `sendMaintenanceReminders` every morning in production: locally the emulators have no scheduler.
 *   npx tsx scripts/send-maintenance-reminders.ts [--days-ahead N]
 * with the emulators running (npm start, or a test suite: its environment names them). --days-ahead runs it
 * with the clock N days ahead (e.g. 182: a battery check is due on an installation commissioned today). Prints
 * the ids of the notifications it queued, one a line.
 */
import { emulatorEnv, emulatorPorts } from './lib/emulators';

async function main() {
  const at = process.argv.indexOf('--days-ahead');
  const ahead = at > 0 ? Number(process.argv[at + 1]) : 0;
  if (!Number.isFinite(ahead) || ahead < 0) throw new Error('--days-ahead takes a number of days');
  for (const [key, value] of Object.entries(emulatorEnv(emulatorPorts()))) process.env[key] ??= value;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { sendMaintenanceReminders } = await import('../functions/src/lib/maintenance-reminders');
  const queued = await sendMaintenanceReminders(new Date(Date.now() + ahead * 86_400_000));
  for (const id of queued) console.log(id);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
