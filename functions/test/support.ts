/**
 * Helpers for the functions tests: they run against the real Functions, Auth and Firestore emulators that
 * scripts/with-emulators.ts starts (after building functions/). Callers are real users signed in with the
 * client SDK; firebase-admin sets up products and users and inspects the results. Every record a test makes
 * has an id of its own, since the seeded demo data and other suites share the database.
 */
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { permissionsOfRole, type StaffRole } from '@domain/users/staff-roles';
import { CUSTOMER_PERMISSIONS } from '@domain/users/user';
import { toPesewas } from '@domain/shared/money';
import type { PlaceOrderResponse } from '@domain/order/order';
import { calculateTotals, resolveBusinessSettings, type DeliveryMethod } from '@domain/order/pricing';
// The functions' code a test runs in its own process (a sweep, a plan's payment) needs how the capabilities are
// paid for, as index.ts loads it.
import '../src/capabilities';

export const PROJECT_ID = 'demo-savanna-solar';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:emulated`);
  return value;
}

process.env.METADATA_SERVER_DETECTION ??= 'none';
const adminApp: App =
  getApps().find((a) => a.name === 'functions-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'functions-tests');
export const db = getFirestore(adminApp);
export const adminAuth = getAdminAuth(adminApp);

/** A short unique suffix for ids, emails and names of this run. */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A client-generated order id as the checkout makes one. */
export const newOrderId = () => randomUUID();

const clientApps: FirebaseApp[] = [];

/** Signs the user in with the client SDK in an app of their own and returns a caller of callables. */
export async function signIn(email: string, password: string) {
  const app = initializeClientApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
    unique('client'),
  );
  clientApps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
  const functions = getFunctions(app, 'us-central1');
  const origin = new URL(required('FUNCTIONS_EMULATOR_ORIGIN'));
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return {
    uid: credential.user.uid,
    call: <Res = unknown>(name: string, data: unknown) =>
      httpsCallable<unknown, Res>(functions, name)(data).then((result) => result.data),
  };
}

/** A caller that is not signed in. */
export function anonymousCaller() {
  const app = initializeClientApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, unique('visitor'));
  clientApps.push(app);
  const functions = getFunctions(app, 'us-central1');
  const origin = new URL(required('FUNCTIONS_EMULATOR_ORIGIN'));
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  return {
    call: <Res = unknown>(name: string, data: unknown) =>
      httpsCallable<unknown, Res>(functions, name)(data).then((result) => result.data),
  };
}

export type Caller = Awaited<ReturnType<typeof signIn>>;

export interface TestUser extends Caller {
  email: string;
  password: string;
}

/** An Auth account and its users doc (customer by default), signed in. */
export async function createUser(
  options: { role?: 'customer' | 'admin'; job?: StaffRole; isActive?: boolean; totalSpent?: number } = {},
): Promise<TestUser> {
  const role = options.role ?? (options.job ? 'admin' : 'customer');
  const email = `${unique(role)}@example.com`.toLowerCase();
  const password = 'Passw0rd!';
  const user = await adminAuth.createUser({ email, password, displayName: `Test ${role}` });
  await db.doc(`users/${user.uid}`).set({
    email,
    displayName: `Test ${role}`,
    role,
    isActive: options.isActive ?? true,
    totalOrders: 0,
    totalSpent: options.totalSpent ?? 0,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    lastLoginAt: null,
    permissions: role === 'admin' ? permissionsOfRole(options.job ?? 'owner') : CUSTOMER_PERMISSIONS,
  });
  const caller = await signIn(email, password);
  return { ...caller, email, password };
}

/** Products made by this test file; cleanup deletes them so that other suites see only the demo catalogue. */
const createdProducts: string[] = [];

/** A product of this test (a sellable product unless told otherwise); returns its id. */
export async function createProduct(fields: DocumentData = {}): Promise<string> {
  const id = unique('test-product');
  createdProducts.push(id);
  await db.doc(`products/${id}`).set({
    name: `Test panel ${id}`,
    description: 'A product made by a functions test',
    category: 'Solar Panels',
    type: 'product',
    price: 1000,
    stock: 10,
    available: true,
    featured: false,
    views: 0,
    sales: 0,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...fields,
  });
  return id;
}

/** Reads until `done` holds or `timeoutMs` passes, then returns the last value read (the test asserts on it). */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function readDoc(path: string): Promise<DocumentData | undefined> {
  return (await db.doc(path).get()).data();
}

export const ADDRESS = {
  fullName: 'Abena Mahama',
  phone: '024 123 4567',
  region: 'Northern',
  town: 'Tamale',
  gpsAddress: 'NT-0123-4567',
  streetOrLandmark: 'Behind the Central Mosque',
};

/** A valid placeOrder request for these lines, delivered to ADDRESS and paid cash on delivery. */
export function orderRequest(
  items: { productId: string; quantity: number }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    orderId: newOrderId(),
    items,
    delivery: { method: 'delivery', address: ADDRESS },
    paymentMethod: 'cash_on_delivery',
    ...overrides,
  };
}

/**
 * The total the checkout would show now for these lines, in pesewas: the shop's one pricing function on the
 * stored settings and prices (a line that cannot be priced counts 0; placeOrder refuses it anyway).
 */
export async function shownTotal(
  items: readonly { productId: string; quantity: number }[],
  method: DeliveryMethod = 'delivery',
  /** The delivery address's region (ADDRESS's unless given): delivery is priced by region. */
  region: string | null = ADDRESS.region,
): Promise<number> {
  const settings = resolveBusinessSettings((await readDoc('settings/global'))?.business);
  const lines = await Promise.all(
    items.map(async ({ productId, quantity }) => {
      const price: unknown = (await readDoc(`products/${productId}`))?.price;
      return { price: typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : 0, quantity };
    }),
  );
  return toPesewas(calculateTotals(lines, settings, method, region).total);
}

/**
 * placeOrder as the checkout calls it: unless the request carries a confirmedTotal, the shopper confirms the
 * total shown now (shownTotal).
 */
export async function placeOrder(user: { call: Caller['call'] }, request: Record<string, unknown>) {
  const items = Array.isArray(request.items) ? (request.items as { productId: string; quantity: number }[]) : [];
  const delivery = request.delivery as { method?: unknown; address?: { region?: unknown } | null } | undefined;
  const method = delivery?.method === 'pickup' ? 'pickup' : 'delivery';
  const region = typeof delivery?.address?.region === 'string' ? delivery.address.region : null;
  const confirmedTotal = 'confirmedTotal' in request ? request.confirmedTotal : await shownTotal(items, method, region);
  return user.call<PlaceOrderResponse>('placeOrder', { ...request, confirmedTotal });
}

/** The FunctionsError a call fails with, as the app sees it (code without "functions/", message without "[403]"). */
export async function callError(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FunctionsError) {
      // The SDK appends the HTTP status ("… [403]"), as src/lib/firebase/callable.ts strips for the app.
      const message = error.message.replace(/ \[\d{3}\]$/, '');
      return { code: error.code.replace(/^functions\//, ''), message, details: error.details };
    }
    throw error;
  }
  throw new Error('Expected the call to fail, and it succeeded');
}

/** Deletes this file's products, signs out every client app and closes the admin app. */
export async function cleanup(): Promise<void> {
  await Promise.all(createdProducts.splice(0).map((id) => db.doc(`products/${id}`).delete()));
  await Promise.all(clientApps.splice(0).map((app) => deleteClientApp(app)));
  await deleteApp(adminApp).catch(() => undefined);
}
