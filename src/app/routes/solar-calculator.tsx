import { INSTALLATION_QUOTES } from '@/domain/brand';
import { AddAllToCartButton } from '@/features/cart/components/add-to-cart-button';
import { RequestQuoteButton } from '@/features/quotes/components/request-quote-button';
import { useSettings } from '@/lib/settings/get-settings';
import { SolarCalculatorPage } from '@/features/sizing/components/solar-calculator-page';

const [GRID_BACKUP, OFF_GRID] = INSTALLATION_QUOTES;

/**
 * /solar-calculator. The page takes its actions from here, so that other features plug in without the sizing
 * feature importing them: the bundle into the cart (through the cart's own rules and messages, in the bundle's
 * quantities), and an installation quote request that starts with the sizing summary.
 */
export function Component() {
  const { contact } = useSettings();
  return (
    <SolarCalculatorPage
      shopWhatsapp={contact.whatsapp}
      actions={({ bundle, summary, input }) => (
        <>
          {bundle.lines.length > 0 && (
            <AddAllToCartButton
              lines={bundle.lines.map((line) => ({
                product: { id: line.product.id, name: line.product.name },
                quantity: line.quantity,
              }))}
            />
          )}
          <RequestQuoteButton
            variant="outline"
            service={input.goal === 'off-grid' ? OFF_GRID.title : GRID_BACKUP.title}
            details={summary}
          >
            Request an installation quote
          </RequestQuoteButton>
        </>
      )}
    />
  );
}
