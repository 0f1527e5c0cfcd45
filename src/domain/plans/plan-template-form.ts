import { z } from 'zod';
import { PLAN_STAFF_MESSAGES as M } from './messages';
import {
  MAX_PLAN_TEMPLATES,
  PLAN_EXTRA_KINDS,
  PLAN_FREQUENCIES,
  PLAN_RELEASES,
  PLAN_SCOPES,
  PLAN_TEMPLATE_LIMITS as L,
  planTemplateIdFor,
  type PlanTemplate,
} from './plan-template';

/**
 * The payment plans' part of the settings form (Admin › Settings, docs/plans.md "Templates"): one row per
 * template, its extra cost typed as a kind and a value. A new row has no id: it is made from its name when the
 * settings are saved, and never changes after. Limits as planTemplateSchema and firestore.rules.
 */

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const amount = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .refine(twoDecimals, { error: message });

const planTemplateRow = z
  .object({
    /** '' for a template not saved yet */
    id: z.string(),
    name: z.string().trim().min(1, { error: M.templateName }).max(L.name, { error: M.templateName }),
    depositPercent: whole(L.depositPercent.min, L.depositPercent.max, M.depositPercent),
    count: whole(L.count.min, L.count.max, M.count),
    frequency: z.enum(PLAN_FREQUENCIES),
    extraKind: z.enum(PLAN_EXTRA_KINDS),
    extraValue: z.number({ error: M.extraPercent }).min(0, { error: M.extraPercent }),
    graceDays: whole(L.graceDays.min, L.graceDays.max, M.graceDays),
    release: z.enum(PLAN_RELEASES),
    minTotal: amount(L.minTotal.max, M.minTotal),
    scope: z.enum(PLAN_SCOPES),
    active: z.boolean(),
  })
  .superRefine((row, ctx) => {
    const percent = row.extraKind === 'percent';
    const max = percent ? L.extraPercent.max : L.extraFlat.max;
    if (row.extraValue > max || !twoDecimals(row.extraValue)) {
      ctx.addIssue({ code: 'custom', path: ['extraValue'], message: percent ? M.extraPercent : M.extraFlat });
    }
  });

export type PlanTemplateRow = z.input<typeof planTemplateRow>;

export const planTemplateRowsSchema = z.array(planTemplateRow).max(MAX_PLAN_TEMPLATES, { error: M.tooManyTemplates });

/** A new template as the form starts it: a 3-month plan with a quarter down, switched on. */
export const NEW_PLAN_TEMPLATE_ROW: PlanTemplateRow = {
  id: '',
  name: '',
  depositPercent: 25,
  count: 3,
  frequency: 'monthly',
  extraKind: 'percent',
  extraValue: 0,
  graceDays: 5,
  release: 'paid',
  minTotal: 0,
  scope: 'products',
  active: true,
};

export const planTemplateRowsFrom = (templates: readonly PlanTemplate[]): PlanTemplateRow[] =>
  templates.map(({ extra, ...t }) => ({ ...t, extraKind: extra.kind, extraValue: extra.value }));

/** The templates a validated form stores: a new row's id made from its name, unique among the others. */
export function planTemplatesFrom(rows: readonly z.output<typeof planTemplateRow>[]): PlanTemplate[] {
  const taken = rows.map((r) => r.id).filter((id) => id !== '');
  return rows.map(({ extraKind, extraValue, ...row }) => {
    const id = row.id || planTemplateIdFor(row.name, taken);
    taken.push(id);
    return { ...row, id, extra: { kind: extraKind, value: extraValue } };
  });
}
