import { formatDay, formatShortDay } from '@domain/shared/date-time';
import { toPesewas, type Pesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { BalanceStatus, DepositStatus, ProjectStage } from './project';
import { balanceOf } from './proposal';

/**
 * What a project's money allows next and what the customer and staff are told of it (docs/projects.md, "Projects
 * paid in instalments"): the one rule read by the functions (commissionProject, scheduleInstall), staff's project
 * page, the customer's project page and every message of a project. A project is paid in cash (the deposit, then
 * the balance once installed) or by a payment plan (plans/{projectId}: the plan's deposit, then its instalments,
 * which run on after the handover). Pure, no zod: shared by functions/ and the app.
 */

/** The project's money as the rule reads it (a ProjectRecord of any date type). */
export interface MoneyOfProject {
  stage: ProjectStage;
  accepted: { total: number; deposit: number } | null;
  money: {
    depositStatus: DepositStatus;
    balanceStatus: BalanceStatus;
    plan: { releasedAt: unknown; ownedAt?: unknown } | null;
  };
}

/** What of the project's plan (plans/{projectId}) the figures come from: its schedule and what is paid on it. */
export interface PlanFigures {
  schedule: PlanSchedule;
  paid: Pesewas;
  waived: Pesewas;
}

/**
 * Whether the installation may not be booked yet because the project's payment plan has not released it: a plan
 * paid after installation (release `deposit`) releases it once its deposit is paid and staff approved the plan; a
 * plan paid before (release `paid`) once fully paid. A project paid in cash is held by its stage only.
 */
export const heldByPlan = (money: Pick<MoneyOfProject['money'], 'plan'>): boolean =>
  money.plan != null && money.plan.releasedAt == null;

/**
 * Where the balance stands, from the project alone (the same answer in the function's transaction and on every
 * screen): `none` before anything is accepted; `awaited` (cash, unpaid); `paid` (cash, or the plan fully paid);
 * `held_by_plan` (the plan has not released the installation); `instalments` (the plan released it: its instalments
 * are the balance and run on after the handover).
 */
export type BalanceKind = 'none' | 'awaited' | 'paid' | 'held_by_plan' | 'instalments';

export function balanceKind(project: Pick<MoneyOfProject, 'accepted' | 'money'>): BalanceKind {
  const { money } = project;
  if (money.balanceStatus === 'paid') return 'paid';
  if (money.plan) return money.plan.releasedAt == null ? 'held_by_plan' : 'instalments';
  if (!project.accepted) return 'none';
  return money.balanceStatus === 'awaiting' ? 'awaited' : 'none';
}

/**
 * Whether commissioning waits for the balance: a cash balance unpaid, or a plan that has not released the
 * installation. A plan that released it does not hold the handover (its instalments go on, reminded as for orders).
 */
export const balanceHoldsCommissioning = (project: Pick<MoneyOfProject, 'accepted' | 'money'>): boolean => {
  const kind = balanceKind(project);
  return kind !== 'paid' && kind !== 'instalments';
};

/** The next payment of a plan on `today`: its day and what is left of it (pesewas); null once nothing remains. */
export interface NextInstalment {
  dueOn: string;
  amount: Pesewas;
}

/**
 * Every figure a screen or a message states of a project's money, in pesewas: the deposit the customer pays (the
 * plan's when a plan pays, else the accepted option's), the total they pay (the plan's total: the cash price and
 * the extra cost of paying over time), the balance's state, and for a plan its name, what remains and the next
 * payment. `plan` is the project's plan as read (null: paid in cash, or the plan not read yet: its figures unknown).
 */
export interface ProjectMoneyFigures {
  balance: BalanceKind;
  /** A payment plan pays the project */
  onPlan: boolean;
  /** The deposit the customer pays; null when unknown (nothing accepted, or the plan not read) */
  deposit: Pesewas | null;
  /** What the customer pays in all; null when unknown */
  total: Pesewas | null;
  /** A cash project's balance (total − deposit) */
  cashBalance: Pesewas | null;
  plan: { name: string; remaining: Pesewas; next: NextInstalment | null } | null;
}

export function projectMoneyFigures(
  project: Pick<MoneyOfProject, 'accepted' | 'money'>,
  plan: PlanFigures | null,
  today: string,
): ProjectMoneyFigures {
  const balance = balanceKind(project);
  const { accepted } = project;
  if (project.money.plan) {
    if (!plan) return { balance, onPlan: true, deposit: null, total: null, cashBalance: null, plan: null };
    const position = planPosition(plan.schedule, plan.paid, plan.waived, today);
    // The deposit row is the plan's own; the next payment named to the customer is an instalment's.
    const next =
      position.next && position.next.n > 0 ? { dueOn: position.next.dueOn, amount: position.next.amount } : null;
    return {
      balance,
      onPlan: true,
      deposit: plan.schedule.deposit,
      total: plan.schedule.total,
      cashBalance: null,
      plan: { name: plan.schedule.name, remaining: position.remaining, next },
    };
  }
  if (!accepted) return { balance, onPlan: false, deposit: null, total: null, cashBalance: null, plan: null };
  return {
    balance,
    onPlan: false,
    deposit: toPesewas(accepted.deposit),
    total: toPesewas(accepted.total),
    cashBalance: toPesewas(balanceOf(accepted)),
    plan: null,
  };
}

/** How an amount is written where it is read: "GH₵1,250.00" on a screen, "GHS 1,250.00" in an SMS. */
export type AmountWords = (amount: Pesewas) => string;

/** Where the words are read: a page or an e-mail (full sentences), or an SMS (short, the day as "Mon 14 Dec"). */
export type MoneyWordsStyle = 'full' | 'sms';

/**
 * A plan's next payment in words: "Your plan's instalments go on: the next, GH₵2,000.00, is due on Monday 14
 * December 2026." (an SMS: "Your plan goes on: next GHS 2,000.00 due Mon 14 Dec.").
 */
export function nextWords(figures: ProjectMoneyFigures, amount: AmountWords, style: MoneyWordsStyle = 'full'): string {
  const next = figures.plan?.next;
  if (style === 'sms') {
    return next
      ? `Your plan goes on: next ${amount(next.amount)} due ${formatShortDay(next.dueOn)}.`
      : 'Your plan goes on.';
  }
  if (next)
    return `Your plan\u2019s instalments go on: the next, ${amount(next.amount)}, is due on ${formatDay(next.dueOn)}.`;
  return figures.plan ? 'Your plan has nothing more due.' : 'Your plan\u2019s instalments go on as scheduled.';
}

/**
 * What the customer is told of the money when their project is at `stage`: the deposit to pay or received, the
 * balance to pay, or the plan's instalments running on. '' when the money has nothing to say at that stage (the
 * caller says what the stage means). The one source of these words for the project page, the e-mails and the SMS.
 */
export function customerMoneyWords(
  stage: ProjectStage,
  figures: ProjectMoneyFigures,
  amount: AmountWords,
  style: MoneyWordsStyle = 'full',
): string {
  const words = moneyWordsAt(stage, figures, amount, style);
  // The typographic apostrophe is not in the SMS alphabet (it would halve an SMS's length).
  return style === 'sms' ? words.replace(/\u2019/g, "'") : words;
}

function moneyWordsAt(stage: ProjectStage, figures: ProjectMoneyFigures, amount: AmountWords, style: MoneyWordsStyle) {
  const sms = style === 'sms';
  const of = (value: Pesewas | null) => (value === null ? '' : ` of ${amount(value)}`);
  const deposit = of(figures.deposit);
  switch (stage) {
    case 'accepted':
      if (sms) {
        return figures.onPlan
          ? `Pay your plan\u2019s deposit${deposit} on your plan\u2019s page.`
          : `Pay the deposit${deposit} from your project page.`;
      }
      return figures.onPlan
        ? `Thank you. Pay your plan\u2019s deposit${deposit} on your plan\u2019s page to confirm the installation: we keep the equipment for you until it arrives.`
        : `Thank you. Pay the deposit${deposit} to confirm the installation: we keep the equipment for you until it arrives.`;
    case 'deposit_paid':
      if (!figures.onPlan) return `We received your deposit${deposit}. We will call you to agree the installation day.`;
      if (figures.balance === 'held_by_plan' && sms) {
        return `We received your plan\u2019s deposit${deposit}. We book the installation once your plan is approved.`;
      }
      return figures.balance === 'held_by_plan'
        ? `We received your plan\u2019s deposit${deposit}. Once the shop approves your plan, we call you to agree the installation day.`
        : `We received your plan\u2019s deposit${deposit}. We will call you to agree the installation day.`;
    case 'installed':
      switch (figures.balance) {
        case 'awaited':
          return `Your system is installed. Pay the balance${of(figures.cashBalance)} and we hand it over, tested.`;
        case 'instalments':
          return sms
            ? `We hand it over soon. ${nextWords(figures, amount, style)}`
            : `Your system is installed. We hand it over, tested, and start its warranties. ${nextWords(figures, amount, style)}`;
        default:
          return 'Your system is installed and paid for. We hand it over, tested, and start its warranties shortly.';
      }
    case 'commissioned':
      if (figures.balance !== 'instalments') return '';
      return sms
        ? `Warranties start today. ${nextWords(figures, amount, style)}`
        : `Your system is commissioned and handed over. Your warranties start today. ${nextWords(figures, amount, style)}`;
    default:
      return '';
  }
}

/**
 * The project page's "What happens next" where the money decides it (the installation card beside it says the
 * installed system's money in full): the deposit to pay or received; once installed, the balance to pay in cash,
 * else the handover. '' at the other stages (the page says what the stage means).
 */
export function nextStepWords(stage: ProjectStage, figures: ProjectMoneyFigures, amount: AmountWords): string {
  if (stage === 'accepted' || stage === 'deposit_paid') return customerMoneyWords(stage, figures, amount);
  if (stage !== 'installed') return '';
  return figures.balance === 'awaited'
    ? `Pay the balance${figures.cashBalance === null ? '' : ` of ${amount(figures.cashBalance)}`} and we hand it over, tested.`
    : 'We hand your system over, tested, and start its warranties.';
}

/** What staff read beside "Commission" (and why it is not offered). */
export function commissionWords(figures: ProjectMoneyFigures, amount: AmountWords): string {
  switch (figures.balance) {
    case 'paid':
      return 'The balance is paid. Commissioning hands the system over and starts the warranties of the installed units.';
    case 'instalments': {
      const next = figures.plan?.next;
      return (
        'The payment plan pays the balance and allows the handover. Commissioning hands the system over and starts ' +
        `the warranties; the plan\u2019s instalments go on${next ? ` (next ${amount(next.amount)} on ${formatDay(next.dueOn)})` : ''}.`
      );
    }
    case 'held_by_plan':
      return 'The payment plan does not allow the handover yet: it is commissioned once the plan allows the installation.';
    default:
      return `The balance${
        figures.cashBalance === null ? '' : ` of ${amount(figures.cashBalance)}`
      } is not paid yet: record it or ask the customer to pay it. The project is commissioned once it is.`;
  }
}

/** Staff's line on a plan's figures: "3 months: GH₵8,653.75 deposit, GH₵30,400.00 in all; GH₵21,746.25 to pay, next GH₵7,248.75 on Mon 14 Dec". */
export function staffPlanWords(figures: ProjectMoneyFigures, amount: AmountWords): string {
  if (!figures.plan) return '';
  const { name, remaining, next } = figures.plan;
  const total = figures.total === null ? '' : `, ${amount(figures.total)} in all`;
  const deposit = figures.deposit === null ? '' : ` ${amount(figures.deposit)} deposit${total}`;
  const left = remaining > 0 ? `; ${amount(remaining)} to pay` : '; fully paid';
  return `${name}:${deposit}${left}${next ? `, next ${amount(next.amount)} on ${formatShortDay(next.dueOn)}` : ''}.`;
}
