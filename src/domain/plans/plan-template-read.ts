import {
  MAX_PLAN_TEMPLATES,
  PLAN_EXTRA_KINDS,
  PLAN_FREQUENCIES,
  PLAN_RELEASES,
  PLAN_SCOPES,
  PLAN_TEMPLATE_LIMITS as L,
  type PlanTemplate,
} from './plan-template-terms';

/**
 * settings/global.planTemplates read defensively, without zod (the shop's settings are read on every page, and
 * zod stays out of the home route): the templates that pass planTemplateSchema's limits, at most
 * MAX_PLAN_TEMPLATES; anything else is left out.
 */

const inRange = (value: unknown, min: number, max: number, whole: boolean): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  (!whole || Number.isInteger(value));

const oneOfList = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

function templateOf(raw: unknown): PlanTemplate | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const t = raw as Record<string, unknown>;
  const extra = (typeof t.extra === 'object' && t.extra !== null ? t.extra : {}) as Record<string, unknown>;
  const name = typeof t.name === 'string' ? t.name.trim() : '';
  const extraMax = extra.kind === 'flat' ? L.extraFlat.max : L.extraPercent.max;
  const valid =
    typeof t.id === 'string' &&
    /^[a-z0-9-]{1,40}$/.test(t.id) &&
    name.length >= 1 &&
    name.length <= L.name &&
    inRange(t.depositPercent, L.depositPercent.min, L.depositPercent.max, true) &&
    inRange(t.count, L.count.min, L.count.max, true) &&
    oneOfList(PLAN_FREQUENCIES, t.frequency) &&
    oneOfList(PLAN_EXTRA_KINDS, extra.kind) &&
    inRange(extra.value, 0, extraMax, false) &&
    inRange(t.graceDays, L.graceDays.min, L.graceDays.max, true) &&
    oneOfList(PLAN_RELEASES, t.release) &&
    inRange(t.minTotal, L.minTotal.min, L.minTotal.max, false) &&
    oneOfList(PLAN_SCOPES, t.scope) &&
    typeof t.active === 'boolean';
  if (!valid) return null;
  return {
    id: t.id as string,
    name,
    depositPercent: t.depositPercent as number,
    count: t.count as number,
    frequency: t.frequency as PlanTemplate['frequency'],
    extra: { kind: extra.kind as PlanTemplate['extra']['kind'], value: extra.value as number },
    graceDays: t.graceDays as number,
    release: t.release as PlanTemplate['release'],
    minTotal: t.minTotal as number,
    scope: t.scope as PlanTemplate['scope'],
    active: t.active as boolean,
  };
}

export function planTemplatesOf(raw: unknown): PlanTemplate[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value) => templateOf(value) ?? []).slice(0, MAX_PLAN_TEMPLATES);
}
