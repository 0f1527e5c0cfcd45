import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/app';
import { serviceRead } from '../../../lib/firebase/read';
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
    const q = query(collection(getDb(), 'testimonials'), orderBy('createdAt', 'desc'), limit(12));
    return (await getDocs(q)).docs.map((d) => {
      const data = d.data();
      return {
        id: d.id,
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
