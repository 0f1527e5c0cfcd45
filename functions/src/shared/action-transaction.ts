import type { Transaction } from 'firebase-admin/firestore';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { isClosedTransaction, isStale, toHttpsError } from './callable';
import { db } from './firebase';
import { MAX_TRANSACTION_ATTEMPTS } from '../orders/lib/orders';

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
