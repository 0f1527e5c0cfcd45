import { expect, test } from '@playwright/test';
import { STANDIN_WALLETS } from '../../scripts/lib/paystack-standin';
import type { PaymentAttemptResponse } from '@domain/order/order';
import { formatGhs } from '../../src/lib/money';
import { callAs, createTestProduct, openAsAdmin, placeOrderAs } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { env } from './mail-support';
import { expectNoAxeViolations } from './support';

/**
 * Money the shop received but could not apply reaches staff (docs/operations.md, "Payments to check"): a shopper
 * sends the Mobile Money prompt for her order, cancels the order before her phone answers, then approves the prompt
 * late. Paystack confirms the payment after the order is closed: nothing is applied, and staff find it under
 * Payments to check, with its amount and a link to its order, on a phone.
 */
test('a payment approved after its order was cancelled is listed for staff, with its amount and its order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('late-payment');
  const productId = await createTestProduct({ stock: 5 });
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }], '024 123 4567', 'mobile_money_now');
  const { total } = (await adminDb().doc(`orders/${orderId}`).get()).data() as { total: number };
  const { attempt } = await callAs<object, PaymentAttemptResponse>(customer, 'startMobileMoneyPayment', {
    orderId,
    phone: STANDIN_WALLETS.noAnswer,
    network: 'mtn',
  });
  await callAs(customer, 'cancelMyOrder', { orderId });
  // Her phone approves the prompt now: Paystack takes the money and tells the shop.
  const settled = await fetch(`${env('PAYSTACK_BASE_URL')}/__standin/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference: attempt.reference, status: 'success' }),
  });
  expect(settled.ok).toBe(true);
  // The webhook reaches the shop a moment later.
  const recorded = async () =>
    (await adminDb().collection('paymentProblems').where('reference', '==', attempt.reference).get()).size;
  await expect.poll(recorded, { timeout: 30_000 }).toBe(1);

  await openAsAdmin(page, '/admin/payments');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payments to check' })).toBeVisible();
  const row = page.locator('tr', { hasText: attempt.reference });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Paid after it was closed or already paid');
  await expect(row).toContainText(`${formatGhs(total)} received`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The link opens the order, cancelled, with nothing applied to it.
  await row.getByRole('link', { name: 'Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  expect((await adminDb().doc(`orders/${orderId}`).get()).data()).toMatchObject({ status: 'cancelled' });
});
