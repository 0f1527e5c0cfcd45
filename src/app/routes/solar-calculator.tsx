import { useQuery } from '@tanstack/react-query';
import { AddAllToCartButton } from '../../features/cart/components/add-to-cart-button';
import { SolarCalculatorPage } from '../../features/sizing/components/solar-calculator-page';
import { PLACEHOLDER_CONTACT, type ShopSettings } from '../../domain/settings';
import { queryKeys } from '../../lib/query-keys';

/**
 * /solar-calculator. The page takes its actions from here, so that other features plug in without the
 * sizing feature importing them, e.g.:
 *   actions={({ bundle, summary }) => (<><AddBundleToCart lines={bundle.lines} /><RequestQuote details={summary} /></>)}
 * `bundle.lines` are the chosen products with quantities; `bundle.complete` is false when a part is not in stock.
 */
export function Component() {
  // The settings StoreLayout already loads, read from the query cache by key. Importing the settings feature's
  // hook here instead makes the bundler split react/jsx-runtime out of the entry chunk: +0.9 KB gzip on the
  // home route, whose budget is nearly spent.
  const { data: settings } = useQuery<ShopSettings>({ queryKey: queryKeys.settings(), enabled: false });
  return (
    <SolarCalculatorPage
      shopWhatsapp={settings?.contact.whatsapp ?? PLACEHOLDER_CONTACT.whatsapp}
      actions={({ bundle }) => (
        // Each product through the cart's own rules and messages, in the bundle's quantities.
        <AddAllToCartButton
          lines={bundle.lines.map((line) => ({
            product: { id: line.product.id, name: line.product.name },
            quantity: line.quantity,
          }))}
        />
      )}
    />
  );
}
