import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MAX_CART_LINES } from '@domain/cart/cart-rules';
import { customerUser, rulesEnv, seedDocs } from './rules-env';

let env: RulesTestEnvironment;

const line = (i: number) => ({ productId: `product-${i}`, quantity: 1 });
const cart = (items: unknown[]) => ({ items, updatedAt: new Date() });

beforeAll(async () => {
  env = await rulesEnv('demo-rules-carts');
  await env.clearFirestore();
  // Cart owners have an active account (a deactivated one writes nothing).
  await seedDocs(env, {
    'users/kofi': { ...customerUser, email: 'kofi@example.com' },
    'users/ama': customerUser,
    'users/esi': { ...customerUser, email: 'esi@example.com' },
    'users/yaa': { ...customerUser, email: 'yaa@example.com', isActive: false },
    'carts/kofi': { items: [line(1)], updatedAt: new Date() },
    'carts/yaa': { items: [line(1)], updatedAt: new Date() },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const as = (uid: string) => env.authenticatedContext(uid).firestore();

describe('carts: the owner only', () => {
  it('the owner reads, writes and deletes their own cart', async () => {
    await assertSucceeds(as('kofi').doc('carts/kofi').get());
    await assertSucceeds(
      as('ama')
        .doc('carts/ama')
        .set(cart([line(1), { productId: 'p', quantity: 100 }])),
    );
    await assertSucceeds(as('ama').doc('carts/ama').update({ items: [], updatedAt: new Date() }));
    await assertSucceeds(as('ama').doc('carts/ama').delete());
  });

  it("nobody reads or writes someone else's cart, nor a visitor any cart", async () => {
    await assertFails(as('ama').doc('carts/kofi').get());
    await assertFails(
      as('ama')
        .doc('carts/kofi')
        .set(cart([line(2)])),
    );
    await assertFails(as('ama').doc('carts/kofi').delete());
    await assertFails(env.unauthenticatedContext().firestore().doc('carts/kofi').get());
    await assertFails(
      env
        .unauthenticatedContext()
        .firestore()
        .doc('carts/guest')
        .set(cart([line(1)])),
    );
  });

  it('nobody lists carts', async () => {
    await assertFails(as('kofi').collection('carts').get());
  });
});

describe('carts: valid shape only', () => {
  const write = (data: unknown) =>
    as('esi')
      .doc('carts/esi')
      .set(data as Record<string, unknown>);

  it('accepts up to 30 lines of {productId, quantity 1..100}, the largest ones too', async () => {
    const longest = (i: number) => ({ productId: `${i}`.padEnd(128, 'x'), quantity: 100 });
    await assertSucceeds(write(cart(Array.from({ length: MAX_CART_LINES }, (_, i) => longest(i)))));
    for (const count of [0, 1, 9, 10, 11, 19, 20, 21, 29]) {
      await assertSucceeds(write(cart(Array.from({ length: count }, (_, i) => line(i)))));
    }
  });

  it('refuses 31 lines', async () => {
    await assertFails(write(cart(Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => line(i)))));
  });

  it('refuses a quantity below 1, above 100, or not a whole number', async () => {
    await assertFails(write(cart([{ productId: 'p', quantity: 0 }])));
    await assertFails(write(cart([{ productId: 'p', quantity: 101 }])));
    await assertFails(write(cart([{ productId: 'p', quantity: 1.5 }])));
    await assertFails(write(cart([{ productId: 'p', quantity: '2' }])));
    await assertFails(write(cart([{ productId: 'p', quantity: -5 }])));
    await assertFails(write(cart([{ productId: 'p', quantity: true }])));
    await assertFails(write(cart([{ productId: 'p', quantity: null }])));
  });

  it('refuses a bad line anywhere in the list, in a full block of ten or a partial one', async () => {
    for (const [count, bad] of [
      [30, 29],
      [30, 0],
      [30, 15],
      [25, 24],
      [25, 12],
      [5, 4],
    ]) {
      const lines: unknown[] = Array.from({ length: count! }, (_, i) => line(i));
      lines[bad!] = { productId: 'p', quantity: 0 };
      await assertFails(write(cart(lines)));
    }
  });

  it('refuses lines with other keys (a price!) or a missing or empty productId', async () => {
    await assertFails(write(cart([{ productId: 'p', quantity: 1, price: 1 }])));
    await assertFails(write(cart([{ quantity: 1 }])));
    await assertFails(write(cart([{ productId: '', quantity: 1 }])));
    await assertFails(write(cart([{ productId: 7, quantity: 1 }])));
    await assertFails(write(cart([{ productId: 'a/b', quantity: 1 }])));
    await assertFails(write(cart([{ productId: 'x'.repeat(129), quantity: 1 }])));
    await assertFails(write(cart(['p'])));
  });

  it('refuses other keys, a missing updatedAt or items that are not a list', async () => {
    await assertFails(write({ ...cart([line(1)]), total: 1 }));
    await assertFails(write({ items: [line(1)] }));
    await assertFails(write({ items: [line(1)], updatedAt: 'yesterday' }));
    await assertFails(write({ items: { 0: line(1) }, updatedAt: new Date() }));
  });
});

describe('carts: a deactivated account', () => {
  it('a deactivated user cannot save, change or delete their cart with their old token', async () => {
    const yaa = () => as('yaa').doc('carts/yaa');
    await assertFails(yaa().set(cart([line(2)])));
    await assertFails(yaa().update({ items: [], updatedAt: new Date() }));
    await assertFails(yaa().delete());
    // They may still read it: nothing in it is anyone else's.
    await assertSucceeds(yaa().get());
  });

  it('a signed-in account without a record (its sign-up never finished) writes no cart', async () => {
    await assertFails(
      as('no-record')
        .doc('carts/no-record')
        .set(cart([line(1)])),
    );
  });
});
