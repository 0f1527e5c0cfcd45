import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import type { OrderDispatch, OrderDto, OrderStatus, PaymentStatus, StatusHistoryEntry } from '@domain/order/order';
import { orderFromRecord, paymentStatusOnCancel } from '@domain/order/order';
import { db } from '../../shared/firebase';
import { putStockBack } from '../../catalog/lib/stock';
import { readOrder, readUser } from '../../shared/stored';
import { nameOf, uidOf, type Actor } from '../../shared/actor';

/** Orders as functions write and return them; the document's fields are DESIGN.md section 2's. */
export const ordersCollection = () => db().collection('orders');

/** A Firestore Timestamp as an ISO string (the epoch for anything else, which functions never write). */
const iso = (value: unknown): string => (value instanceof Timestamp ? value.toDate() : new Date(0)).toISOString();

/** The order as the callables return it: dates as ISO strings. */
export const orderToDto = (id: string, data: DocumentData | undefined): OrderDto => orderFromRecord(id, data, iso);

export const snapshotToDto = (snap: DocumentSnapshot): OrderDto => orderToDto(snap.id, snap.data());

/** A timeline entry (serverTimestamp cannot go inside an array: the functions' clock stamps it). */
export function historyEntry(
  status: OrderStatus,
  by: Actor,
  note: string,
  at: Timestamp,
  paymentStatus?: PaymentStatus,
): StatusHistoryEntry<Timestamp> {
  return { status, at, by: uidOf(by), ...nameOf(by), note, ...(paymentStatus ? { paymentStatus } : {}) };
}

/**
 * The customer's counters on users/{uid} count the orders that are not cancelled: `totalOrders` is how many
 * orders they placed and did not see cancelled, `totalSpent` the sum of those orders' totals (GHS). placeOrder
 * adds 1 and the total; a cancellation (by the customer or staff, paid or not) takes 1 and the total off again,
 * never below 0. A refund changes neither: the cancelled order had already left both.
 *
 * Cancelling an order inside a transaction: reads every product of the order (reads first, as transactions
 * require), then puts the stock back, takes the sales back (never below 0), makes a product available again
 * when it has stock unless an admin deleted it, and takes the order off the customer's counters (above).
 * Products deleted for good are skipped. Returns the writes to make once every read is done.
 */
export async function prepareCancellation(tx: Transaction, order: DocumentSnapshot): Promise<() => void> {
  const stored = readOrder(order);
  const items = stored.items;
  const userRef = db().doc(`users/${stored.userId}`);
  const productRefs = items.map((item) => db().collection('products').doc(item.productId));
  const snaps = productRefs.length > 0 ? await tx.getAll(...productRefs) : [];
  const user = await tx.get(userRef);
  return () => {
    snaps.forEach((snap, i) => {
      const item = items[i];
      if (item) putStockBack(tx, snap, item.quantity);
    });
    if (user.exists) {
      const counters = readUser(user);
      const spent = Math.max(0, toPesewas(counters.totalSpent) - toPesewas(stored.total));
      const orders = Math.max(0, Math.trunc(counters.totalOrders) - 1);
      tx.update(userRef, { totalOrders: orders, totalSpent: fromPesewas(spent) });
    }
  };
}

export interface StatusChangeOptions {
  /** The time of the change (the caller's, when it writes an internal staff note of the same time). */
  now?: Timestamp;
  /** Delivered with the payment collected: the payment entry and its fields, written with it. */
  paid?: { note: string; fields: (now: Timestamp) => DocumentData };
  /** The steps skipped on the way to `to` (domain stepsPassed), each recorded as passed through before it. */
  passed?: readonly OrderStatus[];
  /** Out for delivery: the rider and delivery time staff recorded (replaces any recorded before). */
  dispatch?: OrderDispatch;
  /** Cancelling an order not paid: its payment becomes this (the expiry's `expired`; else not_needed). */
  unpaidAs?: PaymentStatus;
}

