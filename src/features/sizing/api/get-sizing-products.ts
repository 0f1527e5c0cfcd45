import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '../../../domain/product-messages';
import type { Product } from '../../../domain/product';
import { SIZING_CATEGORIES } from '../../../domain/sizing-match';
import { getDb } from '../../../lib/firebase/app';
import { productFromSnapshot } from '../../../lib/firebase/converters';
import { serviceRead } from '../../../lib/firebase/read';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The products the calculator can recommend: available inverters, batteries, solar panels and charge
 * controllers (stock and specs are checked by the matching in domain/sizing-match). Equality filters only,
 * so no composite index is needed.
 */
export function getSizingProducts(): Promise<Product[]> {
  return serviceRead(PRODUCT_MESSAGES.fetchFailed, async () => {
    const q = query(
      collection(getDb(), 'products'),
      where('available', '==', true),
      where('category', 'in', Object.values(SIZING_CATEGORIES)),
    );
    return (await getDocs(q)).docs.map(productFromSnapshot);
  });
}

export const sizingProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.sizing(), queryFn: getSizingProducts, staleTime: 5 * 60_000 });

export function useSizingProducts() {
  return useQuery(sizingProductsQueryOptions());
}
