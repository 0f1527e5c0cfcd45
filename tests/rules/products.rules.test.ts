import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

const { FieldValue, Timestamp } = firebase.firestore;

let env: RulesTestEnvironment;

/** A product as the admin area writes it (DESIGN.md section 2). */
const product = () => ({
  name: 'Deye 5 kW Hybrid Inverter',
  description: 'A hybrid inverter.',
  category: 'Inverters',
  type: 'product',
  price: 9800,
  stock: 4,
  available: true,
  featured: false,
  views: 7,
  sales: 0,
  brand: 'Deye',
  specs: { powerW: 5000 },
  images: ['/products/inverter.svg'],
  lowStockThreshold: 5,
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  updatedAt: Timestamp.fromMillis(1_700_000_000_000),
  createdBy: 'admin',
  updatedBy: 'admin',
  deletedAt: null,
  deletedBy: null,
  lastViewed: null,
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-products');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'products/on-sale': product(),
    'products/withdrawn': { ...product(), available: false, stock: 0 },
    'products/never-viewed': (() => {
      const { views: _views, lastViewed: _lastViewed, ...rest } = product();
      return rest;
    })(),
  });
});

afterAll(async () => {
  await env.cleanup();
});

const visitor = () => env.unauthenticatedContext().firestore();
const customer = () => env.authenticatedContext('ama').firestore();
const admin = () => env.authenticatedContext('admin').firestore();
const formerAdmin = () => env.authenticatedContext('former-admin').firestore();

const view = { views: FieldValue.increment(1), lastViewed: FieldValue.serverTimestamp() };

describe('a visitor counting a view', () => {
  it('may add exactly 1 to views and set lastViewed to now, signed in or not', async () => {
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    await assertSucceeds(customer().doc('products/on-sale').update(view));
    await assertSucceeds(visitor().doc('products/never-viewed').update(view));
  });

  it('may not add more than 1, take views away, or set them', async () => {
    const doc = visitor().doc('products/on-sale');
    await assertFails(doc.update({ ...view, views: FieldValue.increment(2) }));
    await assertFails(doc.update({ ...view, views: FieldValue.increment(-1) }));
    await assertFails(doc.update({ ...view, views: 1000 }));
  });

  it('must set lastViewed to the server time and count the view with it', async () => {
    const doc = visitor().doc('products/on-sale');
    await assertFails(doc.update({ views: FieldValue.increment(1) }));
    await assertFails(doc.update({ lastViewed: FieldValue.serverTimestamp() }));
    await assertFails(doc.update({ views: FieldValue.increment(1), lastViewed: Timestamp.fromMillis(0) }));
  });

  it('may change nothing else at the same time', async () => {
    const doc = customer().doc('products/on-sale');
    await assertFails(doc.update({ ...view, price: 1 }));
    await assertFails(doc.update({ ...view, stock: 1000 }));
    await assertFails(doc.update({ ...view, featured: true }));
    await assertFails(doc.update({ ...view, sales: FieldValue.increment(1) }));
  });

  it('may not count a view of a product they cannot see', async () => {
    await assertFails(visitor().doc('products/withdrawn').update(view));
  });
});

describe('visitors and customers never write products', () => {
  it('cannot create, replace or delete a product', async () => {
    for (const db of [visitor(), customer(), formerAdmin()]) {
      await assertFails(db.doc('products/new-one').set(product()));
      await assertFails(db.doc('products/on-sale').set({ ...product(), price: 1 }));
      await assertFails(db.doc('products/on-sale').update({ price: 1 }));
      await assertFails(db.doc('products/on-sale').delete());
    }
  });
});

/** What the admin area writes on create: stamped with the admin and the server's time (see api/create-product). */
const newProduct = (uid = 'admin') => ({
  ...product(),
  views: 0,
  sales: 0,
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
  createdBy: uid,
  updatedBy: uid,
});

/** Stamp of an admin edit. */
const stamp = (uid = 'admin') => ({ updatedAt: FieldValue.serverTimestamp(), updatedBy: uid });

