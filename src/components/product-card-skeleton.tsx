import { Skeleton } from './ui/skeleton';

/** Placeholder with the shape of a product card, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3" data-testid="product-card-skeleton">
      <Skeleton className="aspect-[4/3] w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}
