import { amountOf, asRecord, fieldsOf, textOf } from '@domain/shared/stored-values';

/**
 * What the home page shows of each (installations, testimonials): the visible ones in staff's order (position,
 * lower first; Firestore orders ties by document id), at most 12. The storefront's query is built from this
 * (features/showcase, index visible + position); the functions' tests ask the same.
 */
export const SHOWCASE_QUERY = {
  where: [{ field: 'visible', op: '==', value: true }],
  orderBy: [{ field: 'position', direction: 'asc' }],
  limit: 12,
} as const;

/** The home page's stories (shown by features/showcase, seeded by scripts/seed-data.ts). */
export interface Installation {
  id: string;
  title: string;
  location: string;
  systemSize: string;
  description: string;
  image: string;
  completedAt: Date | null;
  /** Staff's order on the home page: lower first. */
  position: number;
  /** Hidden ones stay in the admin list only. */
  visible: boolean;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  role: string;
  rating: number;
  text: string;
  position: number;
  visible: boolean;
}

/** The one reader of installations/{id}: `date` turns a stored time into a Date (null for none). */
export function installationFromRecord(id: string, data: unknown, date: (value: unknown) => Date | null): Installation {
  const d = asRecord(data);
  return {
    id,
    ...fieldsOf(d, ['title', 'location', 'systemSize', 'description', 'image'], textOf),
    completedAt: date(d.completedAt),
    position: amountOf(d.position),
    visible: d.visible === true,
  };
}

/** The one reader of testimonials/{id}: a rating is 1 to 5 stars; a missing one reads as 5. */
export function testimonialFromRecord(id: string, data: unknown): Testimonial {
  const d = asRecord(data);
  return {
    id,
    ...fieldsOf(d, ['name', 'location', 'role'], textOf),
    rating: Math.min(5, Math.max(1, Math.round(amountOf(d.rating, 5)))),
    text: textOf(d.text),
    position: amountOf(d.position),
    visible: d.visible === true,
  };
}
