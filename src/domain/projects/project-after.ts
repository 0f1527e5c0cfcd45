import { z } from 'zod';
import { optionalText } from '@domain/shared/text-schemas';
import { projectIdSchema } from './project-staff';
import { PROJECT_AFTER_MESSAGES } from './messages';
import { RATING_WORDS_MAX } from './project-limits';

/**
 * After commissioning (docs/projects.md, "After commissioning"): the rating's and its publishing's inputs
 * (zod) and words. Loads zod: import only from the functions and lazily loaded screens.
 */

/** Why rateProject or publishProjectRating refuses, besides a move's own (wrong_stage, not_allowed, not_found). */
export type ProjectAfterRefusal = 'already_rated' | 'no_rating' | 'no_words';

export const rateProjectInputSchema = z.object({
  projectId: projectIdSchema,
  stars: z
    .number({ error: PROJECT_AFTER_MESSAGES.stars })
    .int({ error: PROJECT_AFTER_MESSAGES.stars })
    .min(1, { error: PROJECT_AFTER_MESSAGES.stars })
    .max(5, { error: PROJECT_AFTER_MESSAGES.stars }),
  words: optionalText(PROJECT_AFTER_MESSAGES.words, RATING_WORDS_MAX),
});
export type RateProjectInput = z.input<typeof rateProjectInputSchema>;

export const publishProjectRatingInputSchema = z.object({
  projectId: projectIdSchema,
  publish: z.boolean(),
});
export type PublishProjectRatingInput = z.input<typeof publishProjectRatingInputSchema>;

/** The first word of a name, as a testimonial shows the customer ("Amina" of "Amina Mahama"). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
