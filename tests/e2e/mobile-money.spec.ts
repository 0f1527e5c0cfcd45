import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths';
import { SEED_PRODUCTS, SEED_SETTINGS } from '../../scripts/seed-data';
import { authDialog, createCustomer, input } from './auth-support';
import { fillDeliveryAddress } from './checkout-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Paying now with Mobile Money on a phone (390 px), through Paystack's stand-in, whose
 * outcome is decided by the wallet's number (README, "Paying now with Mobile Money"). Every account is new, and
 * each order takes one surge protector (32 in stock, no other journey orders it).
 */
test.use({ viewport: { width: 390, height: 844 } });

const WALLETS = { approve: '055 123 4987', decline: '055 123 4988', noAnswer: '055 123 4990', otp: '020 123 4567' };

const PRODUCT = SEED_PRODUCTS.find((p) => p.id === 'acc-dc-surge-protector-1000v')!;

const stockOf = async () => (await adminDb().doc(`products/${PRODUCT.id}`).get()).get('stock') as number;
const ordersOf = async (uid: string) => (await adminDb().collection('orders').where('userId', '==', uid).get()).docs;

/** A new customer signed in with one surge protector in the cart, at the checkout with the address filled. */
async function atCheckout(page: Page, label: string) {
  const customer = await createCustomer(label);
  await page.goto('/');
  // Signing in on a phone: from the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).locator('visible=true').click();
  await input(page, 'Email').fill(customer.email);
  await input(page, 'Password').fill(customer.password);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(page)).toHaveCount(0);
  await page.goto(`/products/${PRODUCT.id}`);
  await page.getByRole('button', { name: new RegExp(`^Add ${PRODUCT.name.replace(/[()]/g, '\\$&')} to cart`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
  await fillDeliveryAddress(page);
  return customer;
}

/** Chooses to pay now with this wallet (the number starts as the delivery phone), then places the order. */
async function payNow(page: Page, wallet: string, network = 'MTN') {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: /Pay now with Mobile Money/ }).check();
  const number = form.getByLabel('Mobile Money number');
  await expect(number).toHaveValue('024 123 4567');
  await number.fill(wallet);
  await form.getByRole('radio', { name: network, exact: true }).check();
  // Every heading the page shows between the tap and the confirmation (the cart just emptied must not be one).
  await page.evaluate(() => {
    const seen: string[] = ((window as { headingsSeen?: string[] }).headingsSeen = []);
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1, h2'))
        if (!seen.includes(h.textContent!)) seen.push(h.textContent!);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  await expect(page.getByTestId('order-number')).toBeVisible();
  const seen = await page.evaluate(() => (window as { headingsSeen?: string[] }).headingsSeen);
  expect(seen).not.toContain('Your cart is empty!');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const badgeOf = (page: Page, orderNumber: string) =>
  page.getByRole('link', { name: `Order ${orderNumber}` }).getByTestId('payment-status');

// Delivered to the Northern Region (fillDeliveryAddress): that region's fee (docs/delivery-fees.md).
const total = () => (PRODUCT.price * 1.15 + SEED_SETTINGS.business.regions!.Northern!.fee).toFixed(2);

test('pay now and approve on the phone: the confirmation says paid', async ({ page }) => {
  const customer = await atCheckout(page, 'momo-approve');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: /Pay now with Mobile Money/ }).check();
  await expectNoAxeViolations(page);
  await payNow(page, WALLETS.approve);

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`You paid GH₵${total()} with MTN Mobile Money. Thank you!`)).toBeVisible();
  await expect(heading(page)).toHaveText('Thank you for your order!');
  await expectNoAxeViolations(page);
  const [order, ...more] = await ordersOf(customer.uid);
  expect(more).toHaveLength(0);
  expect(order?.data()).toMatchObject({ paymentMethod: 'mobile_money_now', paymentStatus: 'paid' });
});

test('declined on the phone: said in words; trying again on the same order is paid, one order', async ({ page }) => {
  const customer = await atCheckout(page, 'momo-decline');
  await payNow(page, WALLETS.decline);

  await expect(page.getByRole('alert').filter({ hasText: 'The payment was declined on your phone.' })).toBeVisible();
  // Never a thank-you tick above a failed payment: the heading says so, and the ways to pay are in view.
  await expect(heading(page)).toHaveText('Your order is saved, but the payment did not go through');
  await expect(heading(page).locator('svg')).toHaveClass(/lucide-triangle/);
  const retry = page.getByRole('form', { name: 'Try again' });
  await expect(retry.getByRole('button', { name: 'Try again' })).toBeInViewport();
  await expect(retry.getByRole('button', { name: 'Pay on delivery instead' })).toBeInViewport();
  // What was typed is kept.
  await expect(retry.getByLabel('Mobile Money number')).toHaveValue(WALLETS.decline);
  await expect(retry.getByRole('radio', { name: 'MTN', exact: true })).toBeChecked();
  await expectNoAxeViolations(page);

  await retry.getByLabel('Mobile Money number').fill(WALLETS.approve);
  await retry.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });

  const orders = await ordersOf(customer.uid);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.get('paymentStatus')).toBe('paid');
  expect((orders[0]?.get('paymentAttempts') as { status: string }[]).map((a) => a.status)).toEqual([
    'failed',
    'success',
  ]);
});

