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
 * Issue 13's journeys on a phone (390 px): paying now with Mobile Money through Paystack's stand-in, whose
 * outcome is decided by the wallet's number (README, "Paying now with Mobile Money"). Every account is new, and
 * each order takes one surge protector (32 in stock, no other journey orders it).
 */
test.use({ viewport: { width: 390, height: 844 } });

const WALLETS = { approve: '055 123 4987', decline: '055 123 4988', noAnswer: '055 123 4990' };

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
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
}

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
  await expectNoAxeViolations(page);
  const [order, ...more] = await ordersOf(customer.uid);
  expect(more).toHaveLength(0);
  expect(order?.data()).toMatchObject({ paymentMethod: 'mobile_money_now', paymentStatus: 'paid' });
});

test('declined on the phone: said in words; trying again on the same order is paid, one order', async ({ page }) => {
  const customer = await atCheckout(page, 'momo-decline');
  await payNow(page, WALLETS.decline);

  await expect(page.getByRole('alert').filter({ hasText: 'The payment was declined on your phone.' })).toBeVisible();
  const retry = page.getByRole('form', { name: 'Try again' });
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
