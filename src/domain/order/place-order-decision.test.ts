import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { placeOrderInputSchema, type PlaceOrderInput } from './order';
import { MAX_PENDING_ORDERS } from './order-status';
import { decidePlaceOrder, type PlaceOrderReads } from './place-order-decision';
import { PLAN_REFUSAL_MESSAGES } from '@domain/plans/messages';
import { confirmedScheduleOf, planSchedule } from '@domain/plans/plan-schedule';
import { productOnSaleFromRecord } from '@domain/catalog/product-record';
import { DEFAULT_SETTINGS, type ShopSettings } from '@domain/shop/settings';
import { userProfileFromRecord } from '@domain/users/user';
import { LAYAWAY } from '@domain/plans/plan-template.fixtures';

const ADDRESS = {
  fullName: 'Abena Mahama',
  phone: '024 123 4567',
  region: 'Northern',
  town: 'Tamale',
  gpsAddress: 'NT-0123-4567',
  streetOrLandmark: 'Behind the Central Mosque',
};

// Tax 12.5 %, delivery GH₵ 20.00 below GH₵ 1,000.00: prices that would drift in floating point.
const SETTINGS: ShopSettings = {
  ...DEFAULT_SETTINGS,
  business: { taxRate: 12.5, deliveryFee: 20, freeDeliveryThreshold: 1000 },
  payment: { holdMinutes: 30 },
};

const PANEL = { name: 'Solar panel 450 W', price: 333.33, stock: 5, available: true, category: 'Solar Panels' };
const BATTERY = { name: 'Battery 200 Ah', price: 0.1, stock: 3, available: true, category: 'Batteries' };

const NOW = new Date('2026-11-26T10:00:00Z');

function input(overrides: Partial<Record<string, unknown>> = {}): PlaceOrderInput {
  return placeOrderInputSchema.parse({
    orderId: 'order-0001-abena-x',
    items: [
      { productId: 'panel', quantity: 2 },
      { productId: 'battery', quantity: 3 },
    ],
    delivery: { method: 'delivery', address: ADDRESS },
    paymentMethod: 'cash_on_delivery',
    // 666.66 + 0.30 = 666.96; tax 83.37 (83.37); delivery 20.00: 770.33
    confirmedTotal: 77_033,
    ...overrides,
  });
}

function reads(overrides: Partial<PlaceOrderReads> = {}): PlaceOrderReads {
  return {
    uid: 'abena',
    email: 'abena@example.com',
    input: input(),
    existing: null,
    user: userProfileFromRecord(
      'abena',
      { displayName: 'Abena', role: 'customer', isActive: true, totalOrders: 2, totalSpent: 100.1 },
      () => null,
    ),
    totalOrdersBefore: 2,
    pendingStatuses: [],
    settings: SETTINGS,
    products: [productOnSaleFromRecord('panel', PANEL), productOnSaleFromRecord('battery', BATTERY)],
    now: NOW,
    ...overrides,
  };
}

