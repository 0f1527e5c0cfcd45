import { ArrowRight, Columns3 } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { COMPARE_LIMIT } from '@domain/catalog/compare';
import { useCompareStore } from '../stores/compare-store';

/**
 * While shown, the bar's height is --dock-height on <html>: the page keeps that much free at its end and above
 * focused controls, and the chat button stands above the bar (index.css).
 */
function useDockHeight() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const style = document.documentElement.style;
    const measure = () => style.setProperty('--dock-height', `${element.offsetHeight}px`);
    // Every browser the shop supports has ResizeObserver; a test DOM without one measures once.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      observer?.disconnect();
      style.removeProperty('--dock-height');
    };
  }, []);
}

/**
 * A bar fixed at the foot of the screen while products are picked for comparison: how many, and the way there. It
 * never covers a product's buttons at the end of the page or a focused control, nor the chat button.
 */
export function CompareBar() {
  const count = useCompareStore((s) => s.items.length);
  const dockRef = useDockHeight();
  if (count === 0) return null;
  return (
    <div ref={dockRef} className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-4 pb-3">
      <div className="pointer-events-auto flex items-center gap-3 rounded-full bg-brand-900 py-2 pr-2 pl-4 text-white shadow-lg">
        <Columns3 className="size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm" aria-live="polite">
          {count} of {COMPARE_LIMIT} products picked
        </p>
        <Link
          to="/compare"
          className="flex items-center gap-1 rounded-full bg-sun-400 px-3 py-1.5 text-sm font-semibold text-slate-950 hover:bg-sun-300"
        >
          Compare <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
