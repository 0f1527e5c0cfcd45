import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnv, seedDocs, STAFF_AND_CUSTOMERS } from './rules-env';

let env: RulesTestEnvironment;

const project = (userId: string) => ({
  userId,
  number: 'SP-2611-48213',
  kind: 'installation',
  stage: 'requested',
  customer: { name: 'Ama', phone: '+233244120127', email: 'ama@example.com' },
  timeline: [],
  createdAt: new Date(),
  updatedAt: new Date(),
});

beforeAll(async () => {
  env = await rulesEnv('demo-rules-projects');
  await env.clearFirestore();
  await seedDocs(env, {
    ...STAFF_AND_CUSTOMERS,
    'projects/ama-project-000000001': project('ama'),
    'projects/kofi-project-00000001': project('kofi'),
    'projects/ama-project-000000001/proposals/v1': { version: 1, options: [] },
    'projects/kofi-project-00000001/proposals/v1': { version: 1, options: [] },
    'projects/ama-project-000000001/staffNotes/n1': { note: 'Dog at the gate', at: new Date(), by: 'admin' },
    'projectNumbers/SP-2611-48213': { projectId: 'ama-project-000000001', createdAt: new Date() },
  });
});

afterAll(async () => {
  await env.cleanup();
});

const as = (uid: string) => env.authenticatedContext(uid).firestore();
const visitor = () => env.unauthenticatedContext().firestore();

describe('projects: reading', () => {
  it('a customer reads and lists their own projects only', async () => {
    await assertSucceeds(as('ama').doc('projects/ama-project-000000001').get());
    await assertSucceeds(
      as('ama').collection('projects').where('userId', '==', 'ama').orderBy('createdAt', 'desc').get(),
    );
    await assertFails(as('ama').doc('projects/kofi-project-00000001').get());
    await assertFails(as('ama').collection('projects').get());
    await assertFails(as('ama').collection('projects').where('userId', '==', 'kofi').get());
    await assertFails(visitor().doc('projects/ama-project-000000001').get());
  });

  it('an active admin reads every project; a deactivated one none', async () => {
    await assertSucceeds(as('admin').doc('projects/kofi-project-00000001').get());
    await assertSucceeds(as('admin').collection('projects').get());
    await assertFails(as('former-admin').doc('projects/kofi-project-00000001').get());
  });

  it("proposals: the project's customer and active admins read them; nobody else", async () => {
    await assertSucceeds(as('ama').doc('projects/ama-project-000000001/proposals/v1').get());
    await assertSucceeds(as('ama').collection('projects/ama-project-000000001/proposals').get());
    await assertFails(as('ama').doc('projects/kofi-project-00000001/proposals/v1').get());
    await assertFails(as('ama').collection('projects/kofi-project-00000001/proposals').get());
    await assertFails(as('ama').doc('projects/missing-project-0000001/proposals/v1').get());
    await assertSucceeds(as('admin').doc('projects/kofi-project-00000001/proposals/v1').get());
    await assertFails(as('former-admin').doc('projects/kofi-project-00000001/proposals/v1').get());
    await assertFails(visitor().doc('projects/ama-project-000000001/proposals/v1').get());
  });

  it('staff notes: active admins only', async () => {
    await assertSucceeds(as('admin').collection('projects/ama-project-000000001/staffNotes').get());
    await assertFails(as('former-admin').collection('projects/ama-project-000000001/staffNotes').get());
    await assertFails(as('ama').doc('projects/ama-project-000000001/staffNotes/n1').get());
    await assertFails(as('ama').collection('projects/ama-project-000000001/staffNotes').get());
  });

  it('project numbers: nobody reads them from a client', async () => {
    await assertFails(as('ama').doc('projectNumbers/SP-2611-48213').get());
    await assertFails(as('admin').doc('projectNumbers/SP-2611-48213').get());
  });
});

describe('projects: nobody writes from a client', () => {
  it('not the customer, not an admin', async () => {
    await assertFails(as('ama').doc('projects/ama-project-000000002').set(project('ama')));
    await assertFails(as('ama').doc('projects/ama-project-000000001').update({ stage: 'commissioned' }));
    await assertFails(as('admin').doc('projects/ama-project-000000001').update({ stage: 'surveyed' }));
    await assertFails(as('admin').doc('projects/ama-project-000000001').delete());
    await assertFails(as('ama').doc('projects/ama-project-000000001/proposals/v2').set({ version: 2 }));
    await assertFails(as('admin').doc('projects/ama-project-000000001/proposals/v2').set({ version: 2 }));
    await assertFails(as('admin').doc('projects/ama-project-000000001/staffNotes/n2').set({ note: 'x' }));
    await assertFails(as('ama').doc('projectNumbers/SP-2611-11111').set({ projectId: 'x' }));
  });
});
