import {
  installationFromRecord,
  testimonialFromRecord,
  type Installation,
  type Testimonial,
} from '@domain/shop/showcase';
import { toDate } from './converters';

/** The showcase's documents at the app's edge (domain/shop/showcase.ts holds their one reader). */
export const installationFromData = (id: string, data: Record<string, unknown>): Installation =>
  installationFromRecord(id, data, toDate);

export const testimonialFromData = (id: string, data: Record<string, unknown>): Testimonial =>
  testimonialFromRecord(id, data);
