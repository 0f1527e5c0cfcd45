import { RefreshCw } from 'lucide-react';
import { formatRate } from '@domain/order/pricing';
import type { PricingDifference } from '@domain/order/price-check';
import { formatGhs } from '@/lib/money';
import { PAYMENT_UI_MESSAGES } from '@domain/payments/messages';

/** One difference in words: "Delivery fee: GH₵50.00 → GH₵80.00", "Tax: 15% → 12.5%", "{product}: … → …". */
export function describeDifference(difference: PricingDifference): string {
  const m = PAYMENT_UI_MESSAGES;
  if (difference.kind === 'taxRate') {
    return m.change(m.taxLabel, formatRate(difference.from), formatRate(difference.to));
  }
  const label = difference.kind === 'price' ? difference.name : MONEY_LABELS[difference.kind];
  return m.change(label, formatGhs(difference.from), formatGhs(difference.to));
}

/** The name of each amount of money that can change under the shopper. */
const MONEY_LABELS = {
  deliveryFee: PAYMENT_UI_MESSAGES.deliveryFeeLabel,
  freeDeliveryThreshold: PAYMENT_UI_MESSAGES.freeDeliveryLabel,
  shipping: PAYMENT_UI_MESSAGES.shippingLabel,
  total: PAYMENT_UI_MESSAGES.totalLabel,
} satisfies Record<Exclude<PricingDifference['kind'], 'price' | 'taxRate'>, string>;

interface PriceChangeNoticeProps {
  /** The server's words (ORDER_MESSAGES.totalChanged, a project's totalChanged). */
  message: string;
  differences: readonly PricingDifference[];
  /** The new total now on screen in the caller's words, the one its button confirms next ("New total: …"). */
  newTotal: string;
}

/**
 * A total the shopper did not see was refused (placeOrder, acceptProposal): what changed, each in words, and
 * the new total.
 */
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
          <p className="mt-2">{PAYMENT_UI_MESSAGES.priceChangesTitle}</p>
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
        {newTotal}
      </p>
    </div>
  );
}
