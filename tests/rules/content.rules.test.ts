import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

const { FieldValue, Timestamp } = firebase.firestore;

const stamp = (uid = 'admin') => ({ updatedAt: FieldValue.serverTimestamp(), updatedBy: uid });

let env: RulesTestEnvironment;

const settings = () => ({
  business: { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 },
  contact: {
    phones: ['+233 20 000 0000'],
    email: 'support@example.com',
    whatsapp: '+233200000000',
    address: 'Tamale',
    hours: 'Monday to Friday, 8:00 AM to 6:00 PM GMT',
  },
});

const installation = () => ({
  title: 'Family home rooftop system',
  location: 'Tamale',
  systemSize: '5 kVA',
  description: 'Panels and batteries.',
  image: '/installations/home-rooftop.svg',
  completedAt: Timestamp.now(),
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

const testimonial = () => ({
  name: 'Gifty',
  location: 'Bolgatanga',
  role: 'Shop owner',
  rating: 5,
  text: 'No more dumsor in my shop.',
  createdAt: Timestamp.now(),
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-content');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'settings/global': settings(),
    'installations/one': installation(),
    'testimonials/one': testimonial(),
  });
});

afterAll(async () => {
  await env.cleanup();
});

const visitor = () => env.unauthenticatedContext().firestore();
const customer = () => env.authenticatedContext('ama').firestore();
const admin = () => env.authenticatedContext('admin').firestore();
const formerAdmin = () => env.authenticatedContext('former-admin').firestore();

describe('settings', () => {
  it('anyone reads them', async () => {
    await assertSucceeds(visitor().doc('settings/global').get());
  });

  it('only an active admin changes settings/global, with valid values', async () => {
    for (const [db, uid] of [
      [visitor(), 'nobody'],
      [customer(), 'ama'],
      [formerAdmin(), 'former-admin'],
    ] as const) {
      await assertFails(
        db
          .doc('settings/global')
          .set({ ...settings(), business: { ...settings().business, taxRate: 0 }, ...stamp(uid) }),
      );
      await assertFails(db.doc('settings/global').update({ 'business.taxRate': 0, ...stamp(uid) }));
    }
    await assertSucceeds(
      admin()
        .doc('settings/global')
        .set({ ...settings(), ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('settings/global')
        .update({ 'business.deliveryFee': 80, ...stamp() }),
    );
  });

  it('records which admin changed the settings, at the server time', async () => {
    await assertFails(admin().doc('settings/global').update({ 'business.deliveryFee': 80 }));
    await assertFails(
      admin()
        .doc('settings/global')
        .update({ 'business.deliveryFee': 80, ...stamp('someone-else') }),
    );
    await assertFails(
      admin()
        .doc('settings/global')
        .update({ 'business.deliveryFee': 80, updatedBy: 'admin', updatedAt: Timestamp.now() }),
    );
  });

  it('refuses bad values, unknown keys, other documents and deletion', async () => {
    const bad = [
      { ...settings(), business: { ...settings().business, taxRate: 150 } },
      { ...settings(), business: { ...settings().business, deliveryFee: -1 } },
      { ...settings(), business: { ...settings().business, deliveryFee: 'free' } },
      { ...settings(), business: { taxRate: 15 } },
      { ...settings(), business: { ...settings().business, coupon: 'x' } },
      { ...settings(), contact: { ...settings().contact, phones: Array.from({ length: 6 }, () => '+233') } },
      { ...settings(), contact: { ...settings().contact, fax: '1' } },
      { ...settings(), theme: 'dark' },
    ];
    for (const data of bad)
      await assertFails(
        admin()
          .doc('settings/global')
          .set({ ...data, ...stamp() }),
      );
    await assertFails(
      admin()
        .doc('settings/other')
        .set({ ...settings(), ...stamp() }),
    );
    await assertFails(admin().doc('settings/global').delete());
  });
});

describe.each([
  {
    collection: 'installations',
    valid: installation,
    invalid: [
      { ...installation(), title: '' },
      { ...installation(), completedAt: 'last year' },
      { ...installation(), description: 'x'.repeat(1001) },
      { ...installation(), price: 5 },
    ],
  },
  {
    collection: 'testimonials',
    valid: testimonial,
    invalid: [
      { ...testimonial(), rating: 6 },
      { ...testimonial(), rating: 0 },
      { ...testimonial(), rating: 4.5 },
      { ...testimonial(), text: '' },
      { ...testimonial(), verified: true },
    ],
  },
])('$collection', ({ collection, valid, invalid }) => {
  it('anyone reads them', async () => {
    await assertSucceeds(visitor().collection(collection).get());
    await assertSucceeds(customer().doc(`${collection}/one`).get());
  });

  it('only an active admin writes them', async () => {
    for (const db of [visitor(), customer(), formerAdmin()]) {
      await assertFails(db.collection(collection).add(valid()));
      await assertFails(db.doc(`${collection}/one`).set(valid()));
      await assertFails(db.doc(`${collection}/one`).delete());
    }
    await assertSucceeds(admin().collection(collection).add(valid()));
    await assertSucceeds(admin().doc(`${collection}/one`).set(valid()));
    await assertSucceeds(admin().doc(`${collection}/one`).delete());
  });

  it('refuses invalid documents, even from an admin', async () => {
    for (const data of invalid) await assertFails(admin().collection(collection).add(data));
  });
});
