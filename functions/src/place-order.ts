import './lib/global-options';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { defaultTypeFor } from '../../src/domain/catalog';
import { storedStockLevel } from '../../src/domain/product-list';
import { ORDER_MESSAGES } from '../../src/domain/messages';
import { fromPesewas, toPesewas } from '../../src/domain/money';
import { problemSentence, sellVerdict, type LineProblem } from '../../src/domain/cart-rules';
import {
  initialPaymentStatus,
  MAX_PENDING_ORDERS,
  PLACE_ORDER_REFUSALS,
  placeOrderInputSchema,
  type OrderItem,
  type PlaceOrderResponse,
} from '../../src/domain/order';
import type { PriceChange } from '../../src/domain/price-check';
import { calculateTotals, resolveBusinessSettings } from '../../src/domain/pricing';
import { orderSearchKeys } from '../../src/domain/order-search';
import { resolvePaymentSettings } from '../../src/domain/settings';
import { amountOf } from '../../src/domain/stored-values';
import {
  isActiveAdmin,
  isActiveUser,
  isContention,
  isStale,
  parseInput,
  requireUid,
  toHttpsError,
} from './lib/callable';
import { db } from './lib/firebase';
import { claimOrderNumber } from './lib/order-numbers';
import { createOrderPlan, orderPlanField, orderPlanSchedule } from './lib/order-plan';
import { historyEntry, MAX_TRANSACTION_ATTEMPTS, ordersCollection, orderToDto, snapshotToDto } from './lib/orders';

/**
 * What can be sold of a product as read now, or the problem with it. A refusal names only a product the
 * caller may read (firestore.rules: available, or any product for an admin); any other (missing, deleted,
 * withdrawn, sold out and hidden) is "A product in your cart", so that nobody learns a hidden product's name
 * by ordering its id. The checkout knows its own lines by `productId`.
 */
function checkProduct(
  snap: DocumentSnapshot,
  requested: number,
  callerIsAdmin: boolean,
): LineProblem | { price: number; name: string; stock: number } {
  const data = snap.data();
  const storedName = typeof data?.name === 'string' && data.name ? data.name : ORDER_MESSAGES.productInCart;
  const readable = data?.available === true || (data !== undefined && callerIsAdmin);
  const stock = typeof data?.stock === 'number' && Number.isInteger(data.stock) ? data.stock : 0;
  const price = data?.price;
  const priced = typeof price === 'number' && Number.isFinite(price) && price >= 0;
  const product = data && {
    id: snap.id,
    name: storedName,
    type: data.type === 'service' || data.type === 'product' ? data.type : defaultTypeFor(String(data.category)),
    stock,
    // A product without a valid price cannot be sold either.
    available: data.available === true && priced,
  };
  const verdict = sellVerdict(product, requested);
  if (!verdict && typeof price === 'number') return { price: fromPesewas(toPesewas(price)), name: storedName, stock };
  const { kind, available } = verdict ?? { kind: 'unavailable', available: 0 };
  return { productId: snap.id, name: readable ? storedName : ORDER_MESSAGES.productInCart, kind, requested, available };
}

/**
 * How long placeOrder keeps trying a contended transaction (a product many buy at once) before it answers
 * ORDER_MESSAGES.busy in words: well inside the app's callable time-out (70 s, SPEC.md section 9), which is
 * itself inside the function's (PLACE_ORDER_TIMEOUT_SECONDS), so that a shopper is told what happened and never
 * meets a time-out; after the app's time-out the checkout looks for the order itself (docs/orders-at-scale.md).
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
async function pendingOrdersOf(uid: string): Promise<{ totalOrders: unknown; refs: DocumentReference[] }> {
  const totalOrders: unknown = (await db().doc(`users/${uid}`).get()).get('totalOrders');
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
 * (lib/orders.ts says what they count). When its total differs from `confirmedTotal` (what
 * the shopper saw, in pesewas) it refuses (failed-precondition, ORDER_MESSAGES.totalChanged,
 * `details.priceChange`) and writes nothing. The order id is the client's idempotency key: the same id again
 * returns the first order and writes nothing, even if prices changed or the limit was reached since (it is
 * checked first). Paid in instalments, the schedule the shopper confirmed is checked too and the plan is created
 * with the order (lib/order-plan.ts, docs/plans.md).
 */
