import type { Transaction } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { StaffCallable } from '@domain/users/staff-roles';
import type { UserProfile } from '@domain/users/user';
import {
  isClosedTransaction,
  isStale,
  parseInput,
  requireStaff,
  requireStaffIn,
  toHttpsError,
  type Schema,
} from './callable';
import { staffNameOf, type Actor } from './actor';
import { db } from './firebase';

/** Contended transactions are tried again this many times before the call answers `aborted`. */
export const MAX_TRANSACTION_ATTEMPTS = 15;

/** A transaction the emulator closed (isClosedTransaction) is started again this many times in all. */
const MAX_CLOSED_ATTEMPTS = 3;

export interface ActionTransactionWords {
  /** The words of any unexpected failure (`internal`). */
  failedMessage: string;
  /** The words once contention outlasted every attempt (`aborted`); without them, that too is `internal`. */
  busyMessage?: string;
  /**
   * How many times the whole action is tried again when a write made only if unchanged (`lastUpdateTime`, as
   * a project's stock is taken) finds its document written meanwhile, after a short random pause; none unless set.
   */
  staleRetries?: number;
}

/** The words of the actions on an order, a plan or a project. */
export const ORDER_ACTION_WORDS: ActionTransactionWords = {
  failedMessage: ORDER_MESSAGES.updateFailed,
  busyMessage: ORDER_MESSAGES.busy,
};

/**
 * The one runner of every action's transaction (orders, plans, projects, accounts): retried up to
 * MAX_TRANSACTION_ATTEMPTS times under contention, as the SDK does. Two actions locking each other's documents
 * may see the emulator close one transaction instead of aborting it (isClosedTransaction): it is started
 * again, reads everything anew and decides again. Anything that fails in the end is an HttpsError in words
 * (toHttpsError).
 */
export async function runActionTransaction<R>(
  act: (tx: Transaction) => Promise<R>,
  { failedMessage, busyMessage, staleRetries = 0 }: ActionTransactionWords,
): Promise<R> {
  let closed = 1;
  let stale = 0;
  for (;;) {
    try {
      return await db().runTransaction(act, { maxAttempts: MAX_TRANSACTION_ATTEMPTS });
    } catch (error) {
      if (isClosedTransaction(error) && closed < MAX_CLOSED_ATTEMPTS) {
        closed += 1;
        continue;
      }
      if (isStale(error) && stale < staleRetries) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(500, 10 * 2 ** stale) * (0.5 + Math.random())));
        stale += 1;
        continue;
      }
      throw toHttpsError(error, failedMessage, busyMessage);
    }
  }
}

/**
 * A staff action's transaction on a project or a plan (run by `transaction`): staff whose job allows `callable`,
 * checked before and again inside the transaction (refused with the reason not_allowed: requireStaffIn), the
 * input validated; then `act` with the staff member who acts and their account.
 */
export async function runStaffTransaction<I, R>(
  request: CallableRequest,
  callable: StaffCallable,
  schema: Schema<I>,
  transaction: (act: (tx: Transaction) => Promise<R>) => Promise<R>,
  act: (tx: Transaction, input: I, by: Actor, account: UserProfile) => Promise<R>,
): Promise<R> {
  const { uid } = await requireStaff(request, callable);
  const input = parseInput(schema, request.data);
  return transaction(async (tx) => {
    const account = await requireStaffIn(tx, uid, callable);
    return act(tx, input, { uid, name: staffNameOf(account) }, account);
  });
}
