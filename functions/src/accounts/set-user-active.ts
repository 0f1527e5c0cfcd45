import '../shared/global-options';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { setUserActiveInputSchema, type SetUserActiveResponse } from '@domain/users/admin-users';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import { recordActivity } from '../shared/activity';
import { staffNameOf } from '../shared/actor';
import { isLastActiveOwner, parseInput, requireStaff, requireStaffIn, toHttpsError } from '../shared/callable';
import { runActionTransaction } from '../shared/action-transaction';
import { adminAuth, db } from '../shared/firebase';
import { readUser } from '../shared/stored';

/**
 * setUserActive (admin): sets users/{uid}.isActive, which rules and functions read, then disables or enables
 * the Auth account (a disabled account cannot sign in) and, on deactivation, revokes its refresh tokens so
 * that no session outlives it by more than the life of its current ID token.
 *
 * In ONE transaction (DESIGN.md section 4, invariant 9): the caller must be an active admin, read in the
 * transaction, so that two admins deactivating each other at the same moment cannot both succeed (the second
 * is retried, finds its caller deactivated and is refused); an admin cannot deactivate themselves; and the
 * last active account that may manage the staff (an owner) is never deactivated (ADMIN_MESSAGES.lastActiveOwner;
 * with the two rules before, the caller always remains, so this guards the invariant should either rule change).
 * The Auth change is made after the transaction commits; if it fails, the users doc is put back as it was.
 */
export const setUserActive = onCall(async (request): Promise<SetUserActiveResponse> => {
  const { uid: adminUid } = await requireStaff(request, 'setUserActive');
  const { uid, isActive } = parseInput(setUserActiveInputSchema, request.data);
  if (uid === adminUid && !isActive) throw new HttpsError('failed-precondition', ADMIN_MESSAGES.cannotDeactivateSelf);

  const firestore = db();
  const ref = firestore.doc(`users/${uid}`);
  // Two admins changing each other lock each other's documents: the runner starts a transaction the emulator
  // closed instead of aborting again (shared/action-transaction.ts); it reads its caller anew and is refused.
  const wasActive = await runActionTransaction(
    async (tx) => {
      const admin = await requireStaffIn(tx, adminUid, 'setUserActive');
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', ADMIN_MESSAGES.userNotFound);
      const target = readUser(snap);
      if (!isActive && (await isLastActiveOwner(tx, target))) {
        throw new HttpsError('failed-precondition', ADMIN_MESSAGES.lastActiveOwner);
      }
      tx.update(ref, { isActive, updatedAt: FieldValue.serverTimestamp() });
      recordActivity(
        tx,
        { uid: adminUid, name: staffNameOf(admin) },
        {
          kind: 'staff',
          action: 'setUserActive',
          target: { collection: 'users', id: uid, label: target.email },
          before: { active: target.isActive },
          after: { active: isActive },
        },
      );
      return target.isActive;
    },
    { failedMessage: ADMIN_MESSAGES.setUserActiveFailed },
  );

  let authChanged = false;
  try {
    await adminAuth().updateUser(uid, { disabled: !isActive });
    authChanged = true;
    if (!isActive) await adminAuth().revokeRefreshTokens(uid);
  } catch (error) {
    // Keep the users doc and Auth saying the same thing: put both back as they were.
    await ref
      .update({ isActive: wasActive, updatedAt: FieldValue.serverTimestamp() })
      .catch((undo: unknown) => logger.error('setUserActive: could not undo the users doc change', uid, undo));
    if (authChanged) {
      await adminAuth()
        .updateUser(uid, { disabled: !wasActive })
        .catch((undo: unknown) => logger.error('setUserActive: could not undo the Auth change', uid, undo));
    }
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') {
      throw new HttpsError('not-found', ADMIN_MESSAGES.userNotFound);
    }
    throw toHttpsError(error, ADMIN_MESSAGES.setUserActiveFailed);
  }
  return { uid, isActive };
});
