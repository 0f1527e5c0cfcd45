import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LineProblem } from '@domain/cart/cart-rules';
import { CART_MESSAGES } from '@domain/cart/messages';
import type { PriceChange } from '@domain/order/price-check';
import { applyBusinessSettings } from '@/lib/settings/get-settings';
import { useFreshPricingSettings } from '../api/get-pricing-settings';
import { applyNewPrices } from '../stores/apply-new-prices';
import { applyOrderProblems, dismissNotices, refreshCart } from '../stores/cart-commands';
import { acceptPlacedOrder, retryCartLoad } from '../stores/cart-sync';
import { useCartStore, type CartLine } from '../stores/cart-store';

export type StockCheck = 'checking' | 'checked' | 'unverified';

/**
 * The signed-in user's cart as the checkout shows it: ready once it is theirs and loaded; every line read again
 * once on arrival (`check`), anything that changed said as notices; the pricing settings read again now
 * (`fresh`, Place order waits for it).
 */
export function useCheckoutCart(uid: string) {
  const items = useCartStore((s) => s.items);
  const phase = useCartStore((s) => s.phase);
  const owner = useCartStore((s) => s.owner);
  const loadError = useCartStore((s) => s.loadError);
  const notices = useCartStore((s) => s.notices);
  const pricing = useFreshPricingSettings();
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<StockCheck>('checking');
  const ready = phase === 'ready' && owner === uid;
  const hasItems = items.length > 0;

  useEffect(() => {
    if (!ready || !hasItems || check !== 'checking') return;
    let live = true;
    refreshCart().then(
      () => live && setCheck('checked'),
      (error: unknown) => {
        console.error(CART_MESSAGES.stockCheckFailed, error);
        if (live) setCheck('unverified');
      },
    );
    return () => {
      live = false;
    };
  }, [ready, hasItems, check]);

  // What the checkout asks of the cart (the app hands it over: features do not import each other).
  const [cart] = useState(() => ({
    /** The lines as they are now (read when Place order is pressed). */
    lines: (): readonly CartLine[] => useCartStore.getState().items,
    /** placeOrder refused some lines: each is corrected (lowered or removed); returns what was said. */
    correct: (problems: readonly LineProblem[]) => applyOrderProblems(problems),
    /** placeOrder priced differently: its unit prices and settings are shown from now on. */
    applyPriceChange: (change: PriceChange) => {
      applyNewPrices(change.prices);
      applyBusinessSettings(queryClient, change.settings);
    },
    /** The order is placed: placeOrder emptied carts/{uid}, and that is the cart now. */
    placed: () => acceptPlacedOrder(),
  }));

  return {
    cart,
    items,
    ready,
    phase,
    loadError,
    notices,
    check,
    pricing,
    retryLoad: retryCartLoad,
    dismissNotices,
  };
}
