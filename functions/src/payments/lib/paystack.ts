import { createHmac, timingSafeEqual } from 'node:crypto';
import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { asRecord, textOf } from '@domain/shared/stored-values';

/**
 * Paystack's API as the shop uses it: charge a Mobile Money wallet, submit an OTP, verify a
 * transaction, refund it, and check a webhook's signature.
 *
 * The secret key is a Functions secret (`firebase functions:secrets:set PAYSTACK_SECRET_KEY`); the emulators
 * read it from functions/.secret.local, the stand-in's key, useless anywhere else. The API's address is
 * PAYSTACK_BASE_URL from the functions' environment, Paystack's own when unset (production): locally the
 * emulator scripts point it at the stand-in (scripts/lib/paystack-standin.ts) with its port for this suite. It is
 * read from the environment rather than declared with defineString: the Functions emulator writes a declared
 * parameter's default into functions/.env.local, which would then hide the port of every other suite.
 */
export const PAYSTACK_SECRET_KEY = defineSecret('PAYSTACK_SECRET_KEY');

/**
 * A callable that may ask Paystack for something (a charge, a code, a refund after a cancellation): it declares
 * the secret key, without which production would send Paystack an empty key (the emulators would not notice).
 */
export const onPaystackCall = <T>(handler: (request: CallableRequest) => Promise<T>) =>
  onCall({ secrets: [PAYSTACK_SECRET_KEY] }, handler);

const PAYSTACK_API = 'https://api.paystack.co';
const TIMEOUT_MS = 20_000;

const baseUrl = (): string => (process.env.PAYSTACK_BASE_URL || PAYSTACK_API).replace(/\/$/, '');

/** A Paystack transaction as verify (and the charge.success event) describe it: the fields the shop checks. */
export interface PaystackTransaction {
  status: string;
  reference: string;
  /** pesewas */
  amount: number;
  currency: string;
  gatewayResponse: string;
}

/** What a charge or an OTP submission answered. */
export interface PaystackChargeAnswer {
  status: string;
  displayText: string;
  message: string;
}

/**
 * Paystack refused a request (a 4xx answer, e.g. an unknown reference), or did not answer (`unreachable`: no
 * answer in time, or a 5xx of theirs), when trying again later may succeed.
 */
export class PaystackError extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

/** One call to Paystack: its `data`, or PaystackError with Paystack's message (answered 4xx or 5xx, or not at all). */
async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { Authorization: `Bearer ${PAYSTACK_SECRET_KEY.value()}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    logger.error(`Paystack ${method} ${path} did not answer`, error);
    throw new PaystackError('Paystack did not answer', true);
  }
  const json = asRecord(await res.json().catch(() => ({})));
  if (!res.ok || json.status !== true) {
    logger.warn(`Paystack ${method} ${path} answered ${res.status}: ${textOf(json.message)}`);
    throw new PaystackError(textOf(json.message) || `Paystack answered ${res.status}`, res.status >= 500);
  }
  return asRecord(json.data);
}

const chargeAnswer = (data: Record<string, unknown>): PaystackChargeAnswer => ({
  status: textOf(data.status),
  displayText: textOf(data.display_text),
  message: textOf(data.message) || textOf(data.gateway_response),
});

/** POST /charge with mobile_money: the prompt goes to the wallet's phone. */
export async function chargeMobileMoney(input: {
  email: string;
  /** pesewas */
  amount: number;
  /** local form, 0XXXXXXXXX */
  phone: string;
  provider: string;
  reference: string;
  metadata: Record<string, string>;
}): Promise<PaystackChargeAnswer> {
  const data = await call('POST', '/charge', {
    email: input.email,
    amount: input.amount,
    currency: 'GHS',
    reference: input.reference,
    mobile_money: { phone: input.phone, provider: input.provider },
    metadata: input.metadata,
  });
  return chargeAnswer(data);
}

/** POST /charge/submit_otp */
export async function submitOtp(reference: string, otp: string): Promise<PaystackChargeAnswer> {
  return chargeAnswer(await call('POST', '/charge/submit_otp', { reference, otp }));
}

/** GET /transaction/verify/:reference: Paystack's own word on a transaction, the only one the shop trusts. */
export async function verifyTransaction(reference: string): Promise<PaystackTransaction> {
  const data = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
  return {
    status: textOf(data.status),
    reference: textOf(data.reference),
    amount: Number(data.amount),
    currency: textOf(data.currency),
    gatewayResponse: textOf(data.gateway_response),
  };
}

/** POST /refund of the whole transaction; Paystack confirms with a refund.processed event. */
export async function refundTransaction(reference: string): Promise<void> {
  await call('POST', '/refund', { transaction: reference });
}

/** True when `signature` is the HMAC-SHA512 (hex) of the raw body with the secret key. */
export function isPaystackSignature(rawBody: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', PAYSTACK_SECRET_KEY.value()).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
