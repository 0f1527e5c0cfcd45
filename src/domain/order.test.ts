import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './messages';
import {
  canCustomerCancel,
  canUndoDelivery,
  deliveredAt,
  DELIVERY_UNDO_HOURS,
  dispatchLines,
  stepsPassed,
  undoneDeliveryStatus,
  isOrderOpen,
  canTransition,
  deliveryAddressSchema,
  mayPayNow,
  PAYMENT_STATUSES,
  paymentStatusOnCancel,
  shownPaymentStatus,
  GHANA_REGIONS,
  nextStatuses,
  normaliseGpsAddress,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderFromDto,
  orderFromRecord,
  placeOrderInputSchema,
  recordRefundInputSchema,
  updateOrderStatusInputSchema,
  type OrderDto,
} from './order';

describe('paying an order, and cancelling it', () => {
  const online = { paymentMethod: 'mobile_money_now', paymentStatus: 'awaiting_payment' } as const;

  it('may pay now only a pending order chosen to be paid now whose payment is awaited', () => {
    expect(ORDER_STATUSES.filter((status) => mayPayNow({ ...online, status }))).toEqual(['pending']);
    expect(
      PAYMENT_STATUSES.filter((paymentStatus) => mayPayNow({ ...online, status: 'pending', paymentStatus })),
    ).toEqual(['awaiting_payment']);
    expect(mayPayNow({ status: 'pending', paymentStatus: 'awaiting_payment', paymentMethod: 'cash_on_delivery' })).toBe(
      false,
    );
    // An order cancelled before cancelling ended its payment's wait (an older record) is never offered payment.
    expect(mayPayNow({ ...online, status: 'cancelled' })).toBe(false);
  });

  it('a cancellation ends the wait for a payment, and owes back a paid one', () => {
    expect(Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, paymentStatusOnCancel(s)]))).toEqual({
      unpaid: 'not_needed',
      awaiting_payment: 'not_needed',
      paid: 'refund_due',
      expired: 'expired',
      not_needed: 'not_needed',
      refund_due: 'refund_due',
      refunded: 'refunded',
    });
    expect(paymentStatusOnCancel('awaiting_payment', 'expired')).toBe('expired');
    expect(paymentStatusOnCancel('paid', 'expired')).toBe('refund_due');
  });

  it('shows no cancelled order as unpaid or awaiting its payment, older records too', () => {
    expect(shownPaymentStatus({ status: 'cancelled', paymentStatus: 'awaiting_payment' })).toBe('not_needed');
    expect(shownPaymentStatus({ status: 'cancelled', paymentStatus: 'unpaid' })).toBe('not_needed');
    expect(shownPaymentStatus({ status: 'cancelled', paymentStatus: 'refund_due' })).toBe('refund_due');
    expect(shownPaymentStatus({ status: 'cancelled', paymentStatus: 'expired' })).toBe('expired');
    expect(shownPaymentStatus({ status: 'pending', paymentStatus: 'awaiting_payment' })).toBe('awaiting_payment');
    expect(shownPaymentStatus({ status: 'delivered', paymentStatus: 'unpaid' })).toBe('unpaid');
  });
});

