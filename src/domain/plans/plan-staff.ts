import { z } from 'zod';
import { boundedText } from '@domain/shared/text-schemas';
import { orderIdSchema, receivedPaymentSchema } from '@domain/order/order-schemas';
import type { PlanDto } from './plan-record';
import { PLAN_CALL_OUTCOMES, type PlanCall } from './plan-values';

export type { PlanCall } from './plan-values';
import { PLAN_STAFF_MESSAGES as M, PLAN_REFUSAL_MESSAGES } from './messages';

/**
 * The staff's plan callables' inputs (docs/plans.md, "Staff"): approve, decline with a reason, a payment received
 * at the shop, a call with the customer. Loads zod: the functions and the lazily loaded admin screens only.
 */

/** A plan's id: its order's (or project's) id. */
const planId = orderIdSchema;

export const approvePlanSchema = z.object({ planId });

export const declinePlanSchema = z.object({
  planId,
  reason: boundedText(PLAN_REFUSAL_MESSAGES.reason_required, 1, 500),
});

/** A payment received at the shop: how, how much (GHS) and its reference; `payoff` pays everything off today. */
export const recordPlanPaymentSchema = z.object({
  planId,
  payment: receivedPaymentSchema,
  payoff: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
});

const isoDay = z
  .string({ error: M.promiseDay })
  .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
    error: M.promiseDay,
  });

/** A call with the customer (the arrears' call log): what was said, what came of it, the day they promised. */
export const logPlanCallSchema = z.object({
  planId,
  note: boundedText(M.note, 1, 500),
  outcome: z.enum(PLAN_CALL_OUTCOMES, { error: M.note }),
  promiseToPay: isoDay.nullish().transform((day) => day ?? null),
});

export type ApprovePlanRequest = z.input<typeof approvePlanSchema>;
export type DeclinePlanRequest = z.input<typeof declinePlanSchema>;
export type RecordPlanPaymentRequest = z.input<typeof recordPlanPaymentSchema>;
export type LogPlanCallRequest = z.input<typeof logPlanCallSchema>;

export interface PlanStaffResponse {
  plan: PlanDto;
}

export interface LogPlanCallResponse extends PlanStaffResponse {
  call: PlanCall<string>;
}
