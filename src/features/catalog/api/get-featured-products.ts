import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { productFromData } from '@/lib/firebase/converters';
import { serviceRead } from '@/lib/firebase/service';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { runShapeQuery } from '@/lib/firebase/rest-read';
import { queryKeys } from '@/lib/query-keys';

export const FEATURED_DEFAULT_LIMIT = 10;
/** The home page shows two rows of four. */
export const HOME_FEATURED_COUNT = 8;

/** docs/storefront.md, "Reading the catalogue": featured and available, newest first, default limit 10. */
export const featuredShape = (max: number = FEATURED_DEFAULT_LIMIT): QueryShape => ({
  collection: 'products',
  where: [
    { field: 'featured', op: '==', value: true },
    { field: 'available', op: '==', value: true },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: max,
});

export const QUERY_SHAPES: QueryShape[] = [featuredShape()];

export function getFeaturedProducts(max: number = FEATURED_DEFAULT_LIMIT): Promise<Product[]> {
  return serviceRead(PRODUCT_MESSAGES.featuredFailed, async () => {
    return (await runShapeQuery(featuredShape(max))).map((d) => productFromData(d.id, d.data));
  });
}

export const featuredProductsQueryOptions = (max: number = FEATURED_DEFAULT_LIMIT) =>
  queryOptions({ queryKey: queryKeys.products.featured(max), queryFn: () => getFeaturedProducts(max) });

export function useFeaturedProducts(max?: number) {
  return useQuery(featuredProductsQueryOptions(max));
}
