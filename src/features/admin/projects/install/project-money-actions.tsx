import { useQuery } from '@tanstack/react-query';
import { useMayCall } from '@/components/staff-access';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, SubmitButton } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/input';
import { EmptyState, ErrorAlert, ErrorState, Panel } from '@/components/ui/panel';
import { formatPesewas, fromPesewas, toPesewas } from '@domain/shared/money';
import { shopDay } from '@domain/shared/date-time';
import { balanceHoldsCommissioning, commissionWords, projectMoneyFigures } from '@domain/projects/project-money';
import { REFUND_METHODS } from '@domain/order/order';
import { PLAN_PROJECT_MESSAGES, PLAN_TEXTS } from '@domain/plans/messages';
import {
  awaitedPayment,
  cancelPaidProjectInputSchema,
  recordProjectRefundInputSchema,
} from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import { formatGhs } from '@/lib/money';
import { useFieldState } from '@/lib/use-field-state';
import { useStaffAction } from '@/lib/use-staff-action';
import { RefundFields, usePaymentForm } from '@/features/admin/orders/components/payment-fields';
import { ReceivedPaymentForm } from '@/features/admin/orders/components/received-payment-form';
import { planQueryOptions, usePlan } from '@/features/admin/plans/api/plans';
import type { Project } from '@/features/admin/projects/api/projects';
import { actionErrorWords } from '@/features/admin/projects/components/action-error';
import {
  useCancelPaidProject,
  useCommissionProject,
  useRecordProjectPayment,
  useRecordProjectRefund,
} from '@/features/admin/projects/api/install';

/**
 * The money of an accepted project for staff (docs/projects.md, "Installation and balance"): the payment it awaits
 * (the deposit, then the balance) received at the shop; commissioning once installed and paid; cancelling a
 * project whose deposit is paid, with the reason the customer reads; and recording the refund of that deposit.
 */
export function ProjectMoneyActions({ project: p }: { project: Project }) {
  const awaited = awaitedPayment(p);
  const paidStages = ['deposit_paid', 'install_scheduled', 'installed'];
  // Each for the jobs that do it (docs/staff-roles.md): the functions refuse the rest.
  const may = {
    pay: useMayCall('recordProjectPayment'),
    commission: useMayCall('commissionProject'),
    cancel: useMayCall('cancelPaidProject'),
    refund: useMayCall('recordProjectRefund'),
  };
  return (
    <>
      {may.pay && awaited && (
        <RecordPaymentForm project={p} purpose={awaited.purpose} amount={fromPesewas(awaited.amount)} />
      )}
      {may.commission && p.stage === 'installed' && <CommissionPanel project={p} />}
      {may.cancel && paidStages.includes(p.stage) && p.money.depositStatus === 'paid' && <CancelPaidForm project={p} />}
      {may.refund &&
        p.stage === 'cancelled' &&
        p.money.depositStatus === 'refund_due' &&
        p.accepted &&
        (p.money.plan ? (
          <PlanRefund project={p} planId={p.money.plan.id} />
        ) : (
          <RecordProjectRefundForm project={p} deposit={p.accepted.deposit} />
        ))}
    </>
  );
}

function RecordPaymentForm({
  project: p,
  purpose,
  amount,
}: {
  project: Project;
  purpose: 'deposit' | 'balance';
  amount: number;
}) {
  const record = useRecordProjectPayment();
  const { error, run } = useStaffAction(actionErrorWords);
  const deposit = purpose === 'deposit';
  return (
    <Panel title="Record a payment">
      <p className="mb-3 text-sm text-slate-800">
        {deposit ? 'The deposit' : 'The balance'} of {formatGhs(amount)} is awaited. Record it here when the customer
        pays at the shop.
      </p>
      <ReceivedPaymentForm
        // Keyed by what is awaited: the amount is filled again when the deposit is paid and the balance awaited.
        key={purpose}
        order={{ total: amount }}
        label={deposit ? 'Record the deposit' : 'Record the balance'}
        submitLabel={deposit ? 'Record the deposit' : 'Record the balance'}
        busy={record.isPending}
        amountProblem={(typed) =>
          toPesewas(typed) === toPesewas(amount)
            ? undefined
            : deposit
              ? PROJECT_PAYMENT_MESSAGES.amountNotDeposit(amount)
              : PROJECT_PAYMENT_MESSAGES.amountNotBalance(amount)
        }
        onSubmit={(payment) =>
          void run(
            () => record.mutateAsync({ projectId: p.id, payment }),
            deposit ? 'Deposit recorded.' : 'Balance recorded.',
          )
        }
      />
      <ErrorAlert error={error} className="mt-3" />
    </Panel>
  );
}

/**
 * Commissioning, as the project's money allows it (balanceHoldsCommissioning, the function's own rule): a cash
 * balance paid, or a payment plan that released the installation (its instalments go on, and the words say the
 * next one, read from the plan).
 */
function CommissionPanel({ project: p }: { project: Project }) {
  const commission = useCommissionProject();
  const { error, run } = useStaffAction(actionErrorWords);
  const plan = usePlanOf(p);
  const figures = projectMoneyFigures(p, plan, shopDay(new Date()));
  const allowed = !balanceHoldsCommissioning(p);
  return (
    <Panel title="Commission">
      <p className="mb-3 text-sm text-slate-800" data-testid="commission-words">
        {commissionWords(figures, formatPesewas)}
      </p>
      {allowed && (
        <Button
          variant="sun"
          busy={commission.isPending}
          busyLabel="Commissioning..."
          onClick={() =>
            void run(() => commission.mutateAsync({ projectId: p.id }), 'Commissioned. The customer is told.')
          }
        >
          Commission
        </Button>
      )}
      <ErrorAlert error={error} className="mt-3" />
    </Panel>
  );
}

