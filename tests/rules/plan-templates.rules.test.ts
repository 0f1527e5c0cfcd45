import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PLAN_TEMPLATES, planTemplatesOf } from '@domain/plans/plan-template';
import { SEED_PLAN_TEMPLATES, SEED_SETTINGS } from '../../scripts/seed-data';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

const { FieldValue } = firebase.firestore;

let env: RulesTestEnvironment;
const [financed, layaway] = SEED_PLAN_TEMPLATES as [(typeof SEED_PLAN_TEMPLATES)[0], (typeof SEED_PLAN_TEMPLATES)[0]];

/** The whole settings document as the settings form writes it: every region, the projects' terms, the plans. */
const settingsWith = (planTemplates: unknown[], uid = 'admin') => ({
  ...SEED_SETTINGS,
  planTemplates,
  updatedAt: FieldValue.serverTimestamp(),
  updatedBy: uid,
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-plan-templates');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, { 'users/admin': adminUser, 'users/ama': customerUser });
});

afterAll(async () => {
  await env.cleanup();
});

const admin = () => env.authenticatedContext('admin').firestore();
const customer = () => env.authenticatedContext('ama').firestore();

describe('payment plan templates in settings/global', () => {
  it('an admin saves the whole settings with the most templates allowed', async () => {
    const six = Array.from({ length: MAX_PLAN_TEMPLATES }, (_, i) => ({
      ...(i % 2 ? financed : layaway),
      id: `p-${i}`,
    }));
    await assertSucceeds(admin().doc('settings/global').set(settingsWith(six)));
    await assertSucceeds(admin().doc('settings/global').set(settingsWith([])));
  });

  it('a customer cannot set templates', async () => {
    await assertFails(
      customer()
        .doc('settings/global')
        .set(settingsWith([financed], 'ama')),
    );
  });

  it('refuses more templates than allowed, or templates that are not a list', async () => {
    const seven = Array.from({ length: MAX_PLAN_TEMPLATES + 1 }, (_, i) => ({ ...layaway, id: `p-${i}` }));
    await assertFails(admin().doc('settings/global').set(settingsWith(seven)));
    await assertFails(
      admin()
        .doc('settings/global')
        .set({ ...settingsWith([]), planTemplates: { 0: financed } }),
    );
    await assertFails(
      admin()
        .doc('settings/global')
        .set({ ...settingsWith([]), planTemplates: 'none' }),
    );
  });

  it('a template out of its limits is never read: planTemplatesOf drops it', async () => {
    const bad = { ...financed, id: 'too-much', depositPercent: 95 };
    await assertSucceeds(
      admin()
        .doc('settings/global')
        .set(settingsWith([layaway, bad])),
    );
    let stored: unknown;
    await env.withSecurityRulesDisabled(async (context) => {
      stored = (await context.firestore().doc('settings/global').get()).data();
    });
    expect(planTemplatesOf(stored)).toEqual([layaway]);
  });
});
