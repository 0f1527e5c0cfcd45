import { z } from 'zod';

/**
 * The text fields the callables and forms validate with: trimmed, bounded, one message for any problem. Loads
 * zod: import only from lazily loaded code.
 */

/** A trimmed text of `min` to `max` characters; any problem says `message`. */
export const boundedText = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

/**
 * A text that may be left out: trimmed, at most `max` characters, any problem says `message`. The callable
 * protocol sends an undefined field as null: left out or null, it reads ''.
 */
export const optionalText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((text) => text ?? '');
