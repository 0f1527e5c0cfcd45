import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { SIZING_CATEGORIES } from '@domain/sizing/sizing-model';
import { productFromData } from '@/lib/firebase/converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { runShapeQuery } from '@/lib/firebase/rest-read';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

/**
 * The products the calculator can recommend: available inverters, batteries, solar panels and charge
 * controllers (stock and specs are checked by the matching in domain/sizing/sizing-match). Equality filters only,
 * so no composite index is needed.
 */
const sizingShape: QueryShape = {
  collection: 'products',
  where: [
    { field: 'available', op: '==', value: true },
    { field: 'category', op: 'in', value: Object.values(SIZING_CATEGORIES) },
  ],
  orderBy: [],
};

export const QUERY_SHAPES = [sizingShape];

export function getSizingProducts(): Promise<Product[]> {
  return serviceRead(PRODUCT_MESSAGES.fetchFailed, async () =>
    (await runShapeQuery(sizingShape)).map((d) => productFromData(d.id, d.data)),
  );
}

export const sizingProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.sizing(), queryFn: getSizingProducts, staleTime: 5 * 60_000 });

export function useSizingProducts() {
  return useQuery(sizingProductsQueryOptions());
}
