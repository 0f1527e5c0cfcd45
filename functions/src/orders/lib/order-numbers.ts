import { randomInt } from 'node:crypto';
import type { CollectionReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { drawOrderNumbers, type ShortNumberPrefix } from '@domain/order/order-number';

/** Candidate numbers read at once, and rounds of them, before an order gives up (docs/orders-at-scale.md). */
const NUMBER_CANDIDATES = 3;
const NUMBER_ROUNDS = 4;

/** A whole number from min to max, both included, from the system's secure random source. */
const secureRandom = (min: number, max: number) => randomInt(min, max + 1);

/** Whose number it is: an order's (SS, `orderNumbers/{n}.orderId`) or a project's (SP, `projectNumbers/{n}.projectId`). */
export interface ShortNumberClaim {
  prefix: ShortNumberPrefix;
  field: 'orderId' | 'projectId';
  id: string;
}

/**
 * Claims a free short number in the transaction of what it numbers: draws a few at random, reads their
 * `numbers/{number}` documents and creates the first one absent (a create fails if another request took it
 * meanwhile, and the transaction is tried again with new draws). Each request touches only numbers of its own, so
 * no two wait on one document. Only functions read or write these collections (firestore.rules). `random` is the
 * draw (the tests narrow it to force collisions).
 */
export async function claimShortNumber(
  tx: Transaction,
  numbers: CollectionReference,
  claim: ShortNumberClaim,
  now: Timestamp,
  random: (min: number, max: number) => number = secureRandom,
): Promise<string> {
  for (let round = 0; round < NUMBER_ROUNDS; round += 1) {
    const candidates = drawOrderNumbers(now.toDate(), NUMBER_CANDIDATES, random, claim.prefix);
    const snaps = await tx.getAll(...candidates.map((n) => numbers.doc(n)));
    const free = snaps.find((snap) => !snap.exists);
    if (free) {
      tx.create(free.ref, { [claim.field]: claim.id, createdAt: now });
      return free.id;
    }
  }
  throw new Error(`No free ${claim.prefix} number in ${NUMBER_CANDIDATES * NUMBER_ROUNDS} draws: widen the drawn part`);
}

/** An order's number (SS-…) claimed in orderNumbers/{number} (claimShortNumber). */
export const claimOrderNumber = (
  tx: Transaction,
  numbers: CollectionReference,
  orderId: string,
  now: Timestamp,
  random: (min: number, max: number) => number = secureRandom,
): Promise<string> => claimShortNumber(tx, numbers, { prefix: 'SS', field: 'orderId', id: orderId }, now, random);
