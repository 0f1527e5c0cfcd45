import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useLoadable } from '@/components/lazy-part';
import { Button } from '@/components/ui/button';
import { useSettings } from '@/lib/settings/get-settings';
import { loadable } from '@/lib/lazy-load';

// Shown only when something went wrong: its code stays off the first screen (the home route's JavaScript budget).
const loadErrorScreen = loadable(() => import('@/components/error-screen').then((m) => m.ErrorScreen));

const reload = () => window.location.reload();

/** Any uncaught error in a screen ends here. */
export function RouteError() {
  const error = useRouteError();
  const { contact } = useSettings();
  const { state } = useLoadable(loadErrorScreen);
  useEffect(() => console.error(error), [error]);
  if (state.kind === 'ready') return <state.value error={error} contact={contact} onRetry={reload} />;
  // While the error screen's code arrives, or if it cannot (offline): the heading and the way on, never blank.
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Oops! Something went wrong</h1>
      <Button onClick={reload}>Try Again</Button>
    </main>
  );
}
