import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CART_MESSAGES } from '@domain/cart/messages';
import { DEFAULT_SETTINGS, type BusinessSettings, type ShopSettings } from '@domain/shop/settings';
import { isFirebaseConfigured } from '@/lib/firebase/config';
import { settingsFromData } from '@/lib/firebase/converters';
import { getDocument } from '@/lib/firebase/rest-read';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { readCachedSettings, writeCachedSettings, SETTINGS_CACHE_MS } from './settings-cache';

/**
 * settings/global, the one read of the shop's settings: the contact details (header, footer, chat button) and
 * the business settings the cart and checkout price with (usePricingSettings, features/cart). Each read is kept
 * on this device for 5 minutes (settings-cache.ts). When it cannot be read the defaults stay, and the failure is
 * only logged (docs/storefront.md, "Settings and prices").
 */
export async function getSettings(): Promise<ShopSettings> {
  if (!isFirebaseConfigured()) return DEFAULT_SETTINGS;
  const settings = await serviceRead(CART_MESSAGES.loadSettingsFailed, async () =>
    settingsFromData((await getDocument('settings/global'))?.data),
  );
  writeCachedSettings(settings);
  return settings;
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings(),
    queryFn: getSettings,
    staleTime: SETTINGS_CACHE_MS,
    // The copy kept on this device, while it is fresh: no read at all.
    initialData: () => readCachedSettings()?.settings,
    initialDataUpdatedAt: () => readCachedSettings()?.at,
    // One more try, then the defaults: a shopper should not wait long for the totals.
    retry: 1,
  });

/** The shop's settings; the defaults and placeholder contact until (or if never) read. */
export function useSettings(): ShopSettings {
  const { data } = useQuery(settingsQueryOptions());
  return data ?? DEFAULT_SETTINGS;
}

/** Settings as they now are (saved by staff): shown from now on, and kept on this device. */
export function replaceSettings(queryClient: QueryClient, settings: ShopSettings): void {
  queryClient.setQueryData(queryKeys.settings(), settings);
  writeCachedSettings(settings);
}

/** Business settings placeOrder priced with (a price-change refusal): shown from now on, and kept on this device. */
export function applyBusinessSettings(queryClient: QueryClient, business: BusinessSettings): void {
  const current = queryClient.getQueryData<ShopSettings>(queryKeys.settings()) ?? DEFAULT_SETTINGS;
  replaceSettings(queryClient, { ...current, business });
}
