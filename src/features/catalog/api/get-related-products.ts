import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@domain/catalog/product';
import { batteriesSuiting } from '@domain/sizing/batteries-suiting';
import { SIZING_CATEGORIES } from '@domain/sizing/sizing-model';
import { queryKeys } from '@/lib/query-keys';
import { getProducts } from './get-products';

export const RELATED_LIMIT = 4;

/** Newest available products of the same category, without the product itself (reads at most 5 documents). */
export async function getRelatedProducts(product: Pick<Product, 'id' | 'category'>): Promise<Product[]> {
  const products = await getProducts({ category: product.category, available: true, limit: RELATED_LIMIT + 1 });
  return products.filter((p) => p.id !== product.id).slice(0, RELATED_LIMIT);
}

export const relatedProductsQueryOptions = (product: Pick<Product, 'id' | 'category'>) =>
  queryOptions({
    queryKey: queryKeys.products.related(product.category, product.id),
    queryFn: () => getRelatedProducts(product),
    staleTime: 5 * 60_000,
  });

export function useRelatedProducts(product: Pick<Product, 'id' | 'category'> | undefined) {
  return useQuery({
    ...relatedProductsQueryOptions(product ?? { id: '', category: '' }),
    enabled: product !== undefined,
  });
}

/** How many of the newest batteries on sale are read to find those that suit an inverter. */
export const BATTERIES_READ = 12;

/** The newest batteries on sale (one small read, shared by every inverter page). */
export const batteriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products.batteries(),
    queryFn: () => getProducts({ category: SIZING_CATEGORIES.battery, available: true, limit: BATTERIES_READ }),
    staleTime: 5 * 60_000,
  });

/** On an inverter's page: the batteries on sale that suit it (batteries-suiting.ts). */
export function useBatteriesSuiting(product: Product) {
  const isInverter = product.category === SIZING_CATEGORIES.inverter;
  const query = useQuery({ ...batteriesQueryOptions(), enabled: isInverter });
  return { ...query, data: query.data && batteriesSuiting(product, query.data), isInverter };
}
