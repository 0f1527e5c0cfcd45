import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { GHANA_REGIONS } from '@domain/shared/ghana-regions';
import { DEFAULT_PROJECT_SETTINGS, MAX_SURVEY_DAYS, nextDays } from '@domain/shop/settings';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

/**
 * Installation projects, the staff's side (docs/projects.md): the projects' settings in settings/global
 * (Admin › Settings) and the staff-only notes on a project.
 */

const { FieldValue } = firebase.firestore;
const stamp = (uid = 'admin') => ({ updatedAt: FieldValue.serverTimestamp(), updatedBy: uid });

let env: RulesTestEnvironment;

/** The settings as the settings page saves them whole: every region's terms and the projects' settings. */
const settings = (projects: object = DEFAULT_PROJECT_SETTINGS) => ({
  business: {
    taxRate: 15,
    deliveryFee: 50,
    freeDeliveryThreshold: 5000,
    regions: Object.fromEntries(GHANA_REGIONS.map((r) => [r, { fee: 30, freeFrom: 3000, minDays: 1, maxDays: 2 }])),
  },
  contact: {
    phones: ['+233 20 000 0000', '+233 24 381 7265'],
    email: 'support@example.com',
    whatsapp: '+233200000000',
    address: 'Tamale',
    hours: 'Monday to Friday, 8:00 AM to 6:00 PM GMT',
    map: { lat: 9.4008, lng: -0.8393 },
  },
  payment: { holdMinutes: 30 },
  display: { pricesIncludeTax: false },
  projects,
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-project-staff');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/admin': adminUser,
    'users/former-admin': { ...adminUser, isActive: false },
    'users/ama': customerUser,
    'projects/p1': { userId: 'ama', stage: 'requested', number: 'SP-2611-48213' },
    'projects/p1/staffNotes/n1': { at: new Date(), by: 'admin', byName: 'Abdul', note: 'Call after 5 pm' },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const as = (uid: string) => env.authenticatedContext(uid).firestore();

describe("the projects' settings (settings/global.projects)", () => {
  it('an active admin saves them with the whole settings, the survey days opened for 90 days at most', async () => {
    await assertSucceeds(
      as('admin')
        .doc('settings/global')
        .set({ ...settings(), ...stamp() }),
    );
    const full = { ...DEFAULT_PROJECT_SETTINGS, surveyDays: nextDays('2026-11-26', MAX_SURVEY_DAYS) };
    await assertSucceeds(
      as('admin')
        .doc('settings/global')
        .set({ ...settings(full), ...stamp() }),
    );
    await assertFails(
      as('former-admin')
        .doc('settings/global')
        .set({ ...settings(), ...stamp('former-admin') }),
    );
    await assertFails(
      as('ama')
        .doc('settings/global')
        .set({ ...settings(), ...stamp('ama') }),
    );
  });

  it('refuses values out of their limits, a missing or unknown key, and too many open days', async () => {
    const d = DEFAULT_PROJECT_SETTINGS;
    const { panelCleaningMonth: _left, ...missing } = d;
    const bad = [
      { ...d, proposalValidDays: 0 },
      { ...d, proposalValidDays: 91 },
      { ...d, depositPercent: 101 },
      { ...d, depositPercent: 30.5 },
      { ...d, batteryCheckMonths: 0 },
      { ...d, panelCleaningMonth: 13 },
      { ...d, surveyDays: '2026-11-26' },
      { ...d, surveyDays: nextDays('2026-11-26', MAX_SURVEY_DAYS + 1) },
      { ...d, discount: 5 },
      missing,
    ];
    for (const projects of bad) {
      await assertFails(
        as('admin')
          .doc('settings/global')
          .set({ ...settings(projects), ...stamp() }),
      );
    }
  });
});

describe('projects on the staff board', () => {
  it('active admins read and list them; a deactivated admin does not; no client writes one', async () => {
    await assertSucceeds(as('admin').doc('projects/p1').get());
    await assertSucceeds(as('admin').collection('projects').where('stage', '==', 'requested').get());
    await assertFails(as('former-admin').doc('projects/p1').get());
    await assertFails(as('former-admin').collection('projects').get());
    await assertFails(as('admin').doc('projects/p1').update({ stage: 'survey_booked' }));
    await assertFails(as('admin').doc('projects/p2').set({ userId: 'ama', stage: 'requested' }));
  });
});

describe("a project's staff notes (projects/{id}/staffNotes)", () => {
  it('active admins read them; a deactivated admin and the customer never; nobody writes them', async () => {
    await assertSucceeds(as('admin').collection('projects/p1/staffNotes').get());
    await assertSucceeds(as('admin').doc('projects/p1/staffNotes/n1').get());
    await assertFails(as('former-admin').collection('projects/p1/staffNotes').get());
    await assertFails(as('ama').collection('projects/p1/staffNotes').get());
    await assertFails(as('ama').doc('projects/p1/staffNotes/n1').get());
    await assertFails(env.unauthenticatedContext().firestore().doc('projects/p1/staffNotes/n1').get());
    await assertFails(as('admin').doc('projects/p1/staffNotes/n2').set({ note: 'x' }));
    await assertFails(as('admin').doc('projects/p1/staffNotes/n1').update({ note: 'y' }));
    await assertFails(as('admin').doc('projects/p1/staffNotes/n1').delete());
  });
});
