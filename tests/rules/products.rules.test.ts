import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_LIMITS } from '../../src/domain/admin-products';
import { MAX_STOCK } from '../../src/domain/stock';
import { adminUser, customerUser, restUpdate, rulesEnv, seedDocs } from './rules-env';

const { FieldValue, Timestamp } = firebase.firestore;

let env: RulesTestEnvironment;

const PROJECT_ID = 'demo-rules-products';

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
  env = await rulesEnv(PROJECT_ID);
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'users/former-customer': { ...customerUser, isActive: false },
    'products/on-sale': product(),
    'products/also-on-sale': product(),
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
    await assertSucceeds(customer().doc('products/also-on-sale').update(view));
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

const formerCustomer = () => env.authenticatedContext('former-customer').firestore();

/** The stored document, read with rules off. */
async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data ?? {};
}

describe('views stay a whole number', () => {
  it('refuses views written as a decimal, even a whole one such as 8.0', async () => {
    const decimal = (views: number) =>
      restUpdate(PROJECT_ID, {
        path: 'products/on-sale',
        fields: { views: { doubleValue: views } },
        serverTime: ['lastViewed'],
      });
    expect(await decimal(8)).toBe(403);
    expect(await decimal(7.5)).toBe(403);
    expect((await stored('products/on-sale')).views).toBe(7);
  });

  it('refuses an increment by 1.0 (a decimal) that would store views as a decimal', async () => {
    const status = await restUpdate(PROJECT_ID, {
      path: 'products/on-sale',
      fields: {},
      serverTime: ['lastViewed'],
      increment: { views: { doubleValue: 1 } },
    });
    expect(status).toBe(403);
    // The same through the REST API with a whole increment is a counted view: the check is the type, not the route.
    const whole = await restUpdate(PROJECT_ID, {
      path: 'products/on-sale',
      fields: {},
      serverTime: ['lastViewed'],
      increment: { views: { integerValue: '1' } },
    });
    expect(whole).toBe(200);
  });

  it('a product whose views were stored as a decimal (8.0) stays editable by staff, who may repair it', async () => {
    const seeded = await restUpdate(
      PROJECT_ID,
      { path: 'products/also-on-sale', fields: { views: { doubleValue: 8 } } },
      { owner: true },
    );
    expect(seeded).toBe(200);
    // The catalogue is never frozen for staff: an ordinary edit is accepted...
    await assertSucceeds(
      admin()
        .doc('products/also-on-sale')
        .update({ price: 9700, ...stamp() }),
    );
    // ...writing the whole number repairs it...
    await assertSucceeds(
      admin()
        .doc('products/also-on-sale')
        .update({ views: 8, ...stamp() }),
    );
    // ...and views stay the visitors' alone.
    await assertFails(
      admin()
        .doc('products/also-on-sale')
        .update({ views: 100, ...stamp() }),
    );
  });

  it('no product is written with fractional views, by anyone', async () => {
    await assertFails(
      admin()
        .doc('products/new-one')
        .set({ ...newProduct(), views: 0.5 }),
    );
    const seeded = await restUpdate(
      PROJECT_ID,
      { path: 'products/also-on-sale', fields: { views: { doubleValue: 8.5 } } },
      { owner: true },
    );
    expect(seeded).toBe(200);
    await assertFails(
      admin()
        .doc('products/also-on-sale')
        .update({ price: 9700, ...stamp() }),
    );
  });
});

describe('at most one counted view a second per product', () => {
  it('a second view within a second of the last one is not counted', async () => {
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    await assertFails(visitor().doc('products/on-sale').update(view));
    await assertFails(customer().doc('products/on-sale').update(view));
    expect((await stored('products/on-sale')).views).toBe(8);
  });

  it('a view more than a second after the last one is counted', async () => {
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    expect((await stored('products/on-sale')).views).toBe(9);
  });

  it('counts a view when the last one was over a second ago, and never when it was just now', async () => {
    await seedDocs(env, {
      'products/seen-before': { ...product(), lastViewed: Timestamp.fromMillis(Date.now() - 5_000) },
      'products/seen-now': { ...product(), lastViewed: Timestamp.fromMillis(Date.now() + 500) },
    });
    await assertSucceeds(visitor().doc('products/seen-before').update(view));
    await assertFails(visitor().doc('products/seen-now').update(view));
  });

  it('the limit is per product: views of two products at once both count', async () => {
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    await assertSucceeds(visitor().doc('products/also-on-sale').update(view));
    await assertSucceeds(visitor().doc('products/never-viewed').update(view));
  });

  it('nobody clears or backdates lastViewed to skip the wait, an admin included', async () => {
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    const doc = visitor().doc('products/on-sale');
    await assertFails(doc.update({ views: FieldValue.increment(1), lastViewed: FieldValue.delete() }));
    await assertFails(doc.update({ views: FieldValue.increment(1), lastViewed: null }));
    await assertFails(doc.update({ lastViewed: Timestamp.fromMillis(0) }));
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ lastViewed: null, ...stamp() }),
    );
  });
});

