/**
 * A stand-in for Paystack's API, for `npm start` and the tests: it follows Paystack's documented
 * contract for what the shop uses, with test-mode outcomes decided by the wallet's phone number (README:
 * "Paying now with Mobile Money"):
 *   POST /charge                       mobile_money {phone, provider: mtn|vod|atl}, amount (pesewas), currency GHS,
 *                                      email, reference, metadata → data.status pending | send_otp | pay_offline | failed
 *   POST /charge/submit_otp            {otp, reference}
 *   GET  /transaction/verify/:reference
 *   POST /refund                       {transaction: reference or id, amount?}
 * and the webhooks Paystack sends (charge.success, refund.processed) to the shop's `paystackWebhook`, signed
 * like Paystack's: `x-paystack-signature` is the HMAC-SHA512 (hex) of the raw body with the secret key.
 * Every request needs `Authorization: Bearer <secret key>`.
 *
 * For the tests only, under /__standin/: GET calls (every API call in order, to check that verify came before a
 * payment was recorded) and POST settle {reference, status, amount?, currency?} (the phone answers now, with
 * the amount or currency changed if asked: a webhook that does not match the order) and POST outage {verify}
 * (while true, verify answers 503, as Paystack does when it is down).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { asRecord } from '@domain/shared/stored-values';
import { listenLocally } from './local-server';
import { localSecret, readBody, send } from './standin-http';

/** The wallets of the stand-in's test mode (local form): what happens when a charge is made to each. */
export const STANDIN_WALLETS = {
  /** The prompt is approved a moment later (also: any number not listed here). */
  approve: '0551234987',
  /** Declined on the phone. */
  decline: '0551234988',
  /** The PIN entered is wrong. */
  wrongPin: '0551234989',
  /** The phone never answers: the order waits until its hold time passes. */
  noAnswer: '0551234990',
  /** Paystack asks for a code sent by SMS (STANDIN_OTP is right, anything else wrong), then it is approved. */
  otp: '0201234567',
  /** Paystack says to approve from the phone's menu (its display_text), then it is approved. */
  payOffline: '0551234991',
} as const;

export const STANDIN_OTP = '123456';
export const PAY_OFFLINE_TEXT = 'Dial *170#, choose 6) My Wallet, then 3) My Approvals, and approve the payment.';
export const OTP_TEXT = 'Please enter the one-time code sent to your phone by SMS.';

/** The dev secret key in functions/.secret.local (Firebase's file for emulated secrets), shared with the functions. */
export function standinSecretKey(): string {
  return localSecret('PAYSTACK_SECRET_KEY');
}

export const signPaystackBody = (body: string, secret: string): string =>
  createHmac('sha512', secret).update(body).digest('hex');

interface Transaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  phone: string;
  provider: string;
  metadata: unknown;
  status: 'pending' | 'send_otp' | 'pay_offline' | 'success' | 'failed' | 'abandoned';
  gatewayResponse: string;
  createdAt: string;
  paidAt: string | null;
  refunded: boolean;
}

export interface StandinCall {
  method: string;
  path: string;
  reference: string;
  at: number;
}

export interface PaystackStandin {
  url: string;
  calls: StandinCall[];
  stop(): Promise<void>;
}

export interface StandinOptions {
  port: number;
  secretKey: string;
  /** Where the webhooks go: the `paystackWebhook` function's URL */
  webhookUrl: string;
  /** How long the phone takes to answer (ms) */
  answerDelayMs?: number;
}