describe('order statuses', () => {
  it('move forward to any later step at once, by delivery method', () => {
    expect(nextStatuses('pending', 'delivery')).toEqual([
      'confirmed',
      'processing',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(nextStatuses('confirmed', 'pickup')).toEqual(['processing', 'ready_for_pickup', 'delivered', 'cancelled']);
    expect(nextStatuses('processing', 'delivery')).toEqual(['out_for_delivery', 'delivered', 'cancelled']);
    expect(nextStatuses('processing', 'pickup')).toEqual(['ready_for_pickup', 'delivered', 'cancelled']);
    expect(nextStatuses('out_for_delivery', 'delivery')).toEqual(['delivered']);
    expect(nextStatuses('ready_for_pickup', 'pickup')).toEqual(['delivered']);
    expect(nextStatuses('delivered', 'delivery')).toEqual([]);
    expect(nextStatuses('cancelled', 'pickup')).toEqual([]);
  });

  it('record the steps skipped as passed through, the one moved to last', () => {
    expect(stepsPassed('pending', 'out_for_delivery', 'delivery')).toEqual([
      'confirmed',
      'processing',
      'out_for_delivery',
    ]);
    expect(stepsPassed('confirmed', 'delivered', 'pickup')).toEqual(['processing', 'ready_for_pickup', 'delivered']);
    expect(stepsPassed('processing', 'cancelled', 'delivery')).toEqual(['cancelled']);
    expect(stepsPassed('out_for_delivery', 'delivered', 'delivery')).toEqual(['delivered']);
  });

  it('refuse going back, the wrong branch, and cancelling once on the road', () => {
    expect(canTransition('pending', 'processing', 'delivery')).toBe(true);
    expect(canTransition('confirmed', 'pending', 'delivery')).toBe(false);
    expect(canTransition('processing', 'ready_for_pickup', 'delivery')).toBe(false);
    expect(canTransition('processing', 'out_for_delivery', 'pickup')).toBe(false);
    expect(canTransition('out_for_delivery', 'cancelled', 'delivery')).toBe(false);
    expect(canTransition('delivered', 'cancelled', 'delivery')).toBe(false);
    expect(canTransition('delivered', 'out_for_delivery', 'delivery')).toBe(false);
    expect(canTransition('pending', 'pending', 'delivery')).toBe(false);
  });

  it('let staff undo "Delivered" within DELIVERY_UNDO_HOURS, back to the step before', () => {
    const at = Date.UTC(2026, 10, 23, 10);
    const hour = 3_600_000;
    expect(canUndoDelivery('delivered', at, at + DELIVERY_UNDO_HOURS * hour)).toBe(true);
    expect(canUndoDelivery('delivered', at, at + DELIVERY_UNDO_HOURS * hour + 1)).toBe(false);
    expect(canUndoDelivery('delivered', null, at)).toBe(false);
    expect(canUndoDelivery('out_for_delivery', at, at)).toBe(false);
    expect(undoneDeliveryStatus('delivery')).toBe('out_for_delivery');
    expect(undoneDeliveryStatus('pickup')).toBe('ready_for_pickup');
    const history = [
      { status: 'out_for_delivery' as const, at: 1 },
      { status: 'delivered' as const, at: 2 },
      { status: 'delivered' as const, at: 3, paymentStatus: 'paid' },
    ];
    expect(deliveredAt(history)).toBe(2);
    expect(deliveredAt(history.slice(0, 1))).toBeNull();
  });

  it('take the rider and delivery time, the phone as domain/phone.ts reads it, and say them in words', () => {
    const input = (dispatch: unknown) =>
      updateOrderStatusInputSchema.safeParse({ orderId: 'a'.repeat(20), status: 'out_for_delivery', dispatch });
    const ok = input({ riderName: ' Issah ', riderPhone: '024 123 4567', day: '2026-11-23', slot: 'morning' });
    expect(ok.success && ok.data.dispatch).toEqual({
      riderName: 'Issah',
      riderPhone: '+233241234567',
      day: '2026-11-23',
      slot: 'morning',
    });
    expect(input({ riderPhone: '12345' }).error?.issues[0]?.message).toBe(ORDER_MESSAGES.riderPhone);
    expect(input({ day: '23/11/2026' }).error?.issues[0]?.message).toBe(ORDER_MESSAGES.deliveryDay);
    expect(input({ slot: 'night' }).error?.issues[0]?.message).toBe(ORDER_MESSAGES.deliverySlot);
    expect(input(null).success && input(null).data?.dispatch).toBeUndefined();
    expect(
      dispatchLines({ riderName: 'Issah', riderPhone: '+233241234567', day: '2026-11-23', slot: 'morning' }),
    ).toEqual([
      { label: 'Rider', value: 'Issah, +233 24 123 4567', tel: '+233241234567' },
      { label: 'Delivery', value: 'Monday 23 November 2026, Morning (8 am to 12 noon)' },
    ]);
    expect(dispatchLines({ riderName: '', riderPhone: '', day: '', slot: '' })).toEqual([]);
    expect(dispatchLines(null)).toEqual([]);
  });

  it('allow cancelling from pending, confirmed and processing only', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled', 'delivery'));
    expect(cancellable).toEqual(['pending', 'confirmed', 'processing']);
  });

  it('let a customer cancel only a pending order', () => {
    expect(ORDER_STATUSES.filter(canCustomerCancel)).toEqual(['pending']);
  });

  it('are followed while the shop may still change them', () => {
    const open = (status: (typeof ORDER_STATUSES)[number], paymentStatus: string) =>
      isOrderOpen({ status, paymentStatus });
    expect(ORDER_STATUSES.filter((s) => open(s, 'paid'))).toEqual([
      'pending',
      'confirmed',
      'processing',
      'out_for_delivery',
      'ready_for_pickup',
    ]);
    expect(open('delivered', 'unpaid')).toBe(true);
    expect(open('cancelled', 'refund_due')).toBe(true);
    expect(open('cancelled', 'refunded')).toBe(false);
    expect(open('cancelled', 'unpaid')).toBe(false);
  });

  it('have a label each', () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Out for delivery',
      'Ready for pickup',
      'Delivered',
      'Cancelled',
    ]);
  });
});

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

