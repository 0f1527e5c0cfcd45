import { labelled } from '@domain/shared/labelled';
import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import { asRecord, oneOf, textOf } from '@domain/shared/stored-values';
import { localGhanaPhone, maskGhanaPhone } from '@domain/shared/phone';
/**
 * Paying now with Mobile Money through Paystack (DESIGN.md section 8): the networks, the charge
 * attempts recorded on the order and the references (no zod: the callables' inputs are in order-schemas.ts).
 * Shared by functions/ and the checkout.
 */

/** The networks, by Paystack's provider codes (mtn, vod: Telecel, formerly Vodafone; atl: AirtelTigo). */

export const [MOBILE_MONEY_NETWORKS, MOBILE_MONEY_NETWORK_LABELS] = labelled(VALUE_LABELS.mobileMoneyNetwork);
export type MobileMoneyNetwork = keyof typeof MOBILE_MONEY_NETWORK_LABELS;

/**
 * A charge attempt's state: pending (the prompt is on the phone), send_otp (Paystack asks for a code the
 * network sent), pay_offline (the shopper approves from their phone's menu, `displayText` says how), success,
 * failed (declined, wrong PIN or code, `message` says which) or mismatch (Paystack said paid, but not the
 * order's amount or currency: recorded for staff, not applied).
 */

export const [PAYMENT_ATTEMPT_STATUSES, PAYMENT_ATTEMPT_STATUS_LABELS] = labelled(VALUE_LABELS.paymentAttemptStatus);
export type PaymentAttemptStatus = keyof typeof PAYMENT_ATTEMPT_STATUS_LABELS;

/**
 * What a project's charge attempt pays (domain/projects/project-payment.ts): its deposit, or later its balance. An
 * order's attempts have none (they pay the order's total).
 */
export type PaymentPurpose = 'deposit' | 'balance';

/**
 * What the money was for: an order, an installation project or a payment plan (payment-problems.ts; here, below
 * the payments' words, which name each).
 */
export type PaymentProblemHolder = { kind: 'order' | 'project' | 'plan'; id: string };

/**
 * Why a charge failed: declined on the phone, a wrong PIN or code, Paystack not reached, or another reason
 * Paystack did not name.
 */
export type PaymentFailure = 'declined' | 'wrong_pin' | 'unreachable' | 'other';
const PAYMENT_FAILURES: readonly PaymentFailure[] = ['declined', 'wrong_pin', 'unreachable', 'other'];

/**
 * Paystack's words for a failed charge (its `gateway_response` or charge message: Paystack gives no code for
 * them) as the shop's kind of failure.
 */
export function paymentFailureOf(gatewayMessage: string): PaymentFailure {
  if (/declin/i.test(gatewayMessage)) return 'declined';
  if (/pin|otp|code/i.test(gatewayMessage)) return 'wrong_pin';
  return 'other';
}

/** One charge attempt, as stored in the order's `paymentAttempts` (newest last), or a project's `money.paymentAttempts`. */
export interface PaymentAttempt<D> {
  reference: string;
  /** A project's attempts only */
  purpose?: PaymentPurpose;
  network: MobileMoneyNetwork;
  /** The wallet without its middle digits (maskGhanaPhone) */
  wallet: string;
  status: PaymentAttemptStatus;
  /** In words, for the shopper and staff: why it failed, what Paystack asks */
  message: string;
  /** Why it failed, for code (a notification says the reason only when it is a specific one) */
  failure?: PaymentFailure;
  /** Paystack's own instruction for pay_offline and send_otp, shown exactly */
  displayText: string;
  createdAt: D;
  updatedAt: D;
}

/**
 * While an online payment is awaited (an order's, a project's deposit), its page reads the order or project
 * again this often: the page follows the payment.
 */
export const PAYMENT_FOLLOW_MS = 2_000;

/** At most this many charge attempts per order. */
export const MAX_PAYMENT_ATTEMPTS = 10;

/** The Paystack reference of an order's attempt n (1, 2, …): the order id and the attempt's number. */
export const paymentReference = (orderId: string, attempt: number): string => `${orderId}-${attempt}`;

