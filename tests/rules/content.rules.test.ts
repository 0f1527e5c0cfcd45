import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { GHANA_REGIONS } from '@domain/shared/ghana-regions';
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
  payment: { holdMinutes: 30 },
});

const installation = () => ({
  title: 'Family home rooftop system',
  location: 'Tamale',
  systemSize: '5 kVA',
  description: 'Panels and batteries.',
  image: '/installations/home-rooftop.svg',
  completedAt: Timestamp.now(),
  position: 0,
  visible: true,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

const testimonial = () => ({
  name: 'Gifty',
  location: 'Bolgatanga',
  role: 'Shop owner',
  rating: 5,
  text: 'No more dumsor in my shop.',
  position: 3,
  visible: false,
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
      { ...settings(), payment: { holdMinutes: 2 } },
      { ...settings(), payment: { holdMinutes: 30.5 } },
      { ...settings(), payment: { holdMinutes: 30, refund: 'never' } },
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

describe('settings sizes, the limits of the settings form', () => {
  const save = (patch: { business?: Record<string, unknown>; contact?: Record<string, unknown> }) =>
    admin()
      .doc('settings/global')
      .set({
        business: { ...settings().business, ...patch.business },
        contact: { ...settings().contact, ...patch.contact },
        ...stamp(),
      });

  it('takes up to 5 phones as the form stores them, and no phone at all', async () => {
    await assertSucceeds(save({ contact: { phones: Array.from({ length: 5 }, () => '+233 24 123 4567') } }));
    await assertSucceeds(save({ contact: { phones: ['+233 20 000 0000', '+233 24 000 0000'] } }));
    await assertSucceeds(save({ contact: { phones: [] } }));
  });

  it('refuses a sixth phone, a phone over 20 characters, an empty one or one that is not text', async () => {
    await assertFails(save({ contact: { phones: Array.from({ length: 6 }, () => '+233 24 123 4567') } }));
    await assertFails(save({ contact: { phones: ['+233 24 123 4567', '0'.repeat(21)] } }));
    await assertFails(save({ contact: { phones: ['+233 24 123 4567', ''] } }));
    await assertFails(save({ contact: { phones: ['+233 24 123 4567', 233241234567] } }));
    await assertFails(save({ contact: { phones: '+233 24 123 4567' } }));
  });

  it('refuses a delivery fee over 100,000 or a free-delivery threshold over 10,000,000, takes both at the limit', async () => {
    await assertSucceeds(save({ business: { deliveryFee: 100_000, freeDeliveryThreshold: 10_000_000 } }));
    await assertFails(save({ business: { deliveryFee: 100_000.01 } }));
    await assertFails(save({ business: { freeDeliveryThreshold: 10_000_000.01 } }));
    await assertFails(save({ business: { freeDeliveryThreshold: -1 } }));
    await assertFails(save({ business: { taxRate: '15' } }));
  });

  it("takes the regions' delivery terms (docs/delivery-fees.md), and refuses a table with another key", async () => {
    const table = Object.fromEntries(
      GHANA_REGIONS.map((r) => [r, { fee: 50, freeFrom: 5000, minDays: 2, maxDays: 5 }]),
    );
    await assertSucceeds(save({ business: { regions: table } }));
    await assertSucceeds(save({ business: { regions: { Volta: table.Volta } } }));
    await assertFails(save({ business: { regions: { ...table, Atlantis: table.Volta } } }));
    await assertFails(save({ business: { regions: [table.Volta] } }));
  });

  it('refuses a contact email, WhatsApp number, address or hours over their limits', async () => {
    await assertFails(save({ contact: { email: `${'a'.repeat(250)}@example.com` } }));
    await assertFails(save({ contact: { whatsapp: '+233'.padEnd(21, '1') } }));
    await assertFails(save({ contact: { address: 'a'.repeat(301) } }));
    await assertFails(save({ contact: { hours: 'h'.repeat(201) } }));
    await assertSucceeds(save({ contact: { address: 'a'.repeat(300), hours: 'h'.repeat(200) } }));
  });

  it('takes a fresh shop with no contact details, and a map position as a latitude and longitude', async () => {
    await assertSucceeds(save({ contact: { phones: [], email: '', whatsapp: '', address: '', hours: '', map: null } }));
    await assertSucceeds(save({ contact: { map: { lat: 9.4008, lng: -0.8393 } } }));
    await assertFails(save({ contact: { map: { lat: 91, lng: 0 } } }));
    await assertFails(save({ contact: { map: { lat: 9.4, lng: -181 } } }));
    await assertFails(save({ contact: { map: { lat: '9.4', lng: -0.8 } } }));
    await assertFails(save({ contact: { map: { lat: 9.4, lng: -0.8, zoom: 15 } } }));
    await assertFails(save({ contact: { map: 'Tamale' } }));
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
      { ...installation(), title: 't'.repeat(121) },
      { ...installation(), location: 'l'.repeat(121) },
      { ...installation(), image: 7 },
      // An order and a visible flag, both required.
      { ...installation(), position: -1 },
      { ...installation(), position: 1.5 },
      { ...installation(), visible: 'yes' },
      (({ position: _p, ...rest }) => rest)(installation()),
      (({ visible: _v, ...rest }) => rest)(installation()),
      { ...installation(), updatedBy: 'someone-else', updatedAt: FieldValue.serverTimestamp() },
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
      { ...testimonial(), name: 'n'.repeat(101) },
      { ...testimonial(), name: '' },
      { ...testimonial(), text: 't'.repeat(1001) },
      { ...testimonial(), position: 10000 },
      (({ visible: _v, ...rest }) => rest)(testimonial()),
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
    await assertSucceeds(
      admin()
        .doc(`${collection}/one`)
        .set({ ...valid(), ...stamp() }),
    );
    await assertSucceeds(admin().doc(`${collection}/one`).delete());
  });

  it('refuses invalid documents, even from an admin', async () => {
    for (const data of invalid) await assertFails(admin().collection(collection).add(data));
  });
});

describe('a rating published from a project (publishProjectRating)', () => {
  it('is moved and hidden in Showcase like any testimonial', async () => {
    // As the function writes it: first, stamped by the staff member who published it (another admin here).
    await seedDocs(env, {
      'testimonials/project-1': {
        name: 'Abena',
        location: 'Savelugu',
        role: 'Installation customer',
        rating: 5,
        text: 'Light every evening now.',
        position: 0,
        visible: true,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
        updatedBy: 'another-admin',
      },
    });
    // What Showcase's move and hide write (setPositions): the position, the visibility and the stamp.
    await assertSucceeds(
      admin()
        .doc('testimonials/project-1')
        .update({ position: 3, visible: true, ...stamp() }),
    );
    await assertSucceeds(
      admin()
        .doc('testimonials/project-1')
        .update({ position: 3, visible: false, ...stamp() }),
    );
  });
});
