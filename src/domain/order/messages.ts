/**
 * An order's words (docs/storefront.md; docs/orders-at-scale.md): the checkout's, the customer's order pages',
 * staff's order screens', an order's payment for the customer and staff, its delivery methods, and what its
 * e-mails and SMS say of a plan it is paid by (docs/plans.md). The refusals of the order functions are
 * ORDER_MESSAGES, in domain/shared/messages.ts: the plans, projects and accounts say them too.
 */
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import { formatDay } from '@domain/shared/date-time';
import { fromPesewas, ghsText } from '@domain/shared/money';
import { PAYMENT_UI_MESSAGES } from '@domain/payments/messages';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { PLAN_DEPOSIT_HOURS } from '@domain/plans/plan-rules';
import { REFUND_WITHIN_WORKING_DAYS } from './order-status';
import type { DeliveryMethod } from './pricing';

/** The shop's words for each delivery method (value-labels.json). */
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = VALUE_LABELS.deliveryMethod;

/** The words of an order's payment (customer and staff), one place for every screen and message. */
export const ORDER_PAYMENT_WORDS = {
  paid: 'Paid',
  waiting: 'Waiting for your Mobile Money payment',
  onDelivery: 'Pay on delivery',
  atPickup: 'Pay when you collect',
  notYetPaid: 'Not paid yet',
  expired: 'Not paid in time',
  nothingToPay: 'Nothing to pay',
  refundDue: 'Refund due',
  refunded: 'Refunded',
  plan: {
    customer: {
      depositAwaited: (deposit: string) => `Waiting for your deposit of ${deposit}`,
      depositPart: (paid: string, deposit: string) => `Deposit part paid: ${paid} of ${deposit}`,
      approvalAwaited: 'Deposit paid: the shop is checking your plan',
      instalments: 'Deposit paid: instalments running',
      overdue: 'Deposit paid: a payment is overdue',
      paidOff: 'Fully paid on your plan',
      unknown: 'Paid in instalments',
    },
    staff: {
      depositAwaited: 'Plan: deposit awaited',
      depositPart: (paid: string, deposit: string) => `Plan: ${paid} of the ${deposit} deposit paid`,
      approvalAwaited: 'Plan: deposit paid, approval awaited',
      instalments: 'Plan: deposit paid, instalments running',
      overdue: 'Plan: overdue',
      paidOff: 'Plan: paid in full',
      unknown: 'Paid in instalments',
    },
    payDeposit: 'Pay the deposit',
    payPlan: 'Pay toward your plan',
    paidSoFar: (paid: string, total: string) => `${paid} of ${total} paid on the plan.`,
    planTotal: (name: string, total: string, deposit: string, count: number) =>
      `Plan "${name}": ${total} in all, a deposit of ${deposit} and ${count} ${count === 1 ? 'instalment' : 'instalments'}.`,
    customerGoods: {
      keptUntilPaid: 'Your goods are kept for you at the shop and handed over to you once everything is paid.',
      keptUntilApproved:
        'Your goods are kept for you at the shop and handed over to you once the shop approves your plan.',
      handOver: 'Your goods can be handed over to you; the instalments go on.',
      yours: 'The goods are yours.',
    },
    staffGoods: {
      keptUntilPaid: 'Goods kept at the shop until everything is paid: the order stays pending.',
      keptUntilApproved: 'Goods kept at the shop until the plan is approved: the order stays pending.',
      handOver: 'Goods may be handed over: the order can move on while the instalments go on.',
      yours: 'Fully paid: the goods are the customer\u2019s.',
      cancelOnPlan:
        'Money was paid on the plan, so the order is not cancelled here: a plan waiting for approval is declined on its page (what was paid is refunded).',
    },
  },
} as const;

/** What a message of an order paid in instalments knows of its plan (pesewas), kept in the notification's data. */
export interface OrderPlanNotice {
  name: string;
  cash: number;
  total: number;
  deposit: number;
  paid: number;
  frequency: PlanSchedule['frequency'];
  instalments: { dueOn: string; amount: number }[];
  /** Where the order's payment stands and where its goods are, in the customer's words (orderPaymentState) */
  state: string;
  goods: string;
  stage: string;
}

const ghs = (pesewas: number) => ghsText(fromPesewas(pesewas));
const EVERY = { weekly: 'weekly', monthly: 'monthly' } as const;

