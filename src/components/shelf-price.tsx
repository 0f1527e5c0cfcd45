import { useSyncExternalStore } from 'react';
import { shelfPrice, type ShelfPrice } from '@domain/order/pricing';
import { DEFAULT_SETTINGS } from '@domain/shop/settings';
import { useSettings } from '@/lib/settings/get-settings';

const never = () => () => {};

/**
 * Shelf prices as the shop shows them (domain/order/pricing shelfPrice): before tax with the tax
 * named, or with the tax in. A prerendered page was written before the settings were read: it is taken over with
 * the default (before tax), and the tax shows once the page is the app's (its line keeps its place meanwhile).
 */
export function useShelfPrice(): (price: number) => ShelfPrice {
  const settings = useSettings();
  const live = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const { business, display } = live ? settings : DEFAULT_SETTINGS;
  return (price) => shelfPrice(price, business, display);
}
