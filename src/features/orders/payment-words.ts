import { orderPaymentState, type OrderForPaymentState, type PaymentLook } from '@domain/order/order-payment-state';

/** What the shopper is to make of an order's payment: done, waiting for them, later, a plan running, a refund, none. */
export type PaymentKind = PaymentLook;

/**
 * An order's payment in the shopper's words (My orders, the order's page): the one rule of its payment
 * (domain/order/order-payment-state.ts: a cancelled order never waits for a payment, an order paid in
 * instalments says where its plan stands).
 */
export function paymentInWords(order: OrderForPaymentState): { text: string; kind: PaymentKind; detail: string } {
  const state = orderPaymentState(order);
  return { text: state.customer, kind: state.look, detail: state.customerDetail };
}
