import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderFromRecord, type Order } from '@domain/order/order';
import { NO_ANSWER_AFTER_MS, OTHER_NUMBER_AFTER_MS } from '@/components/payment/mobile-money-charge';
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

/** The request sent to the wallet, no answer from the phone yet. */
const waiting = (fields: Record<string, unknown> = {}) =>
  orderWith({
    paymentAttempts: [
      {
        reference: 'order-1-1',
        network: 'mtn',
        wallet: '+233 24 *** 4567',
        status: 'pending',
        message: '',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    ],
    ...fields,
  });

describe('paying now with Mobile Money: a phone that does not answer', () => {
  afterEach(() => vi.useRealTimers());

  it('says what it waits for, offers another number after 30 s, and Try again once the request has timed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPayment(waiting());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Approve the payment on +233 24 *** 4567: waiting for your answer...',
    );
    expect(screen.queryByRole('button', { name: 'Use another number' })).toBeNull();

    act(() => vi.advanceTimersByTime(OTHER_NUMBER_AFTER_MS - 1_000));
    expect(screen.queryByRole('button', { name: 'Use another number' })).toBeNull();
    act(() => vi.advanceTimersByTime(1_100));
    // Still waiting for this phone, and another number may be used now.
    expect(screen.getByRole('status')).toHaveTextContent('waiting for your answer');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    const number = screen.getByRole('form', { name: 'Send the payment request' });
    expect(number).toContainElement(screen.getByLabelText('Mobile Money number'));
    expect(number).toContainElement(screen.getByRole('button', { name: 'Pay on delivery instead' }));

    act(() => vi.advanceTimersByTime(NO_ANSWER_AFTER_MS - OTHER_NUMBER_AFTER_MS));
    expect(screen.getByText(/We have not heard back from your phone/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Try again' })).toBeVisible();
  });

  it('on a pickup order, offers to pay at pickup, not "when it arrives"', () => {
    renderPayment(waiting({ delivery: { method: 'pickup', address: null }, paymentAttempts: [] }));
    expect(screen.getByRole('button', { name: 'Pay at pickup instead' })).toBeVisible();
    expect(screen.getByText(/when you collect it at our Tamale shop/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay on delivery instead' })).toBeNull();
    expect(screen.queryByText(/when it arrives/)).toBeNull();
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
