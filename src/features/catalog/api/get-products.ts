import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CATEGORIES } from '@domain/catalog/catalog';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type ProductSort } from '@domain/catalog/product-sort';
import { serviceRead } from '@/lib/firebase/service';
import { productFromData } from '@/lib/firebase/converters';
import { readShapePage, type QueryShape } from '@/lib/firebase/query-shape';
import { countShapeQuery, runShapeQuery, type RestCursor } from '@/lib/firebase/rest-read';
import { queryKeys } from '@/lib/query-keys';

/**
 * docs/storefront.md, "Reading the catalogue": filter by category and by `available`, newest first unless told
 * otherwise, optional limit.
 */
export interface ProductListOptions {
  category?: string | null;
  /** Visitors can only read available products (firestore.rules), so the storefront always asks for them. */
  available?: boolean;
  sort?: ProductSort;
  limit?: number;
}

export function productListShape(options: ProductListOptions = {}): QueryShape {
  const sort = PRODUCT_SORTS[options.sort ?? DEFAULT_PRODUCT_SORT];
  const where: QueryShape['where'][number][] = [];
  if (options.category) where.push({ field: 'category', op: '==', value: options.category });
  if (options.available !== undefined) where.push({ field: 'available', op: '==', value: options.available });
  return {
    collection: 'products',
    where,
    orderBy: [{ field: sort.field, direction: sort.direction }],
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
  };
}

/** Every shape this module can produce: the index test checks each against firestore.indexes.json. */
export const QUERY_SHAPES: QueryShape[] = [null, ...CATEGORIES].flatMap((category) =>
  [undefined, true, false].flatMap((available) =>
    (Object.keys(PRODUCT_SORTS) as ProductSort[]).map((sort) => productListShape({ category, available, sort })),
  ),
);

export function getProducts(options: ProductListOptions = {}): Promise<Product[]> {
  return serviceRead(PRODUCT_MESSAGES.fetchFailed, async () => {
    return (await runShapeQuery(productListShape(options))).map((d) => productFromData(d.id, d.data));
  });
}

/** Enough for 3 rows on a desktop and 6 on a phone; one page is what a list view reads. */
export const PRODUCT_PAGE_SIZE = 12;

export interface ProductPage {
  products: Product[];
  /** Where the next page starts; null on the last page. */
  next: RestCursor | null;
}

/** One page by cursor (never by offset), over REST, through the one pager (readShapePage). */
export function getProductsPage(
  options: Omit<ProductListOptions, 'limit'>,
  after: RestCursor | null,
  pageSize: number = PRODUCT_PAGE_SIZE,
): Promise<ProductPage> {
  return serviceRead(PRODUCT_MESSAGES.fetchFailed, async () => {
    const read = (asked: QueryShape) => runShapeQuery(asked, after);
    const page = await readShapePage(productListShape(options), pageSize, read, (d) => d.cursor);
    return { products: page.docs.map((d) => productFromData(d.id, d.data)), next: page.next };
  });
}

export interface ProductListParams {
  category: string | null;
  sort: ProductSort;
}

export const productsInfiniteQueryOptions = ({ category, sort }: ProductListParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.products.list({ category, sort, available: true }),
    queryFn: ({ pageParam }) => getProductsPage({ category, sort, available: true }, pageParam),
    initialPageParam: null as RestCursor | null,
    getNextPageParam: (page: ProductPage) => page.next,
  });

/** Available products, a page at a time ("Show more" fetches the next page). */
export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...productsInfiniteQueryOptions(params), enabled: options.enabled ?? true });
}

/**
 * How many available products the list holds in all ("Showing 12 of 57 products"): a count over the list's own
 * query, without reading the products. The order does not change the count, so every sort shares one.
 */
export const productCountQueryOptions = ({ category }: Pick<ProductListParams, 'category'>) =>
  queryOptions({
    queryKey: queryKeys.products.count({ category, available: true }),
    queryFn: () =>
      serviceRead(PRODUCT_MESSAGES.fetchFailed, () =>
        countShapeQuery(productListShape({ category, sort: DEFAULT_PRODUCT_SORT, available: true })),
      ),
    staleTime: 5 * 60_000,
  });

export function useProductCount(params: Pick<ProductListParams, 'category'>, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productCountQueryOptions(params), enabled: options.enabled ?? true });
}
