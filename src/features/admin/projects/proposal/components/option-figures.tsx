import type { ProposalOption } from '@domain/projects/proposal';
import { balanceOf } from '@domain/projects/proposal';
import { formatKva, formatKwh, formatNumber } from '@domain/sizing/sizing';
import { backupHoursText } from '@domain/sizing/outage-backup';
import { formatGhs } from '@/lib/money';

/** An option's money, system figures and savings: the preview while editing, and the proposal as stored. */
export function OptionFigures({ option, testId }: { option: ProposalOption; testId: string }) {
  const { figures, savings } = option;
  const money: [string, string, string][] = [
    ['subtotal', 'Products and services', formatGhs(option.subtotal)],
    ...(option.discount
      ? [['discount', 'Discount', `− ${formatGhs(option.discount.amount)}`] as [string, string, string]]
      : []),
    ['tax', `Tax (${formatNumber(option.taxRate, 4)}%)`, formatGhs(option.tax)],
    ['delivery', 'Delivery to the site', option.delivery > 0 ? formatGhs(option.delivery) : 'Free'],
    ['total', 'Total', formatGhs(option.total)],
    ['deposit', 'Deposit to accept', formatGhs(option.deposit)],
    ['balance', 'Balance at installation', formatGhs(balanceOf(option))],
  ];
  const system: [string, string][] = [
    ['Energy used a day', formatKwh(figures.dailyWh)],
    ['Backup in a power cut', backupHoursText(figures.backupHours)],
    ['Solar panels', figures.panelW > 0 ? `${formatNumber(figures.panelW / 1000, 2)} kWp` : 'None'],
    ['Batteries', figures.batteryWh > 0 ? formatKwh(figures.batteryWh) : 'None'],
    ['Inverter', figures.inverterVa > 0 ? formatKva(figures.inverterVa / 1000) : 'None'],
  ];
  const saved: [string, string][] = [
    ['Generator fuel saved a month', formatGhs(savings.generatorPerMonth)],
    ['Prepaid electricity saved a month', formatGhs(savings.prepaidPerMonth)],
    ['Saved a month', formatGhs(savings.perMonth)],
    [
      'Pays for itself in',
      savings.paybackMonths === null ? 'No savings worked out' : `${savings.paybackMonths} months`,
    ],
  ];
  const list = (rows: [string, string][], label: string, money = false) => (
    <dl className="grid gap-1 text-sm" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3">
          <dt className="text-slate-700">{term}</dt>
          <dd className={money ? 'font-medium tabular-nums' : 'font-medium'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <dl className="grid gap-1 text-sm" aria-label="Money">
        {money.map(([key, term, value]) => (
          <div
            key={key}
            className={key === 'total' ? 'flex justify-between gap-3 font-bold' : 'flex justify-between gap-3'}
          >
            <dt className="text-slate-700">{term}</dt>
            <dd className="tabular-nums" data-testid={`${testId}-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid content-start gap-1">
        {list(system, 'The system')}
        {figures.backupHours > 0 && figures.backupAssumption && (
          <p className="text-xs text-slate-700" data-testid={`${testId}-backup-assumption`}>
            {figures.backupAssumption}
          </p>
        )}
      </div>
      {list(saved, 'Savings', true)}
    </div>
  );
}
