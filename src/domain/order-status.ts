import type { DeliveryMethod } from './pricing';

/**
 * An order's life (DESIGN.md sections 2 and 3): its statuses and their transitions, payment and refunds, and
 * the labels the screens show. Pure, no zod: shared by functions/ and the app.
 */

// ---------------------------------------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['out_for_delivery', 'ready_for_pickup', 'cancelled'],
  out_for_delivery: ['delivered'],
  ready_for_pickup: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order may move to next: out_for_delivery only for delivery, ready_for_pickup only for pickup. */
export function nextStatuses(status: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  return NEXT_STATUSES[status].filter(
    (next) =>
      !(next === 'out_for_delivery' && method !== 'delivery') && !(next === 'ready_for_pickup' && method !== 'pickup'),
  );
}

export function canTransition(from: OrderStatus, to: OrderStatus, method: DeliveryMethod): boolean {
  return nextStatuses(from, method).includes(to);
}

/** A customer may cancel their own order only while it is pending. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === 'pending';
}

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------------
// Payment and delivery
// ---------------------------------------------------------------------------------------------------------

/**
 * unpaid → paid (staff record a payment); a paid order that is cancelled becomes refund_due, and staff
 * record the refund (amount, Mobile Money or cash, reference) to make it refunded.
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/** How staff paid a refund back. */
export const REFUND_METHODS = ['mobile_money', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  mobile_money: 'Mobile Money',
  cash: 'Cash',
};

/**
 * A customer may have at most this many orders waiting for the shop's confirmation (status pending);
 * placeOrder refuses another (hoarding stock with unconfirmed cash-on-delivery orders).
 */
export const MAX_PENDING_ORDERS = 3;

export const PAYMENT_METHODS = ['cash_on_delivery', 'mobile_money_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  mobile_money_on_delivery: 'Mobile Money on delivery',
};

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup at our Tamale shop',
};
