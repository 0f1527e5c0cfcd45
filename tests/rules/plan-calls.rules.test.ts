import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

/**
 * Payment plans as staff read them (docs/plans.md, "Staff"): every plan, and the calls logged with a customer
 * (plans/{id}/calls), which the customer never reads. Only functions write either.
 */
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv('demo-rules-plan-calls');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'plans/order-1': { userId: 'ama', status: 'overdue', paid: 100, remaining: 900 },
    'plans/order-1/calls/call-1': { note: 'Salary on Friday', outcome: 'promised', promiseToPay: '2026-12-04' },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const admin = () => env.authenticatedContext('admin').firestore();
const formerAdmin = () => env.authenticatedContext('former-admin').firestore();
const owner = () => env.authenticatedContext('ama').firestore();

describe('plans for staff', () => {
  it('an active admin reads every plan and its calls', async () => {
    await assertSucceeds(admin().doc('plans/order-1').get());
    await assertSucceeds(admin().collection('plans').where('status', '==', 'overdue').get());
    await assertSucceeds(admin().collection('plans/order-1/calls').get());
    await assertFails(formerAdmin().collection('plans').get());
  });

  it('the customer never reads the calls; nobody writes plans or calls from the app', async () => {
    await assertFails(owner().collection('plans/order-1/calls').get());
    await assertFails(owner().doc('plans/order-1/calls/call-1').get());
    await assertFails(admin().doc('plans/order-1/calls/call-2').set({ note: 'x', outcome: 'reached' }));
    await assertFails(admin().doc('plans/order-1').update({ paid: 1000, remaining: 0 }));
    await assertFails(admin().doc('plans/order-2').set({ userId: 'ama', status: 'active' }));
    await assertFails(owner().doc('plans/order-1/calls/call-1').delete());
  });
});
