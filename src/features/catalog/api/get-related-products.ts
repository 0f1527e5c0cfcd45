import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@/domain/product';
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
