import { expect, test } from '@playwright/test';
import { SHOP_NAME } from '@domain/shop/brand';
import { createTestProduct, openAsAdmin, placeOrderAs, uniqueLabel } from './admin-support';
import { createCustomer, DEMO_USERS, expectToast, signIn } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Staff at 1280 px running an order the way a shop does: found by the end of the customer's phone, sent out for
 * delivery straight from "Pending" (the steps between recorded as passed through, each with the staff member's
 * name) with the rider and delivery time the customer then sees, delivered and paid, the delivery undone (and
 * the payment recorded with it), and a receipt printed. And a product written outside the admin screens shows
 * in the admin list.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const ghs = (amount: number) => new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' }).format(amount);
const STAFF = DEMO_USERS.admin.displayName;

test('staff find an order by its phone ending, skip to "Out for delivery" with the rider, undo a delivery, print a receipt', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer('staff-steps');
  const productId = await createTestProduct({ stock: 10 });
  const productName = (await adminDb().doc(`products/${productId}`).get()).get('name') as string;
  const ending = String(Date.now()).slice(-7);
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }], `024 ${ending}`);
  const stored = (await adminDb().doc(`orders/${orderId}`).get()).data()!;
  const number = stored.number as string;
  const total = stored.total as number;

  // --- Found by the last 4 digits of the phone, as read off a call log ---------------------------------------
  await openAsAdmin(page, '/admin/orders');
  const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await page.getByRole('search').getByLabel('Search').fill(ending.slice(-4));
  // Only orders whose phone ends so (ours among them, whatever came first before the search).
  await expect(rows.filter({ hasNotText: ending.slice(-4) })).toHaveCount(0);
  await expect(rows.filter({ hasText: number })).toHaveCount(1);
  await rows.filter({ hasText: number }).getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();

  // --- Straight from "Pending" to "Out for delivery", with the rider and the delivery time -------------------
  const state = page.getByTestId('order-state');
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await page.getByLabel("Rider's name").fill('Issah Abdulai');
  await page.getByLabel("Rider's phone").fill('12345');
  await page.getByLabel('Delivery day').fill('2026-11-27');
  await page.getByLabel('Time of day').selectOption({ label: 'Morning (8 am to 12 noon)' });
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(page.getByText("Please enter the rider's phone as a Ghana number, e.g. 024 123 4567.")).toBeVisible();
  await expect(page.getByLabel("Rider's phone")).toBeFocused();
  await expect(state).toContainText('Pending');
  await page.getByLabel("Rider's phone").fill('024 555 0127');
  await page.getByLabel('Note for the timeline (optional)').fill('Please keep your phone on this morning.');
  await page.getByRole('radio', { name: 'The customer too' }).check();
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(state).toContainText('Out for delivery');
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  for (const [i, label] of ['Confirmed', 'Processing', 'Out for delivery'].entries()) {
    await expect(timeline.nth(i + 1)).toContainText(label);
    await expect(timeline.nth(i + 1)).toContainText(STAFF);
  }
  // The note and its badge apart, with a space between.
  await expect(timeline.nth(3)).toContainText('Please keep your phone on this morning. Visible to the customer');
  await expect(page.getByTestId('dispatch').first()).toContainText('Issah Abdulai, +233 24 555 0127');
  await expect(page.getByTestId('dispatch').nth(1)).toContainText('Friday 27 November 2026, Morning (8 am to 12 noon)');
  await expectNoAxeViolations(page);

  // The customer's order page says who brings it and when.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shop = await context.newPage();
  await shop.goto('/');
  await signIn(shop, customer.email, customer.password);
  await shop.goto(`/order-details/${orderId}`);
  const delivery = shop.getByRole('region', { name: 'Your delivery' });
  await expect(delivery).toContainText('Rider: Issah Abdulai, +233 24 555 0127');
  await expect(delivery).toContainText('Delivery: Friday 27 November 2026, Morning (8 am to 12 noon)');
  await expect(delivery.getByRole('link', { name: 'Issah Abdulai, +233 24 555 0127' })).toHaveAttribute(
    'href',
    'tel:+233245550127',
  );
  await context.close();

  // --- Delivered and paid in cash, then undone: the payment recorded with it is undone too -----------------
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page
    .getByRole('dialog', { name: 'Was the payment collected?' })
    .getByRole('button', { name: 'Yes, record the payment' })
    .click();
  const form = page.getByRole('dialog', { name: 'Delivered: record the payment' });
  await form.getByRole('radio', { name: 'Cash' }).check();
  await form.getByLabel('Reference').fill('RCPT-0127');
  await form.getByRole('button', { name: 'Mark delivered and paid' }).click();
  await expect(state).toContainText('Delivered');
  await expect(state).toContainText('Paid');

  await page.getByRole('button', { name: 'Undo delivered' }).click();
  const undo = page.getByRole('alertdialog');
  await expect(undo).toContainText('goes back to out for delivery');
  await expect(undo).toContainText(`The payment recorded with the delivery (${ghs(total)} by Cash) is undone too`);
  await undo.getByRole('button', { name: 'Undo delivered' }).click();
  await expectToast(page, 'Delivery undone: the order is out for delivery again');
  await expect(state).toContainText('Out for delivery');
  await expect(state).toContainText('Unpaid');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
    'Marked delivered by mistake: delivery undone',
  );
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
    `The payment recorded with the delivery (${ghs(total)}, Cash, reference RCPT-0127) was undone with it`,
  );
  expect((await adminDb().doc(`orders/${orderId}`).get()).data()).toMatchObject({
    status: 'out_for_delivery',
    paymentStatus: 'unpaid',
  });

  // --- The receipt: the shop, the order, its lines and total; "Print receipt" prints only the receipt -------
  await page.getByRole('link', { name: 'Receipt' }).click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByRole('heading', { name: SHOP_NAME })).toBeVisible();
  await expect(receipt).toContainText(number);
  await expect(receipt).toContainText(productName);
  await expect(receipt.getByTestId('totals-total')).toHaveText(ghs(total));
  await expect(receipt).toContainText('Payment: Cash on delivery · Unpaid');
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void (w.printed += 1);
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
});

test('a product written outside the admin screens, without their fields, shows in the admin list', async ({ page }) => {
  const name = uniqueLabel('E2E Imported Panel');
  // As an import script or a migration writes it: on sale, none of the fields the admin list orders by.
  const ref = adminDb().collection('products').doc();
  await ref.set({ name, category: 'Solar Panels', type: 'product', price: 1200, stock: 8, available: true });

  await openAsAdmin(page, '/admin/products');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await page.getByRole('search').getByLabel('Search').fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Set the product type from each category' })).toBeVisible();
  await ref.delete();
});
