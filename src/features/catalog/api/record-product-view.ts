import { doc, increment, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { useEffect } from 'react';
import { getDb } from '@/lib/firebase/app';
import { serviceWrite } from '@/lib/firebase/service';

/** Only logged: a view count is not worth bothering the shopper about. */
const VIEW_NOT_RECORDED = 'Could not record the product view';

/** Exactly +1 to `views` and `lastViewed` set by the server: the only write firestore.rules allow a visitor. */
export function recordProductView(id: string): Promise<void> {
  return serviceWrite(VIEW_NOT_RECORDED, () =>
    setDoc(doc(getDb(), 'products', id), { views: increment(1), lastViewed: serverTimestamp() }, { merge: true }),
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
