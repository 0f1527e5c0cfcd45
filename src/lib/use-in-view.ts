import { useEffect, useState, type RefObject } from 'react';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

interface InViewOptions {
  /** How near the viewport counts as near, e.g. '400px'. */
  rootMargin?: string;
  /** Also true from the shopper's first interaction (tap, key, scroll): they are about to go further. */
  orOnInteraction?: boolean;
  /**
   * Also true this long after the page has loaded, when the browser is idle: for small parts that screen reader
   * users, who may browse without scrolling, should find without waiting for the viewport to come near.
   */
  orAfterLoadMs?: number;
}

/**
 * True once the element has come near the viewport (or, with `orOnInteraction`, once the shopper first interacts),
 * and from then on: parts of a page below the fold (a map, a form library, the services) load only then.
 */
export function useInView(ref: RefObject<Element | null>, options: InViewOptions = {}): boolean {
  const { rootMargin = '200px', orOnInteraction = false, orAfterLoadMs } = options;
  // Without IntersectionObserver (very old browsers) everything loads at once.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const show = () => setInView(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin,
    });
    observer.observe(element);
    if (orOnInteraction) {
      for (const event of FIRST_INTERACTION) window.addEventListener(event, show, { once: true, passive: true });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(show, { timeout: 2000 });
        else show();
      }, orAfterLoadMs);
    };
    if (orAfterLoadMs !== undefined) {
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
    }
    return () => {
      observer.disconnect();
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, show);
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
    };
  }, [ref, rootMargin, orOnInteraction, orAfterLoadMs, inView]);
  return inView;
}
