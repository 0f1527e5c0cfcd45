/** The rules of counting a product's view: exactly one, at the server time, at most one a second, a whole number. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, expect, it } from 'vitest';
import { restUpdate, seedDocs } from './rules-env';
import {
  admin,
  customer,
  env,
  formerCustomer,
  newProduct,
  product,
  stamp,
  stored,
  view,
  visitor,
  withProductsEnv,
} from './products-env';

const { FieldValue, Timestamp } = firebase.firestore;

const PROJECT_ID = 'demo-rules-product-views';
withProductsEnv(PROJECT_ID);

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
    const counted = await stored('products/on-sale');
    expect(counted.views).toBe(8);
    // The view just counted is then dated ahead of the clock: the rules compare each request's own time with it, and
    // on a busy machine the next requests could reach the emulator more than a second later, and be counted.
    await seedDocs(env, { 'products/on-sale': { ...counted, lastViewed: Timestamp.fromMillis(Date.now() + 30_000) } });
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
    // The last view of seen-now is stamped ahead of the clock: the rules compare it with the request's own time, and
    // seeding on a busy machine can take over a second, which aged a stamp of "now + 0.5 s" past the limit.
    await seedDocs(env, {
      'products/seen-before': { ...product(), lastViewed: Timestamp.fromMillis(Date.now() - 5_000) },
      'products/seen-now': { ...product(), lastViewed: Timestamp.fromMillis(Date.now() + 30_000) },
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

describe('a deactivated account counts no view', () => {
  it('a deactivated customer signed in cannot count a view; a guest and an active customer can', async () => {
    await assertFails(formerCustomer().doc('products/on-sale').update(view));
    await assertSucceeds(visitor().doc('products/on-sale').update(view));
    await assertSucceeds(customer().doc('products/also-on-sale').update(view));
  });
});
