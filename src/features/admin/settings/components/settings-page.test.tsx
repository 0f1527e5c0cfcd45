import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_MESSAGES } from '@domain/shop/messages';
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

const VOLTA = { fee: 170, freeFrom: 12_000, minDays: 4, maxDays: 7 };
const SETTINGS: ShopSettings = {
  ...DEFAULT_SETTINGS,
  business: { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000, regions: { Volta: VOLTA } },
};

beforeEach(() => {
  vi.clearAllMocks();
  api.updateSettings.mockResolvedValue();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SettingsPage settings={SETTINGS} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
});

const region = (name: string) => screen.getByRole('group', { name });

describe('Admin › Settings: delivery by region', () => {
  it("edits a region's fee, free-delivery amount and days, previewed by the checkout's rule, and saves them", async () => {
    const user = userEvent.setup();
    const volta = region('Volta');
    expect(within(volta).getByLabelText('Fee (GHS)')).toHaveValue(170);
    expect(within(volta).getByTestId('region-preview')).toHaveTextContent(
      'Preview: delivery GH₵170.00, 4 to 7 working days.',
    );
    // A region without its own terms starts from the general fee.
    expect(within(region('Upper West')).getByLabelText('Fee (GHS)')).toHaveValue(50);

    const fee = within(volta).getByLabelText('Fee (GHS)');
    await user.clear(fee);
    await user.type(fee, '185.5');
    const freeFrom = within(volta).getByLabelText('Free from (GHS)');
    await user.clear(freeFrom);
    await user.type(freeFrom, '900');
    expect(within(volta).getByTestId('region-preview')).toHaveTextContent(
      'Preview: delivery free, 4 to 7 working days.',
    );
    await user.clear(freeFrom);
    await user.type(freeFrom, '15000');
    expect(within(volta).getByTestId('region-preview')).toHaveTextContent(
      'Preview: delivery GH₵185.50, 4 to 7 working days.',
    );

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(api.updateSettings).toHaveBeenCalledTimes(1));
    const saved = api.updateSettings.mock.calls[0]![0];
    expect(saved.business.regions?.Volta).toEqual({ fee: 185.5, freeFrom: 15_000, minDays: 4, maxDays: 7 });
    expect(saved.business.regions?.['Upper West']).toEqual({ fee: 50, freeFrom: 5000, minDays: 2, maxDays: 5 });
    expect(Object.keys(saved.business.regions ?? {})).toHaveLength(16);
  });

  it('says what is wrong with a region and focuses it, saving nothing', async () => {
    const user = userEvent.setup();
    const days = within(region('Volta')).getByLabelText('Working days, to');
    await user.clear(days);
    await user.type(days, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(region('Volta')).findByText(SETTINGS_MESSAGES.regionDaysOrder)).toBeVisible();
    expect(days).toHaveFocus();
    expect(api.updateSettings).not.toHaveBeenCalled();
  });
});
