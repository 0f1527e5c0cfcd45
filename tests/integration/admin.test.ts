/**
 * The admin area's services (src/features/admin/*\/api) against the emulators, signed in as the demo admin and
 * as a fresh customer: what an admin writes is what the rules accept, each stock mode runs on the stored stock,
 * the CSV import is one batch (all or nothing), and every failure carries its fixed message.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed-data';
import type { ProductFields } from '@domain/catalog/admin-products';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { newUserRecord } from '@domain/users/user';
import { getAnalytics } from '../../src/features/admin/analytics/api/get-analytics';
import { getDashboard } from '../../src/features/admin/dashboard/api/get-dashboard';
import { countNewEnquiries } from '../../src/features/admin/messages/api/count-new-enquiries';
import { updateEnquiryStatus } from '../../src/features/admin/messages/api/update-enquiry-status';
import { createProduct } from '../../src/features/admin/products/api/create-product';
import { deleteProductPermanently } from '../../src/features/admin/products/api/delete-product-permanently';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  getAdminProductsPage,
} from '../../src/features/admin/products/api/get-admin-products';
import { NO_PRODUCT_FILTERS, type ProductFilters } from '../../src/features/admin/products/utils/filter-products';
import { importProducts } from '../../src/features/admin/products/api/import-products';
import { listEveryProduct, migrateProductTypes } from '../../src/features/admin/products/api/migrate-product-types';
import { restoreProduct, softDeleteProduct } from '../../src/features/admin/products/api/soft-delete-product';
import { updateProduct } from '../../src/features/admin/products/api/update-product';
import { updateStock } from '../../src/features/admin/products/api/update-stock';
import { updateSettings } from '../../src/features/admin/settings/api/update-settings';
import { signIn } from '../../src/features/auth/api/sign-in';
import { signOut } from '../../src/features/auth/api/sign-out';
import { settingsFromData } from '../../src/lib/firebase/converters';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';
let app: App;
let db: Firestore;
let counter = 0;
const unique = (label: string) => `IT ${label} ${Date.now().toString(36)}-${++counter}`;

const fields = (overrides: Partial<ProductFields> = {}): ProductFields => ({
  name: unique('Inverter'),
  description: 'An admin integration test product.',
  category: 'Inverters',
  type: 'product',
  price: 2500.5,
  stock: 3,
  lowStockThreshold: 5,
  featured: false,
  brand: 'Test',
  specs: { powerW: 3000 },
  images: ['/products/inverter.svg'],
  ...overrides,
});

/** Every part of the dashboard, as the owner's job reads it. */
const ALL_PARTS = { orders: true, stock: true, enquiries: true };

/** The dashboard's sales and orders waiting. */
async function orderFigures() {
  const { orders } = await getDashboard(ALL_PARTS);
  if (!orders) throw new Error('The dashboard read no order figures');
  return orders;
}

const product = async (id: string) => (await db.doc(`products/${id}`).get()).data();

const customer = { email: `it-admin-customer-${Date.now()}@example.com`, password: 'Sunshine123' };

beforeAll(async () => {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  app = initializeApp({ projectId: PROJECT_ID }, `admin-it-${process.pid}`);
  db = getFirestore(app);
  const { uid } = await getAuth(app).createUser({ ...customer, displayName: 'IT Customer' });
  await db
    .doc(`users/${uid}`)
    .set(newUserRecord({ email: customer.email, displayName: 'IT Customer', role: 'customer' }, Timestamp.now()));
});

afterAll(async () => {
  await signOut();
  // The products made here would show in the catalogue tests that run next: every one is named "IT …".
  const made = await db.collection('products').where('name', '>=', 'IT ').where('name', '<', 'IT!').get();
  await Promise.all(made.docs.map((d) => d.ref.delete()));
  await deleteApp(app);
});

/** The check before a first page runs at most every few minutes: this test asks for it now. */
const listEveryProductAgain = () => listEveryProduct(Date.now() + 60 * 60_000);

/** The products the admin list shows for these filters (its first page). */
const listed = async (filters: Partial<ProductFilters>) =>
  (await getAdminProductsPage({ ...NO_PRODUCT_FILTERS, ...filters }, null)).products;

