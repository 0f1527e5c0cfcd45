import { queryOptions, useQuery } from '@tanstack/react-query';
import { toDate } from '../../../lib/firebase/converters';
import { serviceRead } from '../../../lib/firebase/service';
import { newestShape } from '../../../lib/firebase/query-shape';
import { runShapeQuery } from '../../../lib/firebase/rest-read';
import { queryKeys } from '../../../lib/query-keys';

export interface Installation {
  id: string;
  title: string;
  location: string;
  systemSize: string;
  description: string;
  image: string;
  completedAt: Date | null;
}

export function getInstallations(): Promise<Installation[]> {
  return serviceRead('Failed to fetch installations', async () => {
    const docs = await runShapeQuery(newestShape('installations', 'completedAt', 12));
    return docs.map(({ id, data }) => {
      return {
        id,
        title: String(data.title ?? ''),
        location: String(data.location ?? ''),
        systemSize: String(data.systemSize ?? ''),
        description: String(data.description ?? ''),
        image: String(data.image ?? ''),
        completedAt: toDate(data.completedAt),
      };
    });
  });
}

export const installationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.showcase.installations(), queryFn: getInstallations, staleTime: 10 * 60_000 });

export const useInstallations = () => useQuery(installationsQueryOptions());
