import type { DeliveryMethod } from './pricing';
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import { labelled } from '@domain/shared/labelled';
import { formatDay } from '@domain/shared/date-time';
import { formatGhanaPhone } from '@domain/shared/phone';

/**
 * An order's life (DESIGN.md sections 2 and 3): its statuses and their transitions, payment and refunds, and
 * the labels the screens show. Pure, no zod: shared by functions/ and the app.
 */

// ---------------------------------------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------------------------------------

export const [ORDER_STATUSES, ORDER_STATUS_LABELS] = labelled(VALUE_LABELS.orderStatus);
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;

/**
 * The steps of an order, in their order, by delivery method. Staff may move an order to any later step at once
 * (the steps between are passed through: each gets its entry in the timeline, stepsPassed); cancelling is
 * possible until the order leaves the shop.
 */
const STEPS: Record<DeliveryMethod, readonly OrderStatus[]> = {
  delivery: ['pending', 'confirmed', 'processing', 'out_for_delivery', 'delivered'],
  pickup: ['pending', 'confirmed', 'processing', 'ready_for_pickup', 'delivered'],
};
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** The statuses an order may move to next: every later step of its delivery method, and cancelled while it may be. */
export function nextStatuses(status: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  const steps = STEPS[method];
  const at = steps.indexOf(status);
  if (at < 0) return [];
  return [...steps.slice(at + 1), ...(CANCELLABLE.includes(status) ? (['cancelled'] as const) : [])];
}

export function canTransition(from: OrderStatus, to: OrderStatus, method: DeliveryMethod): boolean {
  return nextStatuses(from, method).includes(to);
}

/**
 * The statuses an allowed move from `from` to `to` passes through, `to` last: the timeline gets one entry for
 * each (a skipped step is recorded as passed through at the same time).
 */
export function stepsPassed(from: OrderStatus, to: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  if (to === 'cancelled') return ['cancelled'];
  const steps = STEPS[method];
  return steps.slice(steps.indexOf(from) + 1, steps.indexOf(to) + 1);
}

/**
 * "Delivered" marked by mistake can be undone by staff (an explicit "Undo delivered", its own timeline entry)
 * for this long after it was marked: the order goes back to the step before (out for delivery, or ready for
 * pickup). A payment recorded together with the delivery is undone with it (the order is unpaid again; the
 * timeline keeps both entries); a payment recorded on its own stays.
 */
export const DELIVERY_UNDO_HOURS = 24;

/** The step a delivered order goes back to when its delivery is undone. */
export const undoneDeliveryStatus = (method: DeliveryMethod): OrderStatus =>
  method === 'pickup' ? 'ready_for_pickup' : 'out_for_delivery';

/** When the order was marked delivered: the last "Delivered" entry of its timeline (not a payment's); null if none. */
export function deliveredAt<D>(history: readonly { status: OrderStatus; at: D; paymentStatus?: unknown }[]): D | null {
  const entry = history.findLast((h) => h.status === 'delivered' && !h.paymentStatus);
  return entry ? entry.at : null;
}

/** Whether staff may still undo the delivery of an order marked delivered at `at` (epoch ms), at `now`. */
export function canUndoDelivery(status: OrderStatus, at: number | null, now: number): boolean {
  return status === 'delivered' && at !== null && now - at <= DELIVERY_UNDO_HOURS * 3_600_000;
}

/** A customer may cancel their own order only while it is pending. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === 'pending';
}

/**
 * Whether the shop may still change this order: its status can move on, a refund is owed, or
 * it was delivered and staff have yet to record the payment. A shopper's order page follows an open order.
 */
export function isOrderOpen(order: { status: OrderStatus; paymentStatus: string }): boolean {
  if (order.status !== 'delivered' && order.status !== 'cancelled') return true;
  return order.paymentStatus === 'refund_due' || (order.status === 'delivered' && order.paymentStatus === 'unpaid');
}

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------------
// Payment and delivery
// ---------------------------------------------------------------------------------------------------------

/**
 * unpaid → paid (staff record a payment); paid online (Mobile Money through Paystack):
 * awaiting_payment → paid once a verified processor answer says so, or expired (the order is cancelled when
 * the hold time passes unpaid). A paid order that is cancelled becomes refund_due; it becomes refunded when
 * Paystack confirms the refund, or when staff record one (amount, Mobile Money or cash, reference). An order
 * cancelled before it was paid (by the customer or staff) becomes not_needed: nothing is owed either way.
 */

export const [PAYMENT_STATUSES, PAYMENT_STATUS_LABELS] = labelled(VALUE_LABELS.paymentStatus);
export type PaymentStatus = keyof typeof PAYMENT_STATUS_LABELS;

/**
 * The payment status an order takes when it is cancelled: a paid one is owed back (refund_due); one still
 * unpaid or awaiting its payment needs none (not_needed, or `unpaidAs`: the expiry's `expired`); any other
 * (refund_due, refunded, expired) stays as it is.
 */
export function paymentStatusOnCancel(current: PaymentStatus, unpaidAs: PaymentStatus = 'not_needed'): PaymentStatus {
  if (current === 'paid') return 'refund_due';
  if (current === 'unpaid' || current === 'awaiting_payment') return unpaidAs;
  return current;
}

/**
 * The payment status the screens show, the shopper's and the staff's: a cancelled order never waits for a
 * payment, also one cancelled before cancelling set its payment (older records still say unpaid or
 * awaiting_payment).
 */