/** "3 monthly payments: GHS 1,000.00 on 12 March 2026, ..." */
function instalmentsLine(p: OrderPlanNotice): string {
  const n = p.instalments.length;
  const rows = p.instalments.map((i) => `${ghs(i.amount)} on ${formatDay(i.dueOn)}`).join(', ');
  return `then ${n} ${EVERY[p.frequency]} ${n === 1 ? 'payment' : 'payments'}: ${rows}`;
}

/** The words of an order's messages about its plan. */
export const ORDER_PLAN_MESSAGE_WORDS = {
  placed: (p: OrderPlanNotice) => [
    `You chose to pay in instalments, plan "${p.name}": ${ghs(p.total)} in all, a deposit of ${ghs(p.deposit)}, ${instalmentsLine(p)}. The price in cash is ${ghs(p.cash)}.`,
    `Pay the deposit of ${ghs(p.deposit)} by Mobile Money within ${PLAN_DEPOSIT_HOURS} hours on your order's page, or the order is cancelled and the goods are returned to stock.`,
    p.goods,
  ],
  placedSms: (shop: string, n: string, p: OrderPlanNotice) =>
    `${shop}: order ${n} received. Plan ${p.name}: deposit ${ghs(p.deposit)}, then ${p.instalments.length} payments, ${ghs(p.total)} in all. Pay the deposit within ${PLAN_DEPOSIT_HOURS}h.`,
  placedStaff: (p: OrderPlanNotice) =>
    `Paid in instalments, plan "${p.name}": ${ghs(p.total)} in all, deposit ${ghs(p.deposit)} awaited.`,
  depositSubject: (shop: string, n: string) => `${shop}: deposit received for order ${n}`,
  deposit: (n: string, p: OrderPlanNotice) => [
    `We received your deposit of ${ghs(p.deposit)} for order ${n}. Thank you.`,
    `${p.state}: ${ghs(p.paid)} of ${ghs(p.total)} paid on your plan "${p.name}". ${p.goods}`,
  ],
  depositSms: (shop: string, n: string, p: OrderPlanNotice) =>
    `${shop}: deposit of ${ghs(p.deposit)} received for order ${n}. ${ghs(p.paid)} of ${ghs(p.total)} paid on your plan.`,
  paidOffSubject: (shop: string, n: string) => `${shop}: your plan for order ${n} is fully paid`,
  paidOff: (n: string, p: OrderPlanNotice) => [
    `Your plan for order ${n} is fully paid: ${ghs(p.paid)} received in all. Thank you.`,
    p.goods,
  ],
  paidOffSms: (shop: string, n: string, p: OrderPlanNotice) =>
    `${shop}: your plan for order ${n} is fully paid (${ghs(p.paid)}). The goods are yours. Thank you.`,
  itemsTotal: 'Price in cash',
} as const;

/**
 * What the checkout says in the shop's own words (DESIGN.md sections 3 and 4), with the words of paying it shares
 * with a project's deposit (PAYMENT_UI_MESSAGES).
 */
