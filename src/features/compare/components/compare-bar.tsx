import { ArrowRight, Columns3 } from 'lucide-react';
import { Link } from 'react-router';
import { COMPARE_LIMIT } from '../../../domain/compare';
import { useCompareStore } from '../stores/compare-store';

/** A bar at the foot of the screen while products are picked for comparison: how many, and the way there. */
export function CompareBar() {
  const count = useCompareStore((s) => s.items.length);
  if (count === 0) return null;
  return (
    <div className="sticky bottom-3 z-30 mx-auto mt-6 flex w-fit max-w-[calc(100%-5.5rem)] items-center gap-3 rounded-full bg-brand-900 py-2 pr-2 pl-4 text-white shadow-lg sm:max-w-none">
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
  );
}
