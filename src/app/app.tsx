import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppToaster } from '@/components/app-toaster';
import { connectCartToSession } from './cart-session';
import { OfflineStart } from './offline-start';
import type { createRouter } from './router';
import { forgetUserQueriesOnSignOut } from './session-cache';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}

/** The shop in the browser (src/main.tsx makes its query cache and router: a prerendered page's data comes first). */
export function App({ queryClient, router }: AppProps) {
  useEffect(() => forgetUserQueriesOnSignOut(queryClient), [queryClient]);
  useEffect(() => connectCartToSession(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
      <OfflineStart queryClient={queryClient} router={router} />
    </QueryClientProvider>
  );
}
