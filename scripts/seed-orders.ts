/**
 * Demo orders, customers, contact messages and quote requests for the seed: a shop
 * that has been trading for a few weeks (every order status and payment status, Mobile Money attempts, refunds,
 * an inbox), and, for load tests, as many orders as asked (`npm run seed -- --orders 10000`).
 *
 * Pure and seeded: the same arguments give the same documents. Dates are JavaScript Dates (firebase-admin
 * stores them as Timestamps). The orders have the fields placeOrder writes, with their numbers
 * (domain/order/order-number.ts), phones and search keys (domain/order/order-search.ts), totals from the shop's
 * pricing.
 * Each concept in scripts/seed-orders/: customers, orders, enquiries.
 */
export { generateCustomers, type SeedCustomer, type SeedDoc } from './seed-orders/customers';
export { EVERY_KIND_OF_ORDER, generateOrders, numberOrders, type GeneratedOrders } from './seed-orders/orders';
export { generateEnquiries } from './seed-orders/enquiries';
