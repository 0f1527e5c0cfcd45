// @vitest-environment jsdom
/**
 * The cart and the customer's order services (src/features/cart/api, src/features/orders/api) against the Auth
 * and Firestore emulators, through the same client SDK calls the app makes: real accounts, real rules.
 * firebase-admin (pointed at the emulators by the runner's environment) sets up and checks the data.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SETTINGS } from '../../scripts/seed-data';
import { newUserRecord } from '@domain/users/user';
import { signIn } from '../../src/features/auth/api/sign-in';
import { signOut } from '../../src/features/auth/api/sign-out';
import { useSessionStore } from '../../src/features/auth/stores/session-store';
import { getCartProduct, getCartProducts } from '../../src/features/cart/api/get-cart-product';
import { getSettings } from '../../src/lib/settings/get-settings';
import { loadCart } from '../../src/features/cart/api/load-cart';
import { saveCart } from '../../src/features/cart/api/save-cart';
import { endUserCart, saveUserCart, startUserCart } from '../../src/features/cart/stores/cart-sync';
import { GUEST_CART_STORAGE_KEY, useCartStore, writeGuestCart } from '../../src/features/cart/stores/cart-store';
import { getLastDeliveryAddress } from '../../src/features/checkout/api/get-last-delivery-address';
import { getMyOrder } from '../../src/lib/firebase/my-order';
import { getMyOrders } from '../../src/features/orders/api/get-my-orders';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';
const PASSWORD = 'Sunshine123';
const RUN = `${Date.now().toString(36)}-${process.pid}`;
let admin: App;
let db: Firestore;
let counter = 0;
/** Documents this file made, deleted at the end: the catalogue's tests count the available products. */
const created: string[] = [];

async function createCustomer(label: string) {
  const email = `it-cart-${label}-${RUN}-${++counter}@example.com`;
  const { uid } = await getAuth(admin).createUser({ email, password: PASSWORD, displayName: `Test ${label}` });
  await db
    .doc(`users/${uid}`)
    .set(newUserRecord({ email, displayName: `Test ${label}`, role: 'customer' }, FieldValue.serverTimestamp()));
  return { uid, email };
}

async function signInAs(user: { email: string }) {
  await signIn({ email: user.email, password: PASSWORD });
  expect(useSessionStore.getState().user?.email).toBe(user.email);
}

/** A product of this run's own, so that no other test's stock changes it. */
async function createProduct(label: string, fields: Record<string, unknown> = {}) {
  const id = `it-cart-${label}-${RUN}`;
  created.push(`products/${id}`);
  await db.doc(`products/${id}`).set({
    name: `Test ${label}`,
    description: 'A product made by the cart integration test.',
    category: 'Accessories',
    type: 'product',
    price: 120.5,
    stock: 4,
    available: true,
    featured: false,
    createdAt: FieldValue.serverTimestamp(),
    ...fields,
  });
  return id;
}

beforeAll(() => {
  expect(process.env.VITE_USE_EMULATORS, 'run with the emulators (npm run test:emulated)').toBe('true');
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  admin = initializeApp({ projectId: PROJECT_ID }, `cart-it-${process.pid}`);
  db = getFirestore(admin);
});

afterEach(async () => {
  endUserCart();
  await signOut();
  localStorage.clear();
});

afterAll(async () => {
  await Promise.all(created.map((path) => db.doc(path).delete()));
  await deleteApp(admin);
});

