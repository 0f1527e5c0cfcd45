import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { createTestProduct, openAsAdmin } from './admin-support';
import { createCustomer, signIn } from './auth-support';
import { fillDeliveryAddress } from './checkout-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * A cancelled order tells the truth about its payment on every screen: the shopper (390 px) cancels an order
 * whose Mobile Money payment was declined, and is offered no payment on its page any more, after a reload
 * neither; staff (1280 px) see it "Cancelled" with no "Awaiting payment", in the list and on its page. An order
 * cancelled before cancelling ended the wait for its payment (an older record, still awaiting_payment) reads
 * the same. Declined: the wallet number of Paystack's stand-in (scripts/lib/paystack-standin.ts).
 */
const DECLINED_WALLET = '055 123 4988';

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const bodyRows = (page: Page) => ordersTable(page).locator('tbody tr');

async function expectNoPaymentOffered(shop: Page) {
  await expect(shop.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(shop.getByTestId('payment-status')).toHaveText('Nothing to pay');
  await expect(shop.getByRole('heading', { name: 'Pay with Mobile Money' })).toHaveCount(0);
  await expect(shop.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(shop.getByRole('button', { name: 'Pay on delivery instead' })).toHaveCount(0);
  await expect(shop.getByText(/Your items are kept for you until/)).toHaveCount(0);
}

async function expectStaffSeeNoPaymentAwaited(page: Page, number: string, orderId: string) {
  await page.goto('/admin/orders');
  await page.getByRole('search').getByLabel('Search').fill(number);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(number);
  await expect(bodyRows(page)).toContainText('Cancelled');
  await expect(bodyRows(page)).toContainText('No payment due');
  await expect(bodyRows(page)).not.toContainText('Awaiting payment');

  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  const state = page.getByTestId('order-state');
  await expect(state).toContainText('Cancelled');
  await expect(state).toContainText('No payment due');
  await expect(page.getByRole('main')).not.toContainText('Awaiting payment');
}

test('a cancelled order awaiting its Mobile Money payment: no payment offered to the shopper, none awaited for staff', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await createCustomer('cancelled-payment');
  const productId = await createTestProduct({ stock: 10 });

  // --- The shopper, on a phone: pays now, the payment is declined, then cancels the order ----------------
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shop = await context.newPage();
  await shop.goto('/');
  await signIn(shop, customer.email, customer.password);
  await shop.goto(`/products/${productId}`);
  const name = (await adminDb().doc(`products/${productId}`).get()).get('name') as string;
  await shop.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(shop.getByTestId('cart-badge')).toHaveText('1');
  await shop.goto('/checkout');
  await expect(shop.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
  await fillDeliveryAddress(shop);
  const form = shop.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: /Pay now with Mobile Money/ }).check();
  await form.getByLabel('Mobile Money number').fill(DECLINED_WALLET);
  await form.getByRole('radio', { name: 'MTN', exact: true }).check();
  await shop.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.getByRole('alert').filter({ hasText: 'The payment was declined on your phone.' })).toBeVisible();
  const number = (await shop.getByTestId('order-number').textContent()) ?? '';
  const orderId = shop.url().split('/').at(-1)!;

  await shop.getByRole('link', { name: 'View order details' }).click();
  await expect(shop.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shop.getByRole('button', { name: 'Cancel order' }).click();
  await shop
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expectNoPaymentOffered(shop);
  await shop.reload();
  await expectNoPaymentOffered(shop);
  await expectNoAxeViolations(shop);
  expect((await adminDb().doc(`orders/${orderId}`).get()).get('paymentStatus')).toBe('not_needed');

  // --- Staff, at a desk -----------------------------------------------------------------------------------
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAdmin(page, '/admin/orders');
  await expectStaffSeeNoPaymentAwaited(page, number, orderId);
  await expectNoAxeViolations(page);

  // --- An order cancelled before cancelling ended its payment's wait reads the same everywhere -----------
  await adminDb()
    .doc(`orders/${orderId}`)
    .update({ paymentStatus: 'awaiting_payment', paymentDueBy: Timestamp.fromMillis(Date.now() + 30 * 60_000) });
  await shop.reload();
  await expectNoPaymentOffered(shop);
  await expectStaffSeeNoPaymentAwaited(page, number, orderId);
  await context.close();
});
