import { useId, useState, type FormEvent } from 'react';
import { MobileMoneyCharge } from '@/components/payment/mobile-money-charge';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { Alert, Panel } from '@/components/ui/panel';
import { fromPesewas } from '@domain/shared/money';
import { formatGhanaPhone } from '@domain/shared/phone';
import type { PlanPosition } from '@domain/plans/plan-ledger';
import { amountToPay } from '@domain/plans/plan-payment';
import { awaitsPrompt, type Plan } from '../api/get-my-plans';
import { usePlanPayment } from '../api/pay-plan';
import { PLAN_PAGE_MESSAGES } from '@domain/plans/messages';

const M = PLAN_PAGE_MESSAGES;

/** A payment the customer chose on this page: the amount, whether it pays off, and the attempts made for it. */
interface Choice {
  payoff: boolean;
  amount: number;
  /** How many attempts the plan had before this payment: its own are those after */
  from: number;
}

/** The Mobile Money charge of one chosen payment (the checkout's MobileMoneyCharge). */
function PlanCharge({ plan, choice, onCancel }: { plan: Plan; choice: Choice; onCancel: () => void }) {
  const payment = usePlanPayment(plan.userId, plan.id, choice.amount, choice.payoff);
  const attempts = plan.paymentAttempts.slice(choice.from);
  const latest = attempts.at(-1);
  return (
    <div className="grid gap-3">
      <p className="font-semibold text-slate-900">{M.paying(choice.amount)}</p>
      <MobileMoneyCharge
        amount={fromPesewas(choice.amount)}
        attempts={attempts}
        initialWallet={{ phone: formatGhanaPhone(plan.customer.phone), network: latest?.network ?? '' }}
        start={payment.start}
        submitOtp={payment.submitOtp}
        firstRequestHere
      />
      {!awaitsPrompt({ paymentAttempts: attempts }) && (
        <Button variant="outline" className="justify-self-start" onClick={onCancel}>
          {M.cancel}
        </Button>
      )}
    </div>
  );
}

/**
 * Paying into the plan (docs/plans.md, "The customer's plan page"): "Pay now" any amount up to what remains
 * (prefilled with the next payment, or the amount of a reminder's link), "Pay off" today's payoff with what it
 * saves; then the Mobile Money prompt, followed on the plan itself. A prompt still awaited when the page opens
 * is followed at once.
 */
export function PlanPay({
  plan,
  position,
  askedAmount,
}: {
  plan: Plan;
  position: PlanPosition;
  askedAmount: number | null;
}) {
  const ids = useId();
  const count = plan.paymentAttempts.length;
  const awaitedIndex = awaitsPrompt(plan) ? count - 1 : -1;
  const awaited = awaitedIndex >= 0 ? plan.paymentAttempts[awaitedIndex] : undefined;
  const [choice, setChoice] = useState<Choice | null>(() =>
    awaited ? { amount: awaited.amount, payoff: awaited.payoff, from: awaitedIndex } : null,
  );
  const prefill = Math.min(askedAmount ?? position.next?.amount ?? position.remaining, position.remaining);
  const [typing, setTyping] = useState<string | null>(() =>
    askedAmount !== null && !awaited ? fromPesewas(prefill).toFixed(2) : null,
  );
  const [error, setError] = useState<string>();

  const chosenAttempts = choice ? plan.paymentAttempts.slice(choice.from) : [];
  const paid = chosenAttempts.at(-1)?.status === 'success';

  const cont = (event: FormEvent) => {
    event.preventDefault();
    const typed = amountToPay(typing ?? '', position.remaining);
    if (!typed.ok) {
      setError(typed.problem === 'more_than_owed' ? M.moreThanOwed(position.remaining) : M.notAnAmount);
      return;
    }
    setError(undefined);
    setTyping(null);
    setChoice({ amount: typed.amount, payoff: false, from: count });
  };

  const saved = position.remaining - position.payoff;
  const amountId = `${ids}-amount`;
  return (
    <Panel variant="shopper" title={M.payTitle}>
      <div className="grid gap-4">
        {choice && paid && <Alert variant="success">{M.received(choice.amount)}</Alert>}
        {choice && !paid ? (
          <>
            {choice.payoff && (
              <div className="grid gap-1">
                <p className="font-semibold text-slate-900">{M.payoffTitle}</p>
                <p className="text-slate-800">{M.payoffAmount(position.payoff)}</p>
                <p className="text-slate-800">{M.payoffSaves(saved)}</p>
              </div>
            )}
            <PlanCharge
              plan={plan}
              choice={choice.payoff ? { ...choice, amount: position.payoff } : choice}
              onCancel={() => setChoice(null)}
            />
          </>
        ) : typing !== null ? (
          <form className="grid gap-3" onSubmit={cont} noValidate aria-label={M.payNow}>
            <Field id={amountId} label={M.amountLabel} hint={M.amountHint(position.remaining)} error={error}>
              <Input
                inputMode="decimal"
                value={typing}
                onChange={(event) => setTyping(event.target.value)}
                {...fieldAria(amountId, error, { hint: true })}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit">{M.continue}</Button>
              <Button type="button" variant="outline" onClick={() => setTyping(null)}>
                {M.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-slate-700">{M.amountHint(position.remaining)}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => {
                  setChoice(null);
                  setTyping(
                    fromPesewas(Math.min(position.next?.amount ?? position.remaining, position.remaining)).toFixed(2),
                  );
                }}
              >
                {M.payNow}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setTyping(null);
                  setChoice({ amount: position.payoff, payoff: true, from: count });
                }}
              >
                {M.payOff}
              </Button>
            </div>
            <p className="text-sm text-slate-700">
              {M.payoffAmount(position.payoff)} {M.payoffSaves(saved)}
            </p>
          </div>
        )}
      </div>
    </Panel>
  );
}
