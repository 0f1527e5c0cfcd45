import { Badge } from '@/components/ui/badge';
import { Panel } from '@/components/ui/panel';
import { formatDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { INSTALMENT_STATE_LABELS, PLAN_SCHEDULE_WORDS as W } from '@domain/plans/messages';
import type { PlanPosition } from '@domain/plans/plan-ledger';

/**
 * A plan's schedule as the customer and staff read it, one row a payment: which, when due, how much, and where it
 * stands (with what is paid of a payment part paid). Rows, not a table: it fits a 320 px phone.
 */
export function PlanScheduleRows({
  position,
  variant = 'shopper',
}: {
  position: PlanPosition;
  variant?: 'shopper' | 'staff';
}) {
  const count = position.rows.length - 1;
  return (
    <Panel variant={variant} title={W.title}>
      <ol className="grid gap-2 text-sm" aria-label={W.title}>
        {position.rows.map((row) => (
          <li
            key={row.n}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-2"
            data-row-state={row.state}
          >
            <span className="grid">
              <span className="font-medium text-slate-900">{row.n === 0 ? W.deposit : W.instalment(row.n, count)}</span>
              <span className="text-slate-700">{formatDay(row.dueOn)}</span>
            </span>
            <span className="grid justify-items-end">
              <span className="font-semibold text-slate-900">{formatPesewas(row.amount)}</span>
              <Badge variant={row.state === 'late' ? 'danger' : row.state === 'paid' ? 'default' : 'neutral'}>
                {INSTALMENT_STATE_LABELS[row.state]}
                {row.state === 'part_paid' || (row.state === 'late' && row.paid > 0)
                  ? ` · ${W.paidPart(row.paid)}`
                  : ''}
              </Badge>
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
