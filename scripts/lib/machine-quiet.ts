/**
 * How busy the machine is, for the speed scripts: CPU-bound figures (TBT, interactions) mean something only on a
 * quiet machine. The emulators themselves keep both cores busy for about a minute after they start (the functions
 * answer the demo data's writes), and a build just before leaves a load average that says nothing of now.
 */
import { cpus } from 'node:os';

/** Idle and total CPU time of every core so far (ms). */
function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** Measures the idle share of every core from now: `read()` gives it since the start (0–1). */
export function idleMeter(): { read: () => number } {
  const start = cpuTimes();
  return {
    read: () => {
      const now = cpuTimes();
      const total = now.total - start.total;
      return total > 0 ? (now.idle - start.idle) / total : 1;
    },
  };
}

/** Quiet: this share of every core idle… */
const QUIET_IDLE_SHARE = 0.85;
/** …for this long in a row. */
const QUIET_FOR_MS = 5_000;

/**
 * Waits until the machine has been quiet for a while (or `maxMs` has passed, and the figures are then taken on a
 * busy machine); resolves with how long it waited and whether it got quiet.
 */
export async function waitForQuietMachine(maxMs = 180_000): Promise<{ waitedMs: number; quiet: boolean }> {
  const started = Date.now();
  const stepMs = 1_000;
  let quietSince = Date.now();
  for (;;) {
    const meter = idleMeter();
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    if (meter.read() < QUIET_IDLE_SHARE) quietSince = Date.now();
    const waitedMs = Date.now() - started;
    if (Date.now() - quietSince >= QUIET_FOR_MS) return { waitedMs, quiet: true };
    if (waitedMs >= maxMs) return { waitedMs, quiet: false };
  }
}

/** What the wait came to, in a line for the scripts' output. */
export function describeWait({ waitedMs, quiet }: { waitedMs: number; quiet: boolean }): string {
  const seconds = Math.round(waitedMs / 1000);
  return quiet
    ? `The machine was quiet after ${seconds} s (≥ ${QUIET_IDLE_SHARE * 100} % idle for ${QUIET_FOR_MS / 1000} s).`
    : `The machine did not go quiet in ${seconds} s: the figures below are from a busy machine.`;
}
