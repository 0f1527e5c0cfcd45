import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import { CALLABLE_PERMISSIONS, mayCall, mayDo, type StaffCallable } from '@domain/users/staff-roles';
import type { UserProfile } from '@domain/users/user';
import { db } from './firebase';
import { readOwner, readUser } from './stored';

/** What the helpers need of a zod schema (kept structural: the app's and functions' zod types are two copies). */
export interface Schema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The request's data through a zod schema (unknown keys stripped), or invalid-argument with the first
 * problem in words and every field's message in `details.fields` (for a form).
 */
export function parseInput<T>(schema: Schema<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'The request is not valid.', { fields });
}

/** The caller's uid, or unauthenticated. */
export function requireUid(request: CallableRequest): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', ORDER_MESSAGES.signInRequired);
  return uid;
}

/** The caller's e-mail as their sign-in token says ('' when it has none). */
export const tokenEmail = (request: CallableRequest): string =>
  typeof request.auth?.token.email === 'string' ? request.auth.token.email : '';

/** A users/{uid} document counts as active only with isActive == true (as in firestore.rules). */
export const isActiveUser = (user: UserProfile): boolean => user.isActive;

export const isActiveAdmin = (user: UserProfile): boolean => isActiveUser(user) && user.role === 'admin';

/** A refusal of the caller as staff: permission-denied with the reason not_allowed, on which the client branches. */
export const notAllowed = (message: string): HttpsError =>
  new HttpsError('permission-denied', message, { reason: 'not_allowed' });

/**
 * The caller's account must be an active admin whose permissions (their job's preset: docs/staff-roles.md) let
 * them call `callable` (CALLABLE_PERMISSIONS), else not_allowed: `deniedMessage` for someone not staff, "your job
 * does not include this" for staff whose job does not. Returns the account.
 */
function requireStaffAccount(account: UserProfile, callable: StaffCallable, deniedMessage: string): UserProfile {
  if (!isActiveAdmin(account)) throw notAllowed(deniedMessage);
  if (!mayCall(account.permissions, callable)) throw notAllowed(ADMIN_MESSAGES.notYourJob);
  return account;
}

/**
 * The caller must be signed in and staff allowed `callable` by their stored permissions, still active (read
 * server-side, never from a token claim): requireStaffAccount. A quick first refusal only: what staff do is
 * guarded by requireStaffIn inside the same transaction.
 */
export async function requireStaff(
  request: CallableRequest,
  callable: StaffCallable,
  deniedMessage: string = ADMIN_MESSAGES.adminsOnly,
) {
  const uid = requireUid(request);
  const account = requireStaffAccount(readUser(await db().doc(`users/${uid}`).get()), callable, deniedMessage);
  return { uid, account };
}

/**
 * Inside a transaction (DESIGN.md section 4, invariant 9): the caller's users doc, read in the transaction that
 * it guards, must say active staff allowed `callable` (requireStaffAccount). A deactivation or a change of job
 * that commits while the transaction runs makes it try again and then refuse, so that nobody acts beyond their
 * job. Returns the caller's account (read before any write, as transactions require).
 */
export async function requireStaffIn(
  tx: Transaction,
  uid: string,
  callable: StaffCallable,
  deniedMessage: string = ADMIN_MESSAGES.adminsOnly,
): Promise<UserProfile> {
  return requireStaffAccount(readUser(await tx.get(db().doc(`users/${uid}`))), callable, deniedMessage);
}

/**
 * Whether the account may call `callable` only as field work (a technician): then it acts only on the visits
 * assigned to it, which the callable checks against the project.
 */
export const onlyAsFieldWork = (account: UserProfile, callable: StaffCallable): boolean =>
  !mayDo(
    account.permissions,
    CALLABLE_PERMISSIONS[callable].filter((p) => p !== 'fieldWork'),
  );

/**
 * Whether `account` is the last active staff account that may manage the staff (docs/staff-roles.md: the
 * owner's job), read in `tx`: it is never deactivated, nor given a job without that, so the shop always has one.
 */
export async function isLastActiveOwner(tx: Transaction, account: UserProfile): Promise<boolean> {
  if (!isActiveAdmin(account) || account.permissions.manageUsers !== true) return false;
  const owners = await tx.get(
    db()
      .collection('users')
      .where('role', '==', 'admin')
      .where('isActive', '==', true)
      .where('permissions.manageUsers', '==', true)
      .limit(2),
  );
  return owners.docs.every((owner) => owner.id === account.uid);
}

const GRPC_ABORTED = 10;
const GRPC_FAILED_PRECONDITION = 9;
const GRPC_INVALID_ARGUMENT = 3;

/** A write whose precondition failed (gRPC FAILED_PRECONDITION): the document changed since it was read. */
export const isStale = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === GRPC_FAILED_PRECONDITION;

/** A transaction that lost to another on the same documents (gRPC ABORTED): worth trying again at once. */
export const isContention = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === GRPC_ABORTED;

/**
 * A transaction the Firestore emulator closed while it waited for a lock another transaction held (gRPC
 * INVALID_ARGUMENT, "Transaction is invalid or closed", a known fault of the emulator): where Firestore answers
 * ABORTED, which the SDK tries again, the emulator answers this, which the SDK does not. Worth a fresh try.
 */
export const isClosedTransaction = (error: unknown): boolean => {
  const e = error as { code?: unknown; details?: unknown } | null;
  return (
    e?.code === GRPC_INVALID_ARGUMENT &&
    typeof e.details === 'string' &&
    /transaction is invalid or closed/i.test(e.details)
  );
};

/**
 * Any error as an HttpsError for the client: our own pass through; a transaction that lost every attempt to
 * contention is `aborted` (the client may retry an idempotent call); anything else is logged and becomes
 * `internal` with a message in words (never the technical text).
 */
export function toHttpsError(error: unknown, failedMessage: string, busyMessage?: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (busyMessage && isContention(error)) return new HttpsError('aborted', busyMessage);
  logger.error(failedMessage, error);
  return new HttpsError('internal', failedMessage);
}

/**
 * The caller's own document at `ref`, read in `tx` with their account (refused when it is not active): a
 * document of someone else, or none, is answered as `notFound()` so that nobody can probe ids.
 */
export async function readOwnIn(
  tx: Transaction,
  ref: DocumentReference,
  uid: string,
  notFound: () => HttpsError,
): Promise<DocumentSnapshot> {
  const [snap, user] = await tx.getAll(ref, db().doc(`users/${uid}`));
  if (!snap || !user) throw new Error('Firestore returned fewer documents than asked');
  if (!isActiveUser(readUser(user))) throw new HttpsError('permission-denied', ORDER_MESSAGES.accountDisabled);
  if (!snap.exists || readOwner(snap) !== uid) throw notFound();
  return snap;
}
