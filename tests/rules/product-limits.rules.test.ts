/** What a product may hold: the admin list's keys, a price before it goes on sale, the admin form's limits. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { PRODUCT_LIMITS } from '@domain/catalog/product-limits';
import { MAX_STOCK } from '@domain/catalog/stock';
import { admin, newProduct, stamp, withProductsEnv } from './products-env';

const { Timestamp } = firebase.firestore;

withProductsEnv('demo-rules-product-limits');

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
