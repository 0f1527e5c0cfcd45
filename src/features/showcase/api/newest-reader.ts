import { queryOptions, useQuery } from '@tanstack/react-query';
import { newestShape } from '../../../lib/firebase/query-shape';
import { runShapeQuery } from '../../../lib/firebase/rest-read';
import { serviceRead } from '../../../lib/firebase/service';

/** How many of each the showcase shows: the newest. */
export const SHOWCASE_LIMIT = 12;

/**
 * The one reader of the showcase's collections (installations, testimonials): the newest SHOWCASE_LIMIT by a
 * date, over REST (storefront pages: no SDK), each document through its converter; cached 10 minutes.
 */
export function newestReader<T>(options: {
  collection: string;
  dateField: string;
  failed: string;
  queryKey: () => readonly unknown[];
  fromData: (id: string, data: Record<string, unknown>) => T;
}) {
  const { collection, dateField, failed, queryKey, fromData } = options;
  const shape = newestShape(collection, dateField, SHOWCASE_LIMIT);
  const read = (): Promise<T[]> =>
    serviceRead(failed, async () => (await runShapeQuery(shape)).map((d) => fromData(d.id, d.data)));
  const listOptions = () => queryOptions({ queryKey: queryKey(), queryFn: read, staleTime: 10 * 60_000 });
  return { shape, read, queryOptions: listOptions, useList: () => useQuery(listOptions()) };
}
