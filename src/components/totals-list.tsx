import type { ReactNode } from 'react';
import { formatRate, type Totals, type TotalsSoFar } from '@domain/order/pricing';
import { cn } from '@/lib/cn';
import { formatGhs } from '@/lib/money';

/** What the shipping row says while delivery is priced by region and none is chosen yet (totalsSoFar). */
export const DELIVERY_BY_REGION = {
  cart: 'By region, chosen at checkout',
  checkout: 'By region: choose yours in the address',
  total: 'Total before delivery',
} as const;

interface TotalsListProps {
  /** An order's totals, or the cart's and a checkout's before the region is chosen (totalsSoFar). */
  totals: Totals | TotalsSoFar;
  /** While delivery waits for the region (`deliveryByRegion`), what the shipping row says instead of a figure. */
  byRegion?: string;
  /** The settings are still being read: the figures that depend on them wait. */
  pending?: boolean;
  /** Pickup: no shipping at all (rather than free delivery). */
  pickup?: boolean;
  className?: string;
}

function Row({ term, children, total = false }: { term: string; children: ReactNode; total?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        total && 'mt-1 border-t border-slate-200 pt-2 text-base font-bold',
      )}
    >
      <dt className={total ? 'text-slate-900' : 'text-slate-700'}>{term}</dt>
      <dd className={cn('text-right text-slate-900', !total && 'font-medium')}>{children}</dd>
    </div>
  );
}

/** Subtotal, tax with its percentage, shipping and total (docs/storefront.md, "Settings and prices"), in GHS. */
export function TotalsList({
  totals,
  byRegion = DELIVERY_BY_REGION.cart,
  pending = false,
  pickup = false,
  className,
}: TotalsListProps) {
  const later = <span className="font-normal text-slate-600">Calculating...</span>;
  const waitsForRegion = !pickup && 'deliveryByRegion' in totals && totals.deliveryByRegion;
  const shipping = pickup ? (
    'None (pickup)'
  ) : waitsForRegion ? (
    <span className="font-normal">{byRegion}</span>
  ) : totals.shipping === 0 && totals.subtotal > 0 ? (
    'Free'
  ) : (
    formatGhs(totals.shipping)
  );
  return (
    <dl className={cn('grid gap-1 text-sm', className)} aria-busy={pending || undefined} data-testid="totals">
      <Row term="Subtotal">{formatGhs(totals.subtotal)}</Row>
      <Row term={pending ? 'Tax' : `Tax (${formatRate(totals.taxRate)})`}>
        {pending ? later : formatGhs(totals.tax)}
      </Row>
      <Row term="Shipping">
        <span data-testid="totals-shipping">{pending && !pickup ? later : shipping}</span>
      </Row>
      <Row term={waitsForRegion && !pending ? DELIVERY_BY_REGION.total : 'Total'} total>
        <span data-testid="totals-total">{pending ? later : formatGhs(totals.total)}</span>
      </Row>
    </dl>
  );
}
