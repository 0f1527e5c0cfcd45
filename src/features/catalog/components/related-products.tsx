import type { ReactNode } from 'react';
import type { Product } from '@domain/catalog/product';
import { numSpec } from '@domain/catalog/product-specs';
import { useBatteriesSuiting, useRelatedProducts } from '../api/get-related-products';
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

/**
 * On an inverter's page, beside the other inverters: the batteries on sale that suit its system voltage. Nothing
 * for other products, or when none suits.
 */
export function BatteriesSuiting({
  product,
  renderActions,
}: {
  product: Product;
  renderActions?: (product: Product) => ReactNode;
}) {
  const { data, isPending, isError, isInverter } = useBatteriesSuiting(product);
  const systemV = numSpec(product, 'systemVoltageV');
  if (!isInverter || !systemV || isError || (data && data.length === 0)) return null;
  return (
    <section aria-labelledby="batteries-heading" className="mt-12">
      <h2 id="batteries-heading" className="text-xl font-bold text-brand-900">
        Batteries for this inverter
      </h2>
      <p className="mt-1 mb-4 text-slate-700">
        {systemV === 12
          ? 'It runs on a 12 V battery bank: these 12 V batteries suit it.'
          : `It runs on a ${systemV} V battery bank: one ${systemV} V battery, or smaller ones joined in series to make ${systemV} V.`}
      </p>
      {isPending ? (
        <ProductGridSkeleton count={4} label="Loading batteries for this inverter" />
      ) : (
        <ProductGrid products={data ?? []} label="Batteries for this inverter" renderActions={renderActions} />
      )}
    </section>
  );
}
