import { z } from 'zod';
import { boundedText, optionalText } from '@domain/shared/text-schemas';
import { isDocumentId } from '@domain/order/order-schemas';
import type { ProjectDto } from './project';
import type { ProposalDto } from './proposal';
import { PROPOSAL_MESSAGES } from './messages';
import { MAX_PROPOSAL_OPTIONS } from './project-limits';

/**
 * issueProposal's input (docs/projects.md, "Proposals"): per option only its title, the product ids and
 * quantities, and a discount with its reason. Prices, names and totals are never taken from the client: the
 * function prices every line from the catalogue when it issues the proposal. Loads zod: import only from
 * lazily loaded code and the functions.
 */

export const MAX_PROPOSAL_LINES = 30;
export const MAX_PROPOSAL_QUANTITY = 500;

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const lineSchema = z.object(
  {
    productId: z
      .string({ error: PROPOSAL_MESSAGES.productId })
      .refine(isDocumentId, { error: PROPOSAL_MESSAGES.productId }),
    quantity: z
      .number({ error: PROPOSAL_MESSAGES.quantity })
      .int({ error: PROPOSAL_MESSAGES.quantity })
      .min(1, { error: PROPOSAL_MESSAGES.quantity })
      .max(MAX_PROPOSAL_QUANTITY, { error: PROPOSAL_MESSAGES.quantity }),
  },
  { error: PROPOSAL_MESSAGES.lines },
);

const discountSchema = z.object(
  {
    amount: z
      .number({ error: PROPOSAL_MESSAGES.discountAmount })
      .positive({ error: PROPOSAL_MESSAGES.discountAmount })
      .max(10_000_000, { error: PROPOSAL_MESSAGES.discountAmount })
      .refine(twoDecimals, { error: PROPOSAL_MESSAGES.discountAmount }),
    reason: boundedText(PROPOSAL_MESSAGES.discountReason, 2, 200),
  },
  { error: PROPOSAL_MESSAGES.discountAmount },
);

export const proposalOptionInputSchema = z.object(
  {
    title: boundedText(PROPOSAL_MESSAGES.title, 1, 80),
    lines: z
      .array(lineSchema, { error: PROPOSAL_MESSAGES.lines })
      .min(1, { error: PROPOSAL_MESSAGES.lines })
      .max(MAX_PROPOSAL_LINES, { error: PROPOSAL_MESSAGES.lines })
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
        error: PROPOSAL_MESSAGES.duplicateLine,
      }),
    /** None: null (or left out) */
    discount: discountSchema.nullish().transform((discount) => discount ?? null),
  },
  { error: PROPOSAL_MESSAGES.invalidRequest },
);

export const issueProposalInputSchema = z.object(
  {
    projectId: z
      .string({ error: PROPOSAL_MESSAGES.invalidRequest })
      .refine(isDocumentId, { error: PROPOSAL_MESSAGES.invalidRequest }),
    options: z
      .array(proposalOptionInputSchema, { error: PROPOSAL_MESSAGES.options })
      .min(1, { error: PROPOSAL_MESSAGES.options })
      .max(MAX_PROPOSAL_OPTIONS, { error: PROPOSAL_MESSAGES.options }),
    note: optionalText(PROPOSAL_MESSAGES.note, 2000),
  },
  { error: PROPOSAL_MESSAGES.invalidRequest },
);

export type IssueProposalRequest = z.input<typeof issueProposalInputSchema>;
export type IssueProposalInput = z.output<typeof issueProposalInputSchema>;

/** What issueProposal answers: the project as it now is and the proposal it stored. */
export interface IssueProposalResponse {
  project: ProjectDto;
  proposal: ProposalDto;
}
