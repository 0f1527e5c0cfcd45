import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import type { Product } from '../../../domain/product';
import { getDb } from '../../../lib/firebase/app';
import { productFromSnapshot } from '../../../lib/firebase/converters';
import { withServiceError } from '../../../lib/errors';
import { queryKeys } from '../../../lib/query-keys';

export const FEATURED_DEFAULT_LIMIT = 10;

/** SPEC.md section 7: featured and available, newest first, default limit 10. */
export function getFeaturedProducts(max: number = FEATURED_DEFAULT_LIMIT): Promise<Product[]> {
  return withServiceError(PRODUCT_MESSAGES.featuredFailed, async () => {
    const q = query(
      collection(getDb(), 'products'),
      where('featured', '==', true),
      where('available', '==', true),
      orderBy('createdAt', 'desc'),
      limit(max),
    );
    return (await getDocs(q)).docs.map(productFromSnapshot);
  });
}

export const featuredProductsQueryOptions = (max: number = FEATURED_DEFAULT_LIMIT) =>
  queryOptions({ queryKey: queryKeys.products.featured(max), queryFn: () => getFeaturedProducts(max) });

export function useFeaturedProducts(max?: number) {
  return useQuery(featuredProductsQueryOptions(max));
}
