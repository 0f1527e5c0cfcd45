import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { formatDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import { PLAN_CHECKOUT_MESSAGES, PLAN_PROJECT_MESSAGES } from '@domain/plans/messages';
import { extraPercentOfCash, type PlanSchedule } from '@domain/plans/plan-schedule';
import { cn } from '@/lib/cn';
import { TableHead } from '@/components/ui/table';

/** The words that differ between an order's plan and a project's (the goods released, or the installation). */
export type PlanDisclosureFor = 'order' | 'project';

const WORDS = PLAN_CHECKOUT_MESSAGES;
const wordsFor = (kind: PlanDisclosureFor) => (kind === 'project' ? PLAN_PROJECT_MESSAGES : PLAN_CHECKOUT_MESSAGES);

/** A plan's schedule as a compact table: the deposit today, then every instalment with its due day. */
export function PlanScheduleTable({ schedule, caption }: { schedule: PlanSchedule; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-slate-700">
          <TableHead className="py-1 pr-2 font-medium">Due</TableHead>
          <TableHead className="py-1 text-right font-medium">Amount</TableHead>
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
function PlanFigures({ schedule, kind }: { schedule: PlanSchedule; kind: PlanDisclosureFor }) {
  const rows: [string, string][] = [
    [wordsFor(kind).cash, formatPesewas(schedule.cash)],
    [wordsFor(kind).deposit, formatPesewas(schedule.deposit)],
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

/** A radio's props: react-hook-form's `register(...)`, or a controlled input's. */
export type PlanRadioProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export interface PlanDisclosureProps {
  offers: readonly PlanSchedule[];
  /** The template id of the plan chosen (its schedule opens) */
  chosen: string | null | undefined;
  /** The props of each plan's radio (its value is the template id) */
  radio: PlanRadioProps;
  kind: PlanDisclosureFor;
  /** Paying in cash, in words, to compare with */
  compare: string;
  /** When the deposit is due and what the customer's button confirms */
  footer: string;
  /** Another choice shown before the plans (the project's cash payment) */
  before?: ReactNode;
  error?: string;
}

/**
 * The honest choice (docs/plans.md, "Choosing a plan at checkout"; a project's proposal: "Projects paid in
 * instalments"): every plan offered with its figures beside paying in cash, its whole schedule, what happens when
 * a payment is late, when the goods are released (or the installation goes ahead) and the price to pay off early.
 * Every amount is planSchedule's; nothing is computed here.
 */
export function PlanDisclosure({ offers, chosen, radio, kind, compare, footer, before, error }: PlanDisclosureProps) {
  const words = wordsFor(kind);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="plan-disclosure">
      <legend className="sr-only">{WORDS.choosePlan}</legend>
      <p className="text-sm text-slate-800">{compare}</p>
      {before}
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
              <input type="radio" value={schedule.templateId} className="size-4 accent-brand-800" {...radio} />
              <span className="font-semibold text-slate-900">{schedule.name}</span>
            </label>
            <PlanFigures schedule={schedule} kind={kind} />
            <details open={selected} className="text-sm">
              <summary className="cursor-pointer font-medium text-brand-800">
                {`Every payment and its date (${schedule.instalments.length + 1})`}
              </summary>
              <PlanScheduleTable schedule={schedule} caption={`${schedule.name}: every payment and its date`} />
            </details>
            <ul className="grid list-disc gap-1 pl-5 text-sm text-slate-700">
              <li>{WORDS.late(schedule.graceDays)}</li>
              <li>{schedule.release === 'paid' ? words.releasePaid : words.releaseDeposit}</li>
              <li>{WORDS.payOff(formatPesewas(payoffAfterDeposit(schedule)))}</li>
            </ul>
          </div>
        );
      })}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <p className="text-sm text-slate-700">{footer}</p>
    </fieldset>
  );
}