export function shownPaymentStatus(order: { status: OrderStatus; paymentStatus: PaymentStatus }): PaymentStatus {
  const unpaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'awaiting_payment';
  return order.status === 'cancelled' && unpaid ? 'not_needed' : order.paymentStatus;
}

/**
 * Whether the shopper may pay this order now with Mobile Money (start an attempt, enter a code, or switch to
 * paying on delivery): an order still pending, chosen to be paid now, whose payment is awaited. The one rule
 * for the payment callables (functions/src/orders/lib/order-payments.ts isAwaitingPayment) and every screen that offers
 * payment.
 */
export function mayPayNow(order: { status: OrderStatus; paymentStatus: string; paymentMethod: string }): boolean {
  return (
    order.status === 'pending' &&
    order.paymentMethod === 'mobile_money_now' &&
    order.paymentStatus === 'awaiting_payment'
  );
}

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * The shop's own promise for a cancelled paid order: the whole amount is paid back within this many working days; paid
 * online, to the Mobile Money number it was paid from (Paystack refunds the whole transaction,
 * functions/src/orders/lib/order-payments.ts refundIfPaidOnline).
 */
export const REFUND_WITHIN_WORKING_DAYS = 5;

/** How staff paid a refund back. */
export const [REFUND_METHODS, REFUND_METHOD_LABELS] = labelled(VALUE_LABELS.refundMethod);
export type RefundMethod = keyof typeof REFUND_METHOD_LABELS;

/** How a payment on delivery reached the shop (staff record it with "Mark as paid"). */
export const [RECEIVED_PAYMENT_METHODS, RECEIVED_PAYMENT_METHOD_LABELS] = labelled(VALUE_LABELS.receivedPaymentMethod);
export type ReceivedPaymentMethod = keyof typeof RECEIVED_PAYMENT_METHOD_LABELS;

/**
 * Who reads a staff note: `customer` notes go into the order's timeline, which the customer
 * reads; `internal` ones (the default) into orders/{id}/staffNotes, which only admins read (firestore.rules).
 */
export const NOTE_VISIBILITIES = ['internal', 'customer'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

/**
 * A customer may have at most this many orders waiting for the shop's confirmation (status pending);
 * placeOrder refuses another (hoarding stock with unconfirmed cash-on-delivery orders).
 */
export const MAX_PENDING_ORDERS = 3;

/** Why placeOrder refused, in `details.reason`, where the checkout acts on it (beyond showing the words). */
export const PLACE_ORDER_REFUSALS = { tooManyPending: 'too_many_pending' } as const;

/**
 * mobile_money_now: paid at checkout with Mobile Money through Paystack; instalments: a deposit and
 * instalments by Mobile Money, the order's plan (docs/plans.md); the others on delivery.
 */

export const [PAYMENT_METHODS, PAYMENT_METHOD_LABELS] = labelled(VALUE_LABELS.paymentMethod);
export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;

/** The payment methods paid on delivery: what an order paid online may switch to. */
export const ON_DELIVERY_PAYMENT_METHODS = ['cash_on_delivery', 'mobile_money_on_delivery'] as const;
export type OnDeliveryPaymentMethod = (typeof ON_DELIVERY_PAYMENT_METHODS)[number];

/**
 * The payment status an order starts with: paid online (now, or in instalments: its plan, docs/plans.md), it
 * waits for the payment; on delivery, unpaid.
 */
export const initialPaymentStatus = (method: PaymentMethod): PaymentStatus =>
  method === 'mobile_money_now' || method === 'instalments' ? 'awaiting_payment' : 'unpaid';

// ---------------------------------------------------------------------------------------------------------
// Sending an order out: the rider and the delivery day and time
// ---------------------------------------------------------------------------------------------------------

/** The parts of the day a delivery is promised for. */
export const [DELIVERY_SLOTS, DELIVERY_SLOT_LABELS] = labelled(VALUE_LABELS.deliverySlot);
export type DeliverySlot = keyof typeof DELIVERY_SLOT_LABELS;

/**
 * Who brings the order and when, recorded by staff when they mark it out for delivery (each part optional:
 * '' when not given); the customer's order page shows it. `riderPhone` is normalised by domain/shared/phone.ts,
 * `day` is YYYY-MM-DD (Ghana time).
 */
export interface OrderDispatch {
  riderName: string;
  riderPhone: string;
  day: string;
  slot: DeliverySlot | '';
}

/** What was recorded of the rider and delivery time, in words, as the order pages show it (nothing when empty). */
export function dispatchLines(dispatch: OrderDispatch | null): { label: string; value: string; tel?: string }[] {
  if (!dispatch) return [];
  const lines: { label: string; value: string; tel?: string }[] = [];
  const phone = dispatch.riderPhone ? formatGhanaPhone(dispatch.riderPhone) : '';
  if (dispatch.riderName || phone) {
    lines.push({
      label: 'Rider',
      value: [dispatch.riderName, phone].filter(Boolean).join(', '),
      ...(dispatch.riderPhone ? { tel: dispatch.riderPhone } : {}),
    });
  }
  const when = [dispatch.day ? formatDay(dispatch.day) : '', dispatch.slot ? DELIVERY_SLOT_LABELS[dispatch.slot] : ''];
  if (when.some(Boolean)) lines.push({ label: 'Delivery', value: when.filter(Boolean).join(', ') });
  return lines;
}
