import { Check, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pricesChecked, usePricesChecked } from '@/lib/prerender/snapshot';
import type { ProductType } from '@domain/catalog/catalog';
import { addAllToCart, addToCart, type ProductToAdd } from '../stores/cart-commands';
import { sayCartFeedback } from './cart-feedback';
import { useCartStore } from '../stores/cart-store';

interface AddToCartButtonProps {
  product: ProductToAdd & { type: ProductType };
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * The press of an add button. While the page's prices are being checked (a prerendered page the app has just taken
 * over, with a tap made before its code arrived and replayed), a press is remembered and carried out once they
 * are: never at the page's old price, and never lost.
 */
function useAddPress(add: () => Promise<void>) {
  const checking = !usePricesChecked();
  const [adding, setAdding] = useState(false);
  const press = async () => {
    setAdding(true);
    try {
      await pricesChecked();
      await add();
    } finally {
      setAdding(false);
    }
  };
  return { checking, adding, press: () => void press() };
}

/**
 * "Add to cart" for a product (never for a service: those ask for a quote). The stock is checked on the
 * server when pressed; the button says how many are in the cart already.
 */
export function AddToCartButton({ product, size = 'default', className }: AddToCartButtonProps) {
  const { checking, adding, press } = useAddPress(async () =>
    sayCartFeedback((await addToCart({ id: product.id, name: product.name })).feedback),
  );
  const inCart = useCartStore((s) => s.items.find((l) => l.productId === product.id)?.quantity ?? 0);
  if (product.type === 'service') return null;
  return (
    <Button
      size={size}
      // On a narrow card (320 px) the label wraps instead of sticking out.
      className={cn(size === 'sm' && 'h-auto min-h-9 whitespace-normal', className)}
      busy={adding}
      aria-busy={checking || undefined}
      onClick={press}
    >
      {inCart > 0 ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
      {checking ? (
        'Checking price...'
      ) : adding ? (
        'Adding...'
      ) : (
        <span>
          Add<span className="sr-only"> {product.name}</span> to cart
          {inCart > 0 && (
            <>
              <span className="sr-only"> ({inCart} in your cart)</span>
              <span aria-hidden="true"> ({inCart})</span>
            </>
          )}
        </span>
      )}
    </Button>
  );
}

/** "Add all to cart" for a set of products in quantities (the solar calculator's bundle). */
export function AddAllToCartButton({
  lines,
  className,
}: {
  lines: readonly { product: ProductToAdd; quantity: number }[];
  className?: string;
}) {
  const { checking, adding, press } = useAddPress(async () => sayCartFeedback((await addAllToCart(lines)).feedback));
  return (
    <Button
      className={className}
      busy={adding}
      aria-busy={checking || undefined}
      disabled={lines.length === 0}
      onClick={press}
    >
      <ShoppingCart aria-hidden="true" />
      {checking ? 'Checking prices...' : adding ? 'Adding...' : 'Add all to cart'}
    </Button>
  );
}
