/**
 * Before the first journey: every HTTP function (the callables, the webhook, the vitals collector) is asked
 * as many times at once as journeys run at once, so that the Functions emulator has started that many worker
 * processes for it. A deployed function's instances are already running; on the emulator a call that finds no
 * idle worker of its function waits for a Node process to start and load the functions bundle (seconds each on a
 * busy 2-core machine, and longer while others start beside it), which would land inside a journey: the first
 * one to call the function, or the second of two journeys placing an order at the same moment ("Thank you for
 * your order!" then missed its 10 s). A GET is refused by every one of them before any of its own code reads or
 * writes anything (a callable answers 400, the others 405).
 */
import type { FullConfig } from '@playwright/test';
import { PROJECT_ID } from '../../scripts/lib/emulators';

interface Backends {
  backends: { functionTriggers: { entryPoint: string; region: string; httpsTrigger?: unknown }[] }[];
}

export default async function startFunctionWorkers(config: FullConfig): Promise<void> {
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
  if (!origin) return; // journeys against something other than the emulators (none today)
  const started = performance.now();
  const { backends } = (await (await fetch(`${origin}/backends`)).json()) as Backends;
  const names = backends.flatMap((b) => b.functionTriggers.filter((t) => t.httpsTrigger !== undefined));
  const calls = names.flatMap((t) => Array.from({ length: config.workers }, () => t));
  const answers = await Promise.all(
    calls.map(async (t) => (await fetch(`${origin}/${PROJECT_ID}/${t.region}/${t.entryPoint}`)).status),
  );
  const unexpected = answers.filter((status) => status !== 400 && status !== 405);
  if (unexpected.length > 0) throw new Error(`A function answered the warm-up with ${unexpected.join(', ')}`);
  console.log(
    `Functions started: ${names.length}, ${config.workers} workers each, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
