/** Notifications: the outbox and the staff's recipients are the admins' alone; a customer sets notifyBy. */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

const { FieldValue, Timestamp } = firebase.firestore;

let env: RulesTestEnvironment;

const recipients = (uid = 'admin') => ({
  emailEnabled: true,
  smsEnabled: true,
  emails: ['sales@example.com', 'owner@example.com'],
  phones: ['+233241234567'],
  updatedAt: FieldValue.serverTimestamp(),
  updatedBy: uid,
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-notifications');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'settings/global': { business: { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 } },
    'settings/notifications': { emailEnabled: true, smsEnabled: false, emails: ['sales@example.com'], phones: [] },
    'notifications/n1': { channel: 'sms', to: '+233241234567', status: 'sent', createdAt: Timestamp.now() },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const visitor = () => env.unauthenticatedContext().firestore();
const customer = () => env.authenticatedContext('ama').firestore();
const admin = () => env.authenticatedContext('admin').firestore();
const formerAdmin = () => env.authenticatedContext('former-admin').firestore();

describe('staff notification recipients', () => {
  it('only an active admin reads them, though the other settings are public', async () => {
    await assertSucceeds(visitor().doc('settings/global').get());
    await assertFails(visitor().doc('settings/notifications').get());
    await assertFails(customer().doc('settings/notifications').get());
    await assertFails(formerAdmin().doc('settings/notifications').get());
    await assertSucceeds(admin().doc('settings/notifications').get());
  });

  it('only an active admin saves them, with valid addresses and numbers', async () => {
    await assertFails(customer().doc('settings/notifications').set(recipients('ama')));
    await assertFails(formerAdmin().doc('settings/notifications').set(recipients('former-admin')));
    await assertSucceeds(admin().doc('settings/notifications').set(recipients()));
    for (const bad of [
      { emails: ['not an address'] },
      { emails: ['a@example.com b@example.com'] },
      { phones: ['0241234567'] },
      {
        phones: ['+233241234567', '+233241234567', '+233241234567', '+233241234567', '+233241234567', '+233241234567'],
      },
      { emailEnabled: 'yes' },
      { extra: true },
    ]) {
      await assertFails(
        admin()
          .doc('settings/notifications')
          .set({ ...recipients(), ...bad }),
      );
    }
  });
});

describe('the outbox', () => {
  it('staff read it; nobody writes it from the app', async () => {
    await assertSucceeds(admin().collection('notifications').orderBy('createdAt', 'desc').limit(50).get());
    await assertFails(customer().collection('notifications').get());
    await assertFails(visitor().doc('notifications/n1').get());
    await assertFails(admin().doc('notifications/n1').update({ status: 'queued' }));
    await assertFails(admin().collection('notifications').add({ channel: 'sms' }));
  });
});

describe("a customer's choice of channels", () => {
  it('they set notifyBy on their own record to both, email or sms, and nothing else', async () => {
    for (const notifyBy of ['email', 'sms', 'both']) {
      await assertSucceeds(customer().doc('users/ama').update({ notifyBy, updatedAt: FieldValue.serverTimestamp() }));
    }
    await assertFails(customer().doc('users/ama').update({ notifyBy: 'pigeon' }));
    await assertFails(env.authenticatedContext('other').firestore().doc('users/ama').update({ notifyBy: 'sms' }));
  });
});
