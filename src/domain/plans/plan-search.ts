import { projectSearchKeys } from '@domain/projects/project-request';
import { matchesProjectSearchWords, parseStaffSearch } from '@domain/projects/project-staff';

/**
 * How staff find a plan (the arrears list's search, on the server): by its order's number, the customer's phone
 * (whole or its last 4 to 9 digits) or a word of their name or email, each one key of the plan's `searchKeys`
 * (array-contains). The keys are written with the plan by the one function that makes it (planSearchKeys).
 */

/**
 * The keys stored on a plan: its number in lower case, then the customer's as on their order: the same keys as a
 * project's (projectSearchKeys, the one builder of them).
 */
export const planSearchKeys = projectSearchKeys;

/** What a search asks of the server (one key) and the other words checked on the plans answered; null for none. */
export const parsePlanSearch = (text: string) => parseStaffSearch(text, 'SS');

/** Whether a plan has every other word of a search: its keys are a project's, and so is the check. */
export const matchesPlanSearchWords = matchesProjectSearchWords;
