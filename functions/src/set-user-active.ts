import './lib/global-options';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { setUserActiveInputSchema, type SetUserActiveResponse } from '../../src/domain/admin-users';
import { ADMIN_MESSAGES } from '../../src/domain/messages';
import { parseInput, requireAdmin, toHttpsError } from './lib/callable';
import { adminAuth, db } from './lib/firebase';

/**
 * setUserActive (admin): disables or enables the Auth account (a disabled account cannot sign in, and its
 * sessions are revoked) and sets users/{uid}.isActive, which rules and functions read. An admin cannot
 * deactivate themselves, so an active admin always remains.
 */
export const setUserActive = onCall(async (request): Promise<SetUserActiveResponse> => {
  const { uid: adminUid } = await requireAdmin(request);
  const { uid, isActive } = parseInput(setUserActiveInputSchema, request.data);
  if (uid === adminUid && !isActive) throw new HttpsError('failed-precondition', ADMIN_MESSAGES.cannotDeactivateSelf);

  const ref = db().doc(`users/${uid}`);
  if (!(await ref.get()).exists) throw new HttpsError('not-found', ADMIN_MESSAGES.userNotFound);

  try {
    await adminAuth().updateUser(uid, { disabled: !isActive });
    if (!isActive) await adminAuth().revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') {
      throw new HttpsError('not-found', ADMIN_MESSAGES.userNotFound);
    }
    throw toHttpsError(error, ADMIN_MESSAGES.setUserActiveFailed);
  }

  try {
    await ref.update({ isActive, updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    // Keep Auth and the users doc saying the same thing.
    await adminAuth()
      .updateUser(uid, { disabled: isActive })
      .catch((undo: unknown) => logger.error('setUserActive: could not undo the Auth change', uid, undo));
    throw toHttpsError(error, ADMIN_MESSAGES.setUserActiveFailed);
  }
  return { uid, isActive };
});
