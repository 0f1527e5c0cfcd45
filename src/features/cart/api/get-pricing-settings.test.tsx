import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROJECT_SETTINGS } from '@domain/shop/settings';

// settings/global is read once, over REST (lib/settings/get-settings.ts); the cart selects its prices.
const firestore = vi.hoisted(() => ({ getDoc: vi.fn() }));
vi.mock('@/lib/firebase/rest-read', () => ({ getDocument: firestore.getDoc }));
vi.mock('@/lib/firebase/config', () => ({ isFirebaseConfigured: () => true }));

const { useFreshPricingSettings, usePricingSettings } = await import('./get-pricing-settings');
const { getSettings, replaceSettings, useSettings } = await import('@/lib/settings/get-settings');
const {
  readCachedSettings,
  SETTINGS_CACHE_MS: PRICING_SETTINGS_CACHE_MS,
  SETTINGS_STORAGE_KEY: PRICING_SETTINGS_STORAGE_KEY,
} = await import('@/lib/settings/settings-cache');
/** The business settings the cart prices with: the one settings read, and its copy kept on the device. */
const getPricingSettings = async () => (await getSettings()).business;
const readCachedPricingSettings = (now?: number) => {
  const cached = readCachedSettings(now);
  return cached && { settings: cached.settings.business, at: cached.at };
};

const stored = { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 };
const snapshot = (business: unknown) => ({ id: 'global', data: { business } });

beforeEach(() => {
  localStorage.clear();
  firestore.getDoc.mockReset();
});

describe('the settings the cart prices with (docs/storefront.md, "Settings and prices")', () => {
  it('reads settings/global and keeps its business settings in local storage for 5 minutes', async () => {
    firestore.getDoc.mockResolvedValue(snapshot(stored));
    await expect(getPricingSettings()).resolves.toEqual(stored);
    const now = Date.now();
    expect(readCachedPricingSettings(now)?.settings).toEqual(stored);
    expect(readCachedPricingSettings(now + PRICING_SETTINGS_CACHE_MS - 1000)?.settings).toEqual(stored);
    expect(readCachedPricingSettings(now + PRICING_SETTINGS_CACHE_MS + 1000)).toBeUndefined();
  });

  it('takes the default for a missing or senseless field', async () => {
    firestore.getDoc.mockResolvedValue(snapshot({ taxRate: -3, deliveryFee: 'ten' }));
    await expect(getPricingSettings()).resolves.toEqual({ taxRate: 0, deliveryFee: 0, freeDeliveryThreshold: 5 });
  });

  it('ignores a cache it cannot read', () => {
    localStorage.setItem(PRICING_SETTINGS_STORAGE_KEY, '{not json');
    expect(readCachedPricingSettings()).toBeUndefined();
  });

  it('only logs a failed read ("Failed to load settings."), and the cart then prices with the defaults', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    firestore.getDoc.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePricingSettings(), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.settings).toEqual({ taxRate: 0, deliveryFee: 0, freeDeliveryThreshold: 5 });
    expect(logged).toHaveBeenCalledWith('Failed to load settings.', expect.any(Error));
    expect(localStorage.getItem(PRICING_SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('uses the cached settings at once, without a read, while they are fresh', async () => {
    localStorage.setItem(PRICING_SETTINGS_STORAGE_KEY, JSON.stringify({ settings: stored, at: Date.now() }));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePricingSettings(), { wrapper });
    expect(result.current).toEqual({ settings: stored, isPending: false });
    expect(firestore.getDoc).not.toHaveBeenCalled();
  });

  it('at checkout, shows the cached settings first but reads them again, and is fresh only once read', async () => {
    localStorage.setItem(PRICING_SETTINGS_STORAGE_KEY, JSON.stringify({ settings: stored, at: Date.now() }));
    const now = { ...stored, deliveryFee: 80 };
    let answer: (value: unknown) => void = () => {};
    firestore.getDoc.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useFreshPricingSettings(), { wrapper });
    expect(result.current).toEqual({ settings: stored, isPending: false, fresh: false });
    await waitFor(() => expect(firestore.getDoc).toHaveBeenCalledTimes(1));
    expect(result.current.fresh).toBe(false);
    answer(snapshot(now));
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.settings).toEqual(now);
  });

  it('at checkout, a failed fresh read ends the wait too (placeOrder still checks the total)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(PRICING_SETTINGS_STORAGE_KEY, JSON.stringify({ settings: stored, at: Date.now() }));
    firestore.getDoc.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useFreshPricingSettings(), { wrapper });
    expect(result.current.fresh).toBe(false);
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.settings).toEqual(stored);
  });

  it("is one read of settings/global with the shop's contact details: the prices are a part of it", async () => {
    firestore.getDoc.mockResolvedValue({
      id: 'global',
      data: { business: stored, contact: { phones: ['+233 24 555 0101'], email: 'shop@example.com' } },
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ pricing: usePricingSettings(), shop: useSettings() }), { wrapper });
    await waitFor(() => expect(result.current.pricing.settings).toEqual(stored));
    expect(result.current.shop.contact.phones).toEqual(['+233 24 555 0101']);
    expect(result.current.shop.business).toEqual(stored);
    expect(firestore.getDoc).toHaveBeenCalledTimes(1);
  });

  it('keeps settings saved on this device: the next visit prices with them without a read', () => {
    const saved = { ...stored, deliveryFee: 70 };
    replaceSettings(new QueryClient(), {
      business: saved,
      contact: {
        phones: ['+233 24 555 0101'],
        email: 'shop@example.com',
        whatsapp: '',
        address: '',
        hours: '',
        map: null,
      },
      payment: { holdMinutes: 30 },
      display: { pricesIncludeTax: false },
      projects: DEFAULT_PROJECT_SETTINGS,
      planTemplates: [],
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ pricing: usePricingSettings(), shop: useSettings() }), { wrapper });
    expect(result.current.pricing).toEqual({ settings: saved, isPending: false });
    expect(result.current.shop.contact.phones).toEqual(['+233 24 555 0101']);
    expect(firestore.getDoc).not.toHaveBeenCalled();
  });
});
