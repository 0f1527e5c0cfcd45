import { RefreshCw } from 'lucide-react';
import { formatRate } from '../../../components/totals-list';
import type { PricingDifference } from '../../../domain/price-check';
import { formatGhs } from '../../../lib/money';
import { CHECKOUT_MESSAGES } from '../messages';

/** One difference in words: "Delivery fee: GH₵50.00 → GH₵80.00", "Tax: 15% → 12.5%", "{product}: … → …". */
export function describeDifference(difference: PricingDifference): string {
  const m = CHECKOUT_MESSAGES;
  switch (difference.kind) {
    case 'price':
      return m.change(difference.name, formatGhs(difference.from), formatGhs(difference.to));
    case 'taxRate':
      return m.change(m.taxLabel, formatRate(difference.from), formatRate(difference.to));
    case 'deliveryFee':
      return m.change(m.deliveryFeeLabel, formatGhs(difference.from), formatGhs(difference.to));
    case 'freeDeliveryThreshold':
      return m.change(m.freeDeliveryLabel, formatGhs(difference.from), formatGhs(difference.to));
    case 'shipping':
      return m.change(m.shippingLabel, formatGhs(difference.from), formatGhs(difference.to));
    case 'total':
      return m.change(m.totalLabel, formatGhs(difference.from), formatGhs(difference.to));
  }
}

interface PriceChangeNoticeProps {
  /** The server's words (ORDER_MESSAGES.totalChanged). */
  message: string;
  differences: readonly PricingDifference[];
  /** The total now on screen (GHS), the one the next Place order confirms. */
  newTotal: number;
}

/** placeOrder refused a total the shopper did not see: what changed, each in words, and the new total. */
export function PriceChangeNotice({ message, differences, newTotal }: PriceChangeNoticeProps) {
  return (
    <div
      role="alert"
      aria-label="Prices changed"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex gap-2 font-medium">
        <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      {differences.length > 0 && (
        <>
          <p className="mt-2">{CHECKOUT_MESSAGES.priceChangesTitle}</p>
          <ul className="mt-1 list-disc pl-6 break-words" aria-label="What changed">
            {differences.map((difference) => (
              <li key={`${difference.kind}-${'productId' in difference ? difference.productId : ''}`}>
                {describeDifference(difference)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-2 font-semibold" data-testid="price-change-total">
        {CHECKOUT_MESSAGES.newTotal(formatGhs(newTotal))}
      </p>
    </div>
  );
}
