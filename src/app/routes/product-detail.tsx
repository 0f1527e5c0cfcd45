import { ChevronRight } from 'lucide-react';
import { Fragment, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageNotSaved } from '@/components/lazy-part';
import { PageMeta } from '@/components/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { PROJECT_REQUEST_LABELS, projectKindOfCategory, projectRequestPath } from '@domain/projects/project-links';
import type { Product } from '@domain/catalog/product';
import { stockLabel, stockState } from '@domain/catalog/stock';
import { formatGhs } from '@/lib/money';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useProduct } from '@/features/catalog/api/get-product';
import { useRecordProductView } from '@/features/catalog/api/record-product-view';
import { ProductDetail, ProductDetailSkeleton } from '@/features/catalog/components/product-detail';
import { BatteriesSuiting, RelatedProducts } from '@/features/catalog/components/related-products';
import { CompareBar } from '@/features/compare/components/compare-bar';
import { AddToCompareButton, CompareToggle } from '@/features/compare/components/compare-toggle';
import { RuntimeEstimator } from '@/features/sizing/components/runtime-estimator';
import { isNotFound } from '@/lib/errors';

const renderActions = (product: Product) => (
  <div className="grid w-full gap-2">
    <AddToCartButton product={product} size="sm" className="w-full" />
    <CompareToggle product={{ id: product.id, name: product.name }} />
  </div>
);

/** The search-result description: the product's own first sentences. */
function describe(product: Product): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  return text.length <= 155 ? text : `${text.slice(0, 152).replace(/\s+\S*$/, '')}…`;
}

/** A service is asked for as a project (an audit, an installation, a maintenance visit), carrying its id. */
function ServiceRequestLink({ product }: { product: Pick<Product, 'id' | 'category'> }) {
  const kind = projectKindOfCategory(product.category) ?? 'installation';
  return (
    <Link to={projectRequestPath(kind, { product: product.id })} className={buttonVariants({ size: 'lg' })}>
      {PROJECT_REQUEST_LABELS[kind]}
    </Link>
  );
}

function Breadcrumbs({ product }: { product: Product }) {
  const trail = [
    { to: '/', label: 'Home', className: 'hover:underline' },
    { to: '/products', label: 'Products', className: 'hover:underline' },
    {
      to: `/products?category=${encodeURIComponent(product.category)}`,
      label: product.category,
      className: 'underline underline-offset-2 hover:text-brand-800',
    },
  ];
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className={crumb.className}>
                {crumb.label}
              </Link>
            </li>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Fragment>
        ))}
        <li aria-current="page" className="min-w-0 font-medium wrap-anywhere text-slate-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

/**
 * /products/:id. The page is composed here from feature parts, so that each capability adds its own piece in one
 * line: the cart its "Add to cart" button in `actions`, the sizing its runtime calculator as a child.
 */
export function Component() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: product, isPending, isError, error, isPlaceholderData, refetch, fetchStatus } = useProduct(id);
  useRecordProductView(id, location.key, product !== undefined && !isPlaceholderData);

  // Offline, a product this device has not opened before: said at once, not an endless placeholder.
  if (isPending && !product && fetchStatus === 'paused') return <PageNotSaved />;
  if (isPending && !product) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <PageMeta title="Product details" description="Specifications, price in GHS and stock at Savanna Solar." />
        <ProductDetailSkeleton />
      </div>
    );
  }

  // The shop's fresh answer that the product is gone (deleted, withdrawn) wins over a copy kept on this device;
  // a failed read (offline) keeps showing the copy.
  const notFound = isError && isNotFound(error);
  if (isError && (!product || notFound)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <PageMeta
          title={notFound ? PRODUCT_MESSAGES.notFound : PRODUCT_MESSAGES.fetchFailed}
          description="This product is not in the Savanna Solar catalogue any more."
        />
        <h1 className="text-2xl font-bold text-brand-900">{notFound ? PRODUCT_MESSAGES.notFound : 'Product'}</h1>
        <p className="text-slate-700" role={notFound ? undefined : 'alert'}>
          {notFound
            ? 'It may have been sold out and removed, or the link may be wrong.'
            : `${PRODUCT_MESSAGES.fetchFailed}. Check your connection.`}
        </p>
        <div className="flex gap-2">
          {!notFound && (
            <button type="button" className={buttonVariants()} onClick={() => void refetch()}>
              Try again
            </button>
          )}
          <Link to="/products" className={buttonVariants({ variant: notFound ? 'default' : 'outline' })}>
            Browse products
          </Link>
        </div>
      </section>
    );
  }

  if (!product) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title={product.name}
        description={`${formatGhs(product.price)} · ${stockLabel(stockState(product))}. ${describe(product)}`}
        path={`/products/${product.id}`}
        image={product.images[0]}
        type="product"
      />
      <Breadcrumbs product={product} />
      <ProductDetail
        product={product}
        actions={
          <>
            {product.type === 'service' ? (
              <ServiceRequestLink product={product} />
            ) : (
              <AddToCartButton product={product} size="lg" />
            )}
            <AddToCompareButton product={{ id: product.id, name: product.name }} />
          </>
        }
      >
        <RuntimeEstimator product={product} />
      </ProductDetail>
      {/* Below the first screen: a prerendered page takes these over after it (main.tsx). */}
      <Suspense>
        <RelatedProducts product={product} renderActions={renderActions} />
        <BatteriesSuiting product={product} renderActions={renderActions} />
      </Suspense>
      <CompareBar />
    </div>
  );
}
