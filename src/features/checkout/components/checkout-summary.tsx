import { TotalsList } from '@/components/totals-list';
import { CART_MESSAGES } from '@/domain/messages';
import type { OrderItem } from '@/domain/order';
import { calculateTotals, type DeliveryMethod } from '@/domain/pricing';
import type { BusinessSettings } from '@/domain/settings';
import { OrderLines } from '@/components/order-lines';

/** The order summary beside the form: the lines, the totals for the chosen method, and whether they were checked. */
export function CheckoutSummary({
  items,
  settings,
  method,
  settingsPending,
  status,
}: {
  items: readonly OrderItem[];
  settings: BusinessSettings;
  method: DeliveryMethod;
  settingsPending: boolean;
  /** checking: stock, prices or settings still being read again; unverified: they could not be. */
  status: 'checking' | 'checked' | 'unverified';
}) {
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold text-brand-900">Order summary</h2>
      <OrderLines items={items} label="Items in your order" />
      <TotalsList
        totals={calculateTotals(items, settings, method)}
        pending={settingsPending}
        pickup={method === 'pickup'}
        className="mt-3 border-t border-slate-200 pt-3"
      />
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
