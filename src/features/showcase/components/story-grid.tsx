import { QueryList, type QueryListProps } from '@/components/query-list';
import { Skeleton } from '@/components/ui/skeleton';

/** The home page's stories (installations, customers' words): three cards a row on a wide screen. */
export function StoryGrid<T extends { id: string }>({
  cardHeight,
  ...props
}: Omit<QueryListProps<T>, 'className' | 'placeholder'> & {
  /** The placeholder cards' height while the stories load. */
  cardHeight: string;
}) {
  return (
    <QueryList
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      placeholder={<Skeleton className={cardHeight} />}
      {...props}
    />
  );
}
