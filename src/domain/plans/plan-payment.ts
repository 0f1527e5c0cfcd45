import { z } from 'zod';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { isDocumentId, mobileMoneyInputSchemas, walletSchema } from '@domain/order/order-schemas';

/**
 * Paying into a plan by Mobile Money (docs/plans.md, "Paying by Mobile Money"): the customer's callables'
 * inputs. Shared by functions/ and the app.
 */

export const planIdSchema = z
  .string({ error: ORDER_MESSAGES.invalidRequest })
  .refine(isDocumentId, { error: ORDER_MESSAGES.invalidRequest });

/**
 * startPlanPayment: a new Mobile Money prompt for `amount` pesewas toward the plan (any amount up to what
 * remains), or for today's payoff when `payoff` (the amount must then be it exactly).
 */
export const startPlanPaymentInputSchema = z.object(
  {
    planId: planIdSchema,
    amount: z
      .number({ error: ORDER_MESSAGES.invalidRequest })
      .int({ error: ORDER_MESSAGES.invalidRequest })
      .min(1, { error: ORDER_MESSAGES.invalidRequest })
      .max(100_000_000_000, { error: ORDER_MESSAGES.invalidRequest }),
    payoff: z.boolean({ error: ORDER_MESSAGES.invalidRequest }),
    ...walletSchema.shape,
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

/** submitPlanPaymentOtp: the code the network sent, for the plan's latest attempt. */
export const submitPlanPaymentOtpInputSchema = mobileMoneyInputSchemas('planId', planIdSchema).otp;

export type StartPlanPaymentRequest = z.input<typeof startPlanPaymentInputSchema>;
export type SubmitPlanPaymentOtpRequest = z.input<typeof submitPlanPaymentOtpInputSchema>;

/**
 * The amount a customer typed to pay toward a plan ("1,250.50", GHS), in pesewas: more than nothing, at most
 * `remaining`; or what is wrong with it, in words.
 */
export function amountToPay(
  typed: string,
  remaining: number,
): { ok: true; amount: number } | { ok: false; problem: 'not_an_amount' | 'more_than_owed' } {
  const text = typed
    .replace(/,/g, '')
    .replace(/^GH₵\s*/i, '')
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, problem: 'not_an_amount' };
  const amount = Math.round(Number(text) * 100);
  if (amount <= 0) return { ok: false, problem: 'not_an_amount' };
  if (amount > remaining) return { ok: false, problem: 'more_than_owed' };
  return { ok: true, amount };
}
