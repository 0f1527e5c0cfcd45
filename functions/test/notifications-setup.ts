/**
 * What the notifications tests share (notifications.test.ts, notifications-enquiries.test.ts): the secrets the
 * functions have, the staff's recipients (an e-mail and a phone of the file's own), an admin, and an order placed
 * with a phone to text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { newPhone, waitForDelivery } from './messages';
import {
  ADDRESS,
  cleanup,
  createProduct,
  createUser,
  db,
  orderRequest,
  placeOrder,
  readDoc,
  unique,
  type TestUser,
} from './support';

// The sweep and the delivery run in this process too: they need the secrets the functions have.
const secrets = readFileSync(join(import.meta.dirname, '..', '.secret.local'), 'utf8');
for (const [, key, value] of secrets.matchAll(/^([A-Z_]+)=(.+)$/gm)) process.env[key!] = value!.trim();
process.env.METADATA_SERVER_DETECTION ??= 'none';

export const notification = (id: string) => readDoc(`notifications/${id}`);
export const settled = (id: string) =>
  waitForDelivery(
    () => notification(id),
    (n) => n?.status === 'sent' || n?.status === 'failed' || n?.status === 'capped',
  );

const local = (phone: string) => `0${phone.slice(4)}`;

export let admin: TestUser;
export const staffEmail = `${unique('staff')}@example.com`.toLowerCase();
export const staffPhone = newPhone();

/** Makes `admin` and saves the staff's recipients before the file's tests; removes them after. */
export function withStaffRecipients() {
  beforeAll(async () => {
    admin = await createUser({ role: 'admin' });
    await db.doc('settings/notifications').set({
      emailEnabled: true,
      smsEnabled: true,
      emails: [staffEmail],
      phones: [staffPhone],
    });
  }, 60_000);

  afterAll(async () => {
    await db.doc('settings/notifications').delete();
    await cleanup();
  });
}

export async function placedOrder(customer: TestUser, phone: string, paymentMethod = 'cash_on_delivery') {
  const productId = await createProduct({ price: 750, stock: 5 });
  const request = orderRequest([{ productId, quantity: 2 }], {
    delivery: { method: 'delivery', address: { ...ADDRESS, phone: local(phone) } },
    paymentMethod,
  });
  const { order } = await placeOrder(customer, request);
  return order;
}
