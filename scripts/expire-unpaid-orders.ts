/**
 * Runs the expiry sweep of orders awaiting their Mobile Money payment (functions/src/lib/payments.ts) and of
 * projects awaiting their deposit (functions/src/lib/project-deposit.ts), as the
 * scheduler runs `expireUnpaidOrders` every 5 minutes in production: locally the emulators have no scheduler.
 *   npx tsx scripts/expire-unpaid-orders.ts [--minutes-ahead N]
 * with the emulators running (npm start, or a test suite: its environment names them). --minutes-ahead runs it
 * with the clock N minutes ahead (e.g. 31: the 30-minute hold time has passed). Prints the ids of the orders it
 * cancelled and of the projects whose reserved goods it released, one a line.
 */
import { emulatorEnv, emulatorPorts } from './lib/emulators';
import { standinSecretKey } from './lib/paystack-standin';

async function main() {
  const at = process.argv.indexOf('--minutes-ahead');
  const ahead = at > 0 ? Number(process.argv[at + 1]) : 0;
  if (!Number.isFinite(ahead) || ahead < 0) throw new Error('--minutes-ahead takes a number of minutes');
  // The emulators of this suite (EMULATOR_PORT_OFFSET) unless the environment names them already.
  for (const [key, value] of Object.entries(emulatorEnv(emulatorPorts()))) process.env[key] ??= value;
  process.env.PAYSTACK_SECRET_KEY = standinSecretKey();
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { expireUnpaidOrders } = await import('../functions/src/lib/payments');
  const { expireAwaitedDeposits } = await import('../functions/src/lib/project-deposit');
  const when = new Date(Date.now() + ahead * 60_000);
  const expired = [...(await expireUnpaidOrders(when)), ...(await expireAwaitedDeposits(when))];
  for (const id of expired) console.log(id);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
