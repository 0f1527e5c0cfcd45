import '../shared/global-options';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { MAX_PENDING_ORDERS, placeOrderInputSchema, type PlaceOrderResponse } from '@domain/order/order';
import { decidePlaceOrder } from '@domain/order/place-order-decision';
import { isContention, isStale, parseInput, requireUid, toHttpsError, tokenEmail } from '../shared/callable';
import { db } from '../shared/firebase';
import { claimOrderNumber } from './lib/order-numbers';
import { createOrderPlan, orderPlanField } from './lib/order-plan';
import { readOrder, readProductOnSale, readSettings, readUser } from '../shared/stored';
import { historyEntry, ordersCollection, orderToDto, snapshotToDto } from './lib/orders';
import { MAX_TRANSACTION_ATTEMPTS } from '../shared/action-transaction';

/**
 * How long placeOrder keeps trying a contended transaction (a product many buy at once) before it answers
 * ORDER_MESSAGES.busy in words: well inside the app's callable time-out (70 s: docs/storefront.md, "Network, time-outs
 * and retries"), which is itself inside the function's (PLACE_ORDER_TIMEOUT_SECONDS), so that a shopper is told what
 * happened and never meets a time-out; after the app's time-out the checkout looks for the order itself
 * (docs/orders-at-scale.md).
 */
const TRY_FOR_MS = 40_000;
const PLACE_ORDER_TIMEOUT_SECONDS = 120;

/** A random pause before trying again after a product changed under us: about 10 ms, doubling up to 0.5 s. */
const contentionPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(500, 10 * 2 ** attempt) * (0.5 + Math.random())));

/** The customer's orders changed between pendingOrdersOf and the transaction: count them again. */
class CustomerOrdersChanged extends Error {}

/**
 * The customer's pending orders (at most MAX_PENDING_ORDERS of them), for the hoarding limit, read before the
 * transaction, with the customer's totalOrders as it was just before. A query inside the transaction would hold
 * its range of `orders` until the commit (on the emulator, much more than this customer's orders), making
 * checkouts wait for one another. The transaction re-reads these orders and starts again when totalOrders moved
 * meanwhile (an order of this customer was placed or cancelled), so two orders at once never pass the limit
 * together.
 */
async function pendingOrdersOf(uid: string): Promise<{ totalOrders: number; refs: DocumentReference[] }> {
  const { totalOrders } = readUser(await db().doc(`users/${uid}`).get());
  const pending = await ordersCollection()
    .where('userId', '==', uid)
    .where('status', '==', 'pending')
    .limit(MAX_PENDING_ORDERS)
    .get();
  return { totalOrders, refs: pending.docs.map((d) => d.ref) };
}

/**
 * placeOrder (DESIGN.md section 3): a signed-in, active user orders the lines of their cart. In ONE
 * transaction it re-reads settings/global, reads every product fresh (written only if unchanged since:
 * placeInTransaction; docs/orders-at-scale.md), refuses a customer who already has MAX_PENDING_ORDERS orders
 * pending (pendingOrdersOf), refuses services, unavailable products and short stock
 * (failed-precondition, each problem in words and listed in `details.problems`, naming only products the
 * caller may read), prices everything here with the shop's one pricing function, takes the stock
 * (available=false at 0), adds the sales, writes orders/{orderId} with a short number claimed for it
 * (claimOrderNumber), empties the cart and adds the order to the user's counters
 * (orders/lib/orders.ts says what they count). When its total differs from `confirmedTotal` (what
 * the shopper saw, in pesewas) it refuses (failed-precondition, ORDER_MESSAGES.totalChanged,
 * `details.priceChange`) and writes nothing. The order id is the client's idempotency key: the same id again
 * returns the first order and writes nothing, even if prices changed or the limit was reached since (it is
 * checked first). Paid in instalments, the schedule the shopper confirmed is checked too and the plan is created
 * with the order (orders/lib/order-plan.ts, docs/plans.md). Every rule is decided by domain/order/place-order-decision.ts
 * (decidePlaceOrder, pure) from the documents read here; this callable only reads and writes.
 */
