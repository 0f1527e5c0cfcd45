import { Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { StaffCallable } from '@domain/users/staff-roles';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import type {
  NoteVisibility,
  OrderDto,
  OrderStatus,
  OrderUpdateResponse,
  PaymentRecord,
  ReceivedPaymentMethod,
} from '@domain/order/order';
import { readOwnIn, parseInput, requireStaff, requireStaffIn, requireUid, type Schema } from '../../shared/callable';
import { ORDER_ACTION_WORDS, runActionTransaction } from '../../shared/action-transaction';
import { readOrder } from '../../shared/stored';
import { recordActivity } from '../../shared/activity';
import { orderNumberOf } from '@domain/order/order-number';
import { ordersCollection, writeStaffNote } from './orders';
import { staffNameOf, type Actor } from '../../shared/actor';

/**
 * The one shape of every staff action on an order (updateOrderStatus, markOrderPaid, recordRefund): staff whose
 * job allows `callable` (checked before, and again INSIDE the transaction: DESIGN.md section 4, invariant 9), a validated input naming
 * the order, the order read in the same transaction (not-found in words), then `act` decides and writes; what
 * changed of the order's status and payment goes to the activity log in the same transaction.
 */
export async function runAdminOrderAction<I extends { orderId: string }>(
  request: CallableRequest,
  callable: StaffCallable,
  schema: Schema<I>,
  act: (
    tx: Transaction,
    order: DocumentSnapshot,
    uid: string,
    input: I,
    staff: { uid: string; name: string },
  ) => Promise<OrderDto> | OrderDto,
): Promise<OrderUpdateResponse> {
  const { uid } = await requireStaff(request, callable);
  const input = parseInput(schema, request.data);
  return runActionTransaction(async (tx) => {
    const account = await requireStaffIn(tx, uid, callable);
    const order = await tx.get(ordersCollection().doc(input.orderId));
    if (!order.exists) throw new HttpsError('not-found', ORDER_MESSAGES.notFound);
    const by = { uid, name: staffNameOf(account) };
    const was = readOrder(order);
    const done = await act(tx, order, uid, input, by);
    recordActivity(tx, by, {
      kind: callable === 'recordRefund' ? 'refund' : callable === 'markOrderPaid' ? 'money' : 'stage',
      action: callable,
      target: { collection: 'orders', id: order.id, label: orderNumberOf({ id: order.id, number: was.number }) },
      before: { status: was.status, paymentStatus: was.paymentStatus },
      after: { status: done.status, paymentStatus: done.paymentStatus },
    });
    return { order: done };
  }, ORDER_ACTION_WORDS);
}

/** The owner's order read in a transaction, with their account (active): someone else's is answered as a missing one. */
const ownOrderIn = (tx: Transaction, orderId: string, uid: string): Promise<DocumentSnapshot> =>
  readOwnIn(tx, ordersCollection().doc(orderId), uid, () => new HttpsError('not-found', ORDER_MESSAGES.notFound));

/**
 * The one shape of every customer action on their own order (cancelMyOrder, switchToPayOnDelivery,
 * startMobileMoneyPayment, submitMobileMoneyOtp): signed in, a validated input naming the order, the order read
 * in the transaction with the customer's account (ownOrderIn: no way to probe other people's order ids), then
 * `act` decides and writes; what it returns is the action's result.
 */
export async function runOwnOrderAction<I extends { orderId: string }, R>(
  request: CallableRequest,
  schema: Schema<I>,
  act: (tx: Transaction, order: DocumentSnapshot, uid: string, input: I) => Promise<R> | R,
): Promise<R> {
  const uid = requireUid(request);
  const input = parseInput(schema, request.data);
  return runActionTransaction(
    async (tx) => act(tx, await ownOrderIn(tx, input.orderId, uid), uid, input),
    ORDER_ACTION_WORDS,
  );
}

/**
 * The payment staff received, checked against the order: the amount must be its total (no
 * part payments). Returns the fields to store with it (`paidAt` and `paymentRecord`, at the change's time).
 */
export function receivedPaymentFields(
  order: DocumentSnapshot,
  payment: { method: ReceivedPaymentMethod; amount: number; reference: string },
  by: string,
): (now: Timestamp) => DocumentData {
  const { total } = readOrder(order);
  if (toPesewas(payment.amount) !== toPesewas(total)) {
    throw new HttpsError('failed-precondition', ORDER_MESSAGES.paymentAmountNotTotal(total));
  }
  return (now) => {
    const paymentRecord: PaymentRecord<Timestamp> = {
      method: payment.method,
      amount: fromPesewas(toPesewas(payment.amount)),
      reference: payment.reference,
      at: now,
      by,
    };
    return { paidAt: now, paymentRecord };
  };
}

/**
 * A staff note by its visibility: a note for the customer is the timeline entry's note
 * (returned); an internal one is written to orders/{id}/staffNotes at the entry's time, and the entry gets
 * `fallback` (the timeline's own words, or none).
 */
export function placeNote(
  tx: Transaction,
  order: DocumentSnapshot,
  note: { text: string | undefined; visibility: NoteVisibility; status: OrderStatus; by: Actor; at: Timestamp },
  fallback = '',
): string {
  if (!note.text) return fallback;
  if (note.visibility === 'customer') return note.text;
  writeStaffNote(tx, order, { status: note.status, by: note.by, note: note.text, at: note.at });
  return fallback;
}
