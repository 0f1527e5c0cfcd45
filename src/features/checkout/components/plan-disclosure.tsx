import { useFormContext, useWatch } from 'react-hook-form';
import { formatPesewas } from '@domain/shared/money';
import { PLAN_CHECKOUT_MESSAGES as WORDS } from '@domain/plans/messages';
import { PLAN_DEPOSIT_HOURS } from '@domain/plans/plan-rules';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { PlanDisclosure as SharedPlanDisclosure } from '@/components/payment/plan-disclosure';
import type { CheckoutFormValues } from './checkout-form-schema';

/**
 * The checkout's plans (docs/plans.md, "Choosing a plan at checkout"): the shared disclosure
 * (components/payment/plan-disclosure.tsx) with the checkout form's `planId`.
 */
export function PlanDisclosure({ offers, error }: { offers: readonly PlanSchedule[]; error?: string }) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const chosen = useWatch({ control, name: 'planId' });
  const cash = offers[0]?.cash;
  return (
    <SharedPlanDisclosure
      offers={offers}
      chosen={chosen}
      radio={register('planId')}
      kind="order"
      compare={cash !== undefined ? WORDS.payNowCompare(formatPesewas(cash)) : ''}
      footer={`${WORDS.depositDue(PLAN_DEPOSIT_HOURS)} ${WORDS.confirmHint}`}
      {...(error ? { error } : {})}
    />
  );
}
