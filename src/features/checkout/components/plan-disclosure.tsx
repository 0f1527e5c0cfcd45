import { useFormContext, useWatch } from 'react-hook-form';
import { formatDay } from '@/domain/date-time';
import { formatPesewas } from '@/domain/money';
import { planPosition } from '@/domain/plans/plan-ledger';
import { PLAN_CHECKOUT_MESSAGES as WORDS } from '@/domain/plans/plan-messages';
import { PLAN_DEPOSIT_HOURS } from '@/domain/plans/plan-rules';
import { extraPercentOfCash, type PlanSchedule } from '@/domain/plans/plan-schedule';
import { cn } from '@/lib/cn';
import type { CheckoutFormValues } from './checkout-form-schema';

/** A plan's schedule as a compact table: the deposit today, then every instalment with its due day. */
export function PlanScheduleTable({ schedule, caption }: { schedule: PlanSchedule; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            Due
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        <tr className="border-t border-slate-200">
          <td className="py-1 pr-2">{WORDS.depositRow}</td>
          <td className="py-1 text-right">{formatPesewas(schedule.deposit)}</td>
        </tr>
        {schedule.instalments.map((i) => (
          <tr key={i.n} className="border-t border-slate-200">
            <td className="py-1 pr-2">{formatDay(i.dueOn)}</td>
            <td className="py-1 text-right">{formatPesewas(i.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What paying off costs right after the deposit (planPosition's rule: no extra for instalments not yet due). */
const payoffAfterDeposit = (schedule: PlanSchedule) =>
  planPosition(schedule, schedule.deposit, 0, schedule.startDay).payoff;

/** The figures of one plan beside paying now: price, deposit, how many instalments, the total, the extra cost. */
function PlanFigures({ schedule }: { schedule: PlanSchedule }) {
  const rows: [string, string][] = [
    [WORDS.cash, formatPesewas(schedule.cash)],
    [WORDS.deposit, formatPesewas(schedule.deposit)],
    [WORDS.instalmentsHeading, WORDS.summary(schedule.instalments.length, WORDS.every[schedule.frequency])],
    [WORDS.total, formatPesewas(schedule.total)],
    [
      WORDS.extraLabel,
      schedule.extra > 0
        ? WORDS.extra(formatPesewas(schedule.extra), String(extraPercentOfCash(schedule)))
        : WORDS.noExtra,
    ],
  ];
  return (
    <dl className="grid gap-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The honest choice (docs/plans.md, "Choosing a plan at checkout"): every plan offered for this order with its
 * figures beside paying now, its whole schedule, what happens when a payment is late, when the goods are
 * released and the price to pay off early. Every amount is planSchedule's; nothing is computed here.
 */
export function PlanDisclosure({ offers, error }: { offers: readonly PlanSchedule[]; error?: string }) {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const chosen = useWatch({ control, name: 'planId' });
  const cash = offers[0]?.cash;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="plan-disclosure">
      <legend className="sr-only">{WORDS.choosePlan}</legend>
      {cash !== undefined && <p className="text-sm text-slate-800">{WORDS.payNowCompare(formatPesewas(cash))}</p>}
      {offers.map((schedule) => {
        const selected = chosen === schedule.templateId;
        return (
          <div
            key={schedule.templateId}
            data-testid={`plan-${schedule.templateId}`}
            className={cn(
              'grid gap-2 rounded-lg border bg-white p-3',
              selected ? 'border-brand-700' : 'border-slate-300',
            )}
          >
            <label className="flex cursor-pointer items-center gap-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
              <input
                type="radio"
                value={schedule.templateId}
                className="size-4 accent-brand-800"
                {...register('planId')}
              />
              <span className="font-semibold text-slate-900">{schedule.name}</span>
            </label>
            <PlanFigures schedule={schedule} />
            <details open={selected} className="text-sm">
              <summary className="cursor-pointer font-medium text-brand-800">
                {`Every payment and its date (${schedule.instalments.length + 1})`}
              </summary>
              <PlanScheduleTable schedule={schedule} caption={`${schedule.name}: every payment and its date`} />
            </details>
            <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
              <li>{WORDS.late(schedule.graceDays)}</li>
              <li>{schedule.release === 'paid' ? WORDS.releasePaid : WORDS.releaseDeposit}</li>
              <li>{WORDS.payOff(formatPesewas(payoffAfterDeposit(schedule)))}</li>
            </ul>
          </div>
        );
      })}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <p className="text-sm text-slate-700">
        {WORDS.depositDue(PLAN_DEPOSIT_HOURS)} {WORDS.confirmHint}
      </p>
    </fieldset>
  );
}
