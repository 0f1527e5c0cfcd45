import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv('demo-rules-catalog');
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'products/on-sale': { name: 'Panel', available: true, price: 2000, stock: 5 },
    'products/withdrawn': { name: 'Old panel', available: false, price: 1000, stock: 0 },
    'settings/global': { business: { taxRate: 15 } },
    'installations/one': { title: 'Rooftop' },
    'testimonials/one': { text: 'Great' },
    'secrets/x': { value: 1 },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('products', () => {
  it('anyone reads an available product', async () => {
    await assertSucceeds(env.unauthenticatedContext().firestore().doc('products/on-sale').get());
  });

  it('a visitor or customer cannot read an unavailable product, an active admin can', async () => {
    await assertFails(env.unauthenticatedContext().firestore().doc('products/withdrawn').get());
    await assertFails(env.authenticatedContext('ama').firestore().doc('products/withdrawn').get());
    await assertFails(env.authenticatedContext('former-admin').firestore().doc('products/withdrawn').get());
    await assertSucceeds(env.authenticatedContext('admin').firestore().doc('products/withdrawn').get());
  });

  it('a visitor lists only available products', async () => {
    const products = env.unauthenticatedContext().firestore().collection('products');
    await assertSucceeds(products.where('available', '==', true).get());
    await assertFails(products.get());
  });
});

describe('public content and the rest', () => {
  it('anyone reads settings, installations and testimonials', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertSucceeds(db.doc('settings/global').get());
    await assertSucceeds(db.collection('installations').get());
    await assertSucceeds(db.collection('testimonials').get());
  });

  it('nobody reads or writes a collection the rules do not name', async () => {
    await assertFails(env.authenticatedContext('admin').firestore().doc('secrets/x').get());
    await assertFails(env.authenticatedContext('admin').firestore().doc('secrets/y').set({ value: 2 }));
  });
});
