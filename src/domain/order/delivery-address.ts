import { z } from 'zod';
import { boundedText } from '@domain/shared/text-schemas';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { GHANA_REGIONS } from '@domain/shared/ghana-regions';
import { isGhanaPhone, normaliseGhanaPhone } from '@domain/shared/phone';

/**
 * The Ghana delivery address of an order: regions, GhanaPost GPS addresses and the address schema the checkout
 * form and placeOrder validate with. Loads zod: import only from lazily loaded code.
 */

export { GHANA_REGIONS, type GhanaRegion } from '@domain/shared/ghana-regions';

/**
 * A GhanaPost GPS digital address: two letters, then two groups of 3 or 4 digits (NT-0123-4567,
 * GA-183-8164), separated by dashes or spaces; normalised to upper case with dashes; null when it is not one.
 */
export function normaliseGpsAddress(input: string): string | null {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/\s*-\s*|\s+/g, '-');
  return /^[A-Z]{2}-\d{3,4}-\d{3,4}$/.test(compact) ? compact : null;
}

export const isGpsAddress = (input: string): boolean => normaliseGpsAddress(input) !== null;

/** Directions in Tamale are long: a few lines, up to this many characters. */
export const LANDMARK_MAX = 300;

export const deliveryAddressSchema = z.object(
  {
    fullName: boundedText(ORDER_MESSAGES.fullName, 2, 100),
    phone: z
      .string({ error: ORDER_MESSAGES.phone })
      .max(30, { error: ORDER_MESSAGES.phone })
      .refine(isGhanaPhone, { error: ORDER_MESSAGES.phone })
      .transform((phone) => normaliseGhanaPhone(phone) ?? phone),
    region: z.enum(GHANA_REGIONS, { error: ORDER_MESSAGES.region }),
    town: boundedText(ORDER_MESSAGES.town, 2, 80),
    gpsAddress: z
      .string({ error: ORDER_MESSAGES.gpsAddress })
      .max(20, { error: ORDER_MESSAGES.gpsAddress })
      .nullish()
      .refine((gps) => !gps?.trim() || isGpsAddress(gps), { error: ORDER_MESSAGES.gpsAddress })
      .transform((gps) => (gps?.trim() ? normaliseGpsAddress(gps) : null)),
    streetOrLandmark: z
      .string({ error: ORDER_MESSAGES.streetOrLandmark })
      .trim()
      .min(3, { error: ORDER_MESSAGES.streetOrLandmark })
      .max(LANDMARK_MAX, {
        error: (issue) => ORDER_MESSAGES.streetOrLandmarkTooLong(LANDMARK_MAX, String(issue.input).trim().length),
      }),
  },
  { error: ORDER_MESSAGES.addressRequired },
);

/** What the checkout form holds (before normalising) and what an order stores (after). */
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;
