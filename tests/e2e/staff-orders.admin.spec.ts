import { expect, test } from '@playwright/test';
import { createTestProduct, openAsAdmin, placeOrderAs } from './admin-support';
import { createCustomer, expectToast, signIn } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Orders as a shop runs them, at 1280 px for staff: call or WhatsApp the customer; a note is
 * internal unless marked for the customer (who then sees it, and never an internal one); delivering an unpaid
 * order asks whether the payment was collected; "Mark as paid" records method, amount and reference.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const ghs = (amount: number) => new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' }).format(amount);

test('staff call the customer, keep a note internal or share it, and record the payment collected on delivery', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await createCustomer('staff-orders');
  const productId = await createTestProduct({ stock: 10 });
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  const total = (await adminDb().doc(`orders/${orderId}`).get()).get('total') as number;

  await openAsAdmin(page, `/admin/orders/${orderId}`);
  const contact = page.getByRole('group', { name: 'Contact the customer' });
  await expect(contact.getByRole('link', { name: 'Call +233 24 123 4567' })).toHaveAttribute(
    'href',
    'tel:+233241234567',
  );
  await expect(contact.getByRole('link', { name: 'WhatsApp the customer' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/233241234567\?text=Hello%20Abena%20Mahama/,
  );

  // An internal note (the default), then one for the customer.
  const state = page.getByTestId('order-state');
  const note = page.getByLabel('Note for the timeline (optional)');
  await expect(page.getByRole('radio', { name: 'Staff only' })).toBeChecked();
  await note.fill('Haggled on price, call before delivery');
  await page.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(state).toContainText('Confirmed');
  await expect(note).toHaveValue('');
  await note.fill('Our rider Issah will call you on the day');
  await page.getByRole('radio', { name: 'The customer too' }).check();
  await page.getByRole('button', { name: 'Mark processing' }).click();
  await expect(state).toContainText('Processing');
  await expect(page.getByRole('radio', { name: 'Staff only' })).toBeChecked(); // back to the default
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.nth(1)).toContainText('Haggled on price, call before delivery');
  await expect(timeline.nth(1)).toContainText('Staff only');
  await expect(timeline.nth(2)).toContainText('Our rider Issah will call you on the day');
  await expect(timeline.nth(2)).toContainText('Visible to the customer');
  await expectNoAxeViolations(page);

  // The customer's own order page: the shared note, never the internal one.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shop = await context.newPage();
  await shop.goto('/');
  await signIn(shop, customer.email, customer.password);
  await shop.setViewportSize({ width: 390, height: 844 });
  await shop.goto(`/order-details/${orderId}`);
  const theirs = shop.getByRole('list', { name: 'Order timeline' });
  await expect(theirs).toContainText('Our rider Issah will call you on the day');
  await expect(shop.getByRole('main')).not.toContainText('Haggled');
  await context.close();

  // Delivered while unpaid: asked whether the payment was collected; yes, by Mobile Money.
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(state).toContainText('Out for delivery');
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const asked = page.getByRole('dialog', { name: 'Was the payment collected?' });
  await expect(asked).toContainText(ghs(total));
  await expectNoAxeViolations(page);
  await asked.getByRole('button', { name: 'Yes, record the payment' }).click();
  const form = page.getByRole('dialog', { name: 'Delivered: record the payment' });
  await expect(form.getByLabel('Amount received (GHS)')).toHaveValue(total.toFixed(2));
  await form.getByRole('radio', { name: 'Mobile Money' }).check();
  await form.getByRole('button', { name: 'Mark delivered and paid' }).click();
  await expect(form.getByText(/^Please enter the Mobile Money transaction id or the bank reference/)).toBeVisible();
  await form.getByLabel('Amount received (GHS)').fill('1');
  await form.getByLabel('Reference').fill('MP241123.1010.C12345');
  await form.getByRole('button', { name: 'Mark delivered and paid' }).click();
  await expect(form.getByText(`The amount received must be the order total, ${ghs(total)}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('Amount received (GHS)').fill(total.toFixed(2));
  await form.getByRole('button', { name: 'Mark delivered and paid' }).click();
  await expect(form).toHaveCount(0, { timeout: 30_000 });
  await expectToast(page, 'Order marked delivered and paid');
  await expect(state).toContainText('Delivered');
  await expect(state).toContainText('Paid');
  await expect(page.getByTestId('payment-record')).toHaveText(
    `Received ${ghs(total)} by Mobile Money · Reference MP241123.1010.C12345`,
  );
  expect((await adminDb().doc(`orders/${orderId}`).get()).data()).toMatchObject({
    status: 'delivered',
    paymentStatus: 'paid',
    paymentRecord: { method: 'mobile_money', amount: total, reference: 'MP241123.1010.C12345' },
  });
  const internal = await adminDb().collection(`orders/${orderId}/staffNotes`).get();
  expect(internal.docs.map((d) => d.get('note'))).toEqual(['Haggled on price, call before delivery']);
});

test('delivered and still unpaid, then "Mark as paid" in cash without a receipt number', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('staff-orders-cash');
  const productId = await createTestProduct({ stock: 10 });
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 2 }]);
  const total = (await adminDb().doc(`orders/${orderId}`).get()).get('total') as number;

  await openAsAdmin(page, `/admin/orders/${orderId}`);
  const state = page.getByTestId('order-state');
  for (const [button, label] of [
    ['Mark confirmed', 'Confirmed'],
    ['Mark processing', 'Processing'],
    ['Mark out for delivery', 'Out for delivery'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(state).toContainText(label);
  }
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page
    .getByRole('dialog', { name: 'Was the payment collected?' })
    .getByRole('button', { name: 'No, still unpaid' })
    .click();
  await expect(state).toContainText('Delivered');
  await expect(state).toContainText('Unpaid');

  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const form = page.getByRole('dialog', { name: 'Mark as paid' });
  await form.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(form.getByText('Please choose how the customer paid.')).toBeVisible();
  await form.getByRole('radio', { name: 'Cash' }).check();
  await form.getByRole('button', { name: 'Mark as paid' }).click();
  // The first call of markOrderPaid in a run loads it into the Functions emulator: give it time.
  await expect(state).toContainText('Paid', { timeout: 30_000 });
  await expect(page.getByTestId('payment-record')).toHaveText(`Received ${ghs(total)} by Cash`);
  await expect(page.getByText('Nothing left to do')).toBeVisible();
});
