/**
 * Staff jobs enforced by every staff callable (docs/staff-roles.md), on the emulators: the matrix of each job
 * against each callable, written out here by hand (not read from CALLABLE_PERMISSIONS, so that a wrong entry in
 * that table fails); a technician acting only on the visits assigned to them; a job changed takes effect at once;
 * the last active owner keeps a job that manages the staff.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import { CALLABLE_PERMISSIONS, STAFF_ROLES, type StaffCallable, type StaffRole } from '@domain/users/staff-roles';
import { callError, cleanup, createUser, db, readDoc, type TestUser } from './support';
import { projectRecord } from './project-fixture';

const ALL = Object.keys(CALLABLE_PERMISSIONS) as StaffCallable[];

/** What each job may call; every other staff callable refuses it with not_allowed. */
const MAY_CALL: Record<StaffRole, readonly StaffCallable[]> = {
  owner: ALL,
  sales: [
    'updateOrderStatus',
    'markOrderPaid',
    'resendNotification',
    'logPlanCall',
    'bookSurvey',
    'recordSurvey',
    'issueProposal',
    'addProjectNote',
    'closeProject',
    'publishProjectRating',
  ],
  storekeeper: [],
  technician: ['recordSurvey', 'addProjectNote', 'markInstalled', 'commissionProject'],
  accounts: [
    'markOrderPaid',
    'recordRefund',
    'approvePlan',
    'declinePlan',
    'recordPlanPayment',
    'logPlanCall',
    'recordProjectPayment',
    'recordProjectRefund',
  ],
};

const staff = {} as Record<StaffRole, TestUser>;
let customer: TestUser;

beforeAll(async () => {
  const made = await Promise.all(STAFF_ROLES.map((job) => createUser({ job })));
  STAFF_ROLES.forEach((job, i) => (staff[job] = made[i]!));
  customer = await createUser();
}, 60_000);

afterAll(cleanup);

describe('every staff callable × every job', { timeout: 120_000 }, () => {
  it('has all 23 staff callables in the matrix', () => {
    expect(ALL).toHaveLength(23);
  });

  for (const job of STAFF_ROLES) {
    it(`${job}: refused (not_allowed) everything outside the job; allowed through to the input's check within it`, async () => {
      // An empty request: a call the job allows goes past the permission check and is refused for its input.
      const answers = await Promise.all(ALL.map((name) => callError(staff[job].call(name, {}))));
      const allowed = ALL.filter((_, i) => answers[i]?.code !== 'permission-denied');
      expect([...allowed].sort()).toEqual([...MAY_CALL[job]].sort());
      ALL.forEach((name, i) => {
        const answer = answers[i];
        if (MAY_CALL[job].includes(name)) {
          expect(answer?.code, name).toBe('invalid-argument');
        } else {
          expect(answer, name).toEqual({
            code: 'permission-denied',
            message: ADMIN_MESSAGES.notYourJob,
            details: { reason: 'not_allowed' },
          });
        }
      });
    });
  }

  it('a customer is refused every staff callable with not_allowed', async () => {
    const answers = await Promise.all(ALL.map((name) => callError(customer.call(name, {}))));
    for (const answer of answers) {
      expect(answer).toMatchObject({ code: 'permission-denied', details: { reason: 'not_allowed' } });
    }
  });
});

/** A project in `stage` whose visits are assigned to `technicianUids`. */
async function projectFor(stage: string, technicianUids: string[]): Promise<string> {
  const id = randomUUID();
  await db.doc(`projects/${id}`).set(
    projectRecord(customer, stage, Timestamp.now(), {
      timeline: [{ stage, at: Timestamp.now(), by: customer.uid, note: '' }],
      technicianUids,
    }),
  );
  return id;
}

describe('a technician acts only on the visits assigned to them', { timeout: 60_000 }, () => {
  it('a note on a project not assigned to them is refused in words; on one assigned to them it is written', async () => {
    const theirs = await projectFor('survey_booked', [staff.technician.uid]);
    const other = await projectFor('survey_booked', []);
    expect(await callError(staff.technician.call('addProjectNote', { projectId: other, note: 'On site' }))).toEqual({
      code: 'permission-denied',
      message: ADMIN_MESSAGES.notYourVisit,
      details: { reason: 'not_allowed' },
    });
    await staff.technician.call('addProjectNote', { projectId: theirs, note: 'On site, roof checked' });
    const notes = await db.collection(`projects/${theirs}/staffNotes`).get();
    expect(notes.docs.map((d) => d.get('note'))).toEqual(['On site, roof checked']);
    expect((await db.collection(`projects/${other}/staffNotes`).get()).size).toBe(0);
    // The office is not limited to assigned visits.
    await staff.sales.call('addProjectNote', { projectId: other, note: 'Called the customer' });
  });
});

describe('jobs changed by the owner', { timeout: 60_000 }, () => {
  it('takes effect at once: a salesperson made a storekeeper can no longer move an order', async () => {
    const member = await createUser({ job: 'sales' });
    expect((await callError(member.call('updateOrderStatus', {}))).code).toBe('invalid-argument');
    await staff.owner.call('setStaffJob', { uid: member.uid, job: 'storekeeper' });
    expect((await readDoc(`users/${member.uid}`))?.permissions).toMatchObject({
      manageProducts: true,
      manageOrders: false,
    });
    expect(await callError(member.call('updateOrderStatus', {}))).toMatchObject({
      code: 'permission-denied',
      details: { reason: 'not_allowed' },
    });
  });

  it('the last active owner keeps a job that manages the staff; with a second owner, one may step down', async () => {
    // Other test files' owners are active too: make this owner the only one for the moment of the test.
    const others = await db
      .collection('users')
      .where('role', '==', 'admin')
      .where('isActive', '==', true)
      .where('permissions.manageUsers', '==', true)
      .get();
    const owner = await createUser({ job: 'owner' });
    const paused = others.docs.filter((d) => d.id !== owner.uid);
    await Promise.all(paused.map((d) => d.ref.update({ isActive: false })));
    try {
      expect(await callError(owner.call('setStaffJob', { uid: owner.uid, job: 'sales' }))).toEqual({
        code: 'failed-precondition',
        message: ADMIN_MESSAGES.lastActiveOwner,
        details: undefined,
      });
      const second = await createUser({ job: 'owner' });
      await second.call('setStaffJob', { uid: owner.uid, job: 'sales' });
      expect((await readDoc(`users/${owner.uid}`))?.permissions).toMatchObject({ manageUsers: false });
      expect(await callError(second.call('setStaffJob', { uid: customer.uid, job: 'sales' }))).toMatchObject({
        code: 'failed-precondition',
        message: ADMIN_MESSAGES.notStaff,
      });
    } finally {
      await Promise.all(paused.map((d) => d.ref.update({ isActive: true })));
    }
  });
});