describe('orderFromDto', () => {
  it('turns the ISO dates into Dates', () => {
    const at = '2025-03-01T10:00:00.000Z';
    const dto = {
      createdAt: at,
      updatedAt: at,
      paidAt: null,
      statusHistory: [{ status: 'pending', at, by: 'u', note: 'Order placed' }],
    } as unknown as OrderDto;
    const order = orderFromDto(dto);
    expect(order.createdAt).toEqual(new Date(at));
    expect(order.statusHistory[0]?.at).toEqual(new Date(at));
    expect(order.paidAt).toBeNull();
    expect(order.refund).toBeNull();
  });

  it("turns a refund's date into a Date", () => {
    const at = '2025-03-02T10:00:00.000Z';
    const refund = { amount: 10, method: 'cash', reference: 'R1', at, by: 'admin' };
    const dto = { createdAt: at, updatedAt: at, paidAt: at, statusHistory: [], refund } as unknown as OrderDto;
    expect(orderFromDto(dto).refund).toEqual({ ...refund, at: new Date(at) });
  });
});

describe('orderFromRecord', () => {
  const date = (value: unknown) => (typeof value === 'number' ? new Date(value) : new Date(0));

  it('reads an order document, its timestamps through the given converter', () => {
    const order = orderFromRecord(
      'o1',
      {
        userId: 'u1',
        customer: { email: 'ama@example.com', displayName: 'Ama' },
        items: [{ productId: 'p', name: 'Panel', price: 1500, quantity: 2 }],
        subtotal: 3000,
        taxRate: 15,
        tax: 450,
        shipping: 0,
        total: 3450,
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: 'mobile_money_on_delivery',
        delivery: { method: 'pickup', address: null },
        statusHistory: [
          { status: 'pending', at: 1, by: 'u1', note: 'Order placed' },
          { status: 'pending', at: 2, by: 'admin', note: 'Payment received', paymentStatus: 'paid' },
        ],
        createdAt: 1,
        updatedAt: 2,
        paidAt: 2,
      },
      date,
    );
    expect(order).toMatchObject({ id: 'o1', status: 'confirmed', paymentStatus: 'paid', total: 3450, currency: 'GHS' });
    expect(order.statusHistory[1]).toEqual({
      status: 'pending',
      at: new Date(2),
      by: 'admin',
      note: 'Payment received',
      paymentStatus: 'paid',
    });
    expect(order.paidAt).toEqual(new Date(2));
  });

  it('reads a damaged document without throwing, with safe defaults', () => {
    const order = orderFromRecord('o2', { status: 'teleported', items: 'x', total: '12' }, date);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', items: [], total: 0, paidAt: null });
    expect(order.delivery).toEqual({ method: 'delivery', address: null });
  });
});
