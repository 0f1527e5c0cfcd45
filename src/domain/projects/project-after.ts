import { z } from 'zod';
import { optionalText } from '@domain/shared/text-schemas';
import { projectIdSchema } from './project-staff';

/**
 * After commissioning (docs/projects.md, "After commissioning"): the rating's and its publishing's inputs
 * (zod) and words. Loads zod: import only from the functions and lazily loaded screens.
 */

export const RATING_WORDS_MAX = 500;

export const PROJECT_AFTER_MESSAGES = {
  stars: 'Choose from 1 to 5 stars.',
  words: `Keep your words under ${RATING_WORDS_MAX} characters.`,
  alreadyRated: 'You have already rated this installation. Thank you!',
  notCommissioned: 'You can rate your installation once it is handed over to you.',
  noRating: 'The customer has not rated this project.',
  noWords: 'The customer wrote no words: there is nothing to show on the home page.',
  published: 'Shown on the home page.',
  unpublished: 'Removed from the home page.',
  failed: 'That did not work. Please try again.',
} as const;

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
