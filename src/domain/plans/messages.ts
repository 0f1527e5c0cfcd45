/**
 * The payment plans' words (docs/plans.md): what the plan screens, refusals, timelines and labels say, for the
 * customer and for staff, at checkout, on a project and on the plan pages. Code branches on the values and the
 * refusal reasons, never on these words.
 */
import { formatPesewas, type Pesewas } from '@domain/shared/money';
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import type { InstalmentState } from './plan-ledger';
import type { PlanRefusal } from './plan-rules';
import type { PlanPaymentMethod, PlanStatus } from './plan-values';

/** Amounts in pesewas, as the plans keep them, in words. */
const ghs = formatPesewas;

/**
 * What plan screens, refusals and timelines say, in the shop's words (one place; code branches on PlanRefusal,
 * never on these). Each part of the plans capability keeps its words in its own block below.
 */
export const PLAN_REFUSAL_MESSAGES: Record<PlanRefusal, string> = {
  not_found: 'We could not find this payment plan. Please check the link, or call us.',
  not_allowed: 'Only shop staff can do that.',
  schedule_changed: 'The payment schedule changed since you read it. Please check the new figures and confirm again.',
  no_plan: 'That payment plan is not offered for this order. Please choose one of the plans shown.',
  below_minimum: 'This order is below the smallest total for that payment plan. Please choose another way to pay.',
  not_payable: 'This plan is not waiting for a payment.',
  nothing_owed: 'Nothing is owed on this plan: it is fully paid.',
  more_than_owed: 'That is more than you owe. Please pay at most the amount shown.',
  payoff_changed: 'The amount to pay off changed. Please check the new amount and pay again.',
  too_many_attempts: 'Too many payment attempts for this plan today. Please call us, or pay at the shop.',
  wrong_status: 'This plan has moved on since you opened it. Please reload the page.',
  reason_required: 'Please say why (at most 500 characters).',
  plan_not_released:
    'This order is paid in instalments: its goods stay at the shop until its plan lets them be handed over (everything paid, or the deposit paid and the plan approved).',
  plan_has_payments:
    "Money has already been paid on this order's payment plan, so it cannot be cancelled here. Please call the shop: we will settle it with you.",
};

