/**
 * The terms a customer signs when accepting an option of a proposal, written from the way they chose to pay
 * (docs/projects.md, "The terms"): in cash (the deposit now, the balance when installed) or by one of the payment
 * plans offered (its deposit, instalments, total and rules). One function, `proposalTerms`, used by the accept
 * form, the proposal's PDF and acceptProposal, which stores the text it derives itself from the way chosen (and
 * refuses a shown text that differs: `terms_changed`). Pure; amounts are exact (pesewas).
 */
import { formatPesewas, toPesewas, type Pesewas } from '@domain/shared/money';
import { formatDay } from '@domain/shared/date-time';
import { offeredSchedules } from '@domain/plans/plan-offers';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import type { ProposalOption } from './proposal';

/** How an option is paid: in cash, or by a plan's schedule (planSchedule's, in pesewas). */
export type WayToPay = { kind: 'cash'; total: Pesewas; deposit: Pesewas } | { kind: 'plan'; schedule: PlanSchedule };

/** Paying an option in cash: its total and deposit as the proposal states them. */
export const cashWay = (option: Pick<ProposalOption, 'total' | 'deposit'>): WayToPay => ({
  kind: 'cash',
  total: toPesewas(option.total),
  deposit: toPesewas(option.deposit),
});

/**
 * The ways to pay an option: cash first, then every plan offered for its total from `today` (offeredSchedules,
 * kind project: the accept form's own list).
 */
export function waysToPay(input: {
  option: Pick<ProposalOption, 'total' | 'deposit'>;
  templates: readonly PlanTemplate[];
  today: string;
}): WayToPay[] {
  const plans = offeredSchedules({
    templates: input.templates,
    cashTotal: input.option.total,
    kind: 'project',
    today: input.today,
  });
  return [cashWay(input.option), ...plans.map((schedule): WayToPay => ({ kind: 'plan', schedule }))];
}

/** The way's name: "Cash" or the plan's ("3 months"). */
export const wayName = (way: WayToPay): string => (way.kind === 'cash' ? 'Cash' : way.schedule.name);

const EVERY = { weekly: 'weekly', monthly: 'monthly' } as const;

/** "3 monthly instalments from Friday 25 December 2026 to Thursday 25 February 2027" */
function instalmentsWords(schedule: PlanSchedule): string {
  const count = schedule.instalments.length;
  const first = schedule.instalments[0];
  const last = schedule.instalments[count - 1];
  const what = `${count} ${EVERY[schedule.frequency]} ${count === 1 ? 'instalment' : 'instalments'}`;
  if (!first || !last) return what;
  return count === 1
    ? `${what} on ${formatDay(first.dueOn)}`
    : `${what} from ${formatDay(first.dueOn)} to ${formatDay(last.dueOn)}`;
}

const RESERVED =
  'The goods are reserved for me while the deposit is awaited and go back to stock if it does not arrive in time.';

function cashTerms(way: Extract<WayToPay, { kind: 'cash' }>): string {
  const start = `By typing my name I accept this option of the proposal at ${formatPesewas(way.total)}, paid in cash.`;
  if (way.deposit === 0) {
    return [
      start,
      'No deposit is asked: the goods are reserved for me and the installation day is agreed with me now.',
      `I pay the ${formatPesewas(way.total)} when the system is installed.`,
    ].join(' ');
  }
  return [
    start,
    `I pay the deposit of ${formatPesewas(way.deposit)} now. ${RESERVED}`,
    `I pay the balance of ${formatPesewas(way.total - way.deposit)} when the system is installed.`,
    'The installation day is agreed with me after the deposit is paid.',
    'If I cancel before the installation, the deposit is refunded.',
  ].join(' ');
}

function planTerms(schedule: PlanSchedule): string {
  const extra =
    schedule.extra > 0 ? `${formatPesewas(schedule.extra)} more than in cash` : 'the same as paying in cash';
  const deposit =
    schedule.deposit > 0 ? `a deposit of ${formatPesewas(schedule.deposit)} now, then ` : 'no deposit, then ';
  const grace =
    schedule.graceDays > 0
      ? `${schedule.graceDays} ${schedule.graceDays === 1 ? 'day' : 'days'} after its due day`
      : 'the day after its due day';
  return [
    `By typing my name I accept this option of the proposal, ${formatPesewas(schedule.cash)} in cash, paid by the ` +
      `payment plan "${schedule.name}": ${deposit}${instalmentsWords(schedule)}, ` +
      `${formatPesewas(schedule.total)} in all (${extra}).`,
    schedule.deposit > 0 ? RESERVED : 'The goods are reserved for me.',
    schedule.release === 'paid'
      ? 'The installation is booked once everything is paid; the goods are kept for me until then.'
      : 'The installation is booked after the deposit, once the shop has approved my plan.',
    'The plan\u2019s instalments are the balance: nothing else is due when the system is installed.',
    `If a payment is late the shop reminds me; ${grace} the plan is overdue and the shop calls me. ` +
      'Nothing is added for paying late.',
    'I may pay off early at any time: the extra cost of instalments not yet due is not charged.',
    'If I cancel before the installation, what I paid on the plan is refunded.',
  ].join(' ');
}

/** The terms the customer signs for the way they chose to pay, in full. */
export function proposalTerms(way: WayToPay): string {
  return way.kind === 'cash' ? cashTerms(way) : planTerms(way.schedule);
}

/** Two texts of terms are the same when they differ only in spacing (what acceptProposal compares). */
export const sameTerms = (a: string, b: string): boolean =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
