import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { useFieldIds } from '@/components/ui/form';
import { Field, fieldAria, Input, optionsOf, SelectField, TextareaField } from '@/components/ui/input';
import { ErrorAlert, Panel } from '@/components/ui/panel';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import {
  RECEIVED_PAYMENT_METHOD_LABELS,
  RECEIVED_PAYMENT_METHODS,
  type ReceivedPaymentMethod,
} from '@domain/order/order';
import type { PlanPosition } from '@domain/plans/plan-ledger';
import { PLAN_DECISION_WORDS, PLAN_REFUSAL_MESSAGES, PLAN_STAFF_MESSAGES } from '@domain/plans/messages';
import { mayPayInto, type PlanRefusal } from '@domain/plans/plan-rules';
import { CallableError, refusalReasonOf } from '@/lib/firebase/callable';
import { useFieldState } from '@/lib/use-field-state';
import { useStaffAction } from '@/lib/use-staff-action';
import { useApprovePlan, useDeclinePlan, useRecordPlanPayment, type Plan } from '../api/plans';

/** A plan action's failure in staff words: its refusal reason's (`details.reason`), else the callable's message. */
export function planActionErrorWords(error: unknown): string {
  const reason = refusalReasonOf(error);
  if (reason && reason in PLAN_REFUSAL_MESSAGES) return PLAN_REFUSAL_MESSAGES[reason as PlanRefusal];
  if (error instanceof CallableError) return error.message;
  return PLAN_STAFF_MESSAGES.actionFailed;
}

/**
 * Approve (a plan waiting for approval: its goods are released) or decline with a reason (waiting for approval or
 * for its deposit: the order or project is cancelled, and what was paid is to be refunded on it).
 */
export function DecisionPanel({ plan: p }: { plan: Plan }) {
  const reason = useFieldState('');
  const { error, setError, run } = useStaffAction(planActionErrorWords);
  const approve = useApprovePlan();
  const decline = useDeclinePlan();
  const canApprove = p.status === 'awaiting_approval';
  const words = PLAN_DECISION_WORDS[p.source.kind];
  if (!canApprove && p.status !== 'awaiting_deposit') return null;

  const onApprove = async () => {
    return run(() => approve.mutateAsync({ planId: p.id }), words.approved);
  };
  const onDecline = async (e: FormEvent) => {
    e.preventDefault();
    const why = reason.value.trim();
    if (!why || why.length > 500) return setError(PLAN_REFUSAL_MESSAGES.reason_required);
    return run(() => decline.mutateAsync({ planId: p.id, reason: why }), words.declined);
  };
  return (
    <Panel title={canApprove ? 'Approve or decline' : 'Decline'}>
      {canApprove && (
        <div className="mb-4 grid gap-2">
          <p className="text-sm text-slate-700">{words.approve}</p>
          <div>
            <Button onClick={onApprove} busy={approve.isPending} busyLabel="Approving...">
              Approve the plan
            </Button>
          </div>
        </div>
      )}
      <form onSubmit={onDecline} className="grid gap-3" aria-label="Decline the plan">
        <TextareaField {...reason} label="Why decline (the customer is told)" maxLength={500} />
        <p className="text-sm text-slate-700">{words.decline}</p>
        <SubmitButton variant="outline" busy={decline.isPending} busyLabel="Declining...">
          Decline the plan
        </SubmitButton>
      </form>
      <ErrorAlert error={error} className="mt-3" />
    </Panel>
  );
}

const METHOD_OPTIONS = optionsOf(RECEIVED_PAYMENT_METHODS, RECEIVED_PAYMENT_METHOD_LABELS);

/** A payment received at the shop, of any amount up to what is owed, or paying everything off today. */
export function RecordPaymentPanel({ plan: p, position }: { plan: Plan; position: PlanPosition }) {
  const id = useFieldIds();
  const start = position.amountDue > 0 ? position.amountDue : (position.next?.amount ?? 0);
  const method = useFieldState<ReceivedPaymentMethod>('cash');
  const [amount, setAmount] = useState(start > 0 ? String(fromPesewas(start)) : '');
  const [reference, setReference] = useState('');
  const [payoff, setPayoff] = useState(false);
  const { error, setError, run } = useStaffAction(planActionErrorWords);
  const record = useRecordPlanPayment();
  if (!mayPayInto(p.status) || position.remaining === 0) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ghs = payoff ? fromPesewas(position.payoff) : Number(amount);
    if (!Number.isFinite(ghs) || ghs <= 0 || Math.abs(toPesewas(ghs) - ghs * 100) > 1e-6) {
      return setError(PLAN_STAFF_MESSAGES.amount);
    }
    if (reference.trim().length > 100 || (method.value !== 'cash' && !reference.trim())) {
      return setError(PLAN_STAFF_MESSAGES.reference);
    }
    const payment = { method: method.value, amount: ghs, reference: reference.trim() };
    return run(
      () => record.mutateAsync({ planId: p.id, payoff, payment }),
      PLAN_STAFF_MESSAGES.paymentRecorded,
      () => setReference(''),
    );
  };
  return (
    <Panel title="Record a payment received">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-end" aria-label="Record a payment">
        <SelectField {...method} label="How it was paid" options={METHOD_OPTIONS} />
        <Field id={id('amount')} label="Amount (GHS)">
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={payoff ? String(fromPesewas(position.payoff)) : amount}
            disabled={payoff}
            onChange={(e) => setAmount(e.target.value)}
            {...fieldAria(id('amount'), undefined)}
          />
        </Field>
        <Field id={id('reference')} label="Receipt or transaction reference" optional={method.value === 'cash'}>
          <Input
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={100}
            {...fieldAria(id('reference'), undefined)}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900 sm:col-span-3">
          <input type="checkbox" className="size-5" checked={payoff} onChange={(e) => setPayoff(e.target.checked)} />
          Pay everything off today
        </label>
        <div className="sm:col-span-3">
          <Button type="submit" busy={record.isPending} busyLabel="Recording...">
            Record the payment
          </Button>
        </div>
      </form>
      <ErrorAlert error={error} className="mt-3" />
    </Panel>
  );
}
