import { startTransition, useEffect, useState, type RefObject } from 'react';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * Calls `callback` once, at the shopper's first tap, key or scroll; returns what stops listening. For work that
 * waits for the shopper: the callback should start a transition, so that the work never runs inside their tap.
 */
export function onFirstInteraction(callback: () => void): () => void {
  for (const event of FIRST_INTERACTION) addEventListener(event, callback, { once: true, passive: true });
  return () => {
    for (const event of FIRST_INTERACTION) removeEventListener(event, callback);
  };
}

interface InViewOptions {
  /** How near the viewport counts as near, e.g. '400px'. */
  rootMargin?: string;
  /**
   * Also true at the shopper's first tap, key or scroll (they are about to go further), or this long after the
   * page shows, whichever is first: for small parts that a screen reader user, who may browse without
   * scrolling, should find without the viewport coming near.
   */
  soonAfterMs?: number;
}

/**
 * True once the element has come near the viewport (or, with `soonAfterMs`, soon anyway), and from then on: parts
 * of a page below the fold (a map, a form library, the services) load only then.
 */
export function useInView(ref: RefObject<Element | null>, options: InViewOptions = {}): boolean {
  const { rootMargin = '200px', soonAfterMs } = options;
  // Without IntersectionObserver (very old browsers) everything loads at once.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    // Not urgent: rendered between the frames of whatever the shopper is doing, never inside their tap (the first
    // tap mounts every waiting part of the page at once; in the tap's own frame that delays its answer).
    const show = () => startTransition(() => setInView(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin,
    });
    observer.observe(element);
    const soon = soonAfterMs !== undefined;
    const timer = soon ? setTimeout(show, soonAfterMs) : undefined;
    const stopListening = soon ? onFirstInteraction(show) : undefined;
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      stopListening?.();
    };
  }, [ref, rootMargin, soonAfterMs, inView]);
  return inView;
}
