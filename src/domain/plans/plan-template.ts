import { z } from 'zod';
import { PLAN_FREQUENCIES, PLAN_RELEASES, PLAN_SCOPES, PLAN_TEMPLATE_LIMITS } from './plan-template-terms';

/**
 * A plan template (docs/plans.md, "Templates"): its terms, limits and readers are in plan-template-terms.ts (no
 * zod: the storefront reads templates with the settings), re-exported here beside the schema staff save with.
 */
export * from './plan-template-terms';

const L = PLAN_TEMPLATE_LIMITS;

/** A template as staff save it (the settings form and firestore.rules check the same limits). */
export const planTemplateSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().trim().min(1).max(L.name),
  depositPercent: z.number().int().min(L.depositPercent.min).max(L.depositPercent.max),
  count: z.number().int().min(L.count.min).max(L.count.max),
  frequency: z.enum(PLAN_FREQUENCIES),
  extra: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), value: z.number().min(L.extraPercent.min).max(L.extraPercent.max) }),
    z.object({ kind: z.literal('flat'), value: z.number().min(L.extraFlat.min).max(L.extraFlat.max) }),
  ]),
  graceDays: z.number().int().min(L.graceDays.min).max(L.graceDays.max),
  release: z.enum(PLAN_RELEASES),
  minTotal: z.number().min(L.minTotal.min).max(L.minTotal.max),
  scope: z.enum(PLAN_SCOPES),
  active: z.boolean(),
});
