import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { describePricingDifferences, type PriceChange, type ShownPricing } from '@domain/order/price-check';
import { calculateTotals } from '@domain/order/pricing';
import { formatGhs } from '@/lib/money';
import { describeDifference, PriceChangeNotice } from './price-change-notice';

const shownSettings = { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 };
const lines = [
  { productId: 'inv', name: 'Growatt 3kW inverter', price: 2000, quantity: 1 },
  { productId: 'mc4', name: 'MC4 connectors', price: 180, quantity: 1 },
];
const shown: ShownPricing = {
  settings: shownSettings,
  lines,
  totals: calculateTotals(lines, shownSettings, 'delivery'),
};

describe('what changed since checkout opened, in words', () => {
  it('says each difference with its old and new figure, then the new total', () => {
    const settings = { taxRate: 12.5, deliveryFee: 80, freeDeliveryThreshold: 6000 };
    const priced = [lines[0]!, { ...lines[1]!, price: 200 }];
    const change: PriceChange = {
      confirmedTotal: 252_200,
      totals: calculateTotals(priced, settings, 'delivery'),
      settings,
      prices: priced.map(({ productId, price }) => ({ productId, price })),
    };
    const differences = describePricingDifferences(shown, change);
    render(
      <PriceChangeNotice
        message={ORDER_MESSAGES.totalChanged}
        differences={differences}
        newTotal={`New total: ${formatGhs(change.totals.total)}. Press Place order to confirm it.`}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'Prices changed' });
    expect(alert).toHaveTextContent(ORDER_MESSAGES.totalChanged);
    const items = within(screen.getByRole('list', { name: 'What changed' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'MC4 connectors: GH₵180.00 → GH₵200.00',
      'Tax: 15% → 12.5%',
      'Delivery fee: GH₵50.00 → GH₵80.00',
      'Free delivery from: GH₵5,000.00 → GH₵6,000.00',
      'Shipping: GH₵50.00 → GH₵80.00',
      'Total: GH₵2,557.00 → GH₵2,555.00',
    ]);
    expect(screen.getByTestId('price-change-total')).toHaveTextContent(
      'New total: GH₵2,555.00. Press Place order to confirm it.',
    );
  });

  it('words a delivery fee change as the shopper saw it', () => {
    expect(describeDifference({ kind: 'deliveryFee', from: 50, to: 80 })).toBe('Delivery fee: GH₵50.00 → GH₵80.00');
    expect(describeDifference({ kind: 'total', from: 2522.5, to: 2552.5 })).toBe('Total: GH₵2,522.50 → GH₵2,552.50');
  });
});
