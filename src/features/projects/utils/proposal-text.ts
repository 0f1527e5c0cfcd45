import { formatDate, formatDay } from '@domain/shared/date-time';
import { formatPesewas, fromPesewas, toPesewas } from '@domain/shared/money';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import { proposalTerms, wayName, waysToPay, type WayToPay } from '@domain/projects/proposal-terms';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import { formatRate } from '@domain/order/pricing';
import type { VisitSlot } from '@domain/projects/project';
import { balanceOf, type ProposalOption } from '@domain/projects/proposal';
import { formatKwh, formatNumber, formatWh } from '@domain/sizing/sizing-formulas';
import { backupHoursText } from '@domain/sizing/outage-backup';
import { formatGhs } from '@/lib/money';

/**
 * A proposal in words and figures, as the project page shows it and the PDF prints it: one owner of what each
 * option says, so that the page and the PDF never differ.
 */

export interface Row {
  term: string;
  value: string;
  /** What the figure assumes, in words, written under it (the backup hours) */
  note?: string;
}

export interface LineRow {
  name: string;
  quantity: number;
  /** "2 × GH₵1,250.00" */
  each: string;
  total: string;
}

export interface OptionText {
  title: string;
  lines: LineRow[];
  /** Subtotal, discount (with its reason), tax, delivery, total, deposit and balance */
  money: Row[];
  /** Daily energy, backup hours, panels (kWp), batteries (kWh), inverter */
  figures: Row[];
  /** Against the generator and the prepaid meter, a month, and the months to pay back */
  savings: Row[];
}

const lineTotal = (price: number, quantity: number) => fromPesewas(toPesewas(price) * quantity);

export function optionText(option: ProposalOption): OptionText {
  const money: Row[] = [{ term: 'Subtotal', value: formatGhs(option.subtotal) }];
  if (option.discount && option.discount.amount > 0) {
    money.push({
      term: option.discount.reason ? `Discount (${option.discount.reason})` : 'Discount',
      value: `-${formatGhs(option.discount.amount)}`,
    });
  }
  money.push(
    { term: `Tax (${formatRate(option.taxRate)})`, value: formatGhs(option.tax) },
    { term: 'Delivery', value: option.delivery === 0 ? 'Free' : formatGhs(option.delivery) },
    { term: 'Total', value: formatGhs(option.total) },
    { term: 'Deposit to start', value: formatGhs(option.deposit) },
    { term: 'Balance on completion', value: formatGhs(balanceOf(option)) },
  );
  const { figures, savings } = option;
  return {
    title: option.title,
    lines: option.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      each: `${line.quantity} × ${formatGhs(line.price)}`,
      total: formatGhs(lineTotal(line.price, line.quantity)),
    })),
    money,
    figures: [
      { term: 'Energy a day', value: formatWh(figures.dailyWh) },
      {
        term: 'Backup in a power cut',
        value: backupHoursText(figures.backupHours),
        ...(figures.backupHours > 0 && figures.backupAssumption ? { note: figures.backupAssumption } : {}),
      },
      { term: 'Solar panels', value: `${formatNumber(figures.panelW / 1000, 2)} kWp` },
      { term: 'Batteries', value: formatKwh(figures.batteryWh) },
      { term: 'Inverter', value: `${formatNumber(figures.inverterVa)} VA` },
    ],
    savings: [
      { term: 'Saved on generator fuel', value: `${formatGhs(savings.generatorPerMonth)} a month` },
      { term: 'Saved on prepaid electricity', value: `${formatGhs(savings.prepaidPerMonth)} a month` },
      { term: 'Saved in all', value: `${formatGhs(savings.perMonth)} a month` },
      {
        term: 'Pays for itself in',
        value:
          savings.paybackMonths === null ? 'No saving to pay it back' : `${formatNumber(savings.paybackMonths)} months`,
      },
    ],
  };
}

/** One way to pay an option, as the PDF prints it: its name, its money and the terms signed for it. */
export interface WayText {
  name: string;
  rows: Row[];
  terms: string;
}

function wayRows(way: WayToPay): Row[] {
  if (way.kind === 'cash') {
    return [
      { term: 'Deposit, when you accept', value: formatPesewas(way.deposit) },
      { term: 'Balance, when the system is installed', value: formatPesewas(way.total - way.deposit) },
      { term: 'Total', value: formatPesewas(way.total) },
    ];
  }
  const { schedule } = way;
  return [
    { term: 'Deposit, when you accept', value: formatPesewas(schedule.deposit) },
    ...schedule.instalments.map((i) => ({
      term: `Instalment ${i.n} of ${schedule.instalments.length}, due ${formatDay(i.dueOn)}`,
      value: formatPesewas(i.amount),
    })),
    {
      term: schedule.extra > 0 ? `Total (${formatPesewas(schedule.extra)} more than in cash)` : 'Total',
      value: formatPesewas(schedule.total),
    },
  ];
}

/**
 * The ways to pay an option (cash, then each plan offered for its total, dated from `today`), each with its money
 * and the terms the customer signs for it (proposalTerms: the accept form's own words).
 */
export function waysToPayText(
  option: Pick<ProposalOption, 'total' | 'deposit'>,
  templates: readonly PlanTemplate[],
  today: string,
): WayText[] {
  return waysToPay({ option, templates, today }).map((way) => ({
    name: way.kind === 'cash' ? 'Paying in cash' : `Payment plan "${wayName(way)}"`,
    rows: wayRows(way),
    terms: proposalTerms(way),
  }));
}

/** "Valid until 9 Dec 2026" */
export const validUntilText = (validUntil: Date): string => `Valid until ${formatDate(validUntil)}`;

/** "Monday 30 November 2026, Morning (8 am to 12 noon)" */
export const slotText = (slot: VisitSlot): string => `${formatDay(slot.day)}, ${DELIVERY_SLOT_LABELS[slot.slot]}`;