/**
 * Moves an order to `to` inside a transaction (the caller has checked that the move is allowed): appends to
 * statusHistory and, for a cancellation, puts the stock back. Cancelling an order that was paid makes its
 * payment `refund_due` (staff then record the refund with recordRefund), said in the timeline by a second
 * entry; cancelling one not paid (unpaid, or awaiting its Mobile Money payment) ends its wait for a payment:
 * `not_needed` (or options.unpaidAs), its hold time gone (domain paymentStatusOnCancel). Returns the order as
 * it now is.
 */
export async function changeStatus(
  tx: Transaction,
  order: DocumentSnapshot,
  to: OrderStatus,
  by: Actor,
  note: string,
  options: StatusChangeOptions = {},
): Promise<OrderDto> {
  const writeCancellation = to === 'cancelled' ? await prepareCancellation(tx, order) : undefined;
  const now = options.now ?? Timestamp.now();
  const stored = readOrder(order);
  const before = stored.paymentStatus;
  const after = to === 'cancelled' ? paymentStatusOnCancel(before, options.unpaidAs) : before;
  // Paid (or, cancelling a plan's order, paid on its plan: options.unpaidAs): the refund is due.
  const refundDue = after === 'refund_due' && before !== 'refund_due';
  const { paid, passed = [], dispatch } = options;
  const update = {
    status: to,
    statusHistory: historyWith(
      order,
      ...passed.map((step) => historyEntry(step, by, '', now)),
      historyEntry(to, by, note, now),
      ...(refundDue ? [historyEntry(to, by, ORDER_MESSAGES.refundDue, now, 'refund_due')] : []),
      ...(paid ? [historyEntry(to, by, paid.note, now, 'paid')] : []),
    ),
    updatedAt: now,
    ...(after !== before ? { paymentStatus: after } : {}),
    ...(to === 'cancelled' && stored.paymentDueBy != null ? { paymentDueBy: FieldValue.delete() } : {}),
    ...(paid ? { ...paid.fields(now), paymentStatus: 'paid' } : {}),
    ...(dispatch ? { dispatch } : {}),
  };
  writeCancellation?.();
  tx.update(order.ref, update);
  return updatedOrder(order, update);
}

/**
 * A change of the order's payment (paid, refunded, …) with its entry in the timeline under the order's current
 * status; `fields` are written with it (paidAt, refund; FieldValue.delete() removes one). Returns the order as
 * it now is.
 */
export function writePaymentChange(
  tx: Transaction,
  order: DocumentSnapshot,
  paymentStatus: PaymentStatus,
  by: Actor,
  note: string,
  fields: (now: Timestamp) => DocumentData = () => ({}),
  now: Timestamp = Timestamp.now(),
): OrderDto {
  const update = {
    ...fields(now),
    paymentStatus,
    updatedAt: now,
    statusHistory: historyWith(order, historyEntry(statusOf(order).status, by, note, now, paymentStatus)),
  };
  tx.update(order.ref, update);
  return updatedOrder(order, update);
}

/** The order's timeline with `entries` added at its end. */
export function historyWith(order: DocumentSnapshot, ...entries: StatusHistoryEntry<Timestamp>[]): unknown[] {
  return [...readOrder(order).statusHistory, ...entries];
}

/** The order as it is once `update` is written: its fields over the stored ones, a deleted one gone. */
export function updatedOrder(order: DocumentSnapshot, update: DocumentData): OrderDto {
  const data: DocumentData = { ...order.data(), ...update };
  for (const [field, value] of Object.entries(update)) {
    if (value instanceof FieldValue && value.isEqual(FieldValue.delete())) delete data[field];
  }
  return orderToDto(order.id, data);
}

/**
 * An internal staff note in orders/{id}/staffNotes, which only admins read (firestore.rules):
 * the customer reads the order and its timeline, never these. `at` is the time of its timeline entry.
 */
export function writeStaffNote(
  tx: Transaction,
  order: DocumentSnapshot,
  entry: { status: OrderStatus; by: Actor; note: string; at: Timestamp },
): void {
  tx.create(order.ref.collection('staffNotes').doc(), { ...entry, by: uidOf(entry.by), ...nameOf(entry.by) });
}

/** The order's current status and delivery method, read defensively. */
export function statusOf(order: DocumentSnapshot): { status: OrderStatus; method: 'delivery' | 'pickup' } {
  const { status, delivery } = readOrder(order);
  return { status, method: delivery.method };
}
