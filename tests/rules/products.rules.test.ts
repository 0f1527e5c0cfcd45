/** Who writes products: never a visitor or a customer; an active admin, stamped with their name and the time. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { seedDocs } from './rules-env';
import {
  admin,
  customer,
  env,
  formerAdmin,
  newProduct,
  product,
  stamp,
  visitor,
  withProductsEnv,
} from './products-env';

const { FieldValue, Timestamp } = firebase.firestore;

withProductsEnv('demo-rules-products');

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

  it('gives a product written elsewhere without a creation time one, at the server time, once', async () => {
    const { createdAt: _createdAt, ...written } = product();
    await seedDocs(env, { 'products/imported': written });
    await assertFails(
      admin()
        .doc('products/imported')
        .update({ createdAt: Timestamp.fromMillis(0), ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('products/imported')
        .update({ createdAt: FieldValue.serverTimestamp(), ...stamp() }),
    );
    // Once it has one, it is never changed.
    await assertFails(
      admin()
        .doc('products/imported')
        .update({ createdAt: FieldValue.serverTimestamp(), ...stamp() }),
    );
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ createdAt: FieldValue.serverTimestamp(), ...stamp() }),
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
