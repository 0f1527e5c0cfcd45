import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import type { SearchEntry } from '@domain/catalog/product-search';
import { ServiceError } from '@/lib/errors';
import { serviceRead } from '@/lib/firebase/service';
import { getDocument } from '@/lib/firebase/rest-read';
import { productFromData } from '@/lib/firebase/converters';
import { queryKeys } from '@/lib/query-keys';
import type { ProductPage } from './get-products';

/** One product by id; "Product not found" when it does not exist or a visitor may not see it (unavailable). */
export function getProduct(id: string): Promise<Product> {
  return serviceRead(PRODUCT_MESSAGES.fetchFailed, async () => {
    try {
      const record = await getDocument(`products/${id}`);
      if (!record) throw ServiceError.notFound(PRODUCT_MESSAGES.notFound);
      return productFromData(record.id, record.data);
    } catch (error) {
      if ((error as { code?: string }).code === 'permission-denied') {
        throw ServiceError.notFound(PRODUCT_MESSAGES.notFound, error);
      }
      throw error;
    }
  });
}

/** A product the lists already read, to show at once while its page loads (slow networks). */
export function cachedProduct(queryClient: QueryClient, id: string): Product | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: queryKeys.products.all() })) {
    const candidates: unknown[] = Array.isArray(data)
      ? data.flat() // lists, and the search catalogue's slices
      : data && typeof data === 'object' && 'pages' in data
        ? (data as { pages: ProductPage[] }).pages.flatMap((p) => p.products)
        : [];
    for (const candidate of candidates) {
      const product = (candidate as Partial<SearchEntry<Product>>).item ?? (candidate as Product);
      if (product && typeof product === 'object' && product.id === id) return product;
    }
  }
  return undefined;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.products.detail(id), queryFn: () => getProduct(id) });

export function useProduct(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...productQueryOptions(id), placeholderData: () => cachedProduct(queryClient, id) });
}
