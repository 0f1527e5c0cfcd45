import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (a lazy screen, data still loading). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * Focuses the screen's main heading (in <main>, else anywhere in the app; never a heading left outside it) without
 * scrolling, and returns it; undefined while the screen has none yet. Used after a navigation, and when a dialog
 * closes on a screen that replaced the one it was opened from (dialog-focus.ts): never the skip link.
 */
export function focusScreenHeading(): HTMLElement | undefined {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('#root h1');
  if (!heading) return undefined;
  heading.tabIndex = -1;
  heading.classList.add('focus:outline-none');
  heading.focus({ preventScroll: true });
  return heading;
}

/**
 * After each navigation (not the first load): moves keyboard focus to the new page's main heading and announces
 * the page's title, so keyboard and screen-reader users do not start again from the top of the page. Mounted once,
 * in the root layout. Only a change of path counts: a new query string (a filter, a search) keeps focus where it is.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The path focus was last settled for: the page as loaded (or hydrated) counts as settled, focus stays at its
  // start. Comparing paths, not counting runs, keeps a second run of this effect for the same page (React's
  // StrictMode, a part of the tree shown again after it suspended) from moving focus.
  const settledFor = useRef(pathname);

  useEffect(() => {
    if (settledFor.current === pathname) return;
    settledFor.current = pathname;
    let frame = 0;
    const started = performance.now();
    const settle = () => {
      const heading = focusScreenHeading();
      if (heading) {
        // The title element is set by the screen as it renders: read it once the heading is there.
        setAnnouncement(document.title || heading.textContent || '');
        return;
      }
      if (performance.now() - started < WAIT_FOR_HEADING_MS) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  // A polite live region, not role="status": that role is what the pages use for "loading…" messages.
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="page-announcer">
      {announcement}
    </div>
  );
}
