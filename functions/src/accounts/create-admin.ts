import '../shared/global-options';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { createAdminInputSchema, type CreateAdminResponse } from '@domain/users/admin-users';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import { permissionsOfRole } from '@domain/users/staff-roles';
import { newUserRecord } from '@domain/users/user';
import { parseInput, requireStaff, requireStaffIn, toHttpsError } from '../shared/callable';
import { adminAuth, db } from '../shared/firebase';
import { recordActivity } from '../shared/activity';
import { staffNameOf } from '../shared/actor';

const authCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * createAdmin (staff who manage the staff, else "Only admins can create other admins", or not_allowed for a job
 * without it): creates the Auth account and its users doc with role admin, the permissions of the job chosen
 * (docs/staff-roles.md) and createdBy, in a transaction that checks the caller again. If the users doc cannot be written (or the caller was
 * deactivated meanwhile), the new account is deleted again so that no half-made admin is left.
 */
export const createAdmin = onCall(async (request): Promise<CreateAdminResponse> => {
  const { uid: createdBy } = await requireStaff(request, 'createAdmin', ADMIN_MESSAGES.onlyAdminsCreateAdmins);
  const input = parseInput(createAdminInputSchema, request.data);

  let uid: string;
  try {
    ({ uid } = await adminAuth().createUser({
      email: input.email,
      password: input.password,
      displayName: input.displayName,
    }));
  } catch (error) {
    const code = authCode(error);
    if (code === 'auth/email-already-exists') throw new HttpsError('already-exists', ADMIN_MESSAGES.emailTaken);
    if (code === 'auth/invalid-email') throw new HttpsError('invalid-argument', ADMIN_MESSAGES.invalidEmail);
    if (code === 'auth/invalid-password') throw new HttpsError('invalid-argument', ADMIN_MESSAGES.weakPassword);
    throw toHttpsError(error, ADMIN_MESSAGES.createAdminFailed);
  }

  try {
    // The caller is checked again inside the transaction that makes the admin: an admin deactivated meanwhile
    // creates nothing (the new Auth account is deleted below).
    await db().runTransaction(async (tx) => {
      const owner = await requireStaffIn(tx, createdBy, 'createAdmin', ADMIN_MESSAGES.onlyAdminsCreateAdmins);
      recordActivity(
        tx,
        { uid: createdBy, name: staffNameOf(owner) },
        {
          kind: 'staff',
          action: 'createAdmin',
          target: { collection: 'users', id: uid, label: input.email },
          before: { job: null },
          after: { job: input.job },
        },
      );
      tx.create(
        db().doc(`users/${uid}`),
        newUserRecord(
          {
            email: input.email,
            displayName: input.displayName,
            role: 'admin',
            permissions: permissionsOfRole(input.job),
            createdBy,
          },
          FieldValue.serverTimestamp(),
        ),
      );
    });
  } catch (error) {
    await adminAuth()
      .deleteUser(uid)
      .catch((cleanup: unknown) => logger.error('createAdmin: could not delete the half-made account', uid, cleanup));
    throw toHttpsError(error, ADMIN_MESSAGES.createAdminFailed);
  }
  return { uid };
});
