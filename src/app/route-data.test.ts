import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrderQueryOptions } from '@/features/admin/orders/api/get-admin-order';
import { sessionActions } from '@/features/auth/stores/session-store';
import { myOrderQueryOptions } from '@/features/orders/api/get-my-order';
import { myOrdersQueryOptions } from '@/features/orders/api/get-my-orders';
import { routeLoaders } from './route-data';

// The reads are only started here, never answered.
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore/lite')>()),
  getDoc: () => new Promise(() => {}),
  getDocs: () => new Promise(() => {}),
}));

const ama = { uid: 'ama-uid', email: 'ama@example.com', displayName: 'Ama' };

function args(params: Record<string, string>): LoaderFunctionArgs {
  return { params, request: new Request('http://localhost/'), context: undefined } as unknown as LoaderFunctionArgs;
}

afterEach(() => sessionActions.signedOut());

describe('route loaders (a screen reads alongside its code)', () => {
  it("start the screen's own read at navigation, under the key the screen uses", async () => {
    const client = new QueryClient();
    sessionActions.signedIn(ama, null);
    const loaders = routeLoaders(client);

    await expect(loaders.myOrder(args({ orderId: 'o-7' }))).resolves.toBeNull();
    await expect(loaders.myOrder(args({ orderId: 'o-8' }))).resolves.toBeNull();
    await expect(loaders.orders(args({}))).resolves.toBeNull();
    await expect(loaders.adminOrder(args({ orderId: 'o-9' }))).resolves.toBeNull();

    for (const key of [
      myOrderQueryOptions(ama.uid, 'o-7').queryKey,
      myOrderQueryOptions(ama.uid, 'o-8').queryKey,
      myOrdersQueryOptions(ama.uid).queryKey,
      adminOrderQueryOptions('o-9').queryKey,
    ]) {
      expect(client.getQueryCache().find({ queryKey: key, exact: true }), JSON.stringify(key)).toBeDefined();
    }
  });

  it('read nothing for a signed-out visitor (the screen asks them to sign in)', async () => {
    const client = new QueryClient();
    const loaders = routeLoaders(client);
    await expect(loaders.myOrder(args({ orderId: 'o-7' }))).resolves.toBeNull();
    await expect(loaders.orders(args({}))).resolves.toBeNull();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
