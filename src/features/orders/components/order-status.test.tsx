import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundBadge, RefundNotice } from './order-status';

describe("the customer's refund (issue 10 item 2)", () => {
  it('shows "Refund due" with what happens next, then "Refunded" with the amount and reference', () => {
    const { rerender } = render(
      <>
        <RefundBadge paymentStatus="refund_due" />
        <RefundNotice order={{ paymentStatus: 'refund_due', refund: null }} />
      </>,
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Refund due');
    expect(screen.getByRole('status')).toHaveTextContent('we owe you a refund');

    const refund = { amount: 161, method: 'cash' as const, reference: 'R-0042', at: new Date(), by: 'admin' };
    rerender(
      <>
        <RefundBadge paymentStatus="refunded" />
        <RefundNotice order={{ paymentStatus: 'refunded', refund }} />
      </>,
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Refunded');
    expect(screen.getByText(/Refunded GH₵161\.00 by Cash\./)).toHaveTextContent('R-0042');
  });

  it('shows nothing for an unpaid or paid order', () => {
    const { container } = render(
      <>
        <RefundBadge paymentStatus="paid" />
        <RefundNotice order={{ paymentStatus: 'unpaid', refund: null }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
