/**
 * A plan template's shape (docs/plans.md, "Templates"): its kinds, fields and limits, below everything that reads or
 * schedules templates (plan-template-terms.ts re-exports it).
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
