import { expect, test } from '@playwright/test';
import { formatGhanaPhone } from '@domain/shared/phone';
import { createTestProduct, openAsAdmin, placeOrderAs } from './admin-support';
import { authDialog, createCustomer, input } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Every order has a short number that the shopper and the staff see alike, and staff
 * find any order (not only those on the first page) by that number or by the customer's phone.
 */

const ordersTable = (page: import('@playwright/test').Page) => page.getByRole('table', { name: 'Orders' });
const bodyRows = (page: import('@playwright/test').Page) => ordersTable(page).locator('tbody tr');

test('the shopper on a phone and the staff at a desk read the same order number; staff find orders by number and by phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('order-number');
  const productId = await createTestProduct({ stock: 10 });
  // A phone of this test's own, written the way a shopper might.
  const digits = String(Date.now()).slice(-7);
  const phone = `055 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }], phone);
  const number = (await adminDb().doc(`orders/${orderId}`).get()).get('number') as string;
  expect(number).toMatch(/^SS-\d{4}-\d{4,}$/);

  // --- The shopper, on a 390 px phone ----------------------------------------------------------------------
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const shop = await context.newPage();
  await shop.goto('/');
  await shop.getByRole('button', { name: 'Open menu' }).click();
  await shop.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).locator('visible=true').click();
  await input(shop, 'Email').fill(customer.email);
  await input(shop, 'Password').fill(customer.password);
  await authDialog(shop).getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(shop)).toHaveCount(0);
  await shop.goto('/orders');
  const row = shop.getByRole('list', { name: 'Your orders' }).getByRole('link', { name: `Order ${number}` });
  await expect(row).toContainText(number);
  await expectNoAxeViolations(shop);
  await row.click();
  await expect(shop.getByTestId('order-number')).toHaveText(number);
  await expect(shop).toHaveTitle(new RegExp(number));
  await expectNoAxeViolations(shop);
  await shop.goto(`/order-confirmation/${orderId}`);
  await expect(shop.getByTestId('order-number')).toHaveText(number);
  await context.close();

  // --- The staff, at 1280 px: the number as read over the phone (no dashes, lower case) --------------------
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAdmin(page, '/admin/orders');
  await expect(bodyRows(page)).toHaveCount(25);
  const search = page.getByRole('search').getByLabel('Search');
  await search.fill(number.replace(/-/g, ' ').toLowerCase());
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(number);
  await expect(bodyRows(page)).toContainText(formatGhanaPhone(phone));
  await expectNoAxeViolations(page);

  // By the customer's phone, typed in another form.
  await search.fill(`+233${phone.replace(/\s/g, '').slice(1)}`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(number);
  await bodyRows(page).getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();

  // An order far beyond the first page (the demo shop's oldest) is found too, by number and by its phone.
  const oldest = (await adminDb().collection('orders').orderBy('createdAt').limit(1).get()).docs[0]!;
  const oldNumber = oldest.get('number') as string;
  const oldPhone = oldest.get('customer.phone') as string;
  const theirs = (await adminDb().collection('orders').where('customer.phone', '==', oldPhone).get()).size;
  await page.goto('/admin/orders');
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(ordersTable(page)).not.toContainText(oldNumber);
  await search.fill(oldNumber);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(oldNumber);
  await search.fill(formatGhanaPhone(oldPhone));
  await expect(bodyRows(page)).toHaveCount(Math.min(theirs, 25));
  await expect(ordersTable(page)).toContainText(oldNumber);
  for (const cell of await bodyRows(page).all()) await expect(cell).toContainText(formatGhanaPhone(oldPhone));
});