describe('carts/{uid}: save and load', () => {
  it('saves the signed-in user cart in the shape the rules accept, and loads it back', async () => {
    const ama = await createCustomer('save');
    await signInAs(ama);
    const lines = [
      { productId: 'panel-jinko-450w-mono', quantity: 2 },
      { productId: 'acc-mc4-connectors-10-pairs', quantity: 10 },
    ];
    await saveCart(ama.uid, lines);
    const stored = (await db.doc(`carts/${ama.uid}`).get()).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual(['items', 'updatedAt']);
    expect(stored?.items).toEqual(lines);
    expect(stored?.updatedAt).toBeInstanceOf(Timestamp);
    await expect(loadCart(ama.uid)).resolves.toEqual(lines);
  });

  it('loads an empty cart for a user who has none yet', async () => {
    const kofi = await createCustomer('none');
    await signInAs(kofi);
    await expect(loadCart(kofi.uid)).resolves.toEqual([]);
  });

  it("refuses another user's cart: Permission denied: Unable to load/save cart.", async () => {
    const owner = await createCustomer('owner');
    await db.doc(`carts/${owner.uid}`).set({ items: [{ productId: 'p', quantity: 1 }], updatedAt: Timestamp.now() });
    const other = await createCustomer('other');
    await signInAs(other);
    await expect(loadCart(owner.uid)).rejects.toThrow('Permission denied: Unable to load cart.');
    await expect(saveCart(owner.uid, [{ productId: 'p', quantity: 5 }])).rejects.toThrow(
      'Permission denied: Unable to save cart.',
    );
    expect((await db.doc(`carts/${owner.uid}`).get()).data()?.items).toEqual([{ productId: 'p', quantity: 1 }]);
  });

  it('refuses a visitor any cart', async () => {
    const owner = await createCustomer('visitor-target');
    await expect(loadCart(owner.uid)).rejects.toThrow('Permission denied: Unable to load cart.');
    await expect(saveCart(owner.uid, [])).rejects.toThrow('Permission denied: Unable to save cart.');
  });

  it('refuses a cart the rules do not accept (above 100 of one item) as a permission problem', async () => {
    const esi = await createCustomer('shape');
    await signInAs(esi);
    await expect(saveCart(esi.uid, [{ productId: 'p', quantity: 101 }])).rejects.toThrow(
      'Permission denied: Unable to save cart.',
    );
  });
});

describe('stock checks read the product from the server', () => {
  it("reads an available product's stock, price and type as they are now", async () => {
    const id = await createProduct('fresh', { stock: 4, price: 99.5 });
    await expect(getCartProduct(id)).resolves.toEqual({
      id,
      name: 'Test fresh',
      type: 'product',
      stock: 4,
      available: true,
      price: 99.5,
    });
    await db.doc(`products/${id}`).update({ stock: 1 });
    await expect(getCartProduct(id)).resolves.toMatchObject({ stock: 1 });
  });

  it('reads a product a shopper may not see (sold out, deleted, missing) as unavailable with no stock', async () => {
    const id = await createProduct('hidden', { stock: 0, available: false });
    const unavailable = { type: 'product', stock: 0, available: false };
    await expect(getCartProduct(id)).resolves.toMatchObject({ id, ...unavailable });
    await expect(getCartProduct(`missing-${RUN}`)).resolves.toMatchObject(unavailable);
  });

  it('reads several products at once', async () => {
    const a = await createProduct('many-a');
    const b = await createProduct('many-b', { type: 'service', category: 'Installation Services' });
    const products = await getCartProducts([a, b, a]);
    expect([...products.keys()].sort()).toEqual([a, b].sort());
    expect(products.get(b)?.type).toBe('service');
  });
});

describe('pricing settings', () => {
  it("reads settings/global's business settings (the seeded 15 % tax, GH₵50 delivery, free from GH₵5,000, and each region's own terms)", async () => {
    await expect(getSettings().then((s) => s.business)).resolves.toEqual({
      taxRate: 15,
      deliveryFee: 50,
      freeDeliveryThreshold: 5000,
      regions: SEED_SETTINGS.business.regions,
    });
  });
});

