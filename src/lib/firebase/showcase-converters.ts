import type { Installation, Testimonial } from '@/domain/showcase';
import { num, text, toDate } from './converters';

/** The showcase's documents read defensively: the storefront's lists and staff's (issue 14 item 10) alike. */
export const installationFromData = (id: string, data: Record<string, unknown>): Installation => ({
  id,
  title: text(data.title),
  location: text(data.location),
  systemSize: text(data.systemSize),
  description: text(data.description),
  image: text(data.image),
  completedAt: toDate(data.completedAt),
  position: num(data.position),
  visible: data.visible === true,
});

/** A rating is 1 to 5 stars; a missing one reads as 5. */
export const testimonialFromData = (id: string, data: Record<string, unknown>): Testimonial => ({
  id,
  name: text(data.name),
  location: text(data.location),
  role: text(data.role),
  rating: Math.min(5, Math.max(1, Math.round(num(data.rating, 5)))),
  text: text(data.text),
  position: num(data.position),
  visible: data.visible === true,
});