export async function startPaystackStandin(options: StandinOptions): Promise<PaystackStandin> {
  const { secretKey, webhookUrl } = options;
  const delay = options.answerDelayMs ?? 1500;
  const transactions = new Map<string, Transaction>();
  const calls: StandinCall[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 4_000_000_001;
  /** POST /__standin/outage: verify answers 503 while true. */
  let verifyDown = false;

  const later = (fn: () => void, ms = delay) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const transactionData = (t: Transaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    gateway_response: t.gatewayResponse,
    channel: 'mobile_money',
    paid_at: t.paidAt,
    created_at: t.createdAt,
    metadata: t.metadata,
    customer: { email: t.email },
    authorization: { channel: 'mobile_money', bank: t.provider.toUpperCase(), mobile_money_number: t.phone },
  });

  /** POSTs a signed event to the shop; tries again a few times, as Paystack does. */
  const sendWebhook = async (event: string, data: unknown, attempt = 1): Promise<void> => {
    const body = JSON.stringify({ event, data });
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signPaystackBody(body, secretKey) },
        body,
      });
      if (res.ok || attempt >= 5) return;
    } catch {
      if (attempt >= 5) return;
    }
    later(() => void sendWebhook(event, data, attempt + 1), 1000 * attempt);
  };

  const succeed = (t: Transaction, change: { amount?: number; currency?: string; webhook?: boolean } = {}) => {
    t.status = 'success';
    t.gatewayResponse = 'Approved';
    t.paidAt = new Date().toISOString();
    // A mismatched webhook for the tests: the event (and verify) carry another amount or currency.
    if (change.amount !== undefined) t.amount = change.amount;
    if (change.currency !== undefined) t.currency = change.currency;
    if (change.webhook !== false) void sendWebhook('charge.success', transactionData(t));
  };

  const fail = (t: Transaction, response: string) => {
    t.status = 'failed';
    t.gatewayResponse = response;
  };

  const chargeAnswer = (t: Transaction) => ({
    status: true,
    message: 'Charge attempted',
    data: {
      reference: t.reference,
      status: t.status,
      ...(t.status === 'failed' ? { message: t.gatewayResponse } : {}),
      ...(t.status === 'pay_offline' ? { display_text: PAY_OFFLINE_TEXT } : {}),
      ...(t.status === 'send_otp' ? { display_text: OTP_TEXT } : {}),
      gateway_response: t.gatewayResponse,
    },
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const body = req.method === 'POST' ? await readBody(req) : '';
    let json: Record<string, unknown> = {};
    try {
      json = body ? asRecord(JSON.parse(body)) : {};
    } catch {
      return send(res, 400, { status: false, message: 'Invalid JSON' });
    }

    if (url.pathname === '/__standin/calls') return send(res, 200, calls);
    if (url.pathname === '/__standin/outage' && req.method === 'POST') {
      verifyDown = json.verify === true;
      return send(res, 200, { status: true });
    }
    if (url.pathname === '/__standin/settle' && req.method === 'POST') {
      const t = transactions.get(String(json.reference));
      if (!t) return send(res, 404, { status: false, message: 'Transaction reference not found' });
      if (json.status === 'failed') fail(t, 'Declined');
      else
        succeed(t, {
          ...(typeof json.amount === 'number' ? { amount: json.amount } : {}),
          ...(typeof json.currency === 'string' ? { currency: json.currency } : {}),
          // A webhook that never arrives: only verify can tell.
          ...(json.webhook === false ? { webhook: false } : {}),
        });
      return send(res, 200, { status: true });
    }

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { status: false, message: 'Invalid key' });
    }

    if (url.pathname === '/charge' && req.method === 'POST') {
      const mobile = asRecord(json.mobile_money);
      const reference = typeof json.reference === 'string' ? json.reference : `T${nextId}`;
      const amount = Number(json.amount);
      calls.push({ method: 'POST', path: '/charge', reference, at: Date.now() });
      if (!Number.isInteger(amount) || amount <= 0) return send(res, 400, { status: false, message: 'Invalid amount' });
      if (json.currency !== 'GHS') return send(res, 400, { status: false, message: 'Currency not supported' });
      if (typeof json.email !== 'string' || !json.email.includes('@')) {
        return send(res, 400, { status: false, message: 'Invalid Email Address Passed' });
      }
      if (!['mtn', 'vod', 'atl'].includes(String(mobile.provider)) || typeof mobile.phone !== 'string') {
        return send(res, 400, { status: false, message: 'Invalid mobile money provider or phone' });
      }
      if (transactions.has(reference))
        return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const t: Transaction = {
        id: nextId++,
        reference,
        amount,
        currency: 'GHS',
        email: json.email,
        phone: mobile.phone,
        provider: String(mobile.provider),
        metadata: json.metadata ?? null,
        status: 'pending',
        gatewayResponse: '',
        createdAt: new Date().toISOString(),
        paidAt: null,
        refunded: false,
      };
      transactions.set(reference, t);
      switch (mobile.phone) {
        case STANDIN_WALLETS.decline:
          fail(t, 'Declined');
          break;
        case STANDIN_WALLETS.wrongPin:
          fail(t, 'Incorrect PIN');
          break;
        case STANDIN_WALLETS.noAnswer:
          break;
        case STANDIN_WALLETS.otp:
          t.status = 'send_otp';
          break;
        case STANDIN_WALLETS.payOffline:
          t.status = 'pay_offline';
          later(() => t.status === 'pay_offline' && succeed(t), delay * 2);
          break;
        default:
          later(() => t.status === 'pending' && succeed(t));
      }
      return send(res, 200, chargeAnswer(t));
    }

    if (url.pathname === '/charge/submit_otp' && req.method === 'POST') {
      const reference = String(json.reference);
      calls.push({ method: 'POST', path: '/charge/submit_otp', reference, at: Date.now() });
      const t = transactions.get(reference);
      if (!t) return send(res, 400, { status: false, message: 'Transaction reference not found' });
      if (t.status !== 'send_otp') return send(res, 400, { status: false, message: 'Transaction is not awaiting OTP' });
      if (json.otp === STANDIN_OTP) {
        t.status = 'pending';
        later(() => t.status === 'pending' && succeed(t));
      } else {
        fail(t, 'Incorrect OTP');
      }
      return send(res, 200, chargeAnswer(t));
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (verify && req.method === 'GET') {
      const reference = decodeURIComponent(verify[1]!);
      calls.push({ method: 'GET', path: '/transaction/verify', reference, at: Date.now() });
      if (verifyDown) return send(res, 503, { status: false, message: 'Service unavailable' });
      const t = transactions.get(reference);
      if (!t) return send(res, 400, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, { status: true, message: 'Verification successful', data: transactionData(t) });
    }

    if (url.pathname === '/refund' && req.method === 'POST') {
      const key = String(json.transaction);
      const t = transactions.get(key) ?? [...transactions.values()].find((x) => String(x.id) === key);
      calls.push({ method: 'POST', path: '/refund', reference: t?.reference ?? key, at: Date.now() });
      if (!t) return send(res, 404, { status: false, message: 'Transaction not found' });
      if (t.status !== 'success')
        return send(res, 400, { status: false, message: 'Cannot refund a failed transaction' });
      if (t.refunded) return send(res, 400, { status: false, message: 'Transaction has been fully reversed' });
      const amount = json.amount === undefined ? t.amount : Number(json.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > t.amount) {
        return send(res, 400, { status: false, message: 'Refund amount cannot be more than transaction amount' });
      }
      t.refunded = true;
      const refund = {
        id: nextId++,
        transaction: transactionData(t),
        amount,
        currency: t.currency,
        status: 'pending',
        refunded_at: null,
        createdAt: new Date().toISOString(),
      };
      later(
        () =>
          void sendWebhook('refund.processed', {
            id: refund.id,
            status: 'processed',
            transaction_reference: t.reference,
            amount,
            currency: t.currency,
            refunded_at: new Date().toISOString(),
          }),
      );
      return send(res, 200, { status: true, message: 'Refund has been queued for processing', data: refund });
    }

    return send(res, 404, { status: false, message: 'Not found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { status: false, message: String(error) }));
  });
  const { url, close } = await listenLocally(server, options.port);
  return {
    url,
    calls,
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return close();
    },
  };
}