describe('decidePlaceOrder', () => {
  it('places the order with exact money, takes the stock and adds it to the counters', () => {
    const decision = decidePlaceOrder(reads());
    if (decision.kind !== 'place') throw new Error(`expected the order placed, got ${decision.kind}`);
    expect(decision.order).toMatchObject({
      userId: 'abena',
      subtotal: 666.96,
      tax: 83.37,
      shipping: 20,
      total: 770.33,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash_on_delivery',
      items: [
        { productId: 'panel', name: PANEL.name, price: 333.33, quantity: 2 },
        { productId: 'battery', name: BATTERY.name, price: 0.1, quantity: 3 },
      ],
    });
    expect(decision.order.customer).toMatchObject({
      email: 'abena@example.com',
      displayName: 'Abena',
      phone: '+233241234567',
    });
    expect(decision.stock).toEqual([
      { productId: 'panel', stock: 3, sold: 2, stockLevel: 'low', withdraw: false },
      { productId: 'battery', stock: 0, sold: 3, stockLevel: 'out', withdraw: true },
    ]);
    // 100.10 + 770.33, in pesewas: never 870.4300000000001.
    expect(decision.totalSpent).toBe(870.43);
    expect(decision.paymentDueBy).toBeNull();
    expect(decision.plan).toBeNull();
  });

  it('holds the stock for the shop’s hold time when paid now with Mobile Money', () => {
    const decision = decidePlaceOrder(reads({ input: input({ paymentMethod: 'mobile_money_now' }) }));
    if (decision.kind !== 'place') throw new Error(`expected the order placed, got ${decision.kind}`);
    expect(decision.order.paymentStatus).toBe('awaiting_payment');
    expect(decision.paymentDueBy).toEqual(new Date('2026-11-26T10:30:00Z'));
  });

  it('answers the first order again for the same id, and refuses an id of another account', () => {
    expect(decidePlaceOrder(reads({ existing: { userId: 'abena' } }))).toEqual({ kind: 'already_placed' });
    // Checked first: even a customer now over the limit gets their order back.
    expect(
      decidePlaceOrder(reads({ existing: { userId: 'abena' }, pendingStatuses: Array(9).fill('pending') })),
    ).toEqual({ kind: 'already_placed' });
    expect(decidePlaceOrder(reads({ existing: { userId: 'kofi' } }))).toMatchObject({
      kind: 'refused',
      code: 'permission-denied',
      message: ORDER_MESSAGES.orderIdTaken,
    });
  });

  it('refuses a missing or disabled account', () => {
    expect(decidePlaceOrder(reads({ user: null }))).toMatchObject({
      code: 'permission-denied',
      message: ORDER_MESSAGES.accountNotFound,
    });
    const disabled = userProfileFromRecord('abena', { isActive: false, totalOrders: 2 }, () => null);
    expect(decidePlaceOrder(reads({ user: disabled }))).toMatchObject({
      code: 'permission-denied',
      message: ORDER_MESSAGES.accountDisabled,
    });
  });

  it('counts again when the customer’s orders changed since they were counted', () => {
    expect(decidePlaceOrder(reads({ totalOrdersBefore: 1 }))).toEqual({ kind: 'recount' });
  });

  it('refuses a customer with too many orders pending, with its reason', () => {
    const pending = Array<'pending'>(MAX_PENDING_ORDERS).fill('pending');
    expect(decidePlaceOrder(reads({ pendingStatuses: pending }))).toMatchObject({
      kind: 'refused',
      code: 'failed-precondition',
      details: { reason: 'too_many_pending' },
    });
    // An order confirmed since it was counted no longer counts.
    expect(decidePlaceOrder(reads({ pendingStatuses: [...pending.slice(1), 'confirmed'] })).kind).toBe('place');
  });

  it('refuses lines it cannot sell, naming only products the caller may read', () => {
    const decision = decidePlaceOrder(
      reads({
        products: [
          productOnSaleFromRecord('panel', { ...PANEL, stock: 1 }),
          productOnSaleFromRecord('battery', { ...BATTERY, available: false }),
        ],
      }),
    );
    expect(decision).toMatchObject({
      kind: 'refused',
      code: 'failed-precondition',
      details: {
        problems: [
          { productId: 'panel', name: PANEL.name, kind: 'short_stock', requested: 2, available: 1 },
          { productId: 'battery', name: ORDER_MESSAGES.productInCart, kind: 'unavailable', requested: 3 },
        ],
      },
    });
  });

  it('refuses a product that is gone, a service, and one without a valid price', () => {
    const problems = (products: PlaceOrderReads['products']) => {
      const decision = decidePlaceOrder(reads({ products }));
      return decision.kind === 'refused' ? decision.details?.problems?.map((p) => p.kind) : decision.kind;
    };
    expect(problems([null, productOnSaleFromRecord('battery', BATTERY)])).toEqual(['not_found']);
    const service = { ...PANEL, type: 'service' };
    expect(problems([productOnSaleFromRecord('panel', service), null])).toEqual(['service', 'not_found']);
    const unpriced = { ...PANEL, price: undefined };
    expect(problems([productOnSaleFromRecord('panel', unpriced), productOnSaleFromRecord('battery', BATTERY)])).toEqual(
      ['unavailable'],
    );
  });

  it('refuses a total the shopper did not confirm, with the new figures', () => {
    const decision = decidePlaceOrder(reads({ input: input({ confirmedTotal: 77_032 }) }));
    expect(decision).toMatchObject({
      kind: 'refused',
      code: 'failed-precondition',
      message: ORDER_MESSAGES.totalChanged,
      details: {
        priceChange: {
          confirmedTotal: 77_032,
          totals: { total: 770.33 },
          prices: [
            { productId: 'panel', price: 333.33 },
            { productId: 'battery', price: 0.1 },
          ],
        },
      },
    });
  });

  describe('paid in instalments', () => {
    const layaway = LAYAWAY;
    const settings = { ...SETTINGS, planTemplates: [layaway] };
    const schedule = planSchedule(77_033, layaway, '2026-11-26');
    const instalments = (plan: unknown) => input({ paymentMethod: 'instalments', plan });

    it('keeps the schedule the shopper confirmed, for the plan made with the order', () => {
      const decision = decidePlaceOrder(reads({ settings, input: instalments(confirmedScheduleOf(schedule)) }));
      if (decision.kind !== 'place') throw new Error(`expected the order placed, got ${decision.kind}`);
      expect(decision.plan).toEqual({
        schedule,
        customer: { name: ADDRESS.fullName, email: 'abena@example.com', phone: '+233241234567' },
      });
    });

    it('refuses a plan not offered, an order below its minimum and a schedule that changed', () => {
      const confirmed = confirmedScheduleOf(schedule);
      expect(decidePlaceOrder(reads({ input: instalments(confirmed) }))).toMatchObject({
        message: PLAN_REFUSAL_MESSAGES.no_plan,
        details: { reason: 'no_plan' },
      });
      const dear = { ...settings, planTemplates: [{ ...layaway, minTotal: 1000 }] };
      expect(decidePlaceOrder(reads({ settings: dear, input: instalments(confirmed) }))).toMatchObject({
        details: { reason: 'below_minimum' },
      });
      const later = new Date('2026-12-03T10:00:00Z');
      expect(decidePlaceOrder(reads({ settings, now: later, input: instalments(confirmed) }))).toMatchObject({
        details: { reason: 'schedule_changed', schedule: planSchedule(77_033, layaway, '2026-12-03') },
      });
    });
  });
});
