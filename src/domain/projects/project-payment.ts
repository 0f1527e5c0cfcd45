import { z } from 'zod';
import { boundedText, optionalText } from '@domain/shared/text-schemas';
import { toPesewas } from '@domain/shared/money';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { PaymentAttempt, PaymentPurpose, VerifiedCharge } from '@domain/payments/order-payment';
import {
  confirmedScheduleSchema,
  isDocumentId,
  mobileMoneyInputSchemas,
  pesewasSchema,
  receivedPaymentSchema,
  refundShape,
} from '@domain/order/order-schemas';
import type { PriceChange, ShownPricing } from '@domain/order/price-check';
import type { BalanceStatus, DepositStatus, ProjectRecord, ProjectStage } from './project';
import { balanceOf, type ProposalOption } from './proposal';
import { PROJECT_PAYMENT_MESSAGES } from './messages';

/**
 * Accepting a proposal and paying its deposit (docs/projects.md, "Deposit"): the callables' inputs, the terms
 * the customer signs, the Paystack references of a project's charges, and the pure decisions the functions make
 * with them. Shared by functions/ and the app.
 */

/** A signature is the customer's name as they type it: at least this many letters. */
export const MIN_SIGNED_NAME = 3;

/** The typed name trimmed and single-spaced, or null when it is too short to be a name. */
export function signedNameOf(input: string): string | null {
  const name = input.trim().replace(/\s+/g, ' ');
  return name.replace(/[^\p{L}]/gu, '').length >= MIN_SIGNED_NAME ? name : null;
}

/** Why accepting or paying is refused, besides the stage's own (ProjectRefusal), for the client to act on. */
export type ProjectPaymentRefusal =
  | 'proposal_changed'
  | 'proposal_expired'
  | 'name_required'
  | 'total_changed'
  | 'out_of_stock'
  | 'no_option'
  | 'not_awaiting'
  | 'too_many_attempts'
  | 'no_code_asked'
  | 'amount_not_due'
  | 'not_paid'
  | 'refund_not_due'
  /** The terms shown differ from those the shop writes for the way chosen (proposal-terms.ts): `details.terms` */
  | 'terms_changed';

// ---------------------------------------------------------------------------------------------------------
// The callables' inputs
// ---------------------------------------------------------------------------------------------------------

export const projectIdSchema = z
  .string({ error: ORDER_MESSAGES.invalidRequest })
  .refine(isDocumentId, { error: ORDER_MESSAGES.invalidRequest });

/**
 * acceptProposal (the project's customer): the version and option they read, the name they typed (checked by
 * signedNameOf in the function, refused with `name_required`), and the total and deposit they saw, in pesewas.
 */
