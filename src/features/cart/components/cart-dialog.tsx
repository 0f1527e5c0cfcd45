import { Minus, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { TotalsList } from '@/components/totals-list';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/panel';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CART_MESSAGES } from '@domain/cart/messages';
import { lineTotal, totalsSoFar } from '@domain/order/pricing';
import { formatGhs } from '@/lib/money';
import { notify } from '@/lib/toast';
import { usePricingSettings } from '../api/get-pricing-settings';
import { CartNotices } from './cart-notices';
import { clearCart, dismissNotices, removeFromCart, setQuantity } from '../stores/cart-commands';
import { retryCartLoad, saveUserCart } from '../stores/cart-sync';
import { sayCartFeedback } from './cart-feedback';
import { useCartStore, type CartLine } from '../stores/cart-store';

function CartLineItem({ line, disabled }: { line: CartLine; disabled: boolean }) {
  // One change of a line at a time: a second tap on "+" waits for the stock check of the first.
  const [busy, setBusy] = useState(false);
  const change = async (quantity: number) => {
    setBusy(true);
    try {
      sayCartFeedback(await setQuantity(line.productId, quantity));
    } finally {
      setBusy(false);
    }
  };
  const action = (label: string, variant: 'outline' | 'ghost', onClick: () => void, icon: ReactNode) => (
    <Button variant={variant} size="icon" aria-label={label} busy={busy} disabled={disabled} onClick={onClick}>
      {icon}
    </Button>
  );
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          to={`/products/${line.productId}`}
          onClick={() => useCartStore.getState().setOpen(false)}
          className="font-medium text-slate-900 hover:text-brand-800 hover:underline"
        >
          {line.name}
        </Link>
        <p className="text-sm text-slate-700">
          {formatGhs(line.price)}
          {line.quantity > 1 && ` each · ${formatGhs(lineTotal(line))}`}
        </p>
      </div>
      <div className="flex items-center gap-1 self-end sm:self-auto">
        {action(
          `Decrease quantity of ${line.name}`,
          'outline',
          () => void change(line.quantity - 1),
          <Minus aria-hidden="true" />,
        )}
        <output className="min-w-8 text-center font-semibold tabular-nums" aria-label={`Quantity of ${line.name}`}>
          {line.quantity}
        </output>
        {action(
          `Increase quantity of ${line.name}`,
          'outline',
          () => void change(line.quantity + 1),
          <Plus aria-hidden="true" />,
        )}
        {action(
          `Remove ${line.name}`,
          'ghost',
          () => sayCartFeedback(removeFromCart(line.productId)),
          <Trash2 aria-hidden="true" />,
        )}
      </div>
    </li>
  );
}

/**
 * Whether the element scrolls (holds more than it shows), kept up to date as it or its content changes size. A
 * callback ref: the dialog's content mounts after the dialog itself (in a portal), so an effect of the dialog
 * would find no element yet. `count` (the number of lines) measures again when lines come or go.
 */
function useScrolls<E extends HTMLElement>(count: number): [(element: E | null) => () => void, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const element = useRef<E | null>(null);
  const measure = useCallback(() => {
    const el = element.current;
    setScrolls(el !== null && el.scrollHeight > el.clientHeight + 1);
  }, []);
  const ref = useCallback(
    (el: E | null) => {
      element.current = el;
      measure();
      const observer = el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
      if (el && observer) {
        observer.observe(el);
        for (const child of el.children) observer.observe(child);
      }
      return () => {
        observer?.disconnect();
        element.current = null;
      };
    },
    [measure],
  );
  useLayoutEffect(measure, [count, measure]);
  return [ref, scrolls];
}

/**
 * The cart dialog opened from the header (docs/storefront.md, "Screens"). The lines take the height the screen leaves
 * once the title and the totals are shown, so the totals and Checkout stay in sight; beyond that the list scrolls and
 * says so under it.
 */
export function CartDialog() {
  const items = useCartStore((s) => s.items);
  const isOpen = useCartStore((s) => s.isOpen);
  const setOpen = useCartStore((s) => s.setOpen);
  const phase = useCartStore((s) => s.phase);
  const loadError = useCartStore((s) => s.loadError);
  const saveError = useCartStore((s) => s.saveError);
  const notices = useCartStore((s) => s.notices);
  const { settings, isPending } = usePricingSettings();
  const navigate = useNavigate();
  const totals = totalsSoFar(items, settings, 'delivery');
  const ready = phase === 'ready';
  const [listRef, listScrolls] = useScrolls<HTMLUListElement>(items.length);

  const checkout = () => {
    if (ready && items.length === 0) {
      notify.error(CART_MESSAGES.emptyCheckoutTitle, CART_MESSAGES.emptyCheckoutDescription);
      return;
    }
    setOpen(false);
    void navigate('/checkout');
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent layout="column">
        <DialogHeader>
          <DialogTitle>Your Shopping Cart</DialogTitle>
          <DialogDescription>Review items in your cart and proceed to checkout.</DialogDescription>
        </DialogHeader>

        {phase === 'loading' && (
          <p role="status" className="py-6 text-center text-slate-700">
            Loading your cart...
          </p>
        )}
        {phase === 'error' && (
          <ErrorState layout="block" className="text-sm" onRetry={retryCartLoad}>
            {loadError}
          </ErrorState>
        )}
        <CartNotices notices={notices} onDismiss={dismissNotices} headingLevel="h3" className="p-3 text-sm" />
        {saveError && (
          <div
            role="alert"
            className="flex flex-col items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="flex gap-2">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {saveError} {CART_MESSAGES.keptOnDevice}
              </span>
            </p>
            <Button size="sm" variant="outline" onClick={() => void saveUserCart()}>
              Try again
            </Button>
          </div>
        )}

        {ready && items.length === 0 && <p className="py-6 text-center text-slate-700">{CART_MESSAGES.empty}</p>}
        {items.length > 0 && (
          <div className="flex min-h-40 flex-auto flex-col">
            <ul
              ref={listRef}
              aria-label="Cart items"
              className="min-h-0 flex-auto divide-y divide-slate-200 overflow-y-auto overscroll-contain pr-1"
              data-testid="cart-lines"
            >
              {items.map((line) => (
                <CartLineItem key={line.productId} line={line} disabled={!ready} />
              ))}
            </ul>
            {listScrolls && (
              <p className="border-t border-slate-200 pt-2 text-center text-sm text-slate-700" data-testid="cart-more">
                Scroll the list to see all {items.length} items.
              </p>
            )}
          </div>
        )}

        <div className="flex shrink-0 flex-col gap-4 border-t border-slate-200 pt-4">
          <TotalsList totals={totals} pending={isPending} />
          {/* Side by side even on a phone: the height is the lines'. */}
          <div className="flex gap-2 sm:justify-end">
            {items.length > 0 && (
              <Button
                variant="outline"
                className="flex-1 sm:flex-none"
                disabled={!ready}
                onClick={() => sayCartFeedback(clearCart())}
              >
                Clear Cart
              </Button>
            )}
            <Button className="flex-1 sm:flex-none" onClick={checkout}>
              Checkout
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
