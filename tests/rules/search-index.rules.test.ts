/** The search index's changes (docs/search.md): anyone reads them; only the function writes them. */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv('demo-rules-search-index');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/ama': customerUser,
    'searchIndexChanges/p1': { row: '["p1","Deye 5 kW Hybrid Inverter"]', changedAt: new Date() },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('searchIndexChanges', () => {
  it('is read by anyone, signed in or not', async () => {
    await assertSucceeds(env.unauthenticatedContext().firestore().collection('searchIndexChanges').get());
    await assertSucceeds(
      env
        .unauthenticatedContext()
        .firestore()
        .collection('searchIndexChanges')
        .where('changedAt', '>', new Date(0))
        .get(),
    );
    await assertSucceeds(env.authenticatedContext('ama').firestore().doc('searchIndexChanges/p1').get());
  });

  it('is written by no one but the function, not even staff', async () => {
    await assertFails(
      env.authenticatedContext('admin').firestore().doc('searchIndexChanges/p1').set({ row: null, changedAt: 1 }),
    );
    await assertFails(env.authenticatedContext('ama').firestore().doc('searchIndexChanges/p2').set({ row: '[]' }));
    await assertFails(env.unauthenticatedContext().firestore().doc('searchIndexChanges/p1').delete());
  });
});
