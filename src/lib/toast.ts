/**
 * The app's toasts (sonner): one visible at a time, 5 s by default (docs/storefront.md, "Network, time-outs and
 * retries"). The toast library is not needed for the first screen, so it loads on the first interaction or the first
 * toast, whichever is first.
 */
import { loadable } from './lazy-load';

export const TOAST_DURATION_MS = 5000;

let mounted: Promise<void> | undefined;
let markMounted: (() => void) | undefined;
const wantListeners = new Set<() => void>();

/** The toast library, loaded once it is wanted (offline it is tried again at the next toast). */
export const loadSonner = loadable(() => import('sonner'));

let wanted = false;

/** Asks the app's toaster to mount (it listens with onToasterWanted). */
export function wantToaster(): void {
  wanted = true;
  for (const listener of wantListeners) listener();
}

export function onToasterWanted(listener: () => void): () => void {
  // A toast sent before the toaster listened (a tap kept while the page was taken over, then replayed) still
  // mounts it.
  if (wanted) listener();
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** Called by the toaster once it is on screen: toasts sent before then wait for it. */
export function toasterMounted(): void {
  if (markMounted) markMounted();
  else mounted = Promise.resolve();
}

function whenMounted(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => (markMounted = resolve));
  return mounted;
}

async function show(kind: 'success' | 'error', title: string, description?: string, durationMs?: number) {
  wantToaster();
  try {
    const [{ toast }] = await Promise.all([loadSonner(), whenMounted()]);
    toast.dismiss();
    toast[kind](title, { description, duration: durationMs ?? TOAST_DURATION_MS });
  } catch (error) {
    console.error(`Could not show the toast "${title}"`, error);
  }
}

export const notify = {
  success: (title: string, description?: string, durationMs?: number) =>
    void show('success', title, description, durationMs),
  error: (title: string, description?: string, durationMs?: number) =>
    void show('error', title, description, durationMs),
};
