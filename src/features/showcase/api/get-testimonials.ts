import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceRead } from '../../../lib/firebase/service';
import { newestShape } from '../../../lib/firebase/query-shape';
import { runShapeQuery } from '../../../lib/firebase/rest-read';
import { queryKeys } from '../../../lib/query-keys';

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  role: string;
  rating: number;
  text: string;
}

export function getTestimonials(): Promise<Testimonial[]> {
  return serviceRead('Failed to fetch testimonials', async () => {
    const docs = await runShapeQuery(newestShape('testimonials', 'createdAt', 12));
    return docs.map(({ id, data }) => {
      return {
        id,
        name: String(data.name ?? ''),
        location: String(data.location ?? ''),
        role: String(data.role ?? ''),
        rating: typeof data.rating === 'number' ? Math.min(5, Math.max(1, Math.round(data.rating))) : 5,
        text: String(data.text ?? ''),
      };
    });
  });
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.showcase.testimonials(), queryFn: getTestimonials, staleTime: 10 * 60_000 });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
