import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_STAFF_MESSAGES } from '@domain/plans/messages';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { DEFAULT_SETTINGS, type ShopSettings } from '@domain/shop/settings';
import { SettingsPage } from './settings-page';

const api = vi.hoisted(() => ({
  updateSettings: vi.fn<(settings: ShopSettings) => Promise<void>>(),
  notify: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('../api/update-settings', () => ({
  updateSettings: api.updateSettings,
  useUpdateSettings: () => useMutation({ mutationFn: api.updateSettings }),
}));
vi.mock('@/lib/toast', () => ({ notify: api.notify }));

const financed: PlanTemplate = {
  id: '3-months',
  name: '3 months',
  depositPercent: 25,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 6 },
  graceDays: 5,
  release: 'deposit',
  minTotal: 2000,
  scope: 'products_and_projects',
  active: true,
};

beforeEach(() => {
  vi.clearAllMocks();
  api.updateSettings.mockResolvedValue();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SettingsPage settings={{ ...DEFAULT_SETTINGS, planTemplates: [financed] }} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
});

const plan = (n: number) => screen.getByRole('group', { name: `Payment plan ${n}` });

describe('Admin › Settings: payment plans', () => {
  it('switches a saved plan off (never removed), adds one whose id is made from its name, and saves both', async () => {
    const user = userEvent.setup();
    const first = plan(1);
    expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(within(first).getByLabelText('Offered to shoppers'));

    await user.click(screen.getByRole('button', { name: 'Add a payment plan' }));
    const second = plan(2);
    await user.type(within(second).getByLabelText('Name shoppers read'), '12 Weeks layaway');
    const deposit = within(second).getByLabelText('Deposit (% of the price)');
    await user.clear(deposit);
    await user.type(deposit, '10');
    const count = within(second).getByLabelText('Number of payments after it');
    await user.clear(count);
    await user.type(count, '12');
    await user.selectOptions(within(second).getByLabelText('Paid'), 'weekly');
    await user.selectOptions(within(second).getByLabelText('Extra cost'), 'flat');
    const extra = within(second).getByLabelText('Extra cost (GHS)');
    await user.clear(extra);
    await user.type(extra, '50');
    const min = within(second).getByLabelText('Smallest order (GHS)');
    await user.clear(min);
    await user.type(min, '500');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(api.updateSettings).toHaveBeenCalledTimes(1));
    expect(api.updateSettings.mock.calls[0]![0].planTemplates).toEqual([
      { ...financed, active: false },
      {
        id: '12-weeks-layaway',
        name: '12 Weeks layaway',
        depositPercent: 10,
        count: 12,
        frequency: 'weekly',
        extra: { kind: 'flat', value: 50 },
        graceDays: 5,
        release: 'paid',
        minTotal: 500,
        scope: 'products',
        active: true,
      },
    ]);
  });

  it('says what is wrong with a plan, saving nothing; a new plan not saved may be removed', async () => {
    const user = userEvent.setup();
    const deposit = within(plan(1)).getByLabelText('Deposit (% of the price)');
    await user.clear(deposit);
    await user.type(deposit, '95');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(PLAN_STAFF_MESSAGES.depositPercent)).toBeVisible();
    expect(api.updateSettings).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add a payment plan' }));
    await user.click(within(plan(2)).getByRole('button', { name: 'Remove Plan 2' }));
    expect(screen.queryByRole('group', { name: 'Payment plan 2' })).toBeNull();
  });
});
