/**
 * The one way the app loads code on demand (screens, dialogs, the map, the toast library, Firebase Auth): every
 * dynamic import goes through `loadable`. A load is shared while it runs and kept once it succeeds; when it fails
 * (usually offline) nothing is kept, so the next call asks again. The React side (a retry in place, and a retry
 * by itself when the connection returns) is in components/lazy-part.tsx.
 */
import { reportNetworkSuccess } from './use-network-status';

export interface Loadable<T> {
  (): Promise<T>;
  /** The value once loaded, else undefined (lets a screen render at once when its code is already here). */
  peek(): T | undefined;
}

export function loadable<T>(importer: () => Promise<T>): Loadable<T> {
  let loading: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  const load = () => {
    loading ??= importer().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined; // offline now: the next call tries again
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(load, { peek: () => loaded?.value });
}

const LOAD_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload|failed to fetch|load failed|networkerror/i;

/**
 * True when code could not be fetched (offline, a dropped connection), as opposed to an error thrown by the code
 * itself, which is a bug and belongs on the error screen.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // eslint-disable-next-line no-restricted-syntax -- the browser's words: a failed import has no code to read
  if (LOAD_FAILURE.test(error.message)) return true;
  return error instanceof TypeError && typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * The one retry policy for code that could not be fetched (usually offline). It is tried again when the connection
 * returns; where nothing on screen offers Try again (the prerendered page before the app takes it over), also after
 * `delayMs` while the phone says it is online (a dropped request), at most `timedTries` times.
 */
export const LOAD_RETRY = { delayMs: 3_000, timedTries: 2 } as const;

/**
 * Waits, then calls `retry` once: when the connection returns, or (`timed`) after LOAD_RETRY.delayMs, whichever
 * comes first. Returns how to stop waiting.
 */
export function waitToRetryLoad(retry: () => void, timed = false): () => void {
  const run = () => {
    stop();
    retry();
  };
  const stop = () => {
    window.removeEventListener('online', run);
    clearTimeout(timer);
  };
  window.addEventListener('online', run);
  const timer = timed ? setTimeout(run, LOAD_RETRY.delayMs) : undefined;
  return stop;
}

/**
 * For a load nobody can retry by hand: after each failure, says whether it waits to try again (LOAD_RETRY: offline
 * until the connection returns; online after a moment, a few times), else the failure stands (false).
 */
export function unattendedLoadRetry(retry: () => void): (error: unknown) => boolean {
  let timedTries = 0;
  return (error) => {
    if (!isLoadFailure(error)) return false;
    const timed = navigator.onLine;
    if (timed && timedTries++ >= LOAD_RETRY.timedTries) return false;
    waitToRetryLoad(retry, timed);
    return true;
  };
}

/** The address of the module a load failure names (Chromium and Firefox say which), if any. */
function failedModule(error: Error): string | undefined {
  // eslint-disable-next-line no-restricted-syntax -- the browser's words are the only place it names the module
  return /https?:\/\/[^\s'"]+/.exec(error.message)?.[0];
}

/**
 * Whether code that failed to load can be fetched now although this page still cannot load it. Most browsers (older
 * Chrome and Android WebView, Safari, Firefox) keep a module that failed to load as failed for the life of the page:
 * importing it again fails at once without asking the network, and only a fresh page loads it. So the module is
 * asked for as a plain request (a module load would be kept as failed again): true when it arrives.
 */
export async function refusedByThisPage(error: unknown): Promise<boolean> {
  if (!isLoadFailure(error)) return false;
  const url = failedModule(error as Error);
  if (!url) return navigator.onLine; // Safari does not say which module: trust the phone
  try {
    const response = await fetch(url);
    reportNetworkSuccess();
    return response.ok;
  } catch {
    return false;
  }
}

const typedIn = new Set<EventTarget>();
if (typeof document !== 'undefined') document.addEventListener('input', (event) => typedIn.add(event.target!), true);

/**
 * Opens this page afresh when code this page refused (refusedByThisPage) can now be fetched, unless the shopper has
 * typed into a field still on the page (it would be lost): then false, and the part says it could not load.
 */
export function reloadForRefusedCode(): boolean {
  if ([...typedIn].some((field) => field instanceof Node && field.isConnected)) return false;
  window.location.reload();
  return true;
}

/**
 * Fetches code files as plain requests (into the HTTP cache) before they are imported: a module load that fails is
 * kept as failed by most browsers for the life of the page, a failed request is not. Rejects with the fetch's
 * TypeError ("Failed to fetch", a load failure) when the network cannot be reached; an error answer is left for the
 * import to report.
 */
export async function fetchCode(files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const response = await fetch(file);
      if (response.ok) await response.arrayBuffer();
    }),
  );
  // Code arriving says the network is there; a file that does not is no proof it is gone (only the shop's reads
  // are, lib/firebase/rest-read.ts): the screen says it could not load, with Try again.
  if (files.length > 0) reportNetworkSuccess();
}
