import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppToaster } from '../components/app-toaster';
import { connectCartToSession } from './cart-session';
import { OfflineStart } from './offline-start';
import { createRouter } from './router';
import { forgetUserQueriesOnSignOut } from './session-cache';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
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
