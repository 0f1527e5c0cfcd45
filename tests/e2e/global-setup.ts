/**
 * Before the first journey: every HTTP function (the callables, the webhook, the vitals collector) is asked
 * once, so that the Functions emulator has started its worker process. A deployed function's instances are
 * already running; on the emulator the first call of each function waits for a Node process to start and load
 * the functions bundle (seconds each on a busy 2-core machine, and longer while others start beside it), which
 * would land inside whichever journey happens to call it first. A GET is refused by every one of them before
 * any of its own code reads or writes anything (a callable answers 400, the others 405).
 */
import { PROJECT_ID } from '../../scripts/lib/emulators';

interface Backends {
  backends: { functionTriggers: { entryPoint: string; region: string; httpsTrigger?: unknown }[] }[];
}

export default async function startFunctionWorkers(): Promise<void> {
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
  if (!origin) return; // journeys against something other than the emulators (none today)
  const started = performance.now();
  const { backends } = (await (await fetch(`${origin}/backends`)).json()) as Backends;
  const names = backends.flatMap((b) => b.functionTriggers.filter((t) => t.httpsTrigger !== undefined));
  const answers = await Promise.all(
    names.map(async (t) => (await fetch(`${origin}/${PROJECT_ID}/${t.region}/${t.entryPoint}`)).status),
  );
  const unexpected = answers.filter((status) => status !== 400 && status !== 405);
  if (unexpected.length > 0) throw new Error(`A function answered the warm-up with ${unexpected.join(', ')}`);
  console.log(`Functions started: ${names.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
