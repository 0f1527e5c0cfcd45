/**
 * Plan templates without zod (the storefront reads them with the settings): plan-template.ts re-exports all of
 * this beside planTemplateSchema.
 *
 * A plan template (docs/plans.md, "Templates"): the terms staff offer for paying in instalments, kept in
 * settings/global.planTemplates (at most MAX_PLAN_TEMPLATES) and shown to every shopper at checkout.
 */
import { toPesewas } from '@domain/shared/money';
import { planSchedule, sameSchedule, type ConfirmedSchedule, type PlanSchedule } from './plan-schedule';
import {
  PLAN_FREQUENCIES,
  PLAN_RELEASES,
  PLAN_SCOPES,
  PLAN_TEMPLATE_LIMITS,
  MAX_PLAN_TEMPLATES,
  type PlanTemplate,
} from './plan-template-shape';

export * from './plan-template-shape';

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

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isAmount = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const isOneOf = <T extends string>(values: readonly T[], v: unknown): v is T => values.includes(v as T);
/**
 * Whether a stored value is a valid template: the same limits as planTemplateSchema (plan-template.ts, which the
 * settings form validates with), checked without zod so that the storefront's settings reader stays small
 * (plan-template.test.ts checks that both agree).
 */
export function isPlanTemplate(value: unknown): value is PlanTemplate {
  // Other keys are ignored (and not kept), as zod's object schema strips them.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const t = value as Record<string, unknown>;
  const extra = t.extra as Record<string, unknown> | null | undefined;
  const L = PLAN_TEMPLATE_LIMITS;
  return (
    typeof t.id === 'string' &&
    /^[a-z0-9-]{1,40}$/.test(t.id) &&
    typeof t.name === 'string' &&
    t.name.trim().length >= 1 &&
    t.name.trim().length <= L.name &&
    isWhole(t.depositPercent, L.depositPercent.min, L.depositPercent.max) &&
    isWhole(t.count, L.count.min, L.count.max) &&
    isOneOf(PLAN_FREQUENCIES, t.frequency) &&
    typeof extra === 'object' &&
    extra !== null &&
    ((extra.kind === 'percent' && isAmount(extra.value, L.extraPercent.min, L.extraPercent.max)) ||
      (extra.kind === 'flat' && isAmount(extra.value, L.extraFlat.min, L.extraFlat.max))) &&
    isWhole(t.graceDays, L.graceDays.min, L.graceDays.max) &&
    isOneOf(PLAN_RELEASES, t.release) &&
    isAmount(t.minTotal, L.minTotal.min, L.minTotal.max) &&
    isOneOf(PLAN_SCOPES, t.scope) &&
    typeof t.active === 'boolean'
  );
}

/**
 * settings/global's plan templates read defensively: the one parser of `planTemplates` (the app's settings
 * reader and the functions alike). An entry that is not a valid template (isPlanTemplate) is dropped, as are ids
 * seen before and any beyond MAX_PLAN_TEMPLATES.
 */
export function planTemplatesOf(settingsData: unknown): PlanTemplate[] {
  const raw = (settingsData as { planTemplates?: unknown } | null | undefined)?.planTemplates;
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const templates: PlanTemplate[] = [];
  for (const entry of raw) {
    if (!isPlanTemplate(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    // Only the template's own fields, its name trimmed (as planTemplateSchema parses it).
    const { id, name, depositPercent, count, frequency, extra, graceDays, release, minTotal, scope, active } = entry;
    templates.push({
      id,
      name: name.trim(),
      depositPercent,
      count,
      frequency,
      extra: { kind: extra.kind, value: extra.value },
      graceDays,
      release,
      minTotal,
      scope,
      active,
    });
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

/**
 * The schedule of the plan a customer confirmed for a purchase (`kind`) of `totalGhs`, computed again from the
 * shop's templates on `day`: the schedule, or why not: `no_plan` (no such template offered), `below_minimum`
 * (below its smallest total, or a project on a template for products only), `schedule_changed` (anything
 * differs from what the customer confirmed; `schedule` is the new one, to show and confirm again).
 */
export function confirmSchedule(
  templates: readonly PlanTemplate[],
  confirmed: ConfirmedSchedule,
  totalGhs: number,
  kind: 'order' | 'project',
  day: string,
):
  | { ok: true; schedule: PlanSchedule }
  | { ok: false; reason: 'no_plan' | 'below_minimum' }
  | { ok: false; reason: 'schedule_changed'; schedule: PlanSchedule } {
  const template = templates.find((t) => t.id === confirmed.templateId && t.active);
  if (!template) return { ok: false, reason: 'no_plan' };
  if (templatesFor([template], totalGhs, kind).length === 0) return { ok: false, reason: 'below_minimum' };
  const schedule = planSchedule(toPesewas(totalGhs), template, day);
  return sameSchedule(confirmed, schedule)
    ? { ok: true, schedule }
    : { ok: false, reason: 'schedule_changed', schedule };
}
