/**
 * What the load benches share (scripts/bench-orders.ts, scripts/bench-projects.ts): fresh customers on the Auth
 * emulator with their ID tokens, products, one callable call over HTTP as the app's callable protocol sends it
 * (timed, its refusal's reason read), percentiles, and waiting for the notifications to settle.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { asRecord, textOf } from '@domain/shared/stored-values';
import { CUSTOMER_PERMISSIONS } from '@domain/users/user';
import { CALLABLE_TIMEOUT_MS } from '../../src/lib/firebase/callable';
import { emulatorEnv, emulatorPorts, PROJECT_ID } from './emulators';

export const BENCH_PASSWORD = 'BenchPassw0rd!';

export const benchEnv = () => ({ ...emulatorEnv(emulatorPorts()), ...process.env });

export interface Shopper {
  uid: string;
  email: string;
  token: string;
}

/** An Auth-emulator ID token for the account, as the app's sign-in gets one. */
export async function idToken(email: string): Promise<string> {
  const res = await fetch(
    `http://${benchEnv().FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD, returnSecureToken: true }),
    },
  );
  const token = textOf(asRecord(await res.json()).idToken);
  if (!token) throw new Error(`Could not sign ${email} in (${res.status})`);
  return token;
}

/** `count` fresh customers (an account and its users doc each), `bench-<run>-<i>@example.com`. */
export async function createShoppers(db: Firestore, run: string, count: number): Promise<Shopper[]> {
  const auth = getAuth();
  const shoppers: Shopper[] = [];
  // A few at a time: on a busy machine the SDK may send a slow createUser again, which then finds the account made.
  for (let first = 0; first < count; first += 8) {
    const batch = Array.from({ length: Math.min(8, count - first) }, (_, k) => first + k);
    shoppers.push(
      ...(await Promise.all(batch.map((i) => createShopper(db, auth, `bench-${run}-${i}@example.com`, i)))),
    );
  }
  return shoppers;
}

async function createShopper(db: Firestore, auth: Auth, email: string, i: number): Promise<Shopper> {
  const user = await auth
    .createUser({ email, password: BENCH_PASSWORD, displayName: `Bench shopper ${i}` })
    .catch(async (error: unknown) => {
      if (asRecord(error).code !== 'auth/email-already-exists') throw error;
      return auth.getUserByEmail(email);
    });
  const now = Timestamp.now();
  await db.doc(`users/${user.uid}`).set({
    email,
    displayName: `Bench shopper ${i}`,
    role: 'customer',
    isActive: true,
    totalOrders: 0,
    totalSpent: 0,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: null,
    permissions: CUSTOMER_PERMISSIONS,
  });
  return { uid: user.uid, email, token: await idToken(email) };
}

/** A product of the catalogue, made by a bench script. */
export async function createProduct(
  db: Firestore,
  id: string,
  fields: { price: number; stock: number; name?: string; category?: string; type?: 'product' | 'service' } & Record<
    string,
    unknown
  >,
): Promise<void> {
  const now = Timestamp.now();
  await db.doc(`products/${id}`).set({
    name: `Bench panel ${id}`,
    description: 'A product made by a bench script (scripts/lib/bench.ts)',
    category: 'Solar Panels',
    type: 'product',
    lowStockThreshold: 2,
    available: true,
    featured: false,
    views: 0,
    sales: 0,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

export type CallOutcome =
  | { kind: 'ok'; ms: number; result: Record<string, unknown> }
  | { kind: 'refused'; ms: number; status: string; message: string; details: Record<string, unknown> }
  | { kind: 'timeout'; ms: number; message: string };

/** One callable call as the callable protocol sends it, timed; a time-out is the app's own (70 s) or the function's. */
export async function callCallable(
  name: string,
  token: string,
  data: Record<string, unknown>,
  timeoutMs = CALLABLE_TIMEOUT_MS,
): Promise<CallOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let res: Response;
  try {
    res = await fetch(`${benchEnv().FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'timeout', ms: ms(), message: error instanceof Error ? error.message : String(error) };
  }
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = asRecord(JSON.parse(text));
  } catch {
    /* not JSON: a time-out page or a crash */
  }
  if (res.ok && 'result' in body) return { kind: 'ok', ms: ms(), result: asRecord(body.result) };
  const error = asRecord(body.error);
  const status = textOf(error.status) || `HTTP ${res.status}`;
  const message = textOf(error.message) || text.slice(0, 120);
  if (
    status === 'DEADLINE_EXCEEDED' ||
    res.status === 408 ||
    res.status === 504 ||
    /time.?out|timed out/i.test(message)
  ) {
    return { kind: 'timeout', ms: ms(), message };
  }
  return { kind: 'refused', ms: ms(), status, message, details: asRecord(error.details) };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50, p95 and max of the outcomes' times, in ms. */
