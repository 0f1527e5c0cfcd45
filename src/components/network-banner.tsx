import { useEffect, useRef } from 'react';
import { notify } from '../lib/toast';
import { useNetworkStatus } from '../lib/use-network-status';

/** Red banner offline, yellow on a slow connection; toasts when the connection drops and returns. */
export function NetworkBanner() {
  const status = useNetworkStatus();
  const previous = useRef(status);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status === 'offline' && was !== 'offline') {
      notify.error('Connection Lost', 'You are offline. We will keep what you have done until you are back.', 5000);
    } else if (status !== 'offline' && was === 'offline') {
      notify.success('Connection Restored!', undefined, 3000);
    }
  }, [status]);

  if (status === 'online') return null;
  const offline = status === 'offline';
  return (
    <div
      role="status"
      data-testid="network-banner"
      data-status={status}
      className={
        offline
          ? 'sticky top-0 z-[60] bg-red-700 px-4 py-2 text-center text-sm font-medium text-white'
          : 'sticky top-0 z-[60] bg-sun-300 px-4 py-2 text-center text-sm font-medium text-slate-950'
      }
    >
      {offline
        ? 'You are offline. Check your connection; pages you open now may not load.'
        : 'Slow connection detected. Pages may take longer to load.'}
    </div>
  );
}
