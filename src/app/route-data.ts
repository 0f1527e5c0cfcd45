import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { settingsQueryOptions } from '@/lib/settings/get-settings';

/**
 * No waterfall: a screen that is not prerendered starts its main read when the shopper navigates
 * to it, alongside its code, not once its code has arrived and rendered. Each loader imports only the query options
 * its screen uses (a small module, fetched in parallel with the screen's chunk and kept off the first screen), starts
 * the read into the shared cache and returns at once: the screen then finds the read under way (the same query key)
 * and shows its own loading and error states. A loader never fails the navigation: when it cannot load (offline),
 * the screen reads as it always did.
 */
type Prefetch = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  uid: string,
  url: URL,
) => Promise<unknown>;

function prefetchLoader(queryClient: QueryClient, prefetch: Prefetch): LoaderFunction {
  return async ({ params, request }) => {
    const uid = useSessionStore.getState().user?.uid;
    if (!uid) return null; // signed out: the screen asks to sign in (or the rules would refuse the read)
    try {
      await prefetch(queryClient, params, uid, new URL(request.url));
    } catch (error) {
      console.warn('A page could not start loading its data early', error);
    }
    return null;
  };
}

/**
 * The public pages' first-screen data, started by their loaders alongside their code.
 * The prerender (src/entry-prerender.tsx) runs the same loaders and embeds what they read in the page, so the
 * page's first render in the browser already has it. In the browser a loader only starts the reads (the screen
 * shows its own loading state); when prerendering (import.meta.env.SSR) it waits for them.
 */
function publicLoader(work: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>) {
  return (queryClient: QueryClient): LoaderFunction =>
    async (args) => {
      const started = work(queryClient, args).catch((error: unknown) => {
        console.warn('A page could not start loading its data early', error);
      });
      if (import.meta.env.SSR) await started;
      return null;
    };
}

export const publicLoaders = {
  /** Every shop page: the header, footer and chat button show the shop's contact settings. */
  store: publicLoader(async (client) => {
    // Static: the settings are on every first screen (the layout reads them), so their code is there already.
    await client.prefetchQuery(settingsQueryOptions());
  }),
  home: publicLoader(async (client) => {
    const { featuredProductsQueryOptions, HOME_FEATURED_COUNT } =
      await import('@/features/catalog/api/get-featured-products');
    await client.prefetchQuery(featuredProductsQueryOptions(HOME_FEATURED_COUNT));
  }),
  products: publicLoader(async (client, { request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('q')) return; // a search reads the catalogue its own way, as the shopper types
    const [{ productsInfiniteQueryOptions }, { isCategory, isProductSort, DEFAULT_PRODUCT_SORT }] = await Promise.all([
      import('@/features/catalog/api/get-products'),
      import('@domain/catalog/product-sort'),
    ]);
    const category = url.searchParams.get('category');
    const sort = url.searchParams.get('sort');
    await client.prefetchInfiniteQuery(
      productsInfiniteQueryOptions({
        category: isCategory(category) ? category : null,
        sort: isProductSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
      }),
    );
  }),
  product: publicLoader(async (client, { params }) => {
    if (!params.id) return;
    const [{ productQueryOptions }, { relatedProductsQueryOptions }] = await Promise.all([
      import('@/features/catalog/api/get-product'),
      import('@/features/catalog/api/get-related-products'),
    ]);
    const product = await client.fetchQuery(productQueryOptions(params.id));
    await client.prefetchQuery(relatedProductsQueryOptions(product));
  }),
  calculator: publicLoader(async (client) => {
    const { sizingProductsQueryOptions } = await import('@/features/sizing/api/get-sizing-products');
    await client.prefetchQuery(sizingProductsQueryOptions());
  }),
};

/** The loaders of the signed-in screens, by route; see router.tsx. */
export function routeLoaders(queryClient: QueryClient) {
  const myOrder: Prefetch = async (client, { orderId }, uid) => {
    const { myOrderQueryOptions } = await import('@/features/orders/api/get-my-order');
    if (orderId) void client.prefetchQuery(myOrderQueryOptions(uid, orderId));
  };
  return {
    orders: prefetchLoader(queryClient, async (client, _params, uid) => {
      const { myOrdersQueryOptions } = await import('@/features/orders/api/get-my-orders');
      void client.prefetchQuery(myOrdersQueryOptions(uid));
    }),
    myOrder: prefetchLoader(queryClient, myOrder),
    /** The staff's orders list: its first page, with the filters and search of the address. */
    adminOrders: prefetchLoader(queryClient, async (client, _params, _uid, url) => {
      const { adminOrderFiltersFrom, adminOrdersQueryOptions } =
        await import('@/features/admin/orders/api/get-admin-orders');
      void client.prefetchInfiniteQuery(adminOrdersQueryOptions(adminOrderFiltersFrom(url.searchParams)));
    }),
    adminOrder: prefetchLoader(queryClient, async (client, { orderId }) => {
      const { adminOrderQueryOptions } = await import('@/features/admin/orders/api/get-admin-order');
      if (orderId) void client.prefetchQuery(adminOrderQueryOptions(orderId));
    }),
  };
}
