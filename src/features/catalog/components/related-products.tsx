import type { ReactNode } from 'react';
import type { Product } from '@/domain/product';
import { useRelatedProducts } from '../api/get-related-products';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** Other available products of the same category; nothing at all if there are none. */
export function RelatedProducts({
  product,
  renderActions,
}: {
  product: Product;
  renderActions?: (product: Product) => ReactNode;
}) {
  const { data, isPending, isError } = useRelatedProducts(product);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-brand-900">
        More {product.category.toLowerCase()}
      </h2>
      {isPending ? (
        <ProductGridSkeleton count={4} label="Loading related products" />
      ) : (
        <ProductGrid products={data} label="Related products" renderActions={renderActions} />
      )}
    </section>
  );
}
