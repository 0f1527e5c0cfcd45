/**
 * `npm start`: the emulator suite (auth, firestore, functions), Paystack's and the SMS provider's stand-ins and MailDev, with persisted data, demo data seeded when the
 * database is empty, and Vite wired to the emulators. Ctrl-C stops all of it.
 */
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { startEmulators, type RunningEmulators } from './lib/emulators';
import { ROOT } from './lib/paths';

async function main() {
  const started = Date.now();
  console.log('Starting the Firebase emulators (auth, firestore, functions)…');
  let emulators: RunningEmulators;
  try {
    emulators = await startEmulators({ dataDir: join(ROOT, '.emulator-data'), app: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  Object.assign(process.env, emulators.env);

  const app: { server?: ViteDevServer } = {};
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping: saving emulator data and shutting down…');
    await app.server?.close().catch(() => undefined);
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  // The seed module needs the emulator environment set before firebase-admin initialises.
  const { isSeeded, seedDemoData, upgradeDemoData } = await import('./seed');
  const { demoAccountLines } = await import('./seed-data');
  if (!(await isSeeded())) {
    console.log('Empty database: seeding demo data…');
    await seedDemoData();
  } else {
    for (const change of await upgradeDemoData()) console.log(`Demo data kept from before: ${change}.`);
  }

  const server = await createServer({
    configFile: join(ROOT, 'vite.config.ts'),
    server: { port: emulators.ports.app },
  });
  app.server = server;
  await server.listen();
  const url = `http://localhost:${emulators.ports.app}`;
  console.log(`
  Savanna Solar is running at ${url}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Demo accounts:
${demoAccountLines()
  .map((line) => `    ${line}`)
  .join('\n')}

  Emulators: auth 127.0.0.1:${emulators.ports.auth}, firestore 127.0.0.1:${emulators.ports.firestore}, functions 127.0.0.1:${emulators.ports.functions}
  Paystack stand-in: ${emulators.env.PAYSTACK_BASE_URL} (test wallets: README, "Paying now with Mobile Money")
  Mail inbox (MailDev): ${emulators.env.MAILDEV_URL}   SMS stand-in: ${emulators.env.SMS_STANDIN_URL}/__standin/messages
  Press Ctrl-C to stop (data is kept in .emulator-data/).
`);
}

void main();
