import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { keyHistoryEntry } from './history-entry-key';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { StoreLayout } from './layouts/store-layout';
import { lazyRoute } from './lazy-route';
import { publicLoaders, routeLoaders } from './route-data';

/**
 * Every screen is its own lazily loaded module (docs/storefront.md, "Screens"); the loading view covers the first load.
 * The signed-in screens' loaders start their reads alongside their code (route-data.ts).
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const loaders = routeLoaders(queryClient);
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      children: [
        {
          Component: StoreLayout,
          loader: publicLoaders.store(queryClient),
          children: [
            { index: true, loader: publicLoaders.home(queryClient), lazy: lazyRoute(() => import('./routes/home')) },
            {
              path: 'products',
              loader: publicLoaders.products(queryClient),
              lazy: lazyRoute(() => import('./routes/products')),
            },
            {
              path: 'products/:id',
              loader: publicLoaders.product(queryClient),
              lazy: lazyRoute(() => import('./routes/product-detail')),
            },
            { path: 'compare', lazy: lazyRoute(() => import('./routes/compare')) },
            {
              path: 'solar-calculator',
              loader: publicLoaders.calculator(queryClient),
              lazy: lazyRoute(() => import('./routes/solar-calculator')),
            },
            // A visitor fills the request in, then signs in or signs up on Send (the form kept).
            { path: 'projects/new', lazy: lazyRoute(() => import('./routes/project-request')) },
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
                  path: 'order-details/:orderId',
                  loader: loaders.myOrder,
                  lazy: lazyRoute(() => import('./routes/order-details')),
                },
                { path: 'orders', loader: loaders.orders, lazy: lazyRoute(() => import('./routes/orders')) },
                { path: 'projects', lazy: lazyRoute(() => import('./routes/projects')) },
                { path: 'projects/:projectId', lazy: lazyRoute(() => import('./routes/project-detail')) },
                // Payment plans (docs/plans.md): the customer's list, and one plan (a reminder's link adds ?pay=).
                { path: 'plans', lazy: lazyRoute(() => import('./routes/plans')) },
                { path: 'plans/:planId', lazy: lazyRoute(() => import('./routes/plan-detail')) },
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
            { path: 'orders', loader: loaders.adminOrders, lazy: lazyRoute(() => import('./routes/admin/orders')) },
            {
              path: 'orders/:orderId',
              loader: loaders.adminOrder,
              lazy: lazyRoute(() => import('./routes/admin/order-detail')),
            },
            {
              path: 'orders/:orderId/receipt',
              loader: loaders.adminOrder,
              lazy: lazyRoute(() => import('./routes/admin/order-receipt')),
            },
            { path: 'projects', lazy: lazyRoute(() => import('./routes/admin/projects')) },
            { path: 'projects/:projectId', lazy: lazyRoute(() => import('./routes/admin/project-detail')) },
            {
              path: 'plans',
              children: [
                { index: true, lazy: lazyRoute(() => import('./routes/admin/plans')) },
                { path: ':planId', lazy: lazyRoute(() => import('./routes/admin/plan-detail')) },
              ],
            },
            { path: 'payments', lazy: lazyRoute(() => import('./routes/admin/payments')) },
            { path: 'users', lazy: lazyRoute(() => import('./routes/admin/users')) },
            { path: 'messages', lazy: lazyRoute(() => import('./routes/admin/messages')) },
            { path: 'analytics', lazy: lazyRoute(() => import('./routes/admin/analytics')) },
            { path: 'settings', lazy: lazyRoute(() => import('./routes/admin/settings')) },
            { path: 'showcase', lazy: lazyRoute(() => import('./routes/admin/showcase')) },
            { path: 'notifications', lazy: lazyRoute(() => import('./routes/admin/notifications')) },
            { path: 'activity', lazy: lazyRoute(() => import('./routes/admin/activity')) },
            {
              path: 'projects/:projectId/proposal',
              lazy: lazyRoute(() => import('./routes/admin/project-proposal')),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The shop's router in the browser (the page's history entry keyed first, for scroll restoration: history-entry-key.ts). `hydrationData` when the page was prerendered (main.tsx): the router then starts
 * on the prerendered page without running its loaders again (the page's data is already in the cache).
 */
export function createRouter(
  queryClient: QueryClient,
  routes = appRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  keyHistoryEntry();
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
