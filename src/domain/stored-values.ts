/**
 * Reading stored documents defensively (an order, a notification, a provider's answer): a value of the wrong
 * kind reads as an empty one, never as an error. Shared by the app, the functions and the seed.
 */

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A finite number, else 0. */
export const amountOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** One of a closed set of values, else the fallback. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