/** Timeline notes (staff and customer read them on the plan page). */
export const PLAN_TIMELINE = {
  created: (name: string) => `Plan "${name}" chosen and confirmed`,
  paidOnline: (amount: Pesewas, network: string, reference: string) =>
    `${formatPesewas(amount)} paid with ${network} Mobile Money (Paystack ${reference})`,
  paidAtShop: (amount: Pesewas, how: string, reference: string) =>
    `${formatPesewas(amount)} received at the shop (${how}${reference ? `, ${reference}` : ''})`,
  paidOff: (waived: Pesewas) =>
    waived > 0 ? `Paid off early: ${formatPesewas(waived)} of extra cost not charged` : 'Paid off early',
  owned: 'Fully paid: the goods are yours',
  approved: 'Approved by the shop: the goods can be handed over',
  declined: (reason: string) => `Declined by the shop: ${reason}`,
  released: 'The goods can be handed over to the customer',
  overdue: (days: number) => `Overdue: ${days} ${days === 1 ? 'day' : 'days'} past the due date`,
  upToDate: 'Back up to date',
  depositExpired: 'Deposit not received in time: the plan is cancelled and the goods are returned to stock',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Choosing a plan at checkout, and the order of a plan (checkout slice)
// ---------------------------------------------------------------------------------------------------------

/** The disclosure at checkout and the order pages' words for an order paid in instalments. */
export const PLAN_CHECKOUT_MESSAGES = {
  paymentHint: 'A deposit now by Mobile Money, then instalments by Mobile Money. Compare the plans below.',
  choosePlan: 'Choose a payment plan.',
  payNowCompare: (cash: string) => `Paying now: ${cash}, nothing more.`,
  instalmentsHeading: 'Instalments',
  depositRow: 'Deposit, today',
  every: { weekly: 'every week', monthly: 'every month' } as const,
  summary: (count: number, every: string) => `${count} ${count === 1 ? 'instalment' : 'instalments'}, ${every}`,
  cash: 'Price in cash',
  deposit: 'Deposit (by Mobile Money, when you place the order)',
  total: 'Total you pay',
  extra: (amount: string, percent: string) => `${amount} (${percent}% of the price)`,
  extraLabel: 'Extra cost of paying over time',
  noExtra: 'None: you pay the same as paying now',
  late: (graceDays: number) =>
    `If a payment is late: we remind you by SMS and e-mail 3 days before each due date and on the day. ${
      graceDays > 0 ? `After ${graceDays} ${graceDays === 1 ? 'day' : 'days'} of grace` : 'The day after'
    } the plan is overdue and the shop calls you. Nothing is added for paying late.`,
  releasePaid: 'Your goods: kept for you at the shop and handed over to you when everything is paid.',
  releaseDeposit: 'Your goods: handed over to you after the deposit, once the shop has approved your plan.',
  payOff: (afterDeposit: string) =>
    `Pay off early at any time: you pay what remains, less the extra cost of instalments not yet due (right after the deposit: ${afterDeposit}).`,
  depositDue: (hours: number) =>
    `Pay the deposit within ${hours} hours of placing the order, or the order is cancelled and the goods are returned to stock.`,
  confirmHint: 'By placing the order you confirm this schedule.',
  afterPlacing: 'After you place your order, pay the deposit by Mobile Money on the next page.',
  scheduleChanged: 'The new schedule:',
  orderPlan: 'Paid in instalments: see your plan',
  orderPlanStaff: 'Paid in instalments: see the plan',
  cancelledWithOrder: 'Order cancelled: the plan is cancelled with it (nothing had been paid)',
} as const;

/** A project's proposal paid in instalments (docs/projects.md, "Projects paid in instalments"). */
export const PLAN_PROJECT_MESSAGES = {
  howToPay: 'How will you pay?',
  cashChoice: 'Cash: the deposit now, the balance when the system is installed',
  compare: (deposit: string, balance: string, total: string) =>
    `Paying in cash: ${deposit} deposit now and ${balance} when installed, ${total} in all, nothing more.`,
  cash: 'Price in cash',
  deposit: 'Deposit (by Mobile Money, when you accept)',
  releasePaid: 'Your installation: booked once everything is paid; the goods are kept for you until then.',
  releaseDeposit: 'Your installation: booked after the deposit, once the shop has approved your plan.',
  footer: (minutes: number) =>
    `Pay the deposit within ${minutes} minutes of accepting, or the goods reserved for you go back to stock. ` +
    'By accepting you confirm the schedule of the plan you chose.',
  accept: 'Accept and pay the plan\u2019s deposit',
  scheduleChanged: 'The plan\u2019s figures changed since you opened this page. The new schedule:',
  paidByPlan: 'Paid in instalments: see your plan',
  paidByPlanStaff: 'Paid in instalments: see the plan',
  staffNotReleased: 'The installation waits for the plan (its deposit, and your approval, or every payment).',
  staffReleased: 'The plan allows the installation; its instalments go on.',
  staffOwned: 'Fully paid on the plan.',
  staffCancel:
    'The deposit is paid on a payment plan: cancelling stops the plan, and everything it received is to be refunded by ' +
    'you (record the refund here once done). The reserved goods go back unless they are installed.',
  staffCancelled: 'Project cancelled. What the plan received is to be refunded.',
  refundDue: (paid: string) => `The ${paid} the plan received is to be refunded to the customer.`,
  refundTooLarge: (paid: string) => `The refund cannot be more than the ${paid} the plan received.`,
  planOfProject: 'This plan pays for your installation project',
  seeProject: 'See the project',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Paying a plan by Mobile Money, the customer's plan page and the ownership receipt (docs/plans.md, "The
// customer's plan page")
// ---------------------------------------------------------------------------------------------------------

/** What staff read in the payment problems about a plan's charge. */
export const PLAN_PAY_PROBLEMS = {
  mismatch: 'Paystack reported a payment that does not match this plan: not applied, please check.',
  notApplied:
    'Paystack reported a payment this plan could not take (it is closed, or owes less now): please check and refund.',
} as const;

/* ---- Staff: templates in Settings, approving, cash payments, arrears calls (admin screens) ---- */

/** What staff read: the templates' checks in Settings, cash payments, arrears calls. */
export const PLAN_STAFF_MESSAGES = {
  templateName: 'Please enter a name shoppers understand, e.g. "3 months" (at most 100 characters).',
  depositPercent: 'Please enter a whole percent from 0 to 90.',
  count: 'Please enter a whole number of payments from 1 to 52.',
  extraPercent: 'Please enter a percent from 0 to 100, with at most 2 decimals.',
  extraFlat: 'Please enter an amount in GHS from 0 to 100,000, with at most 2 decimals.',
  graceDays: 'Please enter whole days from 0 to 30.',
  minTotal: 'Please enter an amount in GHS from 0 to 10,000,000, with at most 2 decimals.',
  tooManyTemplates: 'At most 6 payment plans. Switch one off and change it instead.',
  paymentRecorded: 'Payment recorded.',
  callLogged: 'Call saved.',
  actionFailed: 'That did not work. Check your connection and try again.',
  amount: 'Please enter the amount received in GHS, more than 0, with at most 2 decimals.',
  reference: 'Please enter the receipt or transaction reference (at most 100 characters).',
  note: 'Please write what was said (1 to 500 characters).',
  promiseDay: 'Please choose a day from today on, or leave it empty.',
} as const;

/** Staff's decision on a plan in the words of what it pays for: an order's goods, or a project's installation. */
export const PLAN_DECISION_WORDS = {
  order: {
    approve:
      'The deposit is paid. Approving lets the goods be handed over: the order can then be confirmed and delivered.',
    decline:
      "Declining cancels the order and puts its items back on sale. Anything paid is refunded from the order's page.",
    approved: 'Plan approved: the goods can be handed over.',
    declined: 'Plan declined: the order is cancelled.',
    released: 'Goods may be handed over',
    notReleased: 'Goods kept at the shop',
  },
  project: {
    approve: 'The deposit is paid. Approving lets you book the installation.',
    decline:
      "Declining cancels the project and puts its reserved goods back on sale. Anything paid is refunded from the project's page.",
    approved: 'Plan approved: the installation can be booked.',
    declined: 'Plan declined: the project is cancelled.',
    released: 'Installation allowed',
    notReleased: 'Installation not allowed yet',
  },
} as const;

/** The timeline's words for staff's actions. */
export const PLAN_STAFF_TIMELINE = {
  declinedOrder: (reason: string) => `Payment plan declined by the shop: ${reason}`,
  refundDue: (paid: Pesewas) => `${formatPesewas(paid)} paid on the plan is to be refunded`,
  call: (outcome: string, promise: string | null) =>
    `Call: ${outcome}${promise ? `, promised to pay by ${promise}` : ''}`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// A plan's labels and schedule (value-labels.json), the customer's plan pages, and staff's lists
// ---------------------------------------------------------------------------------------------------------

/** The shop's words for a plan's stored values (value-labels.json): its status, each row's state, how paid. */
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = VALUE_LABELS.planStatus;
export const INSTALMENT_STATE_LABELS: Record<InstalmentState, string> = VALUE_LABELS.planInstalmentState;
export const PLAN_PAYMENT_METHOD_LABELS: Record<PlanPaymentMethod, string> = VALUE_LABELS.planPaymentMethod;

/** A plan's status in staff's words. */
export const PLAN_STATUS_LABELS_FOR_STAFF: Record<PlanStatus, string> = VALUE_LABELS.planStatusForStaff;

/** The words of a plan's schedule, the same for the customer and staff. */
export const PLAN_SCHEDULE_WORDS = {
  title: 'Schedule',
  deposit: 'Deposit',
  instalment: (n: number, of: number) => `Payment ${n} of ${of}`,
  paidPart: (paid: number) => `${formatPesewas(paid)} paid`,
} as const;

/** The customer's plan pages' own words (the refusals' are PLAN_REFUSAL_MESSAGES above). */
export const PLAN_PAGE_MESSAGES = {
  listTitle: 'My payment plans',
  listLoadFailed: 'Your payment plans could not be loaded. Check your connection and try again.',
  loadFailed: 'This payment plan could not be loaded. Check your connection and try again.',
  notFound: 'Payment plan not found.',
  notFoundHint: 'Check the link, or find the plan in your payment plans.',
  none: 'You have no payment plans.',
  title: (number: string, kind: 'order' | 'project' = 'order') => `Payment plan for ${kind} ${number}`,
  loading: 'Loading your payment plan...',
  listLoading: 'Loading your payment plans...',
  // Where it stands, in words.
  awaitingDeposit: (deposit: number, by: string | null) =>
    `Pay the deposit of ${ghs(deposit)}${by ? ` by ${by}` : ''} to start your plan. Your goods are kept for you until then.`,
  awaitingApproval:
    'We received your deposit. The shop checks your plan: once it is approved, your goods are handed over to you.',
  active: 'Your plan is up to date.',
  overdue: (amount: number, days: number) =>
    `${ghs(amount)} is overdue by ${days} ${days === 1 ? 'day' : 'days'}. Please pay it now, or call us if you cannot.`,
  declined: (reason: string) => `The shop declined this plan: ${reason}`,
  cancelled: (reason: string) => `This plan is cancelled${reason ? `: ${reason}` : ''}.`,
  released: 'Your goods can be handed over to you.',
  releaseTerms: (release: 'paid' | 'deposit') =>
    release === 'paid'
      ? 'Your goods are kept for you at the shop and handed over to you once everything is paid.'
      : 'Your goods are handed over to you once the deposit is paid and the shop has approved the plan.',
  // What the plan pays for.
  goodsTitle: 'What this plan pays for',
  goodsLine: (quantity: number, name: string) => `${quantity} × ${name}`,
  projectGoods: (kind: string, town: string) => `${kind}${town ? ` in ${town}` : ''}`,
  // The figures.
  figuresTitle: 'Your plan',
  total: 'Total to pay',
  paid: 'Paid so far',
  waived: 'Not charged (paid off early)',
  remaining: 'Still to pay',
  nextDue: 'Next payment',
  nextDueValue: (amount: number, day: string) => `${ghs(amount)} on ${day}`,
  cashPrice: 'Price in cash',
  extra: 'Extra cost of paying over time',
  // Paying.
  payTitle: 'Pay toward your plan',
  payNow: 'Pay now',
  payOff: 'Pay off',
  amountLabel: 'Amount to pay (GHS)',
  amountHint: (remaining: number) => `Any amount up to ${ghs(remaining)}. It pays the next payments first.`,
  notAnAmount: 'Type the amount in GH₵, for example 250 or 250.50.',
  moreThanOwed: (remaining: number) => `That is more than you owe: at most ${ghs(remaining)}.`,
  continue: 'Continue',
  cancel: 'Cancel',
  paying: (amount: number) => `Paying ${ghs(amount)}`,
  payoffTitle: 'Pay everything off today',
  payoffAmount: (amount: number) => `Pay ${ghs(amount)} today and the plan is fully paid.`,
  payoffSaves: (saved: number) =>
    saved > 0
      ? `You save ${ghs(saved)}: the extra cost of the payments not yet due is not charged.`
      : 'Nothing is saved today: the extra cost of every payment left is already due.',
  received: (amount: number) => `Payment of ${ghs(amount)} received. Thank you.`,
  refused: 'That payment could not be started.',
  // The schedule and statement.
  statementTitle: 'Statement',
  noPayments: 'No payment yet.',
  reference: (reference: string) => `Reference ${reference}`,
  waivedWith: (amount: number) => `${ghs(amount)} not charged: paid off early`,
  timelineTitle: 'History',
  // Owned.
  ownedTitle: 'You own your system',
  owned: (day: string) => `Fully paid on ${day}. Thank you for paying your plan.`,
  receipt: 'Download the ownership receipt (PDF)',
  receiptFailed: 'The receipt could not be made. Check your connection and try again.',
  orderLink: (number: string) => `Order ${number}`,
  projectLink: (number: string) => `Project ${number}`,
} as const;

/** The staff's plan screens' own words. */
export const PLAN_TEXTS = {
  loadFailed: 'The payment plans could not be loaded. Please try again.',
  loadOneFailed: 'The payment plan could not be loaded. Please try again.',
} as const;
