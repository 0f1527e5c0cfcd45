import type { PlanPosition } from './plan-ledger';
import type { PlanRecord, PlanStatus } from './plan-record';

/**
 * The rules every plan follows (docs/plans.md): its Paystack references, the links sent to its customer, how a
 * payment moves it, and when its goods are released. Pure: the functions and the app both use them.
 */

/** A plan's Mobile Money charge reference: `plan.<planId>.<n>` (n counts the plan's attempts from 1). */
export const planPaymentReference = (planId: string, n: number): string => `plan.${planId}.${n}`;

export function planIdFromReference(reference: string): string | null {
  const match = /^plan\.([A-Za-z0-9_-]{1,128})\.\d+$/.exec(reference);
  return match?.[1] ?? null;
}

/** The customer's plan page. */
export const planPath = (planId: string): string => `/plans/${planId}`;

/** The one-tap link a reminder carries: the plan page with its payment form opened for `amount` pesewas. */
export const planPayPath = (planId: string, amount: number): string => `/plans/${planId}?pay=${amount}`;

/** How long the deposit is awaited after the plan is made before the plan is cancelled and the goods go back. */
export const PLAN_DEPOSIT_HOURS = 48;

/**
 * The status after a payment moved the plan to `position`: owned when nothing remains; out of
 * awaiting_deposit once the deposit is paid (to awaiting_approval when staff must approve first); back to
 * active from overdue once nothing is overdue.
 */
export function statusAfterPayment(
  plan: Pick<PlanRecord<unknown>, 'status' | 'schedule' | 'decision'>,
  position: PlanPosition,
): PlanStatus {
  if (position.remaining === 0) return 'owned';
  if (plan.status === 'awaiting_deposit' && position.depositPaid) {
    return plan.schedule.release === 'deposit' && !plan.decision?.approved ? 'awaiting_approval' : 'active';
  }
  if (plan.status === 'overdue' && !position.overdue) return 'active';
  return plan.status;
}

/**
 * Whether the goods may leave the shop now: everything paid; or (release `deposit`) the deposit paid and staff
 * approved the customer.
 */
export function mayRelease(plan: Pick<PlanRecord<unknown>, 'schedule' | 'decision'>, position: PlanPosition): boolean {
  if (position.remaining === 0) return true;
  return plan.schedule.release === 'deposit' && position.depositPaid && plan.decision?.approved === true;
}

/** Plans a customer may still pay into. */
export const mayPayInto = (status: PlanStatus): boolean =>
  status === 'awaiting_deposit' || status === 'awaiting_approval' || status === 'active' || status === 'overdue';

/** Why a plan action is refused, for the client to act on (never its words). */
export type PlanRefusal =
  | 'not_found'
  | 'not_allowed'
  | 'schedule_changed'
  | 'no_plan'
  | 'below_minimum'
  | 'not_payable'
  | 'nothing_owed'
  | 'more_than_owed'
  | 'payoff_changed'
  | 'too_many_attempts'
  | 'wrong_status'
  | 'reason_required'
  // The order of a plan (checkout slice): it waits for its plan to release the goods; money paid on it stops a cancellation.
  | 'plan_not_released'
  | 'plan_has_payments';
