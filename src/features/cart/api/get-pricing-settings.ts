import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings, type ShopSettings } from '@domain/shop/settings';
import { settingsQueryOptions } from '@/lib/settings/get-settings';

/**
 * The business settings the cart and checkout price with (tax rate, delivery fee, free-delivery threshold): a
 * `select` of the one read of settings/global (lib/settings/get-settings.ts), kept 5 minutes on this
 * device. A failed read is only logged: the cart then prices with the defaults (docs/storefront.md, "Settings and
 * prices").
 */
const business = (settings: ShopSettings): BusinessSettings => settings.business;

/**
 * The settings to price the cart with: the stored ones (cached 5 minutes), else the defaults once the
 * read has failed. `isPending` while they are being read for the first time on this device.
 */
export function usePricingSettings(): { settings: BusinessSettings; isPending: boolean } {
  const { data, isPending, isError } = useQuery({ ...settingsQueryOptions(), select: business });
  return { settings: data ?? DEFAULT_BUSINESS_SETTINGS, isPending: isPending && !isError };
}

/**
 * Checkout's settings: the stored ones may show first, but they are read again from the
 * server when the page opens, and `fresh` is false until that read has ended (read, or failed: placeOrder still
 * refuses any total the shopper did not see), or paused while offline. Place order waits for `fresh`.
 */
export function useFreshPricingSettings(): { settings: BusinessSettings; isPending: boolean; fresh: boolean } {
  const [openedAt] = useState(() => Date.now());
  const { data, isPending, isError, fetchStatus, dataUpdatedAt, errorUpdatedAt } = useQuery({
    ...settingsQueryOptions(),
    select: business,
    refetchOnMount: 'always',
  });
  // Offline the read waits (paused) for the connection: Place order may then be pressed, and says at once
  // that nothing can be sent (the read runs again, and is waited for, once back online).
  const fresh =
    fetchStatus === 'paused' || (fetchStatus === 'idle' && (dataUpdatedAt >= openedAt || errorUpdatedAt >= openedAt));
  return { settings: data ?? DEFAULT_BUSINESS_SETTINGS, isPending: isPending && !isError, fresh };
}
