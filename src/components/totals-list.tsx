import type { Totals } from '../domain/pricing';
import { cn } from '../lib/cn';
import { formatGhs } from '../lib/money';

/** "15%", "12.5%". */
export const formatRate = (rate: number) => `${Number(rate.toFixed(4))}%`;

interface TotalsListProps {
  totals: Totals;
  /** The settings are still being read: the figures that depend on them wait. */
  pending?: boolean;
  /** Pickup: no shipping at all (rather than free delivery). */
  pickup?: boolean;
  className?: string;
}

/** Subtotal, tax with its percentage, shipping and total (SPEC.md sections 2 and 9), in GHS. */
export function TotalsList({ totals, pending = false, pickup = false, className }: TotalsListProps) {
  const later = <span className="text-slate-600">Calculating...</span>;
  const shipping = pickup
    ? 'None (pickup)'
    : totals.shipping === 0 && totals.subtotal > 0
      ? 'Free'
      : formatGhs(totals.shipping);
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm', className)} aria-busy={pending || undefined}>
      <dt className="text-slate-700">Subtotal</dt>
      <dd className="text-right font-medium text-slate-900">{formatGhs(totals.subtotal)}</dd>
      <dt className="text-slate-700">Tax{pending ? '' : ` (${formatRate(totals.taxRate)})`}</dt>
      <dd className="text-right font-medium text-slate-900">{pending ? later : formatGhs(totals.tax)}</dd>
      <dt className="text-slate-700">Shipping</dt>
      <dd className="text-right font-medium text-slate-900" data-testid="totals-shipping">
        {pending && !pickup ? later : shipping}
      </dd>
      <dt className="border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">Total</dt>
      <dd
        className="border-t border-slate-200 pt-2 text-right text-base font-bold text-slate-900"
        data-testid="totals-total"
      >
        {pending ? later : formatGhs(totals.total)}
      </dd>
    </dl>
  );
}