describe('an active admin', () => {
  it('creates, updates, soft-deletes, restores and deletes valid products', async () => {
    await assertSucceeds(admin().doc('products/new-one').set(newProduct()));
    await assertSucceeds(
      admin()
        .doc('products/new-one')
        .update({ price: 9500, ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('products/new-one')
        .update({ available: false, deletedAt: FieldValue.serverTimestamp(), deletedBy: 'admin', ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('products/new-one')
        .update({ available: true, deletedAt: null, deletedBy: null, ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('products/new-one')
        .update({ stock: 0, available: false, ...stamp() }),
    );
    await assertSucceeds(admin().doc('products/new-one').delete());
    const { lastViewed: _l, deletedAt: _d, deletedBy: _b, views: _v, sales: _s, ...minimal } = newProduct();
    await assertSucceeds(admin().doc('products/minimal').set(minimal));
  });

  it('cannot write a product with missing, unknown or badly typed fields', async () => {
    const { name: _name, ...noName } = newProduct();
    const bad = [
      noName,
      { ...newProduct(), secret: 'x' },
      { ...newProduct(), name: '' },
      { ...newProduct(), name: 'x'.repeat(201) },
      { ...newProduct(), description: 'x'.repeat(5001) },
      { ...newProduct(), category: 'Fridges' },
      { ...newProduct(), type: 'gift' },
      { ...newProduct(), price: -1 },
      { ...newProduct(), price: '9800' },
      { ...newProduct(), stock: 1.5 },
      { ...newProduct(), stock: -1 },
      { ...newProduct(), available: 'yes' },
      { ...newProduct(), images: Array.from({ length: 11 }, () => '/x.svg') },
    ];
    for (const data of bad) await assertFails(admin().doc('products/bad').set(data));
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ price: -5, ...stamp() }),
    );
  });

  it('records who created and changed a product, at the server time, and cannot borrow another name', async () => {
    await assertFails(
      admin()
        .doc('products/p1')
        .set({ ...newProduct(), createdBy: 'someone-else' }),
    );
    await assertFails(
      admin()
        .doc('products/p1')
        .set({ ...newProduct(), updatedBy: 'someone-else' }),
    );
    await assertFails(
      admin()
        .doc('products/p1')
        .set({ ...newProduct(), createdAt: Timestamp.fromMillis(0) }),
    );
    await assertFails(
      admin()
        .doc('products/p1')
        .set({ ...product() }),
    ); // stamps of the past
    await assertFails(admin().doc('products/on-sale').update({ price: 1 })); // no stamp
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ price: 1, ...stamp('someone-else') }),
    );
    await assertFails(
      admin().doc('products/on-sale').update({ price: 1, updatedBy: 'admin', updatedAt: Timestamp.now() }),
    );
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ createdBy: 'admin2', ...stamp() }),
    );
  });

  it('does not start a product with views, sales or as deleted, nor edit the counters', async () => {
    await assertFails(
      admin()
        .doc('products/p2')
        .set({ ...newProduct(), sales: 10 }),
    );
    await assertFails(
      admin()
        .doc('products/p2')
        .set({ ...newProduct(), views: 10 }),
    );
    await assertFails(
      admin()
        .doc('products/p2')
        .set({ ...newProduct(), available: false, deletedAt: FieldValue.serverTimestamp(), deletedBy: 'admin' }),
    );
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ sales: 99, ...stamp() }),
    );
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ views: 0, ...stamp() }),
    );
  });

  it('soft-deletes only as themselves at the server time, and a deleted product stays off sale', async () => {
    const doc = admin().doc('products/on-sale');
    await assertFails(
      doc.update({ available: false, deletedAt: FieldValue.serverTimestamp(), deletedBy: 'someone-else', ...stamp() }),
    );
    await assertFails(
      doc.update({ available: false, deletedAt: Timestamp.fromMillis(0), deletedBy: 'admin', ...stamp() }),
    );
    await assertFails(doc.update({ available: false, deletedAt: FieldValue.serverTimestamp(), ...stamp() }));
    await assertFails(
      doc.update({ available: true, deletedAt: FieldValue.serverTimestamp(), deletedBy: 'admin', ...stamp() }),
    );
  });

  it('a customer or a deactivated admin cannot do any of it', async () => {
    for (const [db, uid] of [
      [customer(), 'ama'],
      [formerAdmin(), 'former-admin'],
    ] as const) {
      await assertFails(db.doc('products/p3').set(newProduct(uid)));
      await assertFails(db.doc('products/on-sale').update({ stock: 99, ...stamp(uid) }));
      await assertFails(
        db
          .doc('products/on-sale')
          .update({ available: false, deletedAt: FieldValue.serverTimestamp(), deletedBy: uid, ...stamp(uid) }),
      );
      await assertFails(db.doc('products/on-sale').delete());
    }
  });
});