test('the phone never answers: the order waits, then expires with its stock back', async ({ page }) => {
  await atCheckout(page, 'momo-no-answer');
  const before = await stockOf();
  await payNow(page, WALLETS.noAnswer);

  await expect(page.getByRole('heading', { name: 'Approve the payment on your phone' })).toBeVisible();
  await expect(
    page.getByText(
      `We sent a request for GH₵${total()} to your MTN Mobile Money wallet +233 55 *** 4990. Enter your PIN on your phone to approve it.`,
    ),
  ).toBeVisible();
  // What is awaited, in words: the phone's answer, on the number the request went to.
  await expect(
    page.getByRole('status').filter({ hasText: 'Approve the payment on +233 55 *** 4990: waiting for your answer...' }),
  ).toBeVisible();
  await expect(page.getByText(/Your items are kept for you until/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await stockOf()).toBe(before - 1);

  // The hold time passes: the scheduled sweep runs as the scheduler would, 31 minutes from now. It asks Paystack
  // (the stand-in) with the functions' key first.
  const orderId = page.url().split('/').at(-1)!;
  const expired = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [
    join(ROOT, 'scripts', 'expire-unpaid-orders.ts'),
    '--minutes-ahead',
    '31',
  ]).toString();
  expect(expired.split('\n')).toContain(orderId);

  await expect(
    page.getByText('Payment not received in time: this order was cancelled and its items are back in stock.'),
  ).toBeVisible();
  expect(await stockOf()).toBe(before);
  await expectNoAxeViolations(page);
});

test('declined, the shopper pays on delivery instead: the same order, nothing ordered twice', async ({ page }) => {
  const customer = await atCheckout(page, 'momo-switch');
  await payNow(page, WALLETS.decline);
  await expect(page.getByRole('alert').filter({ hasText: 'The payment was declined on your phone.' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
  await expect(page.getByText(`Pay GH₵${total()} by Mobile Money when it arrives.`)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Try again' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const orders = await ordersOf(customer.uid);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.data()).toMatchObject({ paymentMethod: 'mobile_money_on_delivery', paymentStatus: 'unpaid' });
});

test('a cancelled order awaiting its Mobile Money payment offers no payment, after a reload neither', async ({
  page,
}) => {
  const customer = await atCheckout(page, 'momo-cancel');
  await payNow(page, WALLETS.decline);
  await expect(page.getByRole('form', { name: 'Try again' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

  // My orders tells this unpaid order from a paid one.
  await page.getByRole('main').getByRole('link', { name: 'My orders' }).click();
  await expect(badgeOf(page, orderNumber)).toHaveText('Waiting for your Mobile Money payment');

  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: 'Pay with Mobile Money' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).not.toContainText('refund');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');

  const noPaymentOffered = async () => {
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('payment-status')).toHaveText('Nothing to pay');
    await expect(page.getByRole('heading', { name: 'Pay with Mobile Money' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay on delivery instead' })).toHaveCount(0);
    await expect(page.getByText(/Your items are kept for you until/)).toHaveCount(0);
  };
  await noPaymentOffered();
  await page.reload();
  await noPaymentOffered();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'All my orders' }).click();
  await expect(badgeOf(page, orderNumber)).toHaveText('Nothing to pay');
  const [order] = await ordersOf(customer.uid);
  expect(order?.data()).toMatchObject({ status: 'cancelled', paymentStatus: 'not_needed' });
});

test('the code from the SMS: Confirm code, or back to the number to pay from another, on the same order', async ({
  page,
}) => {
  const customer = await atCheckout(page, 'momo-otp');
  await payNow(page, WALLETS.otp, 'Telecel');

  const code = page.getByRole('form', { name: 'Code from the SMS' });
  await expect(code.getByRole('button', { name: 'Confirm code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await code.getByRole('button', { name: 'Use another number' }).click();
  const number = page.getByRole('form', { name: 'Send the payment request' });
  await expect(number.getByLabel('Mobile Money number')).toHaveValue(WALLETS.otp);
  await expect(code).toHaveCount(0);
  await number.getByLabel('Mobile Money number').fill(WALLETS.approve);
  await number.getByRole('radio', { name: 'MTN', exact: true }).check();
  await number.getByRole('button', { name: 'Send the payment request' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });

  const orders = await ordersOf(customer.uid);
  expect(orders).toHaveLength(1);
  expect((orders[0]?.get('paymentAttempts') as { status: string }[]).map((a) => a.status)).toEqual([
    'send_otp',
    'success',
  ]);
});

test('paid: My orders says so, and cancelling says first that the money goes back, where and when', async ({
  page,
}) => {
  await atCheckout(page, 'momo-paid-cancel');
  await payNow(page, WALLETS.approve);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

  // My orders says it is paid.
  await page.getByRole('main').getByRole('link', { name: 'My orders' }).click();
  await expect(badgeOf(page, orderNumber)).toHaveText('Paid');

  // Cancelling it says, before it is done, that the money comes back, where and when.
  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(
    `You paid GH₵${total()} for this order. If you cancel it, the whole GH₵${total()} is refunded to the MTN Mobile Money number you paid from (+233 55 *** 4987), within 5 working days.`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('payment-status')).toHaveText(/^(Refund due|Refunded)$/);
});
