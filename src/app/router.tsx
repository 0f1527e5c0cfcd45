import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { StoreLayout } from './layouts/store-layout';
import { lazyRoute } from './lazy-route';
import { routeLoaders } from './route-data';

/**
 * Every screen is its own lazily loaded module (SPEC.md section 2); the loading view covers the first load. The
 * signed-in screens' loaders start their reads alongside their code (route-data.ts).
 */
export function createRouter(queryClient: QueryClient) {
  const loaders = routeLoaders(queryClient);
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      children: [
        {
          Component: StoreLayout,
          children: [
            { index: true, lazy: lazyRoute(() => import('./routes/home')) },
            { path: 'products', lazy: lazyRoute(() => import('./routes/products')) },
            { path: 'products/:id', lazy: lazyRoute(() => import('./routes/product-detail')) },
            { path: 'compare', lazy: lazyRoute(() => import('./routes/compare')) },
            { path: 'solar-calculator', lazy: lazyRoute(() => import('./routes/solar-calculator')) },
            {
              // The user's own pages: a signed-out visitor is asked to sign in, then continues here.
              lazy: lazyRoute(() => import('./layouts/require-auth')),
              children: [
                { path: 'checkout', lazy: lazyRoute(() => import('./routes/checkout')) },
                {
                  path: 'order-confirmation/:orderId',
                  loader: loaders.myOrder,
                  lazy: lazyRoute(() => import('./routes/order-confirmation')),
                },
                {
                  path: 'order-details/:id',
                  loader: loaders.myOrder,
                  lazy: lazyRoute(() => import('./routes/order-details')),
                },
                { path: 'orders', loader: loaders.orders, lazy: lazyRoute(() => import('./routes/orders')) },
              ],
            },
            { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
          ],
        },
        {
          path: 'admin',
          lazy: lazyRoute(() => import('./layouts/admin-layout')),
          children: [
            { index: true, lazy: lazyRoute(() => import('./routes/admin/dashboard')) },
            { path: 'products', lazy: lazyRoute(() => import('./routes/admin/products')) },
            { path: 'orders', loader: loaders.orders, lazy: lazyRoute(() => import('./routes/admin/orders')) },
            {
              path: 'orders/:orderId',
              loader: loaders.adminOrder,
              lazy: lazyRoute(() => import('./routes/admin/order-detail')),
            },
            { path: 'users', lazy: lazyRoute(() => import('./routes/admin/users')) },
            { path: 'messages', lazy: lazyRoute(() => import('./routes/admin/messages')) },
            { path: 'analytics', lazy: lazyRoute(() => import('./routes/admin/analytics')) },
            { path: 'settings', lazy: lazyRoute(() => import('./routes/admin/settings')) },
          ],
        },
      ],
    },
  ]);
}