export const CHECKOUT_MESSAGES = {
  // The words of paying it shares with a project's deposit (the Mobile Money charge, a changed price).
  ...PAYMENT_UI_MESSAGES,
  alreadyPlaced: 'This order had already been placed: nothing was ordered twice.',
  cartCorrected: 'We have updated your cart to what is in stock. Please check it and place your order again.',
  retrySafe: 'Your order number is kept, so trying again can never place the same order twice.',
  // The confirmed total.
  checkingPrices: 'Checking prices...',
  newTotal: (total: string) => `New total: ${total}. Press Place order to confirm it.`,
  // Delivery by region (docs/delivery-fees.md).
  chooseRegion: 'Choose your region to see the delivery fee and when it arrives.',
  deliveryTo: (region: string, days: string) => `Delivery to ${region}: ${days}.`,
  freeDeliveryTo: (region: string, amount: string) => `Free delivery to ${region} for orders from ${amount}.`,
  freeDeliveryFrom: (amount: string) => `Free delivery for orders from ${amount}.`,
  // A Mobile Money number whose prefix belongs to another network than the one chosen (numbers can be moved).
  networkHint: (network: string) =>
    `This number usually belongs to ${network}. If you moved it to another network, keep your choice.`,
  // Too many orders waiting for confirmation.
  callOrWhatsApp: 'Call or WhatsApp the shop:',
  // Offline, or no answer.
  offline:
    'You are offline: your order has not been sent. Nothing is lost: your details and your order number are kept. Press Place order again when you are back online.',
  notSent:
    'We could not reach the shop: your order has not been sent. Nothing is lost: your details and your order number are kept. Please try again.',
  connectionLost:
    'The connection was lost while sending your order, so we cannot tell yet whether it reached us. Nothing is lost: your details and your order number are kept. When you are back online, press Place order again: it can never place the same order twice.',
  stillWaiting: 'Still waiting for the shop to answer. Your order number is kept: it can never be placed twice.',
  noAnswerAbsent:
    'The shop did not answer in time, and your order is not in our records: it has not been placed. Nothing is lost: press Place order again.',
  noAnswer:
    'The shop did not answer in time, and we cannot tell yet whether your order reached us. Nothing is lost: press Place order again, it can never place the same order twice.',
  // Paying now with Mobile Money (the page that follows the payment).
  heldUntil: (time: string) => `Your items are kept for you until ${time}. After that, an unpaid order is cancelled.`,
  payOnDelivery: 'Pay on delivery instead',
  payOnDeliveryHint: 'Keep this order and pay by Mobile Money or cash when it arrives.',
  payAtPickup: 'Pay at pickup instead',
  payAtPickupHint: 'Keep this order and pay by Mobile Money or cash when you collect it at our Tamale shop.',
  paidTitle: 'Payment received',
  paid: (amount: string, network: string) => `You paid ${amount} with ${network} Mobile Money. Thank you!`,
  expired: 'Payment not received in time: this order was cancelled and its items are back in stock.',
  switched: 'You will pay when your order arrives.',
} as const;

const REFUND_WITHIN = `within ${REFUND_WITHIN_WORKING_DAYS} working days`;

/** What the customer's order pages say in the shop's own words (DESIGN.md sections 2 and 3). */
export const MY_ORDER_MESSAGES = {
  cancelled: 'Order cancelled.',
  cancelledDescription: 'The items are back in stock. Nothing is owed for this order.',
  ordersLoadFailed: 'We could not load your orders. Please check your connection and try again.',
  orderLoadFailed: 'We could not load this order. Please check your connection and try again.',
  refundDue: `This order was paid and then cancelled: we owe you a refund and will contact you to pay it back, ${REFUND_WITHIN}.`,
  refundDueOnline: `This order was paid with Mobile Money and then cancelled: the money is being sent back to your wallet, ${REFUND_WITHIN}.`,
  // The cancel confirmation of a paid order: what is refunded, how and when (REFUND_WITHIN_WORKING_DAYS).
  cancelPaidOnline: (amount: string, network: string, wallet: string) =>
    `You paid ${amount} for this order. If you cancel it, the whole ${amount} is refunded to the ${network} Mobile Money number you paid from (${wallet}), ${REFUND_WITHIN}.`,
  cancelPaid: (amount: string) =>
    `You paid ${amount} for this order. If you cancel it, we contact you to pay the whole ${amount} back, ${REFUND_WITHIN}.`,
  refunded: (amount: string, method: string) => `Refunded ${amount} by ${method}.`,
  // The confirmation page's heading, from the order's payment (order-confirmation.tsx).
  thankYou: 'Thank you for your order!',
  approveToFinish: 'Your order is saved: now approve the payment',
  paymentDidNotGoThrough: 'Your order is saved, but the payment did not go through',
  orderCancelled: 'This order is cancelled',
} as const;

/** The admin order screens' own words. */
export const ADMIN_ORDER_TEXTS = {
  /** A staff member whose job does not include the order's next step (docs/staff-roles.md). */
  notYourStep: (status: string, payment: string) =>
    `This order is ${status.toLowerCase()} and ${payment.toLowerCase()}. Its next step is not part of your job.`,
  loadFailed: 'We could not load the orders. Check your connection and try again.',
  loadOneFailed: 'We could not load this order. Check your connection and try again.',
  statusChanged: (label: string) => `Order marked ${label.toLowerCase()}`,
  deliveryUndone: (label: string) => `Delivery undone: the order is ${label.toLowerCase()} again`,
  paid: 'Order marked as paid',
  deliveredAndPaid: 'Order marked delivered and paid',
  refundDue: 'This order was paid and then cancelled: the customer is owed a refund. Pay it back, then record it here.',
  refunded: 'Refund recorded',
  refundedText: (amount: string) => `${amount} refunded; the customer sees "Refunded".`,
  updateFailedTitle: 'Order not updated',
} as const;
