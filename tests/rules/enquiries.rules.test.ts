import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ENQUIRY_LIMITS, MESSAGE_MIN_LENGTH } from '@domain/enquiries/enquiries';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

const { FieldValue, Timestamp } = firebase.firestore;

let env: RulesTestEnvironment;

/** What the contact form writes (src/features/contact/api/send-message.ts). */
const message = () => ({
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '+233241234567',
  subject: 'Inverter sizing',
  message: 'Which inverter do I need for two fridges and a TV?',
  status: 'new',
  createdAt: FieldValue.serverTimestamp(),
});

/** What the quote form writes (src/features/quotes/api/request-quote.ts). */
const quote = () => ({
  service: 'Off-grid solar',
  name: 'Ibrahim Alhassan',
  phone: '+233201234567',
  email: '',
  location: 'Tamale, Kalpohin',
  details: 'A 3-bedroom house, fridge, TV and fans.',
  preferredDate: '2030-01-15',
  status: 'new',
  createdAt: FieldValue.serverTimestamp(),
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-enquiries');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'users/yaw': { ...customerUser, email: 'yaw@example.com', isActive: false },
    'messages/existing': { ...message(), createdAt: Timestamp.now() },
    'quotes/existing': { ...quote(), createdAt: Timestamp.now() },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const visitor = () => env.unauthenticatedContext().firestore();
const customer = () => env.authenticatedContext('ama').firestore();
const admin = () => env.authenticatedContext('admin').firestore();
const formerAdmin = () => env.authenticatedContext('former-admin').firestore();

const cases = [
  { collection: 'messages', valid: message, statuses: ['read', 'replied', 'archived'] },
  { collection: 'quotes', valid: quote, statuses: ['contacted', 'quoted', 'won', 'lost'] },
] as const;

describe.each(cases)('$collection', ({ collection, valid, statuses }) => {
  it('anyone creates a valid one, signed in (with their own uid) or not', async () => {
    await assertSucceeds(visitor().collection(collection).add(valid()));
    await assertSucceeds(customer().collection(collection).add(valid()));
    await assertSucceeds(
      customer()
        .collection(collection)
        .add({ ...valid(), userId: 'ama' }),
    );
  });

  it('a deactivated account sends none, with or without its uid; a guest still does', async () => {
    const yaw = env.authenticatedContext('yaw').firestore();
    await assertFails(yaw.collection(collection).add({ ...valid(), userId: 'yaw' }));
    await assertFails(yaw.collection(collection).add(valid()));
    // A deactivated admin is no exception.
    await assertFails(
      formerAdmin()
        .collection(collection)
        .add({ ...valid(), userId: 'former-admin' }),
    );
    await assertSucceeds(visitor().collection(collection).add(valid()));
  });

  it("nobody claims someone else's uid or sends one while signed out", async () => {
    await assertFails(
      customer()
        .collection(collection)
        .add({ ...valid(), userId: 'admin' }),
    );
    await assertFails(
      visitor()
        .collection(collection)
        .add({ ...valid(), userId: 'ama' }),
    );
  });

  it("takes the browser's device id, well formed, and never the function's verdict on the limits", async () => {
    await assertSucceeds(
      visitor()
        .collection(collection)
        .add({ ...valid(), deviceId: crypto.randomUUID() }),
    );
    for (const deviceId of ['short', 'x'.repeat(65), 'has spaces in it', 12345678]) {
      await assertFails(
        visitor()
          .collection(collection)
          .add({ ...valid(), deviceId }),
      );
    }
    // A visitor who marked their own enquiry as checked would skip the enquiry limits.
    await assertFails(
      visitor()
        .collection(collection)
        .add({ ...valid(), limitedReason: '' }),
    );
  });

  it('nobody but functions reads or writes the counters of the limits', async () => {
    for (const path of ['enquiryLimits/sender-abc-2026030709', 'notificationCaps/sms-day-20260307']) {
      await assertFails(visitor().doc(path).set({ count: 0 }));
      await assertFails(customer().doc(path).set({ count: 0 }));
      await assertFails(admin().doc(path).get());
    }
  });

  it('refuses a new one that is not status "new" or not stamped by the server', async () => {
    await assertFails(
      visitor()
        .collection(collection)
        .add({ ...valid(), status: 'won' }),
    );
    await assertFails(
      visitor()
        .collection(collection)
        .add({ ...valid(), status: 'read' }),
    );
    await assertFails(
      visitor()
        .collection(collection)
        .add({ ...valid(), createdAt: Timestamp.fromMillis(0) }),
    );
  });

  it('refuses extra or missing fields', async () => {
    await assertFails(
      visitor()
        .collection(collection)
        .add({ ...valid(), isSpam: false }),
    );
    await assertFails(
      visitor()
        .collection(collection)
        .add({ ...valid(), html: '<script>' }),
    );
    const { name: _name, ...noName } = valid();
    await assertFails(visitor().collection(collection).add(noName));
  });

  it('refuses oversized and badly formed fields', async () => {
    const add = (patch: Record<string, unknown>) =>
      visitor()
        .collection(collection)
        .add({ ...valid(), ...patch });
    await assertSucceeds(add({ name: 'x'.repeat(ENQUIRY_LIMITS.name) }));
    await assertFails(add({ name: 'x'.repeat(ENQUIRY_LIMITS.name + 1) }));
    await assertFails(add({ name: 'x' }));
    await assertFails(add({ name: 42 }));
    await assertSucceeds(add({ email: 'sissy.mensah@sunshine-solar.com.gh' }));
    await assertFails(add({ email: 'not-an-email' }));
    await assertFails(add({ email: 'ama mensah@example.com' }));
    await assertFails(add({ email: `${'a'.repeat(ENQUIRY_LIMITS.email)}@example.com` }));
    await assertFails(add({ phone: '0241234567' })); // must be stored as +233…
    await assertFails(add({ phone: '+2332412345678' }));
  });

  it('only an active admin reads or lists them', async () => {
    for (const db of [visitor(), customer(), formerAdmin()]) {
      await assertFails(db.doc(`${collection}/existing`).get());
      await assertFails(db.collection(collection).get());
    }
    await assertSucceeds(admin().doc(`${collection}/existing`).get());
    await assertSucceeds(admin().collection(collection).get());
  });

  it('only an active admin moves the status along, and changes nothing else', async () => {
    const [next] = statuses;
    for (const db of [visitor(), customer(), formerAdmin()]) {
      await assertFails(db.doc(`${collection}/existing`).update({ status: next }));
      await assertFails(db.doc(`${collection}/existing`).delete());
    }
    for (const status of statuses) {
      await assertSucceeds(
        admin()
          .doc(`${collection}/existing`)
          .update({ status, updatedAt: FieldValue.serverTimestamp(), updatedBy: 'admin' }),
      );
    }
    // Stamped with the admin who did it, at the server time.
    await assertFails(admin().doc(`${collection}/existing`).update({ status: next }));
    await assertFails(
      admin()
        .doc(`${collection}/existing`)
        .update({ status: next, updatedAt: FieldValue.serverTimestamp(), updatedBy: 'someone-else' }),
    );
    await assertFails(
      admin().doc(`${collection}/existing`).update({ status: next, updatedAt: Timestamp.now(), updatedBy: 'admin' }),
    );
    await assertFails(admin().doc(`${collection}/existing`).update({ status: 'deleted' }));
    await assertFails(admin().doc(`${collection}/existing`).update({ name: 'Someone else' }));
    await assertSucceeds(admin().doc(`${collection}/existing`).delete());
  });
});

describe('message limits', () => {
  const add = (patch: Record<string, unknown>) =>
    visitor()
      .collection('messages')
      .add({ ...message(), ...patch });

  it('takes an empty phone, a message of the minimum and maximum length', async () => {
    await assertSucceeds(add({ phone: '' }));
    await assertSucceeds(add({ message: 'x'.repeat(MESSAGE_MIN_LENGTH) }));
    await assertSucceeds(add({ message: 'x'.repeat(ENQUIRY_LIMITS.message) }));
    await assertSucceeds(add({ subject: 'x'.repeat(ENQUIRY_LIMITS.subject) }));
  });

  it('takes a phone without an email, and refuses neither', async () => {
    await assertSucceeds(add({ email: '' }));
    await assertFails(add({ email: '', phone: '' }));
  });

  it('refuses a short or oversized message, an empty or oversized subject', async () => {
    await assertFails(add({ message: 'x'.repeat(MESSAGE_MIN_LENGTH - 1) }));
    await assertFails(add({ message: 'x'.repeat(ENQUIRY_LIMITS.message + 1) }));
    await assertFails(add({ subject: '' }));
    await assertFails(add({ subject: 'x'.repeat(ENQUIRY_LIMITS.subject + 1) }));
  });
});

describe('quote limits', () => {
  const add = (patch: Record<string, unknown>) =>
    visitor()
      .collection('quotes')
      .add({ ...quote(), ...patch });

  it('takes no email, no preferred date, and fields at their limits', async () => {
    const { preferredDate: _date, ...noDate } = quote();
    await assertSucceeds(visitor().collection('quotes').add(noDate));
    await assertSucceeds(add({ email: 'ibrahim@example.com' }));
    await assertSucceeds(add({ details: 'x'.repeat(ENQUIRY_LIMITS.details) }));
    await assertSucceeds(add({ location: 'x'.repeat(ENQUIRY_LIMITS.location) }));
    await assertSucceeds(add({ service: 'x'.repeat(ENQUIRY_LIMITS.service) }));
  });

  it('takes an email without a phone, and refuses neither or a phone not stored as +233…', async () => {
    await assertSucceeds(add({ phone: '', email: 'ibrahim@example.com' }));
    await assertFails(add({ phone: '', email: '' }));
    await assertFails(add({ phone: '0201234567' }));
  });

  it('refuses oversized fields and a date that is not a day', async () => {
    await assertFails(add({ details: 'x'.repeat(ENQUIRY_LIMITS.details + 1) }));
    await assertFails(add({ location: 'x'.repeat(ENQUIRY_LIMITS.location + 1) }));
    await assertFails(add({ service: '' }));
    await assertFails(add({ service: 'x'.repeat(ENQUIRY_LIMITS.service + 1) }));
    await assertFails(add({ preferredDate: 'next week' }));
    await assertFails(add({ preferredDate: Timestamp.now() }));
  });
});
