import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFromRecord, type Order } from '@domain/order/order';
import { MobileMoneyPayment } from './mobile-money-payment';

const date = (value: unknown) => (value instanceof Date ? value : new Date(0));

/** An order paid now with Mobile Money, its code asked for (then `fields` over it), as the order page reads it. */
function orderWith(fields: Record<string, unknown>): Order {
  const now = new Date();
  return orderFromRecord(
    'order-1',
    {
      status: 'pending',
      paymentMethod: 'mobile_money_now',
      paymentStatus: 'awaiting_payment',
      total: 161,
      delivery: { method: 'delivery', address: { phone: '0241234567' } },
      paymentDueBy: new Date(now.getTime() + 30 * 60_000),
      paymentAttempts: [
        {
          reference: 'order-1-1',
          network: 'vod',
          wallet: '+233 20 *** 4567',
          status: 'send_otp',
          message: '',
          displayText: 'Please enter the one-time code sent to your phone by SMS.',
          createdAt: now,
          updatedAt: now,
        },
      ],
      ...fields,
    },
    date,
  );
}

function renderPayment(order: Order) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MobileMoneyPayment uid="u1" order={order} wallet={{ phone: '020 123 4567', network: 'vod' }} />
    </QueryClientProvider>,
  );
}

describe('paying now with Mobile Money: the code from the SMS', () => {
  it('is confirmed with "Confirm code", or the shopper goes back to the number, keeping the order', async () => {
    renderPayment(orderWith({}));
    const code = screen.getByRole('form', { name: 'Code from the SMS' });
    expect(screen.getByRole('button', { name: 'Confirm code' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(code).not.toBeInTheDocument();
    const number = screen.getByRole('form', { name: 'Send the payment request' });
    expect(screen.getByLabelText('Mobile Money number')).toHaveValue('020 123 4567');
    expect(number).toContainElement(screen.getByRole('button', { name: 'Send the payment request' }));
    expect(number).toContainElement(screen.getByRole('button', { name: 'Pay on delivery instead' }));
  });
});

describe('paying now with Mobile Money: never on a cancelled order', () => {
  it('offers nothing on a cancelled order, also one stored still awaiting its payment', () => {
    for (const paymentStatus of ['awaiting_payment', 'not_needed']) {
      const { container, unmount } = renderPayment(orderWith({ status: 'cancelled', paymentStatus }));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
