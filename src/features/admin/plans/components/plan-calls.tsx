import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { useFieldIds } from '@/components/ui/form';
import { Field, fieldAria, Input, optionsOf, SelectField, TextareaField } from '@/components/ui/input';
import { EmptyState, ErrorAlert, ErrorState, Panel } from '@/components/ui/panel';
import { formatDateTime, formatDay } from '@domain/shared/date-time';
import { PLAN_CALL_OUTCOME_LABELS, PLAN_CALL_OUTCOMES, type PlanCallOutcome } from '@domain/plans/plan-values';
import { PLAN_STAFF_MESSAGES, PLAN_TEXTS } from '@domain/plans/messages';
import { OPEN_PLAN_STATUSES } from '@domain/plans/plan-record';
import { useFieldState } from '@/lib/use-field-state';
import { useStaffAction } from '@/lib/use-staff-action';
import { useMayCall } from '@/components/staff-access';
import { useLogPlanCall, usePlanCalls, type Plan } from '../api/plans';
import { planActionErrorWords } from './plan-actions';

const OUTCOME_OPTIONS = optionsOf(PLAN_CALL_OUTCOMES, PLAN_CALL_OUTCOME_LABELS);

/**
 * The calls with the customer about their plan (staff only: plans/{id}/calls), the latest first, and a form to log
 * one: what was said, what came of it and, if they promised, the day they will pay.
 */
export function PlanCalls({ plan: p, today }: { plan: Plan; today: string }) {
  const calls = usePlanCalls(p.id);
  const open = OPEN_PLAN_STATUSES.includes(p.status);
  const mayLog = useMayCall('logPlanCall');
  return (
    <Panel title="Calls with the customer">
      <div className="grid gap-4 lg:grid-cols-2">
        {!open ? (
          <p className="text-sm text-slate-700">The plan is closed.</p>
        ) : (
          mayLog && <CallForm plan={p} today={today} />
        )}
        {calls.isPending ? (
          <EmptyState role="status">Loading the calls…</EmptyState>
        ) : calls.isError ? (
          <ErrorState onRetry={calls.refetch}>{PLAN_TEXTS.loadOneFailed}</ErrorState>
        ) : calls.data.length === 0 ? (
          <p className="text-sm text-slate-700">No call logged yet.</p>
        ) : (
          <ol className="grid content-start gap-3 text-sm" aria-label="Call log">
            {calls.data.map((call) => (
              <li key={call.id} className="grid gap-0.5">
                <span className="font-medium text-slate-900">
                  {PLAN_CALL_OUTCOME_LABELS[call.outcome]}
                  {call.promiseToPay && `: by ${formatDay(call.promiseToPay)}`}
                </span>
                <span className="text-slate-600">
                  {formatDateTime(call.at)}
                  {call.byName && ` · ${call.byName}`}
                </span>
                <span className="text-slate-800">{call.note}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Panel>
  );
}

function CallForm({ plan: p, today }: { plan: Plan; today: string }) {
  const id = useFieldIds();
  const note = useFieldState('');
  const outcome = useFieldState<PlanCallOutcome>('reached');
  const [promise, setPromise] = useState('');
  const { error, setError, run } = useStaffAction(planActionErrorWords);
  const log = useLogPlanCall();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const said = note.value.trim();
    if (!said || said.length > 500) return setError(PLAN_STAFF_MESSAGES.note);
    if (promise && promise < today) return setError(PLAN_STAFF_MESSAGES.promiseDay);
    return run(
      () => log.mutateAsync({ planId: p.id, note: said, outcome: outcome.value, promiseToPay: promise || null }),
      PLAN_STAFF_MESSAGES.callLogged,
      () => {
        note.onChange('');
        setPromise('');
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid content-start gap-3" aria-label="Log a call">
      <SelectField {...outcome} label="What came of it" options={OUTCOME_OPTIONS} />
      <TextareaField {...note} label="What was said" maxLength={500} />
      <Field id={id('promise')} label="Promised to pay by" optional>
        <Input
          type="date"
          min={today}
          value={promise}
          onChange={(e) => setPromise(e.target.value)}
          {...fieldAria(id('promise'), undefined)}
        />
      </Field>
      <SubmitButton busy={log.isPending} busyLabel="Saving...">
        Save the call
      </SubmitButton>
      <ErrorAlert error={error} />
    </form>
  );
}
