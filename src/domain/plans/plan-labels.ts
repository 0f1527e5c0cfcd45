import { formatPesewas } from '@domain/shared/money';
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import type { InstalmentState } from './plan-ledger';
import type { PlanPaymentMethod, PlanStatus } from './plan-values';

export { PLAN_CALL_OUTCOMES, PLAN_CALL_OUTCOME_LABELS, type PlanCallOutcome } from './plan-values';

/** The shop's words for a plan's stored values (value-labels.json): its status, each row's state, how paid. */
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = VALUE_LABELS.planStatus;
export const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = VALUE_LABELS.planInstalmentState;
export const PLAN_PAYMENT_METHOD_LABELS: Record<PlanPaymentMethod, string> = VALUE_LABELS.planPaymentMethod;

export const PLAN_STATUS_LABELS_FOR_STAFF: Record<PlanStatus, string> = VALUE_LABELS.planStatusForStaff;

/** The words of a plan's schedule, the same for the customer and staff. */
export const PLAN_SCHEDULE_WORDS = {
  title: 'Schedule',
  deposit: 'Deposit',
  instalment: (n: number, of: number) => `Payment ${n} of ${of}`,
  paidPart: (paid: number) => `${formatPesewas(paid)} paid`,
} as const;