export function latencies(outcomes: { ms: number }[]): { p50: number; p95: number; max: number } {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) ?? 0 };
}

/**
 * The columns every bench prints for a scenario after its own: the refusals counted by reason (`refusal` gives an
 * outcome's reason, none when it was not refused), the time-outs, p50, p95 and max latency, and the wall time.
 */
export function outcomeColumns<O extends { kind: string; ms: number }>(
  outcomes: O[],
  wallMs: number,
  refusal: (outcome: O) => string | undefined,
): Record<string, string | number> {
  const refused = new Map<string, number>();
  for (const o of outcomes) {
    const reason = refusal(o);
    if (reason !== undefined) refused.set(reason, (refused.get(reason) ?? 0) + 1);
  }
  const { p50, p95, max } = latencies(outcomes);
  return {
    refused: [...refused].map(([reason, n]) => `${n} ${reason}`).join(', ') || '0',
    'time-outs': outcomes.filter((o) => o.kind === 'timeout').length,
    'p50 ms': p50,
    'p95 ms': p95,
    'max ms': max,
    'wall s': (wallMs / 1000).toFixed(1),
  };
}

/**
 * Waits until the notifications (Firestore triggers, then one delivery per message) are written and sent, so
 * that the next scenario does not queue behind them in the emulator (at most 50 functions run at once there).
 * Returns how long that took.
 */
export async function quiet(db: Firestore): Promise<number> {
  const started = performance.now();
  let last = -1;
  for (let stable = 0; stable < 3 && performance.now() - started < 180_000;) {
    await new Promise((r) => setTimeout(r, 1000));
    const [all, busy] = await Promise.all([
      db.collection('notifications').count().get(),
      db.collection('notifications').where('status', 'in', ['queued', 'sending']).count().get(),
    ]);
    const total = all.data().count;
    stable = total === last && busy.data().count === 0 ? stable + 1 : 0;
    last = total;
  }
  return Math.round(performance.now() - started);
}

/**
 * Every document of the root collections (and of projects' subcollections) written since `since`, by collection.
 * A collection with fewer documents written than the requests that succeeded holds a document several requests
 * wrote: for requests that must not share one (a counter, a queue), that is a hot spot.
 */
export async function writtenSince(db: Firestore, since: Timestamp): Promise<Map<string, string[]>> {
  const byCollection = new Map<string, string[]>();
  for (const collection of await db.listCollections()) {
    const snap = await collection.get();
    for (const doc of snap.docs) {
      if (doc.updateTime.toMillis() < since.toMillis()) continue;
      byCollection.set(collection.id, [...(byCollection.get(collection.id) ?? []), doc.id]);
    }
  }
  return byCollection;
}

/**
 * A bench's admin connection to this suite's emulators (firebase-admin), and its list of failed checks: `check`
 * records what did not hold, `failures` lists them for the exit code.
 */
export function openBench(): {
  app: App;
  db: Firestore;
  check: (ok: boolean, what: string) => void;
  failures: string[];
} {
  const env = benchEnv();
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  process.env.FIRESTORE_EMULATOR_HOST ??= env.FIRESTORE_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeApp({ projectId: PROJECT_ID });
  const failures: string[] = [];
  return {
    app,
    db: getFirestore(app),
    failures,
    check: (ok, what) => {
      if (!ok) failures.push(what);
    },
  };
}

/**
 * A bench's whole run: opens the emulators' Firestore (openBench), runs `body`, closes the app, then prints
 * every check that failed and exits 1, or says that every check passed. An error ends the run with exit 1.
 */
export function runBench(body: (bench: ReturnType<typeof openBench>) => Promise<void>): void {
  const main = async () => {
    const bench = openBench();
    try {
      await body(bench);
    } finally {
      await deleteApp(bench.app);
    }
    if (bench.failures.length > 0) {
      console.error(`\n✗ ${bench.failures.length} check(s) failed:\n  ${bench.failures.join('\n  ')}`);
      process.exit(1);
    }
    console.log('\n✓ every check passed');
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** A number given on the bench's command line (`--buyers 40`), else `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}
