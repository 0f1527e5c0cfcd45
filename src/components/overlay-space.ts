import { useCallback } from 'react';

/** The CSS variables on <html> that hold the height of what is fixed to an edge of the screen (index.css). */
export type OverlayVariable = '--banner-height' | '--header-height' | '--dock-height';

/**
 * A ref for an overlay fixed (or stuck) to an edge of the screen: while it is shown, its height is on <html> as a
 * CSS variable, so that the page reserves that space (a spacer, the footer's padding, scroll-padding) and the
 * other overlays stack clear of it (index.css). Then no overlay covers content a user has to reach once it is
 * scrolled there or focused (WCAG 2.4.11 focus not obscured, 2.5.8 target size), and none covers another.
 */
export function useOverlaySpace(variable: OverlayVariable) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const style = document.documentElement.style;
      const measure = () => style.setProperty(variable, `${element.offsetHeight}px`);
      // Every browser the shop supports has ResizeObserver; a test DOM without one measures once.
      const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
      if (observer) observer.observe(element);
      else measure();
      return () => {
        observer?.disconnect();
        style.removeProperty(variable);
      };
    },
    [variable],
  );
}
