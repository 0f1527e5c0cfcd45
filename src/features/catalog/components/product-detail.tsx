import { useShelfPrice } from '@/components/shelf-price';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@/components/ui/table';
import type { Product } from '@domain/catalog/product';
import { formatSpecValue, orderedSpecKeys, specLabel } from '@domain/catalog/specs';
import { formatGhs } from '@/lib/money';
import { ProductGallery } from './product-gallery';
import { StockBadge } from './stock-badge';
import { PlanFromPrice } from './plan-from-price';

interface ProductDetailProps {
  product: Product;
  /** Buttons beside the price: Request a quote or Add to cart, Add to compare. */
  actions?: ReactNode;
  /** Extra panels under the summary, e.g. the runtime calculator. */
  children?: ReactNode;
}

/** A product page's content: images, name, price, stock, actions, description (as text) and specifications. */
export function ProductDetail({ product, actions, children }: ProductDetailProps) {
  const price = useShelfPrice()(product.price);
  const specKeys = orderedSpecKeys(Object.keys(product.specs));
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <ProductGallery images={product.images} name={product.name} />
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <p className="text-sm font-medium tracking-wide text-slate-600 uppercase">
            {product.brand}
            {product.brand && ' · '}
            <Link
              to={`/products?category=${encodeURIComponent(product.category)}`}
              className="text-brand-800 normal-case underline underline-offset-2 hover:no-underline"
            >
              {product.category}
            </Link>
          </p>
          <h1 className="mt-1 text-2xl font-bold wrap-anywhere text-brand-900 sm:text-3xl">{product.name}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div>
            <p className="text-3xl font-extrabold text-slate-900" data-testid="product-price">
              {product.type === 'service' && <span className="text-base font-normal text-slate-600">From </span>}
              {formatGhs(price.amount)}
            </p>
            <p className="h-5 text-sm text-slate-700" data-testid="product-tax-note">
              {price.taxNote && (price.taxIncluded ? price.taxNote : `${price.taxNote}, added in the cart`)}
            </p>
            {product.type !== 'service' && <PlanFromPrice price={product.price} />}
          </div>
          <StockBadge product={product} />
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
            Description
          </h2>
          {/* Rendered as text, never as HTML (DESIGN.md section 4, invariant 7). */}
          <p className="mt-2 whitespace-pre-line wrap-anywhere text-slate-800">{product.description}</p>
        </section>
        {specKeys.length > 0 && (
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading" className="text-lg font-semibold text-slate-900">
              Specifications
            </h2>
            <Table caption={`Specifications of ${product.name}`} bare className="mt-2">
              <TableBody>
                {specKeys.map((key) => (
                  <TableRow key={key} className="first:border-t-0">
                    <TableHead scope="row" className="w-1/2 py-2 pr-4 font-medium text-slate-700">
                      {specLabel(key)}
                    </TableHead>
                    <TableCell className="py-2 text-slate-900">
                      {formatSpecValue(key, product.specs[key] ?? '')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        )}
        {children}
      </div>
    </article>
  );
}

/** The page's shape while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" role="status" aria-label="Loading product">
      <div className="aspect-[4/3] w-full animate-pulse rounded-lg bg-slate-200" />
      <div className="grid content-start gap-4">
        <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-10 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-24 w-full animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
