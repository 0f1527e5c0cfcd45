import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
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
  mayPayNow,
  PAYMENT_STATUSES,
  paymentStatusOnCancel,
  shownPaymentStatus,
  nextStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderFromDto,
  orderFromRecord,
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

  it('take the rider and delivery time, the phone as domain/shared/phone.ts reads it, and say them in words', () => {
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