export const placeOrder = onCall(
  { timeoutSeconds: PLACE_ORDER_TIMEOUT_SECONDS },
  async (request): Promise<PlaceOrderResponse> => {
    const uid = requireUid(request);
    const input = parseInput(placeOrderInputSchema, request.data);
    const email = tokenEmail(request);
    const firestore = db();
    const orderRef = ordersCollection().doc(input.orderId);
    const userRef = firestore.doc(`users/${uid}`);
    const settingsRef = firestore.doc('settings/global');
    const productRefs = input.items.map((item) => firestore.collection('products').doc(item.productId));

    const started = Date.now();
    try {
      let before = await pendingOrdersOf(uid);
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await placeInTransaction(before);
        } catch (error) {
          if (error instanceof CustomerOrdersChanged) before = await pendingOrdersOf(uid);
          else if (isStale(error) || isContention(error)) await contentionPause(attempt);
          else throw error;
        }
      }
    } catch (error) {
      throw toHttpsError(error, ORDER_MESSAGES.placeFailed, ORDER_MESSAGES.busy);
    }

    /**
     * The products are read outside the transaction (a plain read at each try) and written in it only if unchanged
     * since (`lastUpdateTime`), rather than read in it: a read in a transaction locks the product until the
     * commit, and 40 buyers of one product locking it at once kept aborting one another on the emulator. A product
     * changed meanwhile fails the commit (isStale), and the loop above tries again with a fresh read.
     */
    function placeInTransaction(before: Awaited<ReturnType<typeof pendingOrdersOf>>): Promise<PlaceOrderResponse> {
      return firestore.runTransaction(
        async (tx): Promise<PlaceOrderResponse> => {
          if (Date.now() - started > TRY_FOR_MS) throw new HttpsError('aborted', ORDER_MESSAGES.busy);
          const now = Timestamp.now();
          const [orderSnap, userSnap, settingsSnap, ...snaps] = await tx.getAll(
            orderRef,
            userRef,
            settingsRef,
            ...before.refs,
          );
          const pendingSnaps = snaps;
          const productSnaps = await firestore.getAll(...productRefs);
          if (!orderSnap || !userSnap || !settingsSnap) {
            throw new Error('Firestore returned fewer documents than asked');
          }

          const decision = decidePlaceOrder({
            uid,
            email,
            input,
            existing: orderSnap.exists ? readOrder(orderSnap) : null,
            user: userSnap.exists ? readUser(userSnap) : null,
            totalOrdersBefore: before.totalOrders,
            pendingStatuses: pendingSnaps.map((snap) => readOrder(snap).status),
            settings: readSettings(settingsSnap),
            products: productSnaps.map(readProductOnSale),
            now: now.toDate(),
          });
          if (decision.kind === 'already_placed') return { order: snapshotToDto(orderSnap), alreadyPlaced: true };
          // Two orders of one customer at once both write users/{uid}: the second is retried, sees totalOrders
          // moved and counts again with the first (pendingOrdersOf).
          if (decision.kind === 'recount') throw new CustomerOrdersChanged();
          if (decision.kind === 'refused') throw new HttpsError(decision.code, decision.message, decision.details);

          const number = await claimOrderNumber(tx, db().collection('orderNumbers'), orderRef.id, now);
          // The plan first: the order keeps its status and figures (orderPlanField).
          const plan = decision.plan
            ? createOrderPlan(
                tx,
                { id: orderRef.id, number, userId: uid, customer: decision.plan.customer },
                decision.plan.schedule,
                uid,
                now,
              )
            : null;
          const order = {
            ...decision.order,
            number,
            ...(decision.paymentDueBy
              ? { paymentAttempts: [], paymentDueBy: Timestamp.fromDate(decision.paymentDueBy) }
              : {}),
            ...(plan ? orderPlanField(plan) : {}),
            statusHistory: [historyEntry('pending', uid, ORDER_MESSAGES.placed, now)],
            createdAt: now,
            updatedAt: now,
            paidAt: null,
          };
          tx.create(orderRef, order);
          for (const line of decision.stock) {
            const snap = productSnaps.find((read) => read.id === line.productId);
            if (!snap?.updateTime) throw new Error('A product to sell was not read');
            tx.update(
              snap.ref,
              {
                stock: line.stock,
                sales: FieldValue.increment(line.sold),
                stockLevel: line.stockLevel,
                ...(line.withdraw ? { available: false } : {}),
              },
              { lastUpdateTime: snap.updateTime },
            );
          }
          tx.set(firestore.doc(`carts/${uid}`), { items: [], updatedAt: now });
          tx.update(userRef, { totalOrders: FieldValue.increment(1), totalSpent: decision.totalSpent });

          return { order: orderToDto(orderRef.id, order), alreadyPlaced: false };
        },
        // The SDK's pauses between tries (1 s, growing): on the emulator, quick tries by 40 buyers of one product
        // keep aborting one another (docs/orders-at-scale.md, "Measured").
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    }
  },
);
