import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { toPesewas } from '@domain/shared/money';
import type { OrderStatus, PlaceOrderResponse } from '@domain/order/order';
import { priceChangeFrom } from '@domain/order/price-check';
import { calculateTotals, resolveBusinessSettings } from '@domain/order/pricing';
import { productListFields } from '@domain/catalog/product-list';
import { DEMO_USERS, signIn } from './auth-support';
import { adminDb } from './firestore';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';
let counter = 0;
/** A name or id no other test (or earlier run) uses. */
export const uniqueLabel = (label: string) => `${label} ${Date.now().toString(36)}${process.pid}${++counter}`;

/** The row of an admin list that holds `text`. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Signs in as the demo admin from the home page and opens an admin page. */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

/** A product of this test only (firebase-admin), so that no other test sees its stock change. */
export async function createTestProduct(fields: Record<string, unknown> = {}): Promise<string> {
  const id = `e2e-${randomUUID()}`;
  const product = {
    name: uniqueLabel('E2E Inverter'),
    description: 'Made by an admin browser test.',
    category: 'Inverters',
    type: 'product',
    price: 1000,
    stock: 10,
    available: true,
    featured: false,
    views: 0,
    sales: 0,
    brand: 'Test',
    specs: {},
    images: ['/products/inverter.svg'],
    lowStockThreshold: 5,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    createdBy: DEMO_USERS.admin.uid,
    updatedBy: DEMO_USERS.admin.uid,
    deletedAt: null,
    deletedBy: null,
    lastViewed: null,
    ...fields,
  };
  // As the admin screens write it: with the keys the admin list filters and searches by.
  await adminDb()
    .doc(`products/${id}`)
    .set({ ...productListFields(product as Parameters<typeof productListFields>[0]), ...product });
  return id;
}

export async function productDoc(id: string) {
  return (await adminDb().doc(`products/${id}`).get()).data();
}

/** Calls a function as this user (signed in with their e-mail and password), as the app's callable client does. */
export async function callAs<Request, Response>(
  user: { email: string; password: string },
  name: string,
  request: Request,
): Promise<Response> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `e2e-call-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    const functions = getFunctions(app, 'us-central1');
    const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001');
    connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
    await signInWithEmailAndPassword(auth, user.email, user.password);
    return (await httpsCallable<Request, Response>(functions, name)(request)).data;
  } finally {
    await deleteApp(app);
  }
}

/** Staff move an order on (the updateOrderStatus function, as the demo admin). */
export async function moveOrderAsStaff(orderId: string, status: OrderStatus, note = ''): Promise<void> {
  await callAs(DEMO_USERS.admin, 'updateOrderStatus', { orderId, status, note });
}

/** Places an order through the placeOrder function, signed in as this customer (the stock is taken). */
export async function placeOrderAs(
  customer: { email: string; password: string },
  items: { productId: string; quantity: number }[],
  /** The delivery phone, as the shopper types it ('024 123 4567' unless given) */
  phone = '024 123 4567',
  paymentMethod: 'cash_on_delivery' | 'mobile_money_now' = 'cash_on_delivery',
): Promise<string> {
  // The customer confirms the total the shop prices now (placeOrder refuses any other).
  const settings = resolveBusinessSettings((await adminDb().doc('settings/global').get()).get('business'));
  const lines = await Promise.all(
    items.map(async ({ productId, quantity }) => ({ price: Number((await productDoc(productId))?.price), quantity })),
  );
  const request = {
    orderId: randomUUID(),
    items,
    delivery: {
      method: 'delivery',
      address: {
        fullName: 'Abena Mahama',
        phone,
        region: 'Northern',
        town: 'Tamale',
        gpsAddress: 'NT-0123-4567',
        streetOrLandmark: 'Behind the Central Mosque',
      },
    },
    paymentMethod,
    confirmedTotal: toPesewas(calculateTotals(lines, settings, 'delivery', 'Northern').total),
  };
  // Another admin journey may change the settings meanwhile (checkout-total.admin.spec.ts, the tax in
  // admin-settings.spec.ts): like a shopper, confirm the new total the refusal gives (same order id).
  for (let attempt = 0; ; attempt++) {
    try {
      return (await callAs<typeof request, PlaceOrderResponse>(customer, 'placeOrder', request)).order.id;
    } catch (error) {
      const change = priceChangeFrom((error as { details?: unknown }).details);
      if (!change || attempt >= 2) throw error;
      request.confirmedTotal = toPesewas(change.totals.total);
    }
  }
}

/** A contact message as the storefront's form writes it. */
export async function createMessage(subject: string): Promise<string> {
  const ref = adminDb().collection('messages').doc();
  await ref.set({
    name: 'Kofi Boateng',
    email: 'kofi.boateng@example.com',
    phone: '+233201234567',
    subject,
    message: 'Hello, how long is the warranty on the hybrid inverter?',
    status: 'new',
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** Every admin page and its heading. */
export const ADMIN_PAGES: [path: string, heading: string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/products', 'Products'],
  ['/admin/orders', 'Orders'],
  ['/admin/plans', 'Payment plans'],
  ['/admin/payments', 'Payments to check'],
  ['/admin/users', 'Users'],
  ['/admin/messages', 'Messages'],
  ['/admin/analytics', 'Analytics'],
  ['/admin/settings', 'Settings'],
  ['/admin/showcase', 'Installations and testimonials'],
  ['/admin/notifications', 'Notifications'],
  ['/admin/activity', 'Activity'],
];
