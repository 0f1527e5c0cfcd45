import { useRef, type ComponentType, type ReactNode } from 'react';
import type { Loadable } from '@/lib/lazy-load';
import { useInView } from '@/lib/use-in-view';
import { LoadFailed, useLoadable } from './lazy-part';

interface DeferredProps<P extends object> {
  /** Loads the component: `loadable(() => import(…))`, defined once at module level. */
  load: Loadable<ComponentType<P>>;
  /** What it is, in the shopper's words, for the notice when it cannot load ("the map"). */
  what: string;
  props: P;
  /** Shown until the component is here; it should take about the same room. */
  placeholder: ReactNode;
  /** Also load at the shopper's first tap, key or scroll, or this long after the page shows (see useInView). */
  soonAfterMs?: number;
  rootMargin?: string;
  className?: string;
}

/**
 * A part of a page below the fold whose code loads only as it comes near (a map, a form library, a section), so
 * that the first screen loads less JavaScript on a slow connection. If its code cannot be fetched (offline), the
 * rest of the page stays usable, the shopper can try again, and it loads by itself when the connection returns.
 */
export function Deferred<P extends object>(props: DeferredProps<P>) {
  const { load, what, placeholder, soonAfterMs, rootMargin = '400px', className } = props;
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { rootMargin, soonAfterMs });
  const { state, retry } = useLoadable(load, near);

  let content = placeholder;
  if (state.kind === 'failed') {
    content = <LoadFailed what={what} onRetry={retry} />;
  } else if (state.kind === 'ready') {
    content = <state.value {...props.props} />;
  }
  return (
    <div ref={ref} className={className}>
      {content}
    </div>
  );
}
