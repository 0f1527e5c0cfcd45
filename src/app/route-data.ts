import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useSessionStore } from '../features/auth/stores/session-store';

/**
 * Issue 11 item 2, no waterfall: a screen that is not prerendered starts its main read when the shopper navigates
 * to it, alongside its code, not once its code has arrived and rendered. Each loader imports only the query options
 * its screen uses (a small module, fetched in parallel with the screen's chunk and kept off the first screen), starts
 * the read into the shared cache and returns at once: the screen then finds the read under way (the same query key)
 * and shows its own loading and error states. A loader never fails the navigation: when it cannot load (offline),
 * the screen reads as it always did.
 */
type Prefetch = (queryClient: QueryClient, params: Record<string, string | undefined>, uid: string) => Promise<unknown>;

function prefetchLoader(queryClient: QueryClient, prefetch: Prefetch): LoaderFunction {
  return async ({ params }) => {
    const uid = useSessionStore.getState().user?.uid;
    if (!uid) return null; // signed out: the screen asks to sign in (or the rules would refuse the read)
    try {
      await prefetch(queryClient, params, uid);
    } catch (error) {
      console.warn('A page could not start loading its data early', error);
    }
    return null;
  };
}

/** The loaders of the signed-in screens, by route; see router.tsx. */
export function routeLoaders(queryClient: QueryClient) {
  const myOrder: Prefetch = async (client, { orderId, id }, uid) => {
    const { myOrderQueryOptions } = await import('../features/orders/api/get-my-order');
    const order = orderId ?? id;
    if (order) void client.prefetchQuery(myOrderQueryOptions(uid, order));
  };
  return {
    orders: prefetchLoader(queryClient, async (client, _params, uid) => {
      const { myOrdersQueryOptions } = await import('../features/orders/api/get-my-orders');
      void client.prefetchQuery(myOrdersQueryOptions(uid));
    }),
    myOrder: prefetchLoader(queryClient, myOrder),
    adminOrder: prefetchLoader(queryClient, async (client, { orderId }) => {
      const { adminOrderQueryOptions } = await import('../features/admin/orders/api/get-admin-order');
      if (orderId) void client.prefetchQuery(adminOrderQueryOptions(orderId));
    }),
  };
}
