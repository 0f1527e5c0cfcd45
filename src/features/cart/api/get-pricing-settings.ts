import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { doc, getDoc } from 'firebase/firestore/lite';
import { CART_MESSAGES } from '../../../domain/messages';
import { resolveBusinessSettings } from '../../../domain/pricing';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from '../../../domain/settings';
import { getDb } from '../../../lib/firebase/app';
import { queryKeys } from '../../../lib/query-keys';
import { withTimeout } from '../../../lib/timeout';

/** SPEC.md section 9: the settings the cart prices with are kept in local storage for 5 minutes. */
export const PRICING_SETTINGS_STORAGE_KEY = 'savanna-solar-pricing-settings';
export const PRICING_SETTINGS_CACHE_MS = 5 * 60_000;

interface CachedSettings {
  settings: BusinessSettings;
  /** When they were read (ms since the epoch). */
  at: number;
}

export function readCachedPricingSettings(now = Date.now()): CachedSettings | undefined {
  try {
    const raw = localStorage.getItem(PRICING_SETTINGS_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { settings?: unknown; at?: unknown };
    if (typeof parsed.at !== 'number' || parsed.at > now || now - parsed.at >= PRICING_SETTINGS_CACHE_MS) {
      return undefined;
    }
    return { settings: resolveBusinessSettings(parsed.settings), at: parsed.at };
  } catch {
    return undefined;
  }
}

function writeCachedPricingSettings(settings: BusinessSettings): void {
  try {
    localStorage.setItem(PRICING_SETTINGS_STORAGE_KEY, JSON.stringify({ settings, at: Date.now() }));
  } catch {
    // Storage full or blocked: the settings are read again next time.
  }
}

/**
 * settings/global's business settings (tax rate, delivery fee, free-delivery threshold), read when the cart
 * opens. A failed read is only logged (SPEC.md section 8): the cart then prices with the spec's defaults.
 */
export async function getPricingSettings(): Promise<BusinessSettings> {
  try {
    const snap = await withTimeout(getDoc(doc(getDb(), 'settings', 'global')));
    const settings = resolveBusinessSettings(snap.data()?.business);
    writeCachedPricingSettings(settings);
    return settings;
  } catch (error) {
    console.error(CART_MESSAGES.loadSettingsFailed, error);
    throw error;
  }
}

export const pricingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pricingSettings(),
    queryFn: getPricingSettings,
    staleTime: PRICING_SETTINGS_CACHE_MS,
    initialData: () => readCachedPricingSettings()?.settings,
    initialDataUpdatedAt: () => readCachedPricingSettings()?.at,
    // One more try, then the defaults: a shopper should not wait long for the totals.
    retry: 1,
  });

/**
 * The settings to price the cart with: the stored ones (cached 5 minutes), else the spec's defaults once the
 * read has failed. `isPending` while they are being read for the first time on this device.
 */
export function usePricingSettings(): { settings: BusinessSettings; isPending: boolean } {
  const { data, isPending, isError } = useQuery(pricingSettingsQueryOptions());
  return { settings: data ?? DEFAULT_BUSINESS_SETTINGS, isPending: isPending && !isError };
}

/**
 * Checkout's settings (issue 10 item 1): the stored ones may show first, but they are read again from the
 * server when the page opens, and `fresh` is false until that read has ended (read, or failed: placeOrder still
 * refuses any total the shopper did not see), or paused while offline. Place order waits for `fresh`.
 */
export function useFreshPricingSettings(): { settings: BusinessSettings; isPending: boolean; fresh: boolean } {
  const [openedAt] = useState(() => Date.now());
  const { data, isPending, isError, fetchStatus, dataUpdatedAt, errorUpdatedAt } = useQuery({
    ...pricingSettingsQueryOptions(),
    refetchOnMount: 'always',
  });
  // Offline the read waits (paused) for the connection: Place order may then be pressed, and says at once
  // that nothing can be sent (the read runs again, and is waited for, once back online).
  const fresh =
    fetchStatus === 'paused' || (fetchStatus === 'idle' && (dataUpdatedAt >= openedAt || errorUpdatedAt >= openedAt));
  return { settings: data ?? DEFAULT_BUSINESS_SETTINGS, isPending: isPending && !isError, fresh };
}

/** The settings placeOrder priced with (a price-change refusal): shown from now on, and kept on this device. */
export function applyPricingSettings(queryClient: QueryClient, settings: BusinessSettings): void {
  writeCachedPricingSettings(settings);
  queryClient.setQueryData(queryKeys.pricingSettings(), settings);
}