/** The order id in a reference made by paymentReference; null for any other. */
export function orderIdFromReference(reference: string): string | null {
  const match = /^(.+)-(\d{1,3})$/.exec(reference);
  return match ? match[1]! : null;
}

/** An order's charge attempts read defensively (the app and the functions' answers). */
export function paymentAttemptsFromRecord<D>(raw: unknown, date: (value: unknown) => D): PaymentAttempt<D>[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item) => {
    const a = asRecord(item);
    return {
      reference: textOf(a.reference),
      ...(a.purpose === 'deposit' || a.purpose === 'balance' ? { purpose: a.purpose } : {}),
      network: oneOf(MOBILE_MONEY_NETWORKS, a.network, 'mtn'),
      wallet: textOf(a.wallet),
      status: oneOf(PAYMENT_ATTEMPT_STATUSES, a.status, 'pending'),
      message: textOf(a.message),
      ...(PAYMENT_FAILURES.includes(a.failure as PaymentFailure) ? { failure: a.failure as PaymentFailure } : {}),
      displayText: textOf(a.displayText),
      createdAt: date(a.createdAt),
      updatedAt: date(a.updatedAt),
    };
  });
}

/** What the payment callables answer: the attempt as it now is (the order follows through its listener). */
export interface PaymentAttemptResponse {
  attempt: PaymentAttempt<string>;
}

/**
 * A new Mobile Money charge attempt (an order's, a project's or a plan's), pending until Paystack answers: the
 * wallet kept without its middle digits. Answers it with the wallet in the local form Paystack is sent.
 */
export function pendingAttempt<D>(
  reference: string,
  wallet: { phone: string; network: MobileMoneyNetwork },
  now: D,
): { attempt: PaymentAttempt<D>; phone: string } {
  const phone = localGhanaPhone(wallet.phone) ?? wallet.phone;
  return {
    attempt: {
      reference,
      network: wallet.network,
      wallet: maskGhanaPhone(phone),
      status: 'pending',
      message: '',
      displayText: '',
      createdAt: now,
      updatedAt: now,
    },
    phone,
  };
}

/** The e-mail Paystack is given for a charge: the customer's, or a stand-in address of the account when none. */
export const chargeEmail = (email: string, uid: string): string => email || `${uid}@customers.savanna-solar.invalid`;

/** Paystack's verified transaction, as verify answered (amount in pesewas). */
export interface VerifiedCharge {
  reference: string;
  amount: number;
  currency: string;
}

/** What a verified successful charge does to an order (applied once per event by the functions). */
export type OrderChargeDecision =
  | { kind: 'unknown_reference' }
  | { kind: 'mismatch'; expected: number }
  | { kind: 'paid_after_close' }
  | { kind: 'paid' };

/**
 * A verified successful charge for an order's attempt: an order or attempt that is not there is an unknown
 * reference; another amount (pesewas), currency or reference is a mismatch; an order no longer waiting for its
 * payment (paid, cancelled, refunded) was paid after it closed; else it is paid. The last two are kept for staff.
 */
export function decideOrderChargeEvent(
  order: { total: number; paymentStatus: string; status: string } | null,
  attempt: Pick<PaymentAttempt<unknown>, 'reference'> | undefined,
  verified: VerifiedCharge,
): OrderChargeDecision {
  if (!order || !attempt) return { kind: 'unknown_reference' };
  const expected = Math.round(order.total * 100);
  if (verified.amount !== expected || verified.currency !== 'GHS' || verified.reference !== attempt.reference) {
    return { kind: 'mismatch', expected };
  }
  const open = order.paymentStatus === 'awaiting_payment' || order.paymentStatus === 'unpaid';
  if (!open || order.status === 'cancelled') return { kind: 'paid_after_close' };
  return { kind: 'paid' };
}

/** An attempt Paystack may still complete (the customer may be approving it): verify it before giving up on it. */
export const isOpenAttempt = (attempt: Pick<PaymentAttempt<unknown>, 'status'>): boolean =>
  attempt.status === 'pending' || attempt.status === 'send_otp' || attempt.status === 'pay_offline';
