import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopDay } from '@domain/shared/date-time';
import { planPosition } from '@domain/plans/plan-ledger';
import { planFromRecord } from '@domain/plans/plan-record';
import { planSchedule } from '@domain/plans/plan-schedule';
import { PlanPay } from './plan-pay';

const calls = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/callable', async (original) => ({
  ...(await original<typeof import('@/lib/firebase/callable')>()),
  callFunction: calls.callFunction,
}));

const date = (value: unknown) => (value instanceof Date ? value : new Date(0));
const today = shopDay(new Date());

/** GH₵10,000.00 on 20 % down and 3 monthly payments with 10 % extra: deposit 2,000.00, then 2,933.32 … */
const schedule = planSchedule(
  1_000_000,
  {
    id: 'three-months',
    name: '3 months',
    depositPercent: 20,
    count: 3,
    frequency: 'monthly',
    extra: { kind: 'percent', value: 10 },
    graceDays: 3,
    release: 'paid',
    minTotal: 0,
    scope: 'products',
    active: true,
  },
  today,
);

function renderPay(fields: Record<string, unknown>, askedAmount: number | null = null) {
  const plan = planFromRecord(
    'plan-1',
    {
      userId: 'u1',
      source: { kind: 'order', id: 'plan-1', number: 'SS-2611-12345' },
      customer: { name: 'Abena Mensah', phone: '+233241234567', email: 'abena@example.com' },
      schedule,
      status: 'active',
      paid: 0,
      waived: 0,
      ...fields,
    },
    date,
  );
  const position = planPosition(plan.schedule, plan.paid, plan.waived, today);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlanPay plan={plan} position={position} askedAmount={askedAmount} />
    </QueryClientProvider>,
  );
}

beforeEach(() => calls.callFunction.mockReset());

describe('paying into a plan', () => {
  it("a reminder's amount opens the form; more than remains is refused at the field; then the prompt for it", async () => {
    calls.callFunction.mockResolvedValueOnce({ attempt: {} });
    renderPay({ paid: 200_000 }, 293_332);
    const amount = screen.getByLabelText('Amount to pay (GHS)');
    expect(amount).toHaveValue('2933.32');
    await userEvent.clear(amount);
    await userEvent.type(amount, '8800.01');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('That is more than you owe: at most GH₵8,800.00.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Paying GH₵500.00')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Mobile Money number'));
    await userEvent.type(screen.getByLabelText('Mobile Money number'), '0551234987');
    await userEvent.click(screen.getByRole('radio', { name: 'MTN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the payment request' }));
    expect(calls.callFunction).toHaveBeenCalledWith('startPlanPayment', {
      planId: 'plan-1',
      amount: 50_000,
      payoff: false,
      phone: '0551234987',
      network: 'mtn',
    });
  });

  it("pay off: today's payoff and what it saves, charged as a payoff", async () => {
    calls.callFunction.mockResolvedValueOnce({ attempt: {} });
    renderPay({ paid: 200_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Pay off' }));
    // 880,000 remain; the extra of the three payments not yet due (80,000) is not charged.
    expect(screen.getByText('Pay GH₵8,000.00 today and the plan is fully paid.')).toBeVisible();
    expect(screen.getByText(/You save GH₵800.00/)).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'MTN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the payment request' }));
    expect(calls.callFunction).toHaveBeenCalledWith(
      'startPlanPayment',
      expect.objectContaining({ amount: 800_000, payoff: true, phone: '+233 24 123 4567' }),
    );
  });

  it('a prompt still awaited is followed when the page opens', () => {
    const now = new Date();
    renderPay({
      paymentAttempts: [
        {
          reference: 'plan.plan-1.1',
          network: 'mtn',
          wallet: '+233 55 *** 4987',
          status: 'pending',
          message: '',
          displayText: '',
          createdAt: now,
          updatedAt: now,
          amount: 200_000,
          payoff: false,
        },
      ],
    });
    expect(screen.getByText('Paying GH₵2,000.00')).toBeVisible();
    expect(screen.getByText(/We sent a request for GH₵2,000.00 to your MTN Mobile Money wallet/)).toBeVisible();
  });
});
