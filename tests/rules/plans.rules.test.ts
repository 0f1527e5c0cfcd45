import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnv, seedDocs, STAFF_AND_CUSTOMERS } from './rules-env';

let env: RulesTestEnvironment;

const plan = (userId: string) => ({
  userId,
  source: { kind: 'order', id: 'x', number: 'SS-2611-12345' },
  status: 'active',
  paid: 100_000,
  waived: 0,
  remaining: 200_000,
  payments: [],
  paymentAttempts: [],
  timeline: [],
  createdAt: new Date(),
  updatedAt: new Date(),
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-plans');
  await env.clearFirestore();
  await seedDocs(env, {
    ...STAFF_AND_CUSTOMERS,
    'plans/ama-plan': plan('ama'),
    'plans/kofi-plan': plan('kofi'),
    'plans/ama-plan/calls/c1': { note: 'No answer', at: new Date(), by: 'admin' },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const as = (uid: string) => env.authenticatedContext(uid).firestore();
const visitor = () => env.unauthenticatedContext().firestore();

describe('plans', () => {
  it('its customer reads and lists their own plans only', async () => {
    await assertSucceeds(as('ama').doc('plans/ama-plan').get());
    await assertSucceeds(as('ama').collection('plans').where('userId', '==', 'ama').orderBy('createdAt', 'desc').get());
    await assertFails(as('ama').doc('plans/kofi-plan').get());
    await assertFails(as('ama').collection('plans').get());
    await assertFails(as('ama').collection('plans').where('userId', '==', 'kofi').get());
  });

  it('a signed-out visitor reads none', async () => {
    await assertFails(visitor().doc('plans/ama-plan').get());
    await assertFails(visitor().collection('plans').where('userId', '==', 'ama').get());
  });

  it('an active admin reads every plan; a deactivated one none', async () => {
    await assertSucceeds(as('admin').doc('plans/kofi-plan').get());
    await assertSucceeds(as('admin').collection('plans').get());
    await assertFails(as('former-admin').doc('plans/kofi-plan').get());
  });

  it('nobody writes a plan from a client, not even its customer or an admin', async () => {
    for (const uid of ['ama', 'admin']) {
      await assertFails(as(uid).doc('plans/ama-plan').update({ paid: 300_000, remaining: 0 }));
      await assertFails(as(uid).doc(`plans/${uid}-new`).set(plan(uid)));
      await assertFails(as(uid).doc('plans/ama-plan').delete());
    }
    await assertFails(visitor().doc('plans/visitor-new').set(plan('ama')));
  });

  it('the call log: active admins read it; nobody else, and nobody writes it from a client', async () => {
    await assertSucceeds(as('admin').collection('plans/ama-plan/calls').get());
    await assertSucceeds(as('admin').doc('plans/ama-plan/calls/c1').get());
    await assertFails(as('former-admin').collection('plans/ama-plan/calls').get());
    await assertFails(as('ama').doc('plans/ama-plan/calls/c1').get());
    await assertFails(as('ama').collection('plans/ama-plan/calls').get());
    await assertFails(visitor().doc('plans/ama-plan/calls/c1').get());
    await assertFails(as('admin').collection('plans/ama-plan/calls').add({ note: 'Called', at: new Date() }));
    await assertFails(as('ama').doc('plans/ama-plan/calls/c1').update({ note: 'Paid' }));
  });
});
