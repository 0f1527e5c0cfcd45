import { asRecord, oneOf, textOf } from '@domain/shared/stored-values';

/**
 * The activity log (docs/staff-roles.md, "Activity"): every staff change to money, refunds, stages, plans and the
 * staff's jobs, with who made it, when, and the values before and after. Written by the functions in the same
 * transaction as the change (`activity/{auto}`), never by a client; read by the owner's job (viewActivity).
 */

/** What changed: money received, a refund, a stage or status moved, a plan decided, the staff. */
export const ACTIVITY_KINDS = ['money', 'refund', 'stage', 'plan', 'staff'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A value before or after: a status, an amount, a job, a yes or no. */
export type ActivityValue = string | number | boolean | null;

export interface ActivityRecord<T> {
  at: T;
  /** The shop day (ISO) it was made: the log is searched by day */
  day: string;
  by: string;
  byName: string;
  kind: ActivityKind;
  /** The staff callable that made the change (updateOrderStatus, recordRefund, setStaffJob…) */
  action: string;
  /** What it changed: an order, a project, a plan or an account, with the label staff know it by */
  target: { collection: 'orders' | 'projects' | 'plans' | 'users'; id: string; label: string };
  before: Record<string, ActivityValue>;
  after: Record<string, ActivityValue>;
}

export type Activity = ActivityRecord<Date | null> & { id: string };

const TARGETS = ['orders', 'projects', 'plans', 'users'] as const;

const valuesOf = (value: unknown): Record<string, ActivityValue> =>
  Object.fromEntries(
    Object.entries(asRecord(value)).map(([key, v]) => [
      key,
      typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null,
    ]),
  );

/** Only the values that changed, before and after (a field the same in both says nothing). */
export function changedValues(
  before: Record<string, ActivityValue>,
  after: Record<string, ActivityValue>,
): { before: Record<string, ActivityValue>; after: Record<string, ActivityValue> } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => (before[key] ?? null) !== (after[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** The one reader of activity/{id}; `date` turns a stored time into a Date (null for none). */
export function activityFromRecord(id: string, data: unknown, date: (value: unknown) => Date | null): Activity {
  const d = asRecord(data);
  const target = asRecord(d.target);
  return {
    id,
    at: date(d.at),
    day: textOf(d.day),
    by: textOf(d.by),
    byName: textOf(d.byName),
    kind: oneOf(ACTIVITY_KINDS, d.kind, 'stage'),
    action: textOf(d.action),
    target: {
      collection: oneOf(TARGETS, target.collection, 'orders'),
      id: textOf(target.id),
      label: textOf(target.label),
    },
    before: valuesOf(d.before),
    after: valuesOf(d.after),
  };
}
