/**
 * Paystack's stand-in (scripts/lib/paystack-standin.ts), which scripts/with-emulators.ts starts, as the functions
 * tests drive it: the webhook signed with the stand-in's key, the calls it received, a charge settled by hand.
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { standinSecretKey } from '../../scripts/lib/paystack-standin';
import { PROJECT_ID } from './support';

export { STANDIN_WALLETS as WALLETS } from '../../scripts/lib/paystack-standin';

export const SECRET = standinSecretKey();

export const standin = () => {
  const url = process.env.PAYSTACK_BASE_URL;
  if (!url) throw new Error('PAYSTACK_BASE_URL is not set: run these tests with the emulators');
  return url;
};

const webhookUrl = () => `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1/paystackWebhook`;

export const sign = (body: string, secret = SECRET) => createHmac('sha512', secret).update(body).digest('hex');

/** Posts an event to the shop's webhook, signed with the shop's key unless another signature (or none) is given. */
export async function postWebhook(body: string, signature: string | null = sign(body)): Promise<number> {
  const res = await fetch(webhookUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    body,
  });
  return res.status;
}

export async function standinCalls(): Promise<{ method: string; path: string; reference: string; at: number }[]> {
  return (await fetch(`${standin()}/__standin/calls`)).json();
}

/** Settles a charge as the customer's phone would (a success unless `change` says otherwise). */
export async function settle(reference: string, change: Record<string, unknown> = {}) {
  const res = await fetch(`${standin()}/__standin/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference, status: 'success', ...change }),
  });
  expect(res.ok).toBe(true);
}
