import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderFromRecord, PAYMENT_STATUSES } from '@domain/order/order';
import { normaliseOrderNumberSearch } from '@domain/order/order-number';
import { calculateTotals } from '@domain/order/pricing';
import { SEED_SETTINGS } from './seed-data';
import { generateCustomers, generateEnquiries, generateOrders, numberOrders } from './seed-orders';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 24 * 60 * 60 * 1000;
const customers = generateCustomers(14, NOW);
const demo = () => generateOrders({ count: 40, customers, now: NOW, spanDays: 42, everyKind: true, idPrefix: 'demo' });

describe('the demo shop', () => {
  it('has orders in every status and every payment status, spread over the past weeks', () => {
    const { orders } = demo();
    numberOrders(orders);
    const read = orders.map((o) => orderFromRecord(o.path.split('/')[1]!, o.data, (v) => v as Date));
    expect(new Set(read.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(read.map((o) => o.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
    const ages = read.map((o) => (NOW - o.createdAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(Math.max(...ages)).toBeGreaterThan(21);
    expect(read.every((o) => o.createdAt.getTime() <= NOW && o.updatedAt.getTime() <= NOW)).toBe(true);
  });

  it('prices every order as the shop does, and keeps payments consistent with it', () => {
    for (const { data } of demo().orders) {
      const order = orderFromRecord('x', data, (v) => v as Date);
      // Delivery by the address's region (docs/delivery-fees.md), as placeOrder prices it.
      const { method, address } = order.delivery;
      expect(order).toMatchObject(calculateTotals(order.items, SEED_SETTINGS.business, method, address?.region));
      expect(order.paidAt !== null).toBe(['paid', 'refund_due', 'refunded'].includes(order.paymentStatus));
      if (order.paymentMethod === 'mobile_money_now') expect(order.paymentAttempts.length).toBeGreaterThan(0);
      if (order.paymentStatus === 'awaiting_payment') expect(order.paymentDueBy!.getTime()).toBeGreaterThan(NOW);
      if (order.paymentStatus === 'refunded') expect(order.refund).toMatchObject({ amount: order.total });
      expect(order.statusHistory.at(-1)?.status).toBe(order.status);
    }
  });

  it('draws the numbers as placeOrder does, the same each time, never one claimed by another order', () => {
    const load = () =>
      generateOrders({ count: 500, customers, now: NOW, spanDays: 365, everyKind: false, idPrefix: 'load' }).orders;
    const orders = load();
    const claims = numberOrders(orders);
    const numbers = orders.map((o) => o.data.number as string);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => /^SS-\d{4}-\d{5}$/.test(n) && normaliseOrderNumberSearch(n) === n)).toBe(true);
    expect([...claims]).toEqual(orders.map((o) => [o.data.number, o.path.split('/')[1]]));
    const again = load();
    const taken = new Set([numbers[3]!]);
    numberOrders(again, taken);
    expect(again[3]!.data.number).not.toBe(numbers[3]);
    expect(again.map((o) => o.data.number).filter((n) => taken.has(n as string))).toEqual([]);
    expect(again.slice(0, 3).map((o) => o.data.number)).toEqual(numbers.slice(0, 3));
  });

  it('has messages and quote requests in every status, from the demo customers', () => {
    const docs = generateEnquiries(customers, NOW);
    const statuses = (kind: string) => new Set(docs.filter((d) => d.path.startsWith(kind)).map((d) => d.data.status));
    expect(statuses('messages/')).toEqual(new Set(['new', 'read', 'replied', 'archived']));
    expect(statuses('quotes/')).toEqual(new Set(['new', 'contacted', 'quoted', 'won', 'lost']));
  });
});
