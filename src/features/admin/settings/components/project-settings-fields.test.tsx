import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_MESSAGES } from '@domain/shop/messages';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { DEFAULT_SETTINGS, nextDays, type ShopSettings } from '@domain/shop/settings';
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

const today = shopDay(new Date());
const [, tomorrow, dayAfter] = nextDays(today, 3);
const yesterday = shopDay(new Date(Date.now() - 86_400_000));

beforeEach(() => {
  vi.clearAllMocks();
  api.updateSettings.mockResolvedValue();
  const settings: ShopSettings = {
    ...DEFAULT_SETTINGS,
    projects: { ...DEFAULT_SETTINGS.projects, surveyDays: [yesterday, tomorrow!] },
  };
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SettingsPage settings={settings} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
});

const days = () =>
  within(screen.getByRole('list', { name: 'Open survey days' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Admin › Settings: installation projects', () => {
  it('opens the next days in one go, closes a single day, drops the past ones, and saves them with the terms', async () => {
    const user = userEvent.setup();
    expect(days()).toEqual([formatDay(tomorrow!)]);
    const count = screen.getByLabelText('Open the next (days)');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Open these days' }));
    expect(days()).toEqual(nextDays(today, 3).map(formatDay));
    await user.click(screen.getByRole('button', { name: `Close ${formatDay(dayAfter!)}` }));
    expect(days()).toEqual([today, tomorrow!].map(formatDay));

    const deposit = screen.getByLabelText('Deposit (%)');
    await user.clear(deposit);
    await user.type(deposit, '40');
    await user.selectOptions(screen.getByLabelText('Panel cleaning month'), 'April');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(api.updateSettings).toHaveBeenCalledTimes(1));
    expect(api.updateSettings.mock.calls[0]![0].projects).toEqual({
      surveyDays: [today, tomorrow],
      proposalValidDays: 14,
      depositPercent: 40,
      batteryCheckMonths: 6,
      panelCleaningMonth: 4,
    });
  });

  it('keeps what was typed and says what is wrong, saving nothing', async () => {
    const user = userEvent.setup();
    const valid = screen.getByLabelText('Proposal valid for (days)');
    await user.clear(valid);
    await user.type(valid, '120');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.proposalValidDays)).toBeVisible();
    expect(valid).toHaveValue(120);
    expect(api.updateSettings).not.toHaveBeenCalled();
  });
});
