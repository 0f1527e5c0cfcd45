import { useId } from 'react';
import { formatPesewas } from '@domain/shared/money';
import { PLAN_PROJECT_MESSAGES as WORDS } from '@domain/plans/messages';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { PlanDisclosure, PlanScheduleTable } from '@/components/payment/plan-disclosure';

export interface ProjectPlanChoiceProps {
  /** The plans that apply to the option's total (offeredSchedules, kind project) */
  offers: readonly PlanSchedule[];
  /** The template id chosen, '' for cash */
  chosen: string;
  onChoose: (templateId: string) => void;
  /** The option's cash deposit, balance and total, in pesewas */
  cash: { deposit: number; balance: number; total: number };
  holdMinutes: number;
  /** A schedule acceptProposal answered with (schedule_changed), with its words */
  changed: { message: string; schedule: PlanSchedule } | null;
}

/**
 * How the customer pays an option (docs/projects.md, "Projects paid in instalments"): in cash (the deposit now and
 * the balance when installed) or by one of the plans that apply to its total, each disclosed as at the checkout
 * (the shared PlanDisclosure). A changed schedule is shown in full; accepting again confirms it.
 */
export function ProjectPlanChoice({ offers, chosen, onChoose, cash, holdMinutes, changed }: ProjectPlanChoiceProps) {
  const name = `${useId()}-plan`;
  if (offers.length === 0) return null;
  const radio = { name, onChange: (event: { target: { value: string } }) => onChoose(event.target.value) };
  return (
    <div className="grid gap-2">
      <p className="font-medium text-slate-900">{WORDS.howToPay}</p>
      <PlanDisclosure
        offers={offers}
        chosen={chosen}
        radio={radio}
        kind="project"
        compare={WORDS.compare(formatPesewas(cash.deposit), formatPesewas(cash.balance), formatPesewas(cash.total))}
        footer={WORDS.footer(holdMinutes)}
        before={
          <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
            <input
              type="radio"
              value=""
              defaultChecked={chosen === ''}
              className="size-4 accent-brand-800"
              {...radio}
            />
            <span className="font-semibold text-slate-900">{WORDS.cashChoice}</span>
          </label>
        }
      />
      {changed && (
        <div role="alert" className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{changed.message}</p>
          <p className="text-slate-800">{WORDS.scheduleChanged}</p>
          <PlanScheduleTable schedule={changed.schedule} caption={`${changed.schedule.name}: the new schedule`} />
        </div>
      )}
    </div>
  );
}