/** The project's plan as staff read it (null for a cash project, or while it loads: its figures then unknown). */
export function usePlanOf(p: Project) {
  const planId = p.money.plan?.id ?? '';
  const plan = useQuery({ ...planQueryOptions(planId), enabled: planId !== '' });
  return plan.data ?? null;
}

function CancelPaidForm({ project: p }: { project: Project }) {
  const cancel = useCancelPaidProject();
  const reason = useFieldState('');
  const [error, setError] = useState('');
  const { error: formError, setError: setFormError, run } = useStaffAction(actionErrorWords);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    const parsed = cancelPaidProjectInputSchema.safeParse({ projectId: p.id, reason: reason.value });
    if (!parsed.success) return setError(PROJECT_PAYMENT_MESSAGES.cancelReason);
    setError('');
    void run(
      () => cancel.mutateAsync(parsed.data),
      p.money.plan ? PLAN_PROJECT_MESSAGES.staffCancelled : 'Project cancelled. The deposit is to be refunded.',
    );
  };
  return (
    <MoneyForm
      title="Cancel the project"
      about={
        p.money.plan
          ? PLAN_PROJECT_MESSAGES.staffCancel
          : 'The deposit is paid: cancelling refunds it (through Paystack when it was paid online), and puts the ' +
            'reserved goods back unless they are installed.'
      }
      onSubmit={submit}
      error={formError}
      submit={{ label: 'Cancel the project', variant: 'outline', busy: cancel.isPending, busyLabel: 'Cancelling...' }}
    >
      <TextareaField {...reason} label="Why (the customer reads it)" maxLength={500} error={error} />
    </MoneyForm>
  );
}

/** A project paid by a plan refunds what the plan received (read from the plan), not the cash deposit. */
function PlanRefund({ project: p, planId }: { project: Project; planId: string }) {
  const plan = usePlan(planId);
  if (plan.isPending) return <EmptyState role="status">Loading what the plan received…</EmptyState>;
  if (plan.isError) return <ErrorState onRetry={plan.refetch}>{PLAN_TEXTS.loadOneFailed}</ErrorState>;
  return <RecordProjectRefundForm project={p} deposit={fromPesewas(plan.data.paid)} paidOnPlan />;
}

/**
 * The refund of a cancelled project's deposit (or of all its plan received), paid back by staff: the orders'
 * refund fields, at most that amount.
 */
function RecordProjectRefundForm({
  project: p,
  deposit,
  paidOnPlan = false,
}: {
  project: Project;
  deposit: number;
  paidOnPlan?: boolean;
}) {
  const form = usePaymentForm(deposit, REFUND_METHODS);
  const [note, setNote] = useState('');
  const { error: formError, setError: setFormError, run } = useStaffAction(actionErrorWords);
  const refund = useRecordProjectRefund();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const request = form.check(
      recordProjectRefundInputSchema.safeParse({ projectId: p.id, ...form.typed(), note: note.trim() || undefined }),
      (amount) =>
        toPesewas(amount) > toPesewas(deposit)
          ? paidOnPlan
            ? PLAN_PROJECT_MESSAGES.refundTooLarge(formatGhs(deposit))
            : PROJECT_PAYMENT_MESSAGES.refundTooLarge
          : undefined,
    );
    if (!request) return;
    void run(() => refund.mutateAsync(request), 'Refund recorded.');
  };
  return (
    <MoneyForm
      title="Record the refund"
      about={
        paidOnPlan
          ? PLAN_PROJECT_MESSAGES.refundDue(formatGhs(deposit))
          : `The deposit of ${formatGhs(deposit)} is to be refunded to the customer.`
      }
      onSubmit={submit}
      error={formError}
      className="grid gap-3 sm:max-w-md"
      submit={{ label: 'Record the refund', variant: 'sun', busy: refund.isPending, busyLabel: 'Recording...' }}
    >
      <RefundFields form={form} note={note} onNote={setNote} />
    </MoneyForm>
  );
}

/**
 * A money action's form in a panel of its own, named by its title: what it does, its fields, its failure while
 * there is one, and its submit button.
 */
function MoneyForm({
  title,
  about,
  onSubmit,
  error,
  className = 'grid gap-3',
  submit,
  children,
}: {
  title: string;
  about: ReactNode;
  onSubmit: (event: FormEvent) => void;
  error: string;
  className?: string;
  submit: { label: string; variant: 'outline' | 'sun'; busy: boolean; busyLabel: string };
  children: ReactNode;
}) {
  return (
    <Panel title={title}>
      <form noValidate aria-label={title} onSubmit={onSubmit} className={className}>
        <p className="text-sm text-slate-800">{about}</p>
        {children}
        <ErrorAlert error={error} />
        <SubmitButton variant={submit.variant} busy={submit.busy} busyLabel={submit.busyLabel}>
          {submit.label}
        </SubmitButton>
      </form>
    </Panel>
  );
}
