import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { StoreLayout } from './layouts/store-layout';
import type { ComingSoonPage } from './routes/coming-soon-pages';

const comingSoon = (page: ComingSoonPage) => () =>
  import('./routes/coming-soon-pages').then((m) => ({ Component: m.comingSoonPage(page) }));

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
            { index: true, lazy: comingSoon('admin-dashboard') },
            { path: 'products', lazy: comingSoon('admin-products') },
            { path: 'orders', lazy: comingSoon('admin-orders') },
            { path: 'users', lazy: comingSoon('admin-users') },
            { path: 'messages', lazy: comingSoon('admin-messages') },
            { path: 'analytics', lazy: comingSoon('admin-analytics') },
            { path: 'settings', lazy: comingSoon('admin-settings') },
          ],
        },
      ],
    },
  ]);
}