describe('the admin list keys', () => {
  it('the stored stock level is the one the stock and the low-stock level give', async () => {
    await assertSucceeds(
      admin()
        .doc('products/listed')
        .set({ ...newProduct(), stock: 4, stockLevel: 'low' }),
    );
    await assertSucceeds(
      admin()
        .doc('products/listed')
        .update({ stock: 0, available: false, stockLevel: 'out', ...stamp() }),
    );
    // A stock change that leaves the level stale is refused: "Out of stock" would miss the product.
    await assertFails(
      admin()
        .doc('products/listed')
        .update({ stock: 9, available: true, ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('products/listed')
        .update({ stock: 9, available: true, stockLevel: 'in-stock', ...stamp() }),
    );
    await assertFails(
      admin()
        .doc('products/listed')
        .update({ lowStockThreshold: 20, ...stamp() }),
    );
    await assertFails(
      admin()
        .doc('products/wrong')
        .set({ ...newProduct(), stock: 4, stockLevel: 'in-stock' }),
    );
    await assertSucceeds(
      admin()
        .doc('products/a-service')
        .set({ ...newProduct(), category: 'Installation Services', type: 'service', stock: 0, stockLevel: 'service' }),
    );
  });

  it('search keys are a bounded list', async () => {
    await assertSucceeds(
      admin()
        .doc('products/keys')
        .set({ ...newProduct(), searchKeys: ['de', 'dey', 'deye'] }),
    );
    await assertFails(
      admin()
        .doc('products/text')
        .set({ ...newProduct(), searchKeys: 'deye' }),
    );
    const tooMany = Array.from({ length: 401 }, (_, i) => `k${i}`);
    await assertFails(
      admin()
        .doc('products/many')
        .set({ ...newProduct(), searchKeys: tooMany }),
    );
  });
});

describe('nothing goes on sale at GHS 0.00', () => {
  it('an admin cannot create a product on sale at price 0', async () => {
    await assertFails(
      admin()
        .doc('products/free')
        .set({ ...newProduct(), price: 0 }),
    );
  });

  it('an admin cannot set the price of a product on sale to 0', async () => {
    await assertFails(
      admin()
        .doc('products/on-sale')
        .update({ price: 0, ...stamp() }),
    );
  });

  it('a product off sale may wait at 0, but goes on sale only with a price', async () => {
    const draft = { ...newProduct(), price: 0, stock: 0, available: false };
    await assertSucceeds(admin().doc('products/draft').set(draft));
    await assertFails(
      admin()
        .doc('products/draft')
        .update({ stock: 5, available: true, ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('products/draft')
        .update({ price: 1250, stock: 5, available: true, ...stamp() }),
    );
  });

  it('a service (always on sale) at 0 is refused; one pesewa is a price', async () => {
    const service = {
      ...newProduct(),
      name: 'Home solar installation',
      category: 'Installation Services',
      type: 'service',
      stock: 0,
      available: true,
    };
    await assertFails(
      admin()
        .doc('products/install')
        .set({ ...service, price: 0 }),
    );
    await assertSucceeds(
      admin()
        .doc('products/install')
        .set({ ...service, price: 0.01 }),
    );
  });
});

describe('product sizes, the limits of the admin form', () => {
  const specs = (count: number, value: unknown = 'x') =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`spec${i}`, value]));
  /** A new product each time (a second set() of the same id would be an edit). */
  const create = (patch: Record<string, unknown>) =>
    admin()
      .collection('products')
      .add({ ...newProduct(), ...patch });

  it('accepts the largest product the form makes: every field at its limit', async () => {
    await assertSucceeds(
      admin()
        .doc('products/sized')
        .set({
          ...newProduct(),
          name: 'n'.repeat(PRODUCT_LIMITS.name),
          description: 'd'.repeat(PRODUCT_LIMITS.description),
          brand: 'b'.repeat(PRODUCT_LIMITS.brand),
          specs: {
            ...specs(PRODUCT_LIMITS.specs - 2, 'v'.repeat(PRODUCT_LIMITS.specValue)),
            powerW: 5000,
            ['k'.repeat(PRODUCT_LIMITS.specKey)]: 12.5,
          },
          images: Array.from({ length: PRODUCT_LIMITS.images }, (_, i) =>
            `https://example.com/${i}`.padEnd(PRODUCT_LIMITS.imageUrl, 'x'),
          ),
          price: PRODUCT_LIMITS.maxPrice,
          stock: MAX_STOCK,
          lowStockThreshold: MAX_STOCK,
        }),
    );
    // And an admin's edit of it (the rules read it back whole).
    await assertSucceeds(
      admin()
        .doc('products/sized')
        .update({ featured: true, ...stamp() }),
    );
  });

  it('refuses more specs than the limit, or a spec value over its length', async () => {
    await assertFails(create({ specs: specs(PRODUCT_LIMITS.specs + 1) }));
    await assertSucceeds(create({ specs: specs(3, 'v'.repeat(PRODUCT_LIMITS.specValue)) }));
    await assertFails(create({ specs: { ...specs(3), long: 'v'.repeat(PRODUCT_LIMITS.specValue + 1) } }));
  });

  it('refuses a spec value that is empty, on two lines, a list, a map, a date, yes/no or null', async () => {
    for (const value of [
      '',
      'a\nb',
      'x'.repeat(150) + '\n' + 'y'.repeat(150),
      ['x'],
      { a: 1 },
      Timestamp.now(),
      true,
      null,
    ]) {
      await assertFails(create({ specs: { powerW: 5000, bad: value } }));
    }
    await assertFails(create({ specs: 'powerW=5000' }));
    await assertSucceeds(create({ specs: { powerW: 5000, voltageV: 48, efficiencyPct: 97.6, chemistry: 'LiFePO4' } }));
    await assertSucceeds(create({ specs: {} }));
  });

  it('refuses a spec name that is not a letter then letters and digits, or is too long', async () => {
    for (const name of ['power W', '1power', 'power-w', 'k'.repeat(PRODUCT_LIMITS.specKey + 1), 'pówer']) {
      await assertFails(create({ specs: { powerW: 5000, [name]: 1 } }));
    }
  });

  it('refuses an image that is not a text, empty, too long, has a space or is not an address the shop shows', async () => {
    const bad = [
      7,
      null,
      { url: 'https://example.com/a.png' },
      '',
      `https://example.com/${'x'.repeat(PRODUCT_LIMITS.imageUrl)}`,
      'https://example.com/a b.png',
      'https://example.com/a.png /products/b.svg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.com/a.png',
    ];
    for (const image of bad) await assertFails(create({ images: ['/products/inverter.svg', image] }));
    await assertFails(create({ images: '/products/inverter.svg' }));
    await assertSucceeds(
      create({
        images: [
          '/products/inverter.svg',
          'https://firebasestorage.googleapis.com/v0/b/x/o/a.png?alt=media',
          'http://127.0.0.1:9199/a.png',
        ],
      }),
    );
    await assertSucceeds(create({ images: [] }));
  });

  it('refuses stock or a low-stock level over 1,000,000 and a price over 10,000,000', async () => {
    await assertFails(create({ stock: MAX_STOCK + 1 }));
    await assertFails(create({ lowStockThreshold: MAX_STOCK + 1 }));
    await assertFails(create({ lowStockThreshold: -1 }));
    await assertFails(create({ price: PRODUCT_LIMITS.maxPrice + 0.01 }));
    await assertFails(create({ brand: 'b'.repeat(PRODUCT_LIMITS.brand + 1) }));
  });
});

describe('a deactivated account counts no view', () => {
  it('a deactivated customer signed in cannot count a view; a guest and an active customer can', async () => {
    await assertFails(formerCustomer().doc('products/on-sale').update(view));
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    await assertSucceeds(customer().doc('products/also-on-sale').update(view));
  });
});
