/**
 * The limits of a project's forms that their words quote (projects/messages.ts): the request's message, the
 * rating's words, a proposal's options. Apart from the modules that check them, which import the words too.
 */

/** A request's message, at most this many characters. */
export const PROJECT_MESSAGE_MAX = 1000;

/** A rating's words, at most this many characters. */
export const RATING_WORDS_MAX = 500;

/** A proposal has at most this many options. */
export const MAX_PROPOSAL_OPTIONS = 3;
