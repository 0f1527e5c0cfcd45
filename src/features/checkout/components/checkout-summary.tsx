import { DELIVERY_BY_REGION, TotalsList } from '@/components/totals-list';
import { CART_MESSAGES } from '@domain/cart/messages';
import type { OrderItem } from '@domain/order/order';
import { deliveryTerms, formatWorkingDays, totalsSoFar, type DeliveryMethod } from '@domain/order/pricing';
import type { BusinessSettings } from '@domain/shop/settings';
import { OrderLines } from '@/components/order-lines';
import { formatGhs } from '@/lib/money';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';

/** What delivery to the chosen region costs from which amount, and how long it takes (nothing for pickup). */
function DeliveryEstimate({
  settings,
  method,
  region,
}: {
  settings: BusinessSettings;
  method: DeliveryMethod;
  region: string;
}) {
  if (method === 'pickup') return null;
  const terms = deliveryTerms(settings, method, region);
  const lines = !region
    ? [CHECKOUT_MESSAGES.chooseRegion]
    : terms.region && terms.days
      ? [
          CHECKOUT_MESSAGES.deliveryTo(terms.region, formatWorkingDays(terms.days)),
          CHECKOUT_MESSAGES.freeDeliveryTo(terms.region, formatGhs(terms.freeFrom)),
        ]
      : [CHECKOUT_MESSAGES.freeDeliveryFrom(formatGhs(terms.freeFrom))];
  return (
    <div className="mt-3 grid gap-1 text-sm text-slate-700" data-testid="delivery-estimate">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** The order summary beside the form: the lines, the totals for the chosen method, and whether they were checked. */
export function CheckoutSummary({
  items,
  settings,
  method,
  region,
  settingsPending,
  status,
}: {
  items: readonly OrderItem[];
  settings: BusinessSettings;
  method: DeliveryMethod;
  /** The delivery address's region as chosen so far ('' until one is). */
  region: string;
  settingsPending: boolean;
  /** checking: stock, prices or settings still being read again; unverified: they could not be. */
  status: 'checking' | 'checked' | 'unverified';
}) {
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold text-brand-900">Order summary</h2>
      <OrderLines items={items} label="Items in your order" />
      <TotalsList
        totals={totalsSoFar(items, settings, method, region)}
        byRegion={DELIVERY_BY_REGION.checkout}
        pending={settingsPending}
        pickup={method === 'pickup'}
        className="mt-3 border-t border-slate-200 pt-3"
      />
      {!settingsPending && <DeliveryEstimate settings={settings} method={method} region={region} />}
      <p className="mt-3 text-sm text-slate-700" role="status">
        {status === 'checking'
          ? 'Checking stock and prices...'
          : status === 'unverified'
            ? CART_MESSAGES.stockCheckFailed
            : 'Stock and prices checked just now.'}
      </p>
    </>
  );
}
