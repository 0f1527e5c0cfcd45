import { num, text } from '@/lib/firebase/converters';
import type { Testimonial } from '@/domain/showcase';
import { showcaseReader } from './showcase-reader';

/** A rating is 1 to 5 stars; a missing one reads as 5. */
export const testimonialFromData = (id: string, data: Record<string, unknown>): Testimonial => ({
  id,
  name: text(data.name),
  location: text(data.location),
  role: text(data.role),
  rating: Math.min(5, Math.max(1, Math.round(num(data.rating, 5)))),
  text: text(data.text),
});

const testimonials = showcaseReader('testimonials', testimonialFromData);
export const QUERY_SHAPES = [testimonials.shape];
export const useTestimonials = testimonials.useList;
