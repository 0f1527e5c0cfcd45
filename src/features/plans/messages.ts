import { formatPesewas } from '@domain/shared/money';

const ghs = formatPesewas;

/** The customer's plan pages' own words (the refusals' are PLAN_REFUSAL_MESSAGES in domain/plans/plan-messages.ts). */
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
