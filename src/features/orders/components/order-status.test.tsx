import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@domain/order/order';
import { PaymentBadge, RefundNotice } from './order-status';

describe("the customer's refund", () => {
  it('shows "Refund due" with what happens next, then "Refunded" with the amount and reference', () => {
    const { rerender } = render(
      <>
        <PaymentBadge order={{ ...cancelled, paymentStatus: 'refund_due' }} />
        <RefundNotice order={{ paymentStatus: 'refund_due', refund: null, paymentMethod: 'cash_on_delivery' }} />
      </>,
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Refund due');
    expect(screen.getByRole('status')).toHaveTextContent('we owe you a refund');

    const refund = { amount: 161, method: 'cash' as const, reference: 'R-0042', at: new Date(), by: 'admin' };
    rerender(
      <>
        <PaymentBadge order={{ ...cancelled, paymentStatus: 'refunded' }} />
        <RefundNotice order={{ paymentStatus: 'refunded', refund, paymentMethod: 'cash_on_delivery' }} />
      </>,
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Refunded');
    expect(screen.getByText(/Refunded GH₵161\.00 by Cash\./)).toHaveTextContent('R-0042');
  });

  it('paid online: the refund goes back to the wallet by itself', () => {
    render(<RefundNotice order={{ paymentStatus: 'refund_due', refund: null, paymentMethod: 'mobile_money_now' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('the money is being sent back to your wallet');
  });

  it('shows no refund notice for an unpaid or paid order', () => {
    const { container } = render(
      <RefundNotice order={{ paymentStatus: 'unpaid', refund: null, paymentMethod: 'cash_on_delivery' }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("an order's payment, in the shopper's words", () => {
  type Shown = Parameters<typeof PaymentBadge>[0]['order'];
  const shown = (order: Shown) => {
    const { unmount } = render(<PaymentBadge order={order} />);
    const badge = screen.getByTestId('payment-status');
    const seen = { text: badge.textContent, icon: badge.querySelector('svg')?.getAttribute('class') ?? '' };
    unmount();
    return seen;
  };
  const online: Shown = {
    status: 'pending',
    paymentStatus: 'awaiting_payment',
    paymentMethod: 'mobile_money_now',
    delivery: { method: 'delivery' },
  };

  it('says paid, waiting for the payment, or paid on delivery, each with its own icon', () => {
    const paid = shown({ ...online, paymentStatus: 'paid' });
    const waiting = shown(online);
    const onDelivery = shown({ ...online, paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid' });
    expect([paid.text, waiting.text, onDelivery.text]).toEqual([
      'Paid',
      'Waiting for your Mobile Money payment',
      'Pay on delivery',
    ]);
    // Told apart by more than colour: a different icon each.
    expect(new Set([paid.icon, waiting.icon, onDelivery.icon]).size).toBe(3);
    expect(
      shown({ ...online, paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid', delivery: { method: 'pickup' } })
        .text,
    ).toBe('Pay when you collect');
  });

  it('never says a cancelled order waits for a payment, an older record neither', () => {
    expect(shown({ ...online, status: 'cancelled' }).text).toBe('Nothing to pay');
    expect(shown({ ...online, status: 'cancelled', paymentStatus: 'not_needed' }).text).toBe('Nothing to pay');
    expect(shown({ ...online, status: 'cancelled', paymentStatus: 'expired' }).text).toBe('Not paid in time');
  });
});

const cancelled: Pick<Order, 'status' | 'paymentMethod'> & { delivery: { method: 'delivery' } } = {
  status: 'cancelled',
  paymentMethod: 'cash_on_delivery',
  delivery: { method: 'delivery' },
};
