/** What the order forms and callables accept: addresses, GhanaPost GPS, placing, moving and refunding an order. */
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import {
  deliveryAddressSchema,
  GHANA_REGIONS,
  normaliseGpsAddress,
  placeOrderInputSchema,
  recordRefundInputSchema,
  updateOrderStatusInputSchema,
} from './order';

describe('GhanaPost GPS addresses', () => {
  it('accept two letters and groups of 3 or 4 digits, normalised', () => {
    expect(normaliseGpsAddress('NT-0000-0000')).toBe('NT-0000-0000');
    expect(normaliseGpsAddress('nt-123-4567')).toBe('NT-123-4567');
    expect(normaliseGpsAddress(' GA 183 8164 ')).toBe('GA-183-8164');
    expect(normaliseGpsAddress('ak - 039 - 5028')).toBe('AK-039-5028');
  });

  it('refuse anything else', () => {
    for (const bad of [
      'NT00000000',
      'N-0000-0000',
      'NT-12-4567',
      'NT-12345-6789',
      'NT-0000-00000',
      '12-0000-0000',
      '',
    ]) {
      expect(normaliseGpsAddress(bad), bad).toBeNull();
    }
  });
});

const address = {
  fullName: '  Abena Mahama ',
  phone: '024 123 4567',
  region: 'Northern',
  town: 'Tamale',
  gpsAddress: 'nt-0123-4567',
  streetOrLandmark: 'Near the Jubilee Park',
};

describe('deliveryAddressSchema', () => {
  it('keeps a good address, trimmed and normalised', () => {
    expect(deliveryAddressSchema.parse(address)).toEqual({
      fullName: 'Abena Mahama',
      phone: '+233241234567',
      region: 'Northern',
      town: 'Tamale',
      gpsAddress: 'NT-0123-4567',
      streetOrLandmark: 'Near the Jubilee Park',
    });
  });

  it('makes the GPS address optional (missing or empty becomes null)', () => {
    expect(deliveryAddressSchema.parse({ ...address, gpsAddress: undefined }).gpsAddress).toBeNull();
    expect(deliveryAddressSchema.parse({ ...address, gpsAddress: '  ' }).gpsAddress).toBeNull();
  });

  it('says per field what is wrong, in words', () => {
    const result = deliveryAddressSchema.safeParse({
      fullName: ' ',
      phone: '12345',
      region: 'Lagos',
      town: '',
      gpsAddress: 'nowhere',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      fullName: ORDER_MESSAGES.fullName,
      phone: ORDER_MESSAGES.phone,
      region: ORDER_MESSAGES.region,
      town: ORDER_MESSAGES.town,
      gpsAddress: ORDER_MESSAGES.gpsAddress,
      streetOrLandmark: ORDER_MESSAGES.streetOrLandmark,
    });
  });

  it('knows the 16 regions', () => {
    expect(GHANA_REGIONS).toHaveLength(16);
    expect(new Set(GHANA_REGIONS).size).toBe(16);
  });
});

const validOrder = {
  orderId: '3f1c2a9e-5b7d-4c1e-9a2b-123456789abc',
  items: [{ productId: 'panel-jinko-450w-mono', quantity: 2 }],
  delivery: { method: 'delivery', address },
  paymentMethod: 'cash_on_delivery',
  confirmedTotal: 345_000,
};

