/**
 * What the scripts that run a scheduled sweep by hand share (expire-unpaid-orders, send-plan-reminders,
 * send-maintenance-reminders): the emulators have no scheduler, so a script runs the sweep's function against
 * them, the clock moved ahead when it is asked to see what the sweep does later.
 */
import { emulatorEnv, emulatorPorts } from './emulators';
import { standinSecretKey } from './paystack-standin';

export interface SweepOptions {
  /** The option that moves the clock ahead, and what it counts: `--days-ahead`, days. */
  ahead: { flag: string; unit: 'minutes' | 'days' };
  /** The sweep calls Paystack: it is pointed at the stand-in (scripts/lib/paystack-standin.ts). */
  paystack?: boolean;
}

/** The number after `flag` in `argv` (0 when left out); anything but a number of 0 or more is refused. */
export function aheadOption({ flag, unit }: SweepOptions['ahead'], argv: readonly string[] = process.argv): number {
  const at = argv.indexOf(flag);
  const ahead = at > 0 ? Number(argv[at + 1]) : 0;
  if (!Number.isFinite(ahead) || ahead < 0) throw new Error(`${flag} takes a number of ${unit}`);
  return ahead;
}

/**
 * Runs `sweep` with how far ahead the clock is, against the emulators of this suite (EMULATOR_PORT_OFFSET) unless
 * the environment names them already; then ends the process: 0 when done, 1 with the error printed.
 */
export function runSweep(options: SweepOptions, sweep: (ahead: number) => Promise<void>): void {
  const run = async () => {
    const ahead = aheadOption(options.ahead);
    for (const [key, value] of Object.entries(emulatorEnv(emulatorPorts()))) process.env[key] ??= value;
    if (options.paystack) process.env.PAYSTACK_SECRET_KEY = standinSecretKey();
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    // How the capabilities are paid for, as the functions' index.ts loads it before any function runs.
    await import('../../functions/src/capabilities');
    await sweep(ahead);
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
