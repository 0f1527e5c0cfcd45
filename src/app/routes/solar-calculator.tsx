import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { lazyComponent } from '@/components/lazy-part';
import { Button, buttonVariants } from '@/components/ui/button';
import { projectRequestPath } from '@domain/projects/project-links';
import { encodeCalculatorState } from '@/features/sizing/utils/sizing-url';
import { useSettings } from '@/lib/settings/get-settings';
import { SolarCalculatorPage } from '@/features/sizing/components/solar-calculator-page';

/**
 * "Add all to cart" under the bundle: its code (the cart's commands and checks, about 5 KB) loads when a bundle
 * first shows, not with the page, which opens empty; until then the button shows, waiting.
 */
const AddAllToCartButton = lazyComponent(
  () => import('@/features/cart/components/add-to-cart-button').then((m) => m.AddAllToCartButton),
  {
    what: 'Add all to cart',
    loading: (
      <Button disabled aria-busy>
        <ShoppingCart aria-hidden="true" />
        Add all to cart
      </Button>
    ),
  },
);

/**
 * /solar-calculator. The page takes its actions from here, so that other features plug in without the sizing
 * feature importing them: the bundle into the cart (through the cart's own rules and messages, in the bundle's
 * quantities), and the request for an installation carrying the whole sizing (docs/projects.md).
 */
export function Component() {
  const { contact } = useSettings();
  return (
    <SolarCalculatorPage
      shopWhatsapp={contact.whatsapp}
      actions={({ bundle, input }) => (
        <>
          {bundle.lines.length > 0 && (
            <AddAllToCartButton
              lines={bundle.lines.map((line) => ({
                product: { id: line.product.id, name: line.product.name },
                quantity: line.quantity,
              }))}
            />
          )}
          <Link
            to={projectRequestPath('installation', { sizingSearch: encodeCalculatorState({ input, picks: {} }) })}
            className={buttonVariants({ variant: 'outline' })}
          >
            Request an installation quote
          </Link>
        </>
      )}
    />
  );
}