export const acceptProposalInputSchema = z.object(
  {
    projectId: projectIdSchema,
    version: z.number({ error: ORDER_MESSAGES.invalidRequest }).int().min(1, { error: ORDER_MESSAGES.invalidRequest }),
    option: z.number({ error: ORDER_MESSAGES.invalidRequest }).int().min(0, { error: ORDER_MESSAGES.invalidRequest }),
    signedName: z
      .string({ error: PROJECT_PAYMENT_MESSAGES.nameRequired })
      .max(100, { error: PROJECT_PAYMENT_MESSAGES.nameRequired }),
    confirmedTotal: pesewasSchema,
    confirmedDeposit: pesewasSchema,
    /** Paid in instalments: the plan's schedule the customer saw and confirmed (absent or null: cash) */
    plan: confirmedScheduleSchema.nullish().transform((plan) => plan ?? null),
    /**
     * The terms shown above the name (proposalTerms of the way chosen): the function writes its own from the way
     * and refuses a text that differs (`terms_changed`); absent (an older page), its own are recorded.
     */
    terms: z
      .string({ error: ORDER_MESSAGES.invalidRequest })
      .max(5000, { error: ORDER_MESSAGES.invalidRequest })
      .nullish()
      .transform((terms) => terms ?? null),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

const projectMobileMoney = mobileMoneyInputSchemas('projectId', projectIdSchema);

/** startProjectPayment: a new charge attempt for what the caller's project awaits (the deposit). */
export const startProjectPaymentInputSchema = projectMobileMoney.start;

/** submitProjectPaymentOtp: the code the network sent, for the project's latest attempt. */
export const submitProjectPaymentOtpInputSchema = projectMobileMoney.otp;

const noteSchema = optionalText(ORDER_MESSAGES.note, 500);

/**
 * recordProjectPayment (staff): the payment the project awaits (its deposit, or its balance once the deposit is
 * paid) received at the shop, as markOrderPaid records an order's payment.
 */
export const recordProjectPaymentInputSchema = z.object(
  { projectId: projectIdSchema, payment: receivedPaymentSchema, note: noteSchema },
  { error: ORDER_MESSAGES.invalidRequest },
);

export const cancelMyProjectInputSchema = z.object(
  { projectId: projectIdSchema, reason: noteSchema },
  { error: ORDER_MESSAGES.invalidRequest },
);

/** cancelPaidProject (staff): a project whose deposit is paid is cancelled, with the reason the customer reads. */
export const cancelPaidProjectInputSchema = z.object(
  {
    projectId: projectIdSchema,
    reason: boundedText(PROJECT_PAYMENT_MESSAGES.cancelReason, 1, 500),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export type AcceptProposalRequest = z.input<typeof acceptProposalInputSchema>;
export type StartProjectPaymentRequest = z.input<typeof startProjectPaymentInputSchema>;
export type SubmitProjectPaymentOtpRequest = z.input<typeof submitProjectPaymentOtpInputSchema>;
export type RecordProjectPaymentRequest = z.input<typeof recordProjectPaymentInputSchema>;
export type CancelMyProjectRequest = z.input<typeof cancelMyProjectInputSchema>;
export type CancelPaidProjectRequest = z.input<typeof cancelPaidProjectInputSchema>;

// ---------------------------------------------------------------------------------------------------------
// References: a charge attempt belongs to an order or to a project
// ---------------------------------------------------------------------------------------------------------

/**
 * The Paystack reference of a project's charge attempt n: `project.<projectId>.<n>`. Paystack allows letters,
 * digits, '-', '.' and '='; an order id never contains '.' (ORDER_ID_PATTERN), so an order's `<orderId>-<n>`
 * is never read as a project's.
 */
export const projectPaymentReference = (projectId: string, attempt: number): string =>
  `project.${projectId}.${attempt}`;

/** The project id in a reference made by projectPaymentReference; null for any other (an order's). */
export function projectIdFromReference(reference: string): string | null {
  const match = /^project\.(.+)\.(\d{1,3})$/.exec(reference);
  return match ? match[1]! : null;
}

// ---------------------------------------------------------------------------------------------------------
// What a project awaits, and what a verified charge does to it
// ---------------------------------------------------------------------------------------------------------

type MoneyView = Pick<ProjectRecord<unknown>, 'stage'> & {
  accepted: { total: number; deposit: number } | null;
  money: {
    depositStatus: DepositStatus;
    balanceStatus: ProjectRecord<unknown>['money']['balanceStatus'];
    plan?: { id: string } | null;
  };
};

/**
 * The payment a project awaits now (its purpose and amount in pesewas), or null when it awaits none. A project
 * paid in instalments awaits nothing itself: its plan takes the deposit and the instalments (plans/{id}).
 */
export function awaitedPayment(project: MoneyView): { purpose: PaymentPurpose; amount: number } | null {
  if (!project.accepted || project.money.plan) return null;
  if (project.stage === 'accepted' && project.money.depositStatus === 'awaiting') {
    return { purpose: 'deposit', amount: toPesewas(project.accepted.deposit) };
  }
  if (project.money.balanceStatus === 'awaiting' && !['cancelled', 'lost'].includes(project.stage)) {
    return { purpose: 'balance', amount: balancePesewas(project.accepted) };
  }
  return null;
}

const balancePesewas = (accepted: { total: number; deposit: number }): number => toPesewas(balanceOf(accepted));

/**
 * The money once the deposit is paid: the balance is then awaited (paid already when the deposit was the whole
 * total). Every path that pays the deposit writes it: online, at the shop, or no deposit asked.
 */
export function moneyWithDepositPaid<M extends { balanceStatus: BalanceStatus }>(
  money: M,
  accepted: { total: number; deposit: number },
): M & { balanceStatus: BalanceStatus } {
  return { ...money, balanceStatus: balancePesewas(accepted) > 0 ? 'awaiting' : 'paid' };
}

export type DepositEventDecision =
  | { kind: 'paid'; purpose: PaymentPurpose }
  | { kind: 'unknown_reference' }
  | { kind: 'mismatch'; expected: number }
  | { kind: 'paid_after_close' };

/**
 * What a verified, successful charge does to a project: paid (the purpose its attempt was made for) only when
 * the project has the attempt, awaits exactly that purpose, and Paystack's amount, currency and reference are
 * the awaited amount in GHS and the attempt's reference; a different amount is a mismatch (recorded for staff,
 * not applied); a payment the project no longer awaits is paid after close (staff refund it).
 */
export function decideDepositEvent(
  project: MoneyView | null,
  attempt: Pick<PaymentAttempt<unknown>, 'reference' | 'purpose'> | undefined,
  verified: VerifiedCharge,
): DepositEventDecision {
  if (!project || !attempt) return { kind: 'unknown_reference' };
  const purpose = attempt.purpose ?? 'deposit';
  const expected =
    purpose === 'deposit'
      ? project.accepted && toPesewas(project.accepted.deposit)
      : project.accepted && balancePesewas(project.accepted);
  if (
    expected === null ||
    verified.amount !== expected ||
    verified.currency !== 'GHS' ||
    verified.reference !== attempt.reference
  ) {
    return { kind: 'mismatch', expected: expected ?? 0 };
  }
  const awaited = awaitedPayment(project);
  if (!awaited || awaited.purpose !== purpose) return { kind: 'paid_after_close' };
  return { kind: 'paid', purpose };
}

/** Whether a project's reserved goods are still in the shop: accepted and not yet installed. */
export const holdsReservedStock = (stage: ProjectStage): boolean =>
  stage === 'accepted' || stage === 'deposit_paid' || stage === 'install_scheduled';

// ---------------------------------------------------------------------------------------------------------
// The option's money as the checkout's price-change guard compares it
// ---------------------------------------------------------------------------------------------------------

/** An option's money as the checkout shows a cart's (domain/order/price-check.ts): its lines, tax and delivery. */
export function optionPricing(option: ProposalOption): ShownPricing {
  return {
    // Delivery to the site is a fixed amount of the option: compared as `shipping`, not through fees.
    settings: { taxRate: option.taxRate, deliveryFee: 0, freeDeliveryThreshold: 0 },
    region: null,
    lines: option.lines.map(({ productId, name, price }) => ({ productId, name, price })),
    totals: {
      subtotal: option.subtotal,
      taxRate: option.taxRate,
      tax: option.tax,
      shipping: option.delivery,
      total: option.total,
    },
  };
}

/** The latest option's money as a PriceChange (what acceptProposal's refusal carries in `details.priceChange`). */
export function optionPriceChange(option: ProposalOption, confirmedTotal: number): PriceChange {
  const shown = optionPricing(option);
  return {
    confirmedTotal,
    totals: shown.totals,
    settings: shown.settings,
    prices: option.lines.map(({ productId, price }) => ({ productId, price })),
  };
}

/** recordProjectRefund (staff): the refund of a cancelled project's deposit received at the shop, as recordRefund. */
export const recordProjectRefundInputSchema = z.object(
  {
    projectId: projectIdSchema,
    /** At most the deposit (the function checks) */
    ...refundShape,
    note: noteSchema,
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export type RecordProjectRefundRequest = z.input<typeof recordProjectRefundInputSchema>;
