import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '@/domain/messages';
import type { Product } from '@/domain/product';
import { productFromSnapshot } from '@/lib/firebase/converters';
import { newestShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

const everyNewestFirst = newestShape('products', 'createdAt');
export const QUERY_SHAPES = [everyNewestFirst];

/**
 * Every product, deleted and unavailable ones included (rules: admins only), newest first. The admin table
 * searches, filters and pages these on the client: a shop's catalogue is hundreds of products, read once per
 * visit (cached a minute), so that typing in the search box reads nothing.
 */
export function getAdminProducts(): Promise<Product[]> {
  return serviceRead(
    PRODUCT_MESSAGES.fetchFailed,
    async () => {
      const snap = await getDocs(buildQuery(everyNewestFirst));
      return snap.docs.map(productFromSnapshot);
    },
    { large: true },
  );
}

export const adminProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.products(), queryFn: getAdminProducts });

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
