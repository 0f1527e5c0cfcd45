import { z } from 'zod';
import { boundedText } from '@domain/shared/text-schemas';
import { SHOWCASE_MESSAGES } from './messages';

/**
 * The showcase's admin forms: installations and testimonials, with limits as in
 * firestore.rules (validInstallation, validTestimonial). Loads zod: import only from the lazily loaded admin screens.
 */

/** A picture the shop shows: a web address, an uploaded file's address, or one of the bundled drawings. */
export function isShowcaseImage(value: string): boolean {
  if (value.length === 0 || value.length > 500) return false;
  if (/^\/(installations|products)\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && /^(localhost|127\.0\.0\.1)$/.test(url.hostname));
  } catch {
    return false;
  }
}

export const installationFormSchema = z.object({
  title: boundedText(SHOWCASE_MESSAGES.title, 1, 120),
  location: boundedText(SHOWCASE_MESSAGES.location, 1, 120),
  systemSize: boundedText(SHOWCASE_MESSAGES.systemSize, 0, 60),
  description: boundedText(SHOWCASE_MESSAGES.description, 0, 1000),
  image: z.string().trim().refine(isShowcaseImage, { error: SHOWCASE_MESSAGES.image }),
  /** yyyy-mm-dd, as a date input gives it */
  completedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SHOWCASE_MESSAGES.completedAt })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: SHOWCASE_MESSAGES.completedAt }),
  visible: z.boolean(),
});

export const testimonialFormSchema = z.object({
  name: boundedText(SHOWCASE_MESSAGES.name, 1, 100),
  location: boundedText(SHOWCASE_MESSAGES.testimonialLocation, 0, 100),
  role: boundedText(SHOWCASE_MESSAGES.role, 0, 100),
  rating: z
    .number({ error: SHOWCASE_MESSAGES.rating })
    .int({ error: SHOWCASE_MESSAGES.rating })
    .min(1, { error: SHOWCASE_MESSAGES.rating })
    .max(5, { error: SHOWCASE_MESSAGES.rating }),
  text: boundedText(SHOWCASE_MESSAGES.text, 1, 1000),
  visible: z.boolean(),
});

export type InstallationFormInput = z.input<typeof installationFormSchema>;
export type InstallationFormValues = z.output<typeof installationFormSchema>;
export type TestimonialFormInput = z.input<typeof testimonialFormSchema>;
export type TestimonialFormValues = z.output<typeof testimonialFormSchema>;

/** The position a new entry takes: after every other one. */
export const nextPosition = (positions: readonly number[]): number =>
  Math.min(
    9999,
    positions.reduce((max, p) => Math.max(max, p + 1), 0),
  );

/**
 * Moving entry `index` one place up (-1) or down (+1) in a list sorted by position: the new positions of the
 * entries that change, renumbered 0, 1, 2… so that ties and gaps from older data do not block a move.
 */
export function movedPositions<T extends { id: string; position: number }>(
  sorted: readonly T[],
  index: number,
  by: -1 | 1,
): { id: string; position: number }[] {
  const target = index + by;
  if (target < 0 || target >= sorted.length) return [];
  const order = [...sorted];
  const [moved] = order.splice(index, 1);
  order.splice(target, 0, moved!);
  return order.map((item, position) => ({ id: item.id, position })).filter((p, i) => order[i]!.position !== p.position);
}

/**
 * An entry placed first (a customer's rating published from their project: docs/projects.md, "After
 * commissioning"): position 0 for `id`, the others after it in the storefront's order (position, then document id,
 * as Firestore orders ties), renumbered 1, 2, 3…; only the positions that change. The storefront shows the first
 * SHOWCASE_QUERY.limit, so a new one placed anywhere else could be left out of the home page.
 */
export function firstPositions(
  entries: readonly { id: string; position: number }[],
  id: string,
): { id: string; position: number }[] {
  const others = entries
    .filter((e) => e.id !== id)
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const before = new Map(entries.map((e) => [e.id, e.position]));
  return [{ id, position: 0 }, ...others.map((e, i) => ({ id: e.id, position: Math.min(9999, i + 1) }))].filter(
    (p) => before.get(p.id) !== p.position,
  );
}
