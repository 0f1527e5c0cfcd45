import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import {
  isLoadFailure,
  loadable,
  refusedByThisPage,
  reloadForRefusedCode,
  waitToRetryLoad,
  type Loadable,
} from '@/lib/lazy-load';
import { useNetworkStatus } from '@/lib/use-network-status';
import { Button } from './ui/button';

type LoadState<T> =
  { kind: 'loading'; retry?: 'shopper' | 'connection back' } | { kind: 'ready'; value: T } | { kind: 'failed' };

function initialState<T>(load: Loadable<T>): LoadState<T> {
  const value = load.peek();
  return value === undefined ? { kind: 'loading' } : { kind: 'ready', value };
}

/**
 * Loads `load` while `enabled`. When the code cannot be fetched the state is `failed`: the caller shows a retry in
 * place, and the load is tried again by itself as soon as the browser is back online. A retry this page refuses
 * although the code can be fetched now (a browser that keeps failed modules as failed) opens the page afresh,
 * unless the shopper typed something on it. Any other error (the code itself threw) goes to the nearest error
 * boundary, as a render error would.
 */
export function useLoadable<T>(
  load: Loadable<T>,
  enabled = true,
  /** Whether the retry by itself when the connection returns may open the page afresh (a screen: nothing else is shown). */
  freshPageWhenBack = false,
): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>(() => initialState(load));
  const [crash, setCrash] = useState<{ error: unknown } | null>(null);
  if (crash) throw crash.error;

  const retry = state.kind === 'loading' ? state.retry : undefined;
  // A part the shopper asked for again, or a screen, may open the page afresh; a part in the background may not.
  const mayReload = retry === 'shopper' || (retry === 'connection back' && freshPageWhenBack);
  useEffect(() => {
    if (!enabled || state.kind !== 'loading') return;
    let live = true;
    load().then(
      (value) => live && setState({ kind: 'ready', value }),
      async (error: unknown) => {
        if (!live) return;
        if (!isLoadFailure(error)) {
          setCrash({ error });
          return;
        }
        if (mayReload && (await refusedByThisPage(error)) && live && reloadForRefusedCode()) return;
        if (!live) return;
        console.warn('Code could not load (offline?); it will be tried again', error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, state.kind, mayReload, load]);

  useEffect(() => {
    if (state.kind !== 'failed') return;
    return waitToRetryLoad(() => setState({ kind: 'loading', retry: 'connection back' }));
  }, [state.kind]);

  return { state, retry: () => setState({ kind: 'loading', retry: 'shopper' }) };
}

interface LoadFailedProps {
  /** What could not load, in the shopper's words: "the map", "your cart", "this page". */
  what: string;
  onRetry: () => void;
  className?: string;
}

/** The one "could not load, try again" notice for code that did not arrive (usually offline). */
export function LoadFailed({ what, onRetry, className }: LoadFailedProps) {
  const offline = useNetworkStatus() === 'offline';
  return (
    <div role="alert" className={cn('rounded-md bg-amber-50 p-4 text-sm text-slate-800', className)}>
      {`We could not load ${what}. `}
      {offline ? 'You are offline: it will load by itself when your connection returns. ' : 'Check your connection. '}
      <Button variant="link" size="inline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * Offline, a page this device has not opened before (its code or its data was never kept, see
 * lib/pwa/service-worker.ts): the shop stays around it, and it opens by itself when the connection returns.
 */
export function PageNotSaved({ children }: { children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16" data-testid="page-not-saved">
      <h1 className="text-2xl font-bold text-brand-900">You're offline and this page isn't saved yet</h1>
      <p className="text-slate-700">
        This phone has not opened this page before, so there is no copy of it here. It opens by itself when your
        connection returns. Pages you have already visited still work, and so does your cart.
      </p>
      {children}
    </section>
  );
}

/**
 * Offline, a part of a page whose data this phone has never kept (the calculator's matching products): said in
 * place of a placeholder that would wait for ever; the part fills in by itself when the connection returns.
 */
export function PartNotSaved({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md bg-amber-50 p-4 text-sm text-slate-800">
      {children}
    </p>
  );
}

/** A failed dialog's notice, floating where the dialog would have opened, which the shopper can put away. */
function FloatingLoadFailed(props: LoadFailedProps) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <div className="fixed inset-x-4 bottom-4 z-[1000] mx-auto flex max-w-md items-start gap-2 rounded-md bg-amber-50 shadow-lg">
      <LoadFailed {...props} className="flex-1" />
      <Button variant="ghost" size="sm" className="m-2" onClick={() => setHidden(true)}>
        Close
      </Button>
    </div>
  );
}

interface LazyComponentOptions {
  /** What it is, in the shopper's words, for the notice when it cannot load. */
  what: string;
  /** Shown while the code arrives (default: nothing). */
  loading?: ReactNode;
  /** How a failure shows: in place (a part of a page), floating (a dialog), or not at all (the toaster). */
  failure?: 'inline' | 'floating' | 'silent';
}

export type LazyComponent<P> = ComponentType<P> & { preload: () => void };

/**
 * The handlers that start loading a part's code when a hand reaches for its button (a pointer over it, a touch,
 * focus), before the tap that needs it.
 */
export const loadOnIntent = (load: (() => void) | undefined) => ({
  onPointerEnter: load,
  onTouchStart: load,
  onFocus: load,
});

/**
 * A component whose code loads when it is first rendered (instead of React.lazy, whose failure is final and
 * outside any retry): while loading it shows `loading`; if the code cannot be fetched it shows a retry in place
 * and tries again by itself when the connection returns.
 */
export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  { what, loading = null, failure = 'inline' }: LazyComponentOptions,
): LazyComponent<P> {
  const load = loadable(importer);
  function Lazy(props: P) {
    const { state, retry } = useLoadable(load);
    if (state.kind === 'ready') {
      const Loaded = state.value;
      return <Loaded {...props} />;
    }
    if (state.kind === 'failed') {
      if (failure === 'silent') return null;
      return failure === 'floating' ? (
        <FloatingLoadFailed what={what} onRetry={retry} />
      ) : (
        <LoadFailed what={what} onRetry={retry} />
      );
    }
    return loading;
  }
  return Object.assign(Lazy, { preload: () => void load().catch(() => undefined) });
}
