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
