/**
 * Orders (DESIGN.md sections 2 and 3), shared by functions/ and the app, in four modules along their seams:
 *   order-status.ts      statuses and transitions, payment, refunds, their labels (no zod)
 *   delivery-address.ts  Ghana regions, GPS addresses, the delivery address schema
 *   order-schemas.ts     the placeOrder input and every order callable's request schema
 *   order-record.ts      the order document, read defensively, and the callables' responses
 *   order-payment.ts     paying now with Mobile Money (Paystack): networks, charge attempts, references
 *
 * This index loads zod (about 25 KB gzip): import it only from lazily loaded code (checkout, order and admin
 * screens), never from the home route's modules; `import type` is always free.
 */
export * from './order-status';
export * from './delivery-address';
export * from './order-schemas';
export * from './order-record';
export * from '@domain/payments/order-payment';
