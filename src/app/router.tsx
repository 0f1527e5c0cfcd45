import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { StoreLayout } from './layouts/store-layout';

/** Every screen is its own lazily loaded module (SPEC.md section 2); the loading view covers the first load. */
export function createRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      children: [
        {
          Component: StoreLayout,
          children: [
            { index: true, lazy: () => import('./routes/home') },
            { path: 'products', lazy: () => import('./routes/products') },
            { path: 'products/:id', lazy: () => import('./routes/product-detail') },
            { path: 'compare', lazy: () => import('./routes/compare') },
            { path: 'solar-calculator', lazy: () => import('./routes/solar-calculator') },
            {
              // The user's own pages: a signed-out visitor is asked to sign in, then continues here.
              lazy: () => import('./layouts/require-auth'),
              children: [
                { path: 'checkout', lazy: () => import('./routes/checkout') },
                { path: 'order-confirmation/:orderId', lazy: () => import('./routes/order-confirmation') },
                { path: 'order-details/:id', lazy: () => import('./routes/order-details') },
                { path: 'orders', lazy: () => import('./routes/orders') },
              ],
            },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
        {
          path: 'admin',
          lazy: () => import('./layouts/admin-layout'),
          children: [
            { index: true, lazy: () => import('./routes/admin/dashboard') },
            { path: 'products', lazy: () => import('./routes/admin/products') },
            { path: 'orders', lazy: () => import('./routes/admin/orders') },
            { path: 'orders/:orderId', lazy: () => import('./routes/admin/order-detail') },
            { path: 'users', lazy: () => import('./routes/admin/users') },
            { path: 'messages', lazy: () => import('./routes/admin/messages') },
            { path: 'analytics', lazy: () => import('./routes/admin/analytics') },
            { path: 'settings', lazy: () => import('./routes/admin/settings') },
          ],
        },
      ],
    },
  ]);
}
