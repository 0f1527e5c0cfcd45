/**
 * The one way the app loads code on demand (screens, dialogs, the map, the toast library, Firebase Auth): every
 * dynamic import goes through `loadable`. A load is shared while it runs and kept once it succeeds; when it fails
 * (usually offline) nothing is kept, so the next call fetches again. The React side (a retry in place, and a retry
 * by itself when the connection returns) is in components/lazy-part.tsx.
 */
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
