import { labelled } from '@domain/shared/labelled';
import type { StaffNoteStamp } from '@domain/shared/stored-values';
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };

/**
 * A plan's stored values (docs/plans.md, "Data"): its statuses, how it is paid, what a call with the customer came
 * to; below the plan's record, its labels and staff's actions, which all read them.
 */

/**
 * awaiting_deposit → (deposit paid) → awaiting_approval (release `deposit`: staff approve or decline) or active
 * → overdue ⇄ active (the daily sweep) → owned (nothing remains). declined and cancelled end it.
 */
export const PLAN_STATUSES = [
  'awaiting_deposit',
  'awaiting_approval',
  'active',
  'overdue',
  'owned',
  'declined',
  'cancelled',
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Plans still being paid (reminders, arrears). */
export const OPEN_PLAN_STATUSES: readonly PlanStatus[] = ['awaiting_deposit', 'awaiting_approval', 'active', 'overdue'];

export const PLAN_PAYMENT_METHODS = ['mobile_money', 'cash', 'bank_transfer'] as const;
export type PlanPaymentMethod = (typeof PLAN_PAYMENT_METHODS)[number];

/** What a call with the customer came to (the arrears' call log), and the words staff read for plans' values. */
export const [PLAN_CALL_OUTCOMES, PLAN_CALL_OUTCOME_LABELS] = labelled(VALUE_LABELS.planCallOutcome);
export type PlanCallOutcome = keyof typeof PLAN_CALL_OUTCOME_LABELS;

/** plans/{id}/calls/{auto}: one call with the customer, as staff logged it. */
export interface PlanCall<D> extends StaffNoteStamp<D> {
  outcome: (typeof PLAN_CALL_OUTCOMES)[number];
  promiseToPay: string | null;
}
