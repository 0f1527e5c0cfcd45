import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useInView } from '../lib/use-in-view';
import { Button } from './ui/button';

interface DeferredProps<P extends object> {
  /** Loads the component: a dynamic import, defined once at module level. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Shown until the component is here; it should take about the same room. */
  placeholder: ReactNode;
  /** Also load at the shopper's first tap, key or scroll, or this long after the page shows (see useInView). */
  soonAfterMs?: number;
  rootMargin?: string;
  className?: string;
}

type Loaded<P> = { Component: ComponentType<P> } | 'failed' | null;

/**
 * A part of a page below the fold whose code loads only as it comes near (a map, a form library, a section), so
 * that the first screen loads less JavaScript on a slow connection. If its code cannot be fetched (offline), the
 * rest of the page stays usable and the shopper can try again.
 */
export function Deferred<P extends object>(props: DeferredProps<P>) {
  const { load, placeholder, soonAfterMs, rootMargin = '400px', className } = props;
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { rootMargin, soonAfterMs });
  const [loaded, setLoaded] = useState<Loaded<P>>(null);
  useEffect(() => {
    if (!near || loaded) return;
    let live = true;
    load().then(
      (Component) => live && setLoaded({ Component }),
      (error: unknown) => {
        console.error('A part of the page could not load', error);
        if (live) setLoaded('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [near, loaded, load]);

  let content = placeholder;
  if (loaded === 'failed') {
    content = (
      <p className="rounded-md bg-amber-50 p-4 text-sm text-slate-800">
        This part of the page could not load. Check your connection.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => setLoaded(null)}>
          Try again
        </Button>
      </p>
    );
  } else if (loaded) {
    content = <loaded.Component {...props.props} />;
  }
  return (
    <div ref={ref} className={className}>
      {content}
    </div>
  );
}
