import type { UserProfile } from '@domain/users/user';

/**
 * Who did something (an order's, a plan's or a project's timeline names them): a uid (the customer, 'paystack',
 * 'system'), or a staff member with their name (their account's display name, else its email), which the
 * timeline shows.
 */
export type Actor = string | { uid: string; name: string };

export const uidOf = (by: Actor): string => (typeof by === 'string' ? by : by.uid);
export const nameOf = (by: Actor): { byName?: string } =>
  typeof by !== 'string' && by.name ? { byName: by.name } : {};

/** A staff member's name for the timeline: their account's display name, else its email. */
export const staffNameOf = (account: UserProfile): string => account.displayName.trim() || account.email.trim();