describe('the cart store on the emulators', () => {
  it('merges the guest cart into carts/{uid} at sign-in and removes the guest cart', async () => {
    const panel = await createProduct('merge-panel', { stock: 3, name: 'Merge panel' });
    const cable = await createProduct('merge-cable', { stock: 9, price: 40 });
    const yaw = await createCustomer('merge');
    await db.doc(`carts/${yaw.uid}`).set({ items: [{ productId: panel, quantity: 2 }], updatedAt: Timestamp.now() });
    writeGuestCart([
      { productId: panel, name: 'Merge panel', price: 120.5, quantity: 2 },
      { productId: cable, name: 'Test merge-cable', price: 40, quantity: 3 },
    ]);
    await signInAs(yaw);
    await startUserCart(yaw.uid);
    await saveUserCart();

    expect(useCartStore.getState().items.map((l) => [l.productId, l.quantity])).toEqual([
      [panel, 3],
      [cable, 3],
    ]);
    expect(useCartStore.getState().notices).toEqual([
      'Cannot migrate Merge panel: Only 3 items available. You already have 2 in your cart.',
    ]);
    expect((await db.doc(`carts/${yaw.uid}`).get()).data()?.items).toEqual([
      { productId: panel, quantity: 3 },
      { productId: cable, quantity: 3 },
    ]);
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });
});

describe("the customer's orders", () => {
  const address = {
    fullName: 'Ama Mensah',
    phone: '+233241234567',
    region: 'Northern',
    town: 'Tamale',
    gpsAddress: 'NT-0123-4567',
    streetOrLandmark: 'Zogbeli',
  };
  const order = (userId: string, minutesAgo: number, delivery: Record<string, unknown>) => {
    const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
    return {
      userId,
      customer: { email: 'x@example.com', displayName: 'X' },
      items: [{ productId: 'p', name: 'Panel', price: 100, quantity: 1 }],
      subtotal: 100,
      taxRate: 15,
      tax: 15,
      shipping: 50,
      total: 165,
      currency: 'GHS',
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash_on_delivery',
      delivery,
      statusHistory: [{ status: 'pending', at, by: userId, note: 'Order placed' }],
      createdAt: at,
      updatedAt: at,
      paidAt: null,
    };
  };

  it('lists only their own orders, newest first; reads their own and refuses anyone else’s as not found', async () => {
    const ama = await createCustomer('orders');
    const kofi = await createCustomer('orders-other');
    const ids = { old: `it-old-${RUN}-x1`, newest: `it-new-${RUN}-x2`, theirs: `it-theirs-${RUN}-x3` };
    created.push(...Object.values(ids).map((id) => `orders/${id}`));
    await db.doc(`orders/${ids.old}`).set(order(ama.uid, 60, { method: 'delivery', address }));
    await db.doc(`orders/${ids.newest}`).set(order(ama.uid, 5, { method: 'pickup', address: null }));
    await db.doc(`orders/${ids.theirs}`).set(order(kofi.uid, 1, { method: 'delivery', address }));
    await signInAs(ama);

    const mine = await getMyOrders(ama.uid);
    expect(mine.orders.map((o) => o.id)).toEqual([ids.newest, ids.old]);
    expect(mine.hasMore).toBe(false);
    expect(mine.orders[1]?.createdAt).toBeInstanceOf(Date);
    expect((await getMyOrders(ama.uid, 1)).hasMore).toBe(true);

    await expect(getMyOrder(ids.old, 'We could not load this order.')).resolves.toMatchObject({
      id: ids.old,
      total: 165,
      status: 'pending',
    });
    await expect(getMyOrder(ids.theirs, 'We could not load this order.')).rejects.toThrow('Order not found.');
    await expect(getMyOrder(`it-missing-${RUN}-x4`, 'We could not load this order.')).rejects.toThrow(
      'Order not found.',
    );
    await expect(getMyOrders(kofi.uid)).rejects.toThrow(
      'We could not load your orders. Please check your connection and try again.',
    );

    // The checkout fills its form from the latest order that has an address (the pickup one has none).
    await expect(getLastDeliveryAddress(ama.uid)).resolves.toEqual(address);
  });
});
