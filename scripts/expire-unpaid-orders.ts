/**
 * Runs the expiry sweeps of orders awaiting their Mobile Money payment (functions/src/orders/lib/order-payments.ts)
 * and of projects awaiting their deposit (functions/src/projects/lib/project-deposit.ts), as the scheduler runs
 * `expireUnpaidOrders` and `expireAwaitedDeposits` every 5 minutes in production: locally the emulators have no
 * scheduler.
 *   npx tsx scripts/expire-unpaid-orders.ts [--minutes-ahead N]
 * with the emulators running (npm start, or a test suite: its environment names them). --minutes-ahead runs it
 * with the clock N minutes ahead (e.g. 31: the 30-minute hold time has passed). Prints the ids of the orders it
 * cancelled and of the projects whose reserved goods it released, one a line.
 */
import { runSweep } from './lib/sweep';

runSweep({ ahead: { flag: '--minutes-ahead', unit: 'minutes' }, paystack: true }, async (ahead) => {
  const { expireUnpaidOrders } = await import('../functions/src/orders/lib/order-payments');
  const { expireAwaitedDeposits } = await import('../functions/src/projects/lib/project-deposit');
  const when = new Date(Date.now() + ahead * 60_000);
  const expired = [...(await expireUnpaidOrders(when)), ...(await expireAwaitedDeposits(when))];
  for (const id of expired) console.log(id);
});
