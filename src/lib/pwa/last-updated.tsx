import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isPublicData } from './public-data';

const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "23 Nov, 07:12" (the shop's shoppers read day-month dates). */
export function formatLastUpdated(at: number): string {
  return FORMAT.format(new Date(at));
}

/**
 * When the page's shop data (catalogue, product, settings) was last fetched: the oldest of the data on screen now.
 * 0 when nothing of it is on screen.
 */
function useOldestShownData(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(() => {
    const times = cache
      .findAll({ type: 'active' })
      .filter((query) => query.state.data !== undefined && isPublicData(query.queryKey))
      .map((query) => query.state.dataUpdatedAt);
    return times.length ? Math.min(...times) : 0;
  }, [cache]);
  return useSyncExternalStore(subscribe, read, () => 0);
}

/** Offline, under the network banner: what is shown is the copy kept on this device, and how old it is. */
export function LastUpdated() {
  const at = useOldestShownData();
  if (!at) return null;
  return (
    <span data-testid="last-updated" className="block text-xs font-normal">
      {`Showing what was saved on this device, last updated ${formatLastUpdated(at)}.`}
    </span>
  );
}