describe('placeOrderInputSchema', () => {
  it('keeps ids and quantities only: prices, totals and anything else the client sends are stripped', () => {
    const parsed = placeOrderInputSchema.parse({
      ...validOrder,
      items: [{ productId: 'panel-jinko-450w-mono', quantity: 2, price: 1, name: 'Cheap' }],
      total: 1,
      subtotal: 1,
      status: 'delivered',
      userId: 'someone-else',
    });
    expect(parsed.items).toEqual([{ productId: 'panel-jinko-450w-mono', quantity: 2 }]);
    expect(Object.keys(parsed).sort()).toEqual([
      'confirmedTotal',
      'delivery',
      'items',
      'orderId',
      'paymentMethod',
      'plan',
    ]);
    expect(parsed.plan).toBeNull();
  });

  it('needs the schedule confirmed when paying in instalments, and only then', () => {
    const plan = {
      templateId: 'three-months',
      total: 354_000,
      deposit: 103_500,
      instalments: [{ dueOn: '2026-12-26', amount: 250_500 }],
    };
    expect(placeOrderInputSchema.parse({ ...validOrder, paymentMethod: 'instalments', plan }).plan).toEqual(plan);
    expect(placeOrderInputSchema.safeParse({ ...validOrder, paymentMethod: 'instalments' }).success).toBe(false);
    expect(placeOrderInputSchema.safeParse({ ...validOrder, plan }).success).toBe(false);
    const badDay = { ...plan, instalments: [{ dueOn: 'soon', amount: 1 }] };
    expect(placeOrderInputSchema.safeParse({ ...validOrder, paymentMethod: 'instalments', plan: badDay }).success).toBe(
      false,
    );
  });

  it('needs the confirmed total in whole pesewas', () => {
    expect(placeOrderInputSchema.parse(validOrder).confirmedTotal).toBe(345_000);
    expect(placeOrderInputSchema.parse({ ...validOrder, confirmedTotal: 0 }).confirmedTotal).toBe(0);
    for (const confirmedTotal of [undefined, null, 3450.5, -1, '345000', Number.NaN, 1e12]) {
      expect(placeOrderInputSchema.safeParse({ ...validOrder, confirmedTotal }).error?.issues[0]?.message).toBe(
        ORDER_MESSAGES.invalidRequest,
      );
    }
  });

  it('needs an address for delivery, not for pickup', () => {
    const noAddress = placeOrderInputSchema.safeParse({ ...validOrder, delivery: { method: 'delivery' } });
    expect(noAddress.error?.issues[0]?.message).toBe(ORDER_MESSAGES.addressRequired);
    const pickup = placeOrderInputSchema.parse({ ...validOrder, delivery: { method: 'pickup' } });
    expect(pickup.delivery).toEqual({ method: 'pickup', address: null });
  });

  it('refuses empty, duplicate, too many or nonsense lines', () => {
    const issue = (input: unknown) => placeOrderInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ ...validOrder, items: [] })).toBe('Your cart is empty!');
    expect(issue({ ...validOrder, items: [{ productId: 'a', quantity: 0 }] })).toBe(
      'Quantity must be a whole number from 1 to 100.',
    );
    expect(issue({ ...validOrder, items: [{ productId: 'a', quantity: 101 }] })).toBe(
      'Quantity must be a whole number from 1 to 100.',
    );
    expect(issue({ ...validOrder, items: [{ productId: 'a', quantity: 1.5 }] })).toBe(
      'Quantity must be a whole number from 1 to 100.',
    );
    expect(issue({ ...validOrder, items: [{ productId: 'a/b', quantity: 1 }] })).toBe(ORDER_MESSAGES.invalidProductId);
    expect(
      issue({
        ...validOrder,
        items: [
          { productId: 'a', quantity: 1 },
          { productId: 'a', quantity: 2 },
        ],
      }),
    ).toBe(ORDER_MESSAGES.duplicateLine);
    const lines = Array.from({ length: 31 }, (_, i) => ({ productId: `p${i}`, quantity: 1 }));
    expect(issue({ ...validOrder, items: lines })).toBe('An order can hold at most 30 different items.');
  });

  it('refuses order ids that are short, hold a slash or are missing', () => {
    const issue = (orderId: unknown) =>
      placeOrderInputSchema.safeParse({ ...validOrder, orderId }).error?.issues[0]?.message;
    expect(issue('abc')).toBe(ORDER_MESSAGES.invalidOrderId);
    expect(issue('aaaaaaaaaaaaaaaa/bbbb')).toBe(ORDER_MESSAGES.invalidOrderId);
    expect(issue('__aaaaaaaaaaaaaaaaaa__')).toBe(ORDER_MESSAGES.invalidOrderId);
    expect(issue(undefined)).toBe(ORDER_MESSAGES.invalidOrderId);
    expect(issue('AbCdEfGhIjKlMnOpQrSt')).toBeUndefined();
  });

  it('refuses a request that is not an object, in words', () => {
    for (const input of [null, undefined, 'order', 42]) {
      expect(placeOrderInputSchema.safeParse(input).error?.issues[0]?.message).toBe(ORDER_MESSAGES.invalidRequest);
    }
  });

  it('refuses an unknown payment or delivery method', () => {
    const issue = (input: unknown) => placeOrderInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ ...validOrder, paymentMethod: 'card' })).toBe(ORDER_MESSAGES.choosePaymentMethod);
    expect(issue({ ...validOrder, delivery: { method: 'drone', address } })).toBe(ORDER_MESSAGES.chooseDeliveryMethod);
  });
});