export const placeOrder = onCall(
  { timeoutSeconds: PLACE_ORDER_TIMEOUT_SECONDS },
  async (request): Promise<PlaceOrderResponse> => {
    const uid = requireUid(request);
    const input = parseInput(placeOrderInputSchema, request.data);
    const email = typeof request.auth?.token.email === 'string' ? request.auth.token.email : '';
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

          if (orderSnap.exists) {
            if (orderSnap.get('userId') !== uid) throw new HttpsError('permission-denied', ORDER_MESSAGES.orderIdTaken);
            return { order: snapshotToDto(orderSnap), alreadyPlaced: true };
          }
          if (!userSnap.exists) throw new HttpsError('permission-denied', ORDER_MESSAGES.accountNotFound);
          if (!isActiveUser(userSnap.data())) throw new HttpsError('permission-denied', ORDER_MESSAGES.accountDisabled);

          // Hoarding: at most MAX_PENDING_ORDERS orders waiting for the shop's confirmation (pendingOrdersOf). Two
          // orders of one customer at once both write users/{uid}, so the second is retried, sees totalOrders moved
          // and counts again with the first.
          if (userSnap.get('totalOrders') !== before.totalOrders) throw new CustomerOrdersChanged();
          const pending = pendingSnaps.filter((snap) => snap.get('status') === 'pending').length;
          if (pending >= MAX_PENDING_ORDERS) {
            throw new HttpsError('failed-precondition', ORDER_MESSAGES.tooManyPending(MAX_PENDING_ORDERS), {
              reason: PLACE_ORDER_REFUSALS.tooManyPending,
            });
          }
          const callerIsAdmin = isActiveAdmin(userSnap.data());

          const settings = resolveBusinessSettings(settingsSnap.get('business'));
          const problems: LineProblem[] = [];
          const lines: (OrderItem & { stock: number; ref: DocumentReference; data: DocumentData | undefined })[] = [];
          input.items.forEach((item, i) => {
            const snap = productSnaps[i];
            if (!snap) throw new Error('Firestore returned fewer documents than asked');
            const checked = checkProduct(snap, item.quantity, callerIsAdmin);
            if ('kind' in checked) problems.push(checked);
            else
              lines.push({
                productId: item.productId,
                quantity: item.quantity,
                ref: snap.ref,
                data: snap.data(),
                ...checked,
              });
          });
          if (problems.length > 0) {
            throw new HttpsError('failed-precondition', problems.map(problemSentence).join(' '), { problems });
          }

          // Delivery priced by the address's region (docs/delivery-fees.md), by the checkout's own rule.
          const totals = calculateTotals(lines, settings, input.delivery.method, input.delivery.address?.region);
          // Never charge a total the shopper did not see (DESIGN.md section 4, invariant 8): any difference
          // (a price, the tax rate, the region's delivery fee or threshold) refuses the order with the new figures, and
          // nothing is written. The checkout shows what changed and the shopper confirms the new total.
          if (toPesewas(totals.total) !== input.confirmedTotal) {
            const priceChange: PriceChange = {
              confirmedTotal: input.confirmedTotal,
              totals,
              settings,
              prices: lines.map(({ productId, price }) => ({ productId, price })),
            };
            throw new HttpsError('failed-precondition', ORDER_MESSAGES.totalChanged, { priceChange });
          }
          // Paying in instalments: the schedule confirmed is the one computed now, else refused (lib/order-plan.ts).
          const schedule = orderPlanSchedule(settingsSnap, input, totals.total, now);
          const items: OrderItem[] = lines.map(({ productId, name, price, quantity }) => ({
            productId,
            name,
            price,
            quantity,
          }));
          const displayName = typeof userSnap.get('displayName') === 'string' ? userSnap.get('displayName') : '';
          const order = {
            userId: uid,
            number: await claimOrderNumber(tx, db().collection('orderNumbers'), orderRef.id, now),
            // For the staff's search (domain/order-search.ts): the phone as the address schema normalised it.
            customer: {
              email,
              displayName,
              phone: input.delivery.address?.phone ?? '',
              searchKeys: orderSearchKeys({ email, displayName, phone: input.delivery.address?.phone ?? '' }),
            },
            items,
            ...totals,
            currency: 'GHS',
            status: 'pending',
            paymentStatus: initialPaymentStatus(input.paymentMethod),
            paymentMethod: input.paymentMethod,
            // Paid now with Mobile Money (README, "Paying now with Mobile Money"): the stock is held until then, then the order expires.
            ...(input.paymentMethod === 'mobile_money_now'
              ? {
                  paymentAttempts: [],
                  paymentDueBy: Timestamp.fromMillis(
                    now.toMillis() + resolvePaymentSettings(settingsSnap.get('payment')).holdMinutes * 60_000,
                  ),
                }
              : {}),
            ...(schedule ? orderPlanField(orderRef.id, schedule) : {}),
            delivery: { method: input.delivery.method, address: input.delivery.address },
            statusHistory: [historyEntry('pending', uid, ORDER_MESSAGES.placed, now)],
            createdAt: now,
            updatedAt: now,
            paidAt: null,
          };

          tx.create(orderRef, order);
          if (schedule) {
            const customer = {
              name: input.delivery.address?.fullName || displayName,
              email,
              phone: order.customer.phone,
            };
            createOrderPlan(tx, { id: orderRef.id, number: order.number, userId: uid, customer }, schedule, uid, now);
          }
          for (const line of lines) {
            const stock = line.stock - line.quantity;
            const read = productSnaps.find((snap) => snap.ref.path === line.ref.path)?.updateTime;
            if (!read) throw new Error('A product to sell was not read');
            tx.update(
              line.ref,
              {
                stock,
                sales: FieldValue.increment(line.quantity),
                stockLevel: storedStockLevel(line.data, stock),
                ...(stock <= 0 ? { available: false } : {}),
              },
              { lastUpdateTime: read },
            );
          }
          tx.set(firestore.doc(`carts/${uid}`), { items: [], updatedAt: now });
          const spent = toPesewas(amountOf(userSnap.get('totalSpent')));
          tx.update(userRef, {
            totalOrders: FieldValue.increment(1),
            totalSpent: fromPesewas(spent + toPesewas(totals.total)),
          });

          return { order: orderToDto(orderRef.id, order), alreadyPlaced: false };
        },
        // The SDK's pauses between tries (1 s, growing): on the emulator, quick tries by 40 buyers of one product
        // keep aborting one another (docs/orders-at-scale.md, "Measured").
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    }
  },
);
