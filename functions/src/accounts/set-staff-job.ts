import '../shared/global-options';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { setStaffJobInputSchema, type SetStaffJobResponse } from '@domain/users/admin-users';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import { permissionsOfRole, roleOfPermissions } from '@domain/users/staff-roles';
import { recordActivity } from '../shared/activity';
import { staffNameOf } from '../shared/actor';
import { runActionTransaction } from '../shared/action-transaction';
import { isLastActiveOwner, parseInput, requireStaff, requireStaffIn } from '../shared/callable';
import { db } from '../shared/firebase';
import { readUser } from '../shared/stored';

/**
 * setStaffJob (staff who manage the staff: the owner's job): a staff member's job changed, their permissions
 * becoming its preset (docs/staff-roles.md). In one transaction with the caller checked again: the last active
 * owner keeps a job that manages the staff (ADMIN_MESSAGES.lastActiveOwner), and a customer has no job. What the
 * member may do changes at once: the rules and the functions read their permissions on every request.
 */
export const setStaffJob = onCall(async (request): Promise<SetStaffJobResponse> => {
  const { uid: ownerUid } = await requireStaff(request, 'setStaffJob');
  const { uid, job } = parseInput(setStaffJobInputSchema, request.data);
  const ref = db().doc(`users/${uid}`);
  const permissions = permissionsOfRole(job);
  await runActionTransaction(
    async (tx) => {
      const owner = await requireStaffIn(tx, ownerUid, 'setStaffJob');
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', ADMIN_MESSAGES.userNotFound);
      const target = readUser(snap);
      if (target.role !== 'admin') throw new HttpsError('failed-precondition', ADMIN_MESSAGES.notStaff);
      if (!permissions.manageUsers && (await isLastActiveOwner(tx, target))) {
        throw new HttpsError('failed-precondition', ADMIN_MESSAGES.lastActiveOwner);
      }
      tx.update(ref, { permissions, updatedAt: FieldValue.serverTimestamp() });
      recordActivity(
        tx,
        { uid: ownerUid, name: staffNameOf(owner) },
        {
          kind: 'staff',
          action: 'setStaffJob',
          target: { collection: 'users', id: uid, label: target.email },
          before: { job: roleOfPermissions(target.permissions) ?? 'other' },
          after: { job },
        },
      );
    },
    { failedMessage: ADMIN_MESSAGES.setStaffJobFailed },
  );
  return { uid, job };
});