describe('as the demo admin', () => {
  beforeAll(async () => {
    await signIn({ email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password });
  });
  afterAll(async () => {
    await signOut();
  });

  it('creates and edits a product, stamped with who and when', async () => {
    const id = await createProduct(fields());
    expect(await product(id)).toMatchObject({
      available: true,
      views: 0,
      sales: 0,
      createdBy: DEMO_USERS.admin.uid,
      updatedBy: DEMO_USERS.admin.uid,
      deletedAt: null,
    });
    await updateProduct({ id, deletedAt: null }, fields({ name: 'IT renamed', stock: 0 }));
    expect(await product(id)).toMatchObject({ name: 'IT renamed', stock: 0, available: false });
    const found = await listed({ search: 'renamed it' });
    expect(found.find((p) => p.id === id)).toMatchObject({ name: 'IT renamed', available: false });
  });

  it('lists products a page at a time, filtered and searched on the server, whatever changed them', async () => {
    const name = unique('Listed Battery');
    const word = name.split(' ').at(-1)!.split('-')[0]!; // the run's own token
    const id = await createProduct(fields({ name, category: 'Batteries', stock: 20, lowStockThreshold: 5 }));
    const ids = async (filters: Partial<ProductFilters>) =>
      (await listed({ search: word, ...filters })).map((p) => p.id);

    expect(await ids({})).toContain(id);
    expect(await ids({ search: `${word} listed batt` })).toEqual(await ids({}));
    expect(await ids({ search: `${word} fridge` })).not.toContain(id);
    expect(await ids({ category: 'Batteries' })).toContain(id);
    expect(await ids({ category: 'Inverters' })).not.toContain(id);
    expect(await ids({ status: 'low' })).not.toContain(id);

    // A stock change moves it between "Low stock" and "Out of stock"; an edit changes what finds it.
    await updateStock({ id, mode: 'set', amount: 2 });
    expect(await ids({ status: 'low' })).toContain(id);
    await updateStock({ id, mode: 'subtract', amount: 2 });
    expect(await ids({ status: 'out' })).toContain(id);
    expect(await ids({ status: 'on-sale' })).not.toContain(id);
    await updateProduct({ id, deletedAt: null }, fields({ name: `${name} Lithium`, category: 'Batteries', stock: 9 }));
    expect(await ids({ search: `${word} lithium`, status: 'on-sale' })).toContain(id);
    await softDeleteProduct(id);
    expect(await ids({})).not.toContain(id);
    expect(await ids({ status: 'deleted' })).toContain(id);

    // Pages follow each other without repeating a product.
    const first = await getAdminProductsPage(NO_PRODUCT_FILTERS, null);
    expect(first.products).toHaveLength(ADMIN_PRODUCTS_PAGE_SIZE);
    const second = await getAdminProductsPage(NO_PRODUCT_FILTERS, first.next);
    const firstIds = new Set(first.products.map((p) => p.id));
    expect(second.products.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('changes stock in the three modes on the stored stock, never below 0', async () => {
    const id = await createProduct(fields({ stock: 3 }));
    await db.doc(`products/${id}`).update({ stock: 5 }); // an order or another admin changed it meanwhile
    expect(await updateStock({ id, mode: 'add', amount: 2 })).toEqual({ stock: 7, available: true });
    expect(await updateStock({ id, mode: 'subtract', amount: 10 })).toEqual({ stock: 0, available: false });
    expect(await updateStock({ id, mode: 'set', amount: 4 })).toEqual({ stock: 4, available: true });
    expect(await product(id)).toMatchObject({ stock: 4, available: true, updatedBy: DEMO_USERS.admin.uid });
    await expect(updateStock({ id: 'no-such-product', mode: 'add', amount: 1 })).rejects.toThrow(
      PRODUCT_MESSAGES.notFound,
    );
  });

  it('soft-deletes (stock changes keep it off sale), restores, then deletes permanently', async () => {
    const id = await createProduct(fields());
    await softDeleteProduct(id);
    expect(await product(id)).toMatchObject({ available: false, deletedBy: DEMO_USERS.admin.uid });
    expect((await product(id))?.deletedAt).toBeInstanceOf(Timestamp);
    expect(await updateStock({ id, mode: 'add', amount: 5 })).toEqual({ stock: 8, available: false });
    await restoreProduct({ id, type: 'product', stock: 8 });
    expect(await product(id)).toMatchObject({ available: true, deletedAt: null, deletedBy: null });
    await deleteProductPermanently(id);
    expect(await product(id)).toBeUndefined();
  });

  it('imports products in one batch: all of them, or none when one is refused', async () => {
    const names = [unique('Import A'), unique('Import B')];
    expect(await importProducts(names.map((name) => fields({ name })))).toBe(2);
    const written = await db.collection('products').where('name', 'in', names).get();
    expect(written.size).toBe(2);

    const refused = [unique('Import C'), unique('Import D')];
    await expect(
      importProducts([fields({ name: refused[0]! }), fields({ name: refused[1]!, price: -1 })]),
    ).rejects.toThrow(PRODUCT_MESSAGES.bulkImportFailed);
    expect((await db.collection('products').where('name', 'in', refused).get()).size).toBe(0);
  });

  it('migrates old records without a type to the type of their category', async () => {
    const id = await createProduct(fields({ category: 'Consultation Services', type: 'service', stock: 0 }));
    await db.doc(`products/${id}`).update({ type: FieldValue.delete() });
    expect(await migrateProductTypes()).toBeGreaterThanOrEqual(1);
    expect(await product(id)).toMatchObject({ type: 'service', updatedBy: DEMO_USERS.admin.uid });
    // Records written before the list searched on the server get its keys too.
    const old = await createProduct(fields({ stock: 2 }));
    await db.doc(`products/${old}`).update({ stockLevel: FieldValue.delete(), searchKeys: FieldValue.delete() });
    await migrateProductTypes();
    expect(await product(old)).toMatchObject({ stockLevel: 'low', searchKeys: expect.arrayContaining(['inverter']) });
  });

  it('lists a product written outside the admin screens without the fields the list orders and filters by', async () => {
    // As an import script or a migration might write it: on sale in the shop, no createdAt, deletedAt,
    // stockLevel, searchKeys, description or featured.
    const ref = db.collection('products').doc();
    const name = unique('Imported Panel');
    await ref.set({ name, category: 'Solar Panels', type: 'product', price: 900, stock: 4, available: true });
    await listEveryProductAgain();
    const first = await getAdminProductsPage(NO_PRODUCT_FILTERS, null);
    expect(first.products[0]).toMatchObject({ id: ref.id, name });
    expect(await product(ref.id)).toMatchObject({
      deletedAt: null,
      deletedBy: null,
      createdAt: expect.any(Timestamp),
      stockLevel: 'low',
      searchKeys: expect.arrayContaining(['imported']),
      description: '',
      featured: false,
      updatedBy: DEMO_USERS.admin.uid,
    });
    expect((await listed({ search: name })).map((p) => p.id)).toEqual([ref.id]);
    expect((await listed({ status: 'low', category: 'Solar Panels' })).map((p) => p.id)).toContain(ref.id);
  });

  it('saves the settings, stamped', async () => {
    const before = settingsFromData((await db.doc('settings/global').get()).data());
    try {
      await updateSettings({ ...before, business: { ...before.business, deliveryFee: 65 } });
      expect((await db.doc('settings/global').get()).data()).toMatchObject({
        business: { deliveryFee: 65 },
        updatedBy: DEMO_USERS.admin.uid,
      });
    } finally {
      await db.doc('settings/global').update({ business: before.business });
    }
  });

  it('counts new enquiries and moves one along, stamped', async () => {
    const ref = db.collection('messages').doc();
    await ref.set({
      name: 'Kofi',
      email: 'kofi@example.com',
      phone: '',
      subject: unique('Question'),
      message: 'How long is the warranty?',
      status: 'new',
      createdAt: Timestamp.now(),
    });
    const counted = await countNewEnquiries();
    expect(counted.messages).toBeGreaterThanOrEqual(1);
    await updateEnquiryStatus({ item: { id: ref.id, kind: 'message' }, status: 'replied' });
    expect((await ref.get()).data()).toMatchObject({ status: 'replied', updatedBy: DEMO_USERS.admin.uid });
    expect((await countNewEnquiries()).messages).toBe(counted.messages - 1);
  });

  it('sums revenue and counts orders on the server', async () => {
    const total = 1234.56;
    const ref = db.collection('orders').doc(`it-admin-${Date.now()}-order-0001`);
    const before = await orderFigures();
    await ref.set({
      userId: 'someone',
      customer: { email: 'x@example.com', displayName: 'X' },
      items: [],
      subtotal: total,
      taxRate: 0,
      tax: 0,
      shipping: 0,
      total,
      currency: 'GHS',
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash_on_delivery',
      delivery: { method: 'pickup', address: null },
      statusHistory: [],
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      paidAt: null,
    });
    const after = await orderFigures();
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + total, 2);
    expect(after.pending).toBe(before.pending + 1);
    const analytics = await getAnalytics('14d');
    expect(analytics.revenue).toHaveLength(14);
    expect(analytics.revenue.at(-1)?.orders).toBeGreaterThanOrEqual(1);
    expect(analytics.byStatus.find((s) => s.status === 'pending')?.count).toBeGreaterThanOrEqual(1);
    // Booked is not received: the money counts once the order is paid, when it is paid.
    expect(after.today.received).toBeCloseTo(before.today.received, 2);
    await ref.update({ paymentStatus: 'paid', paidAt: Timestamp.now() });
    const paid = await orderFigures();
    expect(paid.today.received).toBeCloseTo(before.today.received + total, 2);
    expect(paid.month.received).toBeCloseTo(before.month.received + total, 2);
    expect((await getAnalytics('14d')).received).toBeCloseTo(analytics.received + total, 2);
    await ref.delete();
  });
});

describe('as a customer: every admin write and read is refused, with the fixed message', () => {
  beforeAll(async () => {
    await signIn(customer);
  });
  afterAll(async () => {
    await signOut();
  });

  it('cannot read, create, edit, stock, delete, import or migrate products', async () => {
    const id = 'panel-jinko-450w-mono';
    await expect(getAdminProductsPage(NO_PRODUCT_FILTERS, null)).rejects.toThrow(PRODUCT_MESSAGES.fetchFailed);
    await expect(createProduct(fields())).rejects.toThrow(PRODUCT_MESSAGES.createFailed);
    await expect(updateProduct({ id, deletedAt: null }, fields())).rejects.toThrow(PRODUCT_MESSAGES.updateFailed);
    await expect(updateStock({ id, mode: 'set', amount: 999 })).rejects.toThrow(PRODUCT_MESSAGES.stockFailed);
    await expect(softDeleteProduct(id)).rejects.toThrow(PRODUCT_MESSAGES.deleteFailed);
    await expect(restoreProduct({ id, type: 'product', stock: 1 })).rejects.toThrow(PRODUCT_MESSAGES.updateFailed);
    await expect(deleteProductPermanently(id)).rejects.toThrow(PRODUCT_MESSAGES.permanentDeleteFailed);
    await expect(importProducts([fields()])).rejects.toThrow(PRODUCT_MESSAGES.bulkImportFailed);
    await expect(migrateProductTypes()).rejects.toThrow(PRODUCT_MESSAGES.migrateTypesFailed);
    expect(await product(id)).toMatchObject({ available: true, deletedAt: null });
  });

  it('cannot change settings or enquiries, nor read the figures', async () => {
    const settings = settingsFromData((await db.doc('settings/global').get()).data());
    await expect(updateSettings({ ...settings, business: { ...settings.business, taxRate: 0 } })).rejects.toMatchObject(
      {
        code: 'permission-denied',
      },
    );
    await expect(countNewEnquiries()).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDashboard(ALL_PARTS)).rejects.toThrow('We could not load the dashboard.');
  });
});
