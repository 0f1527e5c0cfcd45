import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFromRecord } from '@domain/projects/project-record';
import { ProjectPayment } from './project-payment';

const calls = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/callable', async (original) => ({
  ...(await original<typeof import('@/lib/firebase/callable')>()),
  callFunction: calls.callFunction,
}));

const date = (value: unknown) => (value instanceof Date ? value : new Date(0));

/** An accepted project awaiting its deposit of GH₵750.00 (then `money` over it), as the project page reads it. */
function projectWith(money: Record<string, unknown>, stage = 'accepted') {
  const now = new Date();
  return projectFromRecord(
    'p1',
    {
      stage,
      userId: 'u1',
      customer: { name: 'Abena Mensah', phone: '+233241234567', email: 'abena@example.com' },
      accepted: {
        version: 1,
        option: 0,
        optionTitle: 'Solar + backup',
        signedName: 'Abena Mensah',
        at: now,
        total: 2500,
        deposit: 750,
        terms: '',
      },
      money: {
        depositStatus: 'awaiting',
        depositDueBy: new Date(now.getTime() + 30 * 60_000),
        paymentAttempts: [],
        ...money,
      },
    },
    date,
  );
}

const renderDeposit = (money: Record<string, unknown> = {}, stage?: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectPayment project={projectWith(money, stage)} />
    </QueryClientProvider>,
  );

beforeEach(() => calls.callFunction.mockReset());

describe("the deposit's payment", () => {
  it("asks for the wallet (the customer's phone first) and charges the deposit to it", async () => {
    calls.callFunction.mockResolvedValueOnce({ attempt: {} });
    renderDeposit();
    expect(screen.getByLabelText('Mobile Money number')).toHaveValue('+233 24 123 4567');
    expect(screen.getByText(/Your goods are kept for you until/)).toBeVisible();
    // Nothing has been tried yet: no failure is shown, and the button sends the first request.
    expect(screen.queryByText('The payment request could not be sent. Please try again.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'MTN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the payment request' }));
    expect(calls.callFunction).toHaveBeenCalledWith('startProjectPayment', {
      projectId: 'p1',
      phone: '+233 24 123 4567',
      network: 'mtn',
    });
  });

  it('follows the latest attempt: the code asked, then paid', () => {
    const now = new Date();
    const attempt = {
      reference: 'project.p1.1',
      purpose: 'deposit',
      network: 'vod',
      wallet: '+233 20 *** 4567',
      status: 'send_otp',
      message: '',
      displayText: 'Please enter the one-time code sent to your phone by SMS.',
      createdAt: now,
      updatedAt: now,
    };
    const { unmount } = renderDeposit({ paymentAttempts: [attempt] });
    expect(screen.getByRole('button', { name: 'Confirm code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use another number' })).toBeVisible();
    unmount();
    renderDeposit({ depositStatus: 'paid', paymentAttempts: [{ ...attempt, status: 'success' }] });
    expect(
      screen.getByText('We received your deposit of GH₵750.00. Thank you! We will call you to book the installation.'),
    ).toBeVisible();
  });
});

describe("the balance's payment", () => {
  const paidDeposit = { depositStatus: 'paid', depositDueBy: null, balanceStatus: 'awaiting' };

  it('is asked once the system is installed: the balance, charged to the wallet chosen', async () => {
    calls.callFunction.mockResolvedValueOnce({ attempt: {} });
    renderDeposit(paidDeposit, 'installed');
    const pay = screen.getByRole('region', { name: 'Pay the balance' });
    expect(pay).toHaveTextContent('The balance of GH₵1,750.00 is now due');
    await userEvent.click(screen.getByRole('radio', { name: 'MTN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the payment request' }));
    expect(calls.callFunction).toHaveBeenCalledWith('startProjectPayment', {
      projectId: 'p1',
      phone: '+233 24 123 4567',
      network: 'mtn',
    });
  });

  it('is not asked before the installation, and reads paid in full once paid', () => {
    const { unmount } = renderDeposit(paidDeposit, 'install_scheduled');
    expect(screen.queryByRole('region', { name: 'Pay the balance' })).toBeNull();
    expect(screen.queryByText(/We received your deposit/)).toBeNull();
    unmount();
    renderDeposit({ ...paidDeposit, balanceStatus: 'paid' }, 'commissioned');
    expect(screen.getByRole('heading', { name: 'Paid in full' })).toBeVisible();
    expect(screen.getByText('We received the whole GH₵2,500.00. Thank you!')).toBeVisible();
  });
});
