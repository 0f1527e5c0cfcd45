import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundBadge, RefundNotice } from './order-status';

describe("the customer's refund (issue 10 item 2)", () => {
  it('shows "Refund due" with what happens next, then "Refunded" with the amount and reference', () => {
    const { rerender } = render(
      <>
        <RefundBadge paymentStatus="refund_due" />
        <RefundNotice order={{ paymentStatus: 'refund_due', refund: null, paymentMethod: 'cash_on_delivery' }} />
      </>,
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Refund due');
    expect(screen.getByRole('status')).toHaveTextContent('we owe you a refund');

    const refund = { amount: 161, method: 'cash' as const, reference: 'R-0042', at: new Date(), by: 'admin' };
    rerender(
      <>
        <RefundBadge paymentStatus="refunded" />
        <RefundNotice order={{ paymentStatus: 'refunded', refund, paymentMethod: 'cash_on_delivery' }} />
      </>,
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Refunded');
    expect(screen.getByText(/Refunded GH₵161\.00 by Cash\./)).toHaveTextContent('R-0042');
  });

  it('paid online (issue 13): the refund goes back to the wallet by itself', () => {
    render(<RefundNotice order={{ paymentStatus: 'refund_due', refund: null, paymentMethod: 'mobile_money_now' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('the money is being sent back to your wallet');
  });

  it('shows nothing for an unpaid or paid order', () => {
    const { container } = render(
      <>
        <RefundBadge paymentStatus="paid" />
        <RefundNotice order={{ paymentStatus: 'unpaid', refund: null, paymentMethod: 'cash_on_delivery' }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
