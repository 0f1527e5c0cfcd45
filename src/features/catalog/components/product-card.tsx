import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@domain/catalog/product';
import { LazyImage } from '@/components/ui/lazy-image';
import { useShelfPrice } from '@/components/shelf-price';
import { formatGhs } from '@/lib/money';
import { StockBadge } from './stock-badge';

/** A product in a grid: image, name, brand, price in GHS, stock state; actions come from the caller. */
export function ProductCard({
  product,
  actions,
  firstScreen = false,
}: {
  product: Product;
  actions?: ReactNode;
  /** On the page's first screen: its picture is asked for at once. */
  firstScreen?: boolean;
}) {
  const price = useShelfPrice()(product.price);
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Link
        to={`/products/${product.id}`}
        // The ring is drawn inside: the card clips anything outside it.
        className="group flex flex-1 flex-col rounded-t-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
      >
        <LazyImage src={product.images[0]} size="card" className="bg-amber-50 object-contain p-2" eager={firstScreen} />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{product.brand}</p>
          <h3 className="font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
            {product.name}
          </h3>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-2">
            <div>
              <p className="text-base font-bold text-brand-900 sm:text-lg">
                {product.type === 'service' && <span className="text-sm font-normal text-slate-600">From </span>}
                {formatGhs(price.amount)}
              </p>
              {/* Always there, empty until the settings say: the card never grows when they arrive. */}
              <p className="h-4 text-xs leading-4 text-slate-600" data-testid="tax-note">
                {price.taxNote}
              </p>
            </div>
            <StockBadge product={product} />
          </div>
        </div>
      </Link>
      {actions && <div className="flex gap-2 border-t border-slate-100 p-3">{actions}</div>}
    </article>
  );
}
