import type { NotificationData, NotificationTemplate } from '@domain/notifications/notifications';
import { orderNumberOf } from './order-number';
import type { OrderOf } from './order-record';
import type { OrderStatus } from './order-status';
import { normaliseGhanaPhone } from '@domain/shared/phone';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { orderPlanNotice } from './order-plan-notifications';

/**
 * Which notifications a change of an order sends, decided from the order as it was and as it is (both read by
 * orderFromRecord): pure, so that every rule is a unit test (order-notifications.test.ts); the outbox
 * (functions/src/notifications/lib/outbox.ts) only reads, addresses and queues what this chooses.
 */

/** One event of an order: the key in the notification's id, its template and what it adds to the order's data. */
export interface OrderEvent {
  key: string;
  template: NotificationTemplate;
  extra?: NotificationData;
}

/** The statuses a customer is told of: not pending (the order's own message) nor processing. */
const TOLD_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
];

/**
 * What the templates need of an order; `shopUrl` is the shop's address its links are built from; `schedule`, the
 * schedule of its plan when it is paid in instalments (its messages quote the plan's figures and state).
 */
export function orderNotificationData(
  order: OrderOf<unknown>,
  shopUrl: string,
  schedule: PlanSchedule | null = null,
): NotificationData {
  const address = order.delivery.address;
  return {
    orderNumber: orderNumberOf(order),
    orderId: order.id,
    // Each template links to the order's page for its reader (notification-templates.ts, orderLinkOf).
    shopUrl,
    customerName: (address?.fullName ?? '') || order.customer.displayName,
    customerPhone: normaliseGhanaPhone(address?.phone ?? '') ?? '',
    items: order.items.map(({ name, quantity, price }) => ({ name, quantity, price })),
    total: order.total,
    deliveryMethod: order.delivery.method,
    paymentMethod: order.paymentMethod,
    status: order.status,
    ...(order.plan && schedule ? { orderPlan: orderPlanNotice(order, schedule) } : {}),
  };
}

/**
 * The note staff marked "The customer too" with the change to `status`: the note of the timeline entries this
 * change added (functions/src/orders/lib/orders.ts, changeStatus), not a payment's entry.
 */
function customerNoteOf(before: OrderOf<unknown>, after: OrderOf<unknown>, status: OrderStatus): string {
  const added = after.statusHistory.slice(before.statusHistory.length);
  const entry = added.find((e) => e.status === status && !e.paymentStatus && e.note.trim() !== '');
  return entry ? entry.note.trim() : '';
}

/**
 * The customer events between two versions of an order (before null: it was just placed).
 *
 * A failed Mobile Money payment is told once per order (the key has no attempt number, so the outbox's ids
 * skip any later one): a shopper who tries again after a decline is on the order's page, which shows each
 * attempt as it goes; a message for every try would only repeat it. A payment received is always told.
 */
export function orderEvents(before: OrderOf<unknown> | null, after: OrderOf<unknown>): OrderEvent[] {
  if (!before) return [{ key: 'placed', template: 'order_placed' }];
  const events: OrderEvent[] = [];
  const { status } = after;
  if (status !== before.status && TOLD_STATUSES.includes(status)) {
    const note = customerNoteOf(before, after, status);
    events.push(
      status === 'cancelled' && after.paymentStatus === 'expired'
        ? { key: 'payment-expired', template: 'payment_expired' }
        : { key: `status-${status}`, template: 'order_status', ...(note ? { extra: { note } } : {}) },
    );
  }
  // An order paid in instalments: its plan's deposit received (its plan out of awaiting the deposit, not yet
  // fully paid: that is the payment received below).
  const planBefore = before.plan?.status;
  const planAfter = after.plan?.status;
  if (
    planBefore === 'awaiting_deposit' &&
    planAfter &&
    planAfter !== 'awaiting_deposit' &&
    (after.plan?.paid ?? 0) > 0
  ) {
    if (planAfter !== 'owned' && planAfter !== 'cancelled' && planAfter !== 'declined') {
      events.push({ key: 'plan-deposit-paid', template: 'payment_received' });
    }
  }
  if (after.paymentStatus !== before.paymentStatus) {
    if (after.paymentStatus === 'paid') events.push({ key: 'payment-paid', template: 'payment_received' });
    if (after.paymentStatus === 'refunded') {
      events.push({ key: 'refund', template: 'refund_made', extra: { amount: after.refund?.amount ?? after.total } });
    }
  }
  const failed = after.paymentAttempts.find(
    (attempt) =>
      attempt.status === 'failed' &&
      before.paymentAttempts.find((a) => a.reference === attempt.reference)?.status !== 'failed',
  );
  // Not when the same change also says the order is paid or cancelled: that message says what matters.
  if (failed && after.paymentStatus !== 'paid' && after.status !== 'cancelled') {
    // The reason only when it says more than that the payment did not go through.
    const reason = failed.failure === 'other' ? '' : failed.message;
    events.push({ key: 'payment-failed', template: 'payment_failed', extra: { reason } });
  }
  return events;
}
