import { useEffect } from 'react';
import { changeOnServer } from '@/lib/firebase/rest-read';
import { serviceWrite } from '@/lib/firebase/service';

/** Only logged: a view count is not worth bothering the shopper about. */
const VIEW_NOT_RECORDED = 'Could not record the product view';

/**
 * Exactly +1 to `views` and `lastViewed` set by the server: the only write firestore.rules allow a visitor. Over REST,
 * so that a product page loads no Firebase SDK for it.
 */
export function recordProductView(id: string): Promise<void> {
  return serviceWrite(VIEW_NOT_RECORDED, () =>
    changeOnServer(`products/${id}`, [
      { field: 'views', add: 1 },
      { field: 'lastViewed', serverTime: true },
    ]),
  );
}

/** Views already counted, per history entry: a re-render or React's strict-mode re-run never counts twice. */
const counted = new Set<string>();

/** Counts one view of a product per visit of its page (`visitKey`: the router's location key). */
export function useRecordProductView(id: string, visitKey: string, enabled: boolean): void {
  useEffect(() => {
    const key = `${visitKey}:${id}`;
    if (!enabled || counted.has(key)) return;
    counted.add(key);
    // Logged by the write wrapper; nothing for the shopper to do.
    recordProductView(id).catch(() => undefined);
  }, [id, visitKey, enabled]);
}
