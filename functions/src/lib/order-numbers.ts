import { randomInt } from 'node:crypto';
import type { CollectionReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { drawOrderNumbers } from '../../../src/domain/order-number';

/** Candidate numbers read at once, and rounds of them, before an order gives up (docs/orders-at-scale.md). */
const NUMBER_CANDIDATES = 3;
const NUMBER_ROUNDS = 4;

/** A whole number from min to max, both included, from the system's secure random source. */
const secureRandom = (min: number, max: number) => randomInt(min, max + 1);

/**
 * Claims a free short number for an order in its transaction: draws a few at random, reads their
 * orderNumbers/{number} documents (`numbers`) and creates the first one absent (a create fails if another order
 * took it meanwhile, and the transaction is tried again with new draws). Each order touches only numbers of its
 * own, so no two checkouts wait on one document. Only functions read or write orderNumbers (firestore.rules).
 * `random` is the draw (the tests narrow it to force collisions).
 */
export async function claimOrderNumber(
  tx: Transaction,
  numbers: CollectionReference,
  orderId: string,
  now: Timestamp,
  random: (min: number, max: number) => number = secureRandom,
): Promise<string> {
  for (let round = 0; round < NUMBER_ROUNDS; round += 1) {
    const candidates = drawOrderNumbers(now.toDate(), NUMBER_CANDIDATES, random);
    const snaps = await tx.getAll(...candidates.map((n) => numbers.doc(n)));
    const free = snaps.find((snap) => !snap.exists);
    if (free) {
      tx.create(free.ref, { orderId, createdAt: now });
      return free.id;
    }
  }
  throw new Error(`No free order number in ${NUMBER_CANDIDATES * NUMBER_ROUNDS} draws: widen the drawn part`);
}
