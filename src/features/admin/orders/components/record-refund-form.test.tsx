import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { RecordRefundRequest } from '@domain/order/order';

const calls = vi.hoisted(() => ({ recordRefund: vi.fn(async (_request: RecordRefundRequest) => ({})) }));
vi.mock('../api/record-refund', () => ({
  useRecordRefund: () => ({ mutateAsync: calls.recordRefund, isPending: false }),
}));
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const { RecordRefundForm } = await import('./record-refund-form');

describe('recording the refund of a cancelled paid order', () => {
  it('prefills the order total, asks for the method and reference, refuses more than the total', async () => {
    const user = userEvent.setup();
    render(<RecordRefundForm order={{ id: 'AbCdEfGhIjKlMnOpQrSt', total: 2552.5 }} />);
    const amount = screen.getByLabelText('Amount refunded (GHS)');
    expect(amount).toHaveValue('2552.50');

    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText(ORDER_MESSAGES.refundMethod)).toBeVisible();
    expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(ORDER_MESSAGES.refundReference);

    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('radio', { name: 'Mobile Money' }));
    await user.type(screen.getByLabelText('Reference'), 'MP240512.1234.A56789');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText(ORDER_MESSAGES.refundTooLarge)).toBeVisible();
    expect(calls.recordRefund).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '2,552.50');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    await vi.waitFor(() => expect(calls.recordRefund).toHaveBeenCalledTimes(1));
    expect(calls.recordRefund).toHaveBeenCalledWith({
      orderId: 'AbCdEfGhIjKlMnOpQrSt',
      amount: 2552.5,
      method: 'mobile_money',
      reference: 'MP240512.1234.A56789',
    });
  });
});
