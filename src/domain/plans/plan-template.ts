import { z } from 'zod';

/**
 * A plan template (docs/plans.md, "Templates"): the terms staff offer for paying in instalments, kept in
 * settings/global.planTemplates (at most MAX_PLAN_TEMPLATES) and shown to every shopper at checkout.
 */

export const PLAN_FREQUENCIES = ['weekly', 'monthly'] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

/**
 * When the goods leave the shop: `paid` when everything is paid (layaway); `deposit` at the deposit, once staff
 * approved the customer (financed).
 */
export const PLAN_RELEASES = ['paid', 'deposit'] as const;
export type PlanRelease = (typeof PLAN_RELEASES)[number];

/** What a template may be used for: orders of products only, or also installation projects' proposals. */
export const PLAN_SCOPES = ['products', 'products_and_projects'] as const;
export type PlanScope = (typeof PLAN_SCOPES)[number];

export const PLAN_EXTRA_KINDS = ['percent', 'flat'] as const;
export type PlanExtraKind = (typeof PLAN_EXTRA_KINDS)[number];

export interface PlanTemplate {
  /** Stable id, lower-case letters, digits and dashes (kept on every plan made from it) */
  id: string;
  /** What shoppers read, e.g. "3 months" */
  name: string;
  /** Whole percent of the cash price paid first, 0 to 90 */
  depositPercent: number;
  /** Number of instalments after the deposit, 1 to 52 */
  count: number;
  frequency: PlanFrequency;
  /**
   * The extra cost of paying over time: `percent` of the part paid in instalments (cash price less deposit;
   * value in percent, up to 2 decimals) or a `flat` fee in GHS. 0 is allowed.
   */
  extra: { kind: PlanExtraKind; value: number };
  /** Days after a due date before an unpaid instalment makes the plan overdue, 0 to 30 */
  graceDays: number;
  release: PlanRelease;
  /** The smallest cash total (GHS) this template is offered for */
  minTotal: number;
  scope: PlanScope;
  /** Offered to shoppers now (a template in use by plans is switched off, never deleted) */
  active: boolean;
}

export const MAX_PLAN_TEMPLATES = 6;

export const PLAN_TEMPLATE_LIMITS = {
  depositPercent: { min: 0, max: 90 },
  count: { min: 1, max: 52 },
  extraPercent: { min: 0, max: 100 },
  extraFlat: { min: 0, max: 100_000 },
  graceDays: { min: 0, max: 30 },
  minTotal: { min: 0, max: 10_000_000 },
  name: 100,
} as const;

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

/** The templates a purchase of `cashTotal` GHS may use: active, its minimum reached, and for projects in scope. */
export function templatesFor(
  templates: readonly PlanTemplate[],
  cashTotal: number,
  kind: 'order' | 'project',
): PlanTemplate[] {
  return templates.filter(
    (t) => t.active && cashTotal >= t.minTotal && (kind === 'order' || t.scope === 'products_and_projects'),
  );
}

/**
 * settings/global's plan templates read defensively: the one parser of `planTemplates` (the app's settings
 * reader and the functions alike). An entry that is not a valid template is dropped, as are ids seen before
 * and any beyond MAX_PLAN_TEMPLATES.
 */
export function planTemplatesOf(settingsData: unknown): PlanTemplate[] {
  const raw = (settingsData as { planTemplates?: unknown } | null | undefined)?.planTemplates;
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const templates: PlanTemplate[] = [];
  for (const entry of raw) {
    const parsed = planTemplateSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    templates.push(parsed.data);
    if (templates.length === MAX_PLAN_TEMPLATES) break;
  }
  return templates;
}

/** A template id made from its name on creation ("3 months" → "3-months"), unique among `taken`; never changed. */
export function planTemplateIdFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32)
      .replace(/-+$/, '') || 'plan';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}
