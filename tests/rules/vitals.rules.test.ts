/** Field vitals (docs/field-vitals.md): only the collectVitals function writes them; only staff read them. */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv('demo-rules-vitals');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/ama': customerUser,
    'vitalsDaily/2026-11-26_home_3g_0': { day: '2026-11-26', page: 'home', connection: '3g', visits: 3 },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('vitalsDaily', () => {
  it('is read by staff, not by shoppers or strangers', async () => {
    await assertSucceeds(env.authenticatedContext('admin').firestore().doc('vitalsDaily/2026-11-26_home_3g_0').get());
    await assertFails(env.authenticatedContext('ama').firestore().doc('vitalsDaily/2026-11-26_home_3g_0').get());
    await assertFails(env.unauthenticatedContext().firestore().collection('vitalsDaily').get());
  });

  it('is written by no one but the function, not even staff', async () => {
    await assertFails(
      env.authenticatedContext('admin').firestore().doc('vitalsDaily/2026-11-26_home_3g_0').update({ visits: 1000 }),
    );
    await assertFails(
      env.unauthenticatedContext().firestore().doc('vitalsDaily/2026-11-26_home_4g_0').set({ visits: 1 }),
    );
  });
});