describe('updateOrderStatusInputSchema', () => {
  it('takes a known status and an optional short note', () => {
    expect(
      updateOrderStatusInputSchema.parse({ orderId: validOrder.orderId, status: 'confirmed', note: ' ok ' }),
    ).toEqual({
      orderId: validOrder.orderId,
      status: 'confirmed',
      note: 'ok',
      // A note is internal unless marked for the customer; no payment with it.
      noteVisibility: 'internal',
      payment: undefined,
    });
    expect(updateOrderStatusInputSchema.safeParse({ orderId: validOrder.orderId, status: 'lost' }).success).toBe(false);
    // the callable protocol sends an undefined note as null
    expect(
      updateOrderStatusInputSchema.parse({ orderId: validOrder.orderId, status: 'confirmed', note: null }),
    ).toEqual({
      orderId: validOrder.orderId,
      status: 'confirmed',
      note: undefined,
      noteVisibility: 'internal',
      payment: undefined,
    });
    expect(
      updateOrderStatusInputSchema.safeParse({
        orderId: validOrder.orderId,
        status: 'confirmed',
        note: 'x'.repeat(501),
      }).error?.issues[0]?.message,
    ).toBe(ORDER_MESSAGES.note);
  });
});

describe('recordRefundInputSchema', () => {
  const refund = { orderId: validOrder.orderId, amount: 3450, method: 'mobile_money', reference: ' MP1234 ' };
  const issue = (input: unknown) => recordRefundInputSchema.safeParse(input).error?.issues[0]?.message;

  it('takes an amount in GHS with at most 2 decimals, Mobile Money or cash, a reference and an optional note', () => {
    expect(recordRefundInputSchema.parse(refund)).toEqual({ ...refund, reference: 'MP1234', note: undefined });
    expect(
      recordRefundInputSchema.parse({ ...refund, amount: 0.01, method: 'cash', note: 'At the shop' }),
    ).toMatchObject({ amount: 0.01, method: 'cash', note: 'At the shop' });
  });

  it('refuses a missing, zero, negative or sub-pesewa amount, another method, no reference, in words', () => {
    for (const amount of [undefined, 0, -5, 1.005, '10']) {
      expect(issue({ ...refund, amount })).toBe(ORDER_MESSAGES.refundAmount);
    }
    expect(issue({ ...refund, method: 'bank' })).toBe(ORDER_MESSAGES.refundMethod);
    expect(issue({ ...refund, reference: '   ' })).toBe(ORDER_MESSAGES.refundReference);
    expect(issue({ ...refund, reference: 'x'.repeat(101) })).toBe(ORDER_MESSAGES.refundReference);
    expect(issue(null)).toBe(ORDER_MESSAGES.invalidRequest);
  });
});
