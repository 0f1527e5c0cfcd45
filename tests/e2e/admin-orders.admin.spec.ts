import { expect, test } from '@playwright/test';
import { createTestProduct, openAsAdmin, placeOrderAs, productDoc, row } from './admin-support';
import { createCustomer, DEMO_USERS, expectToast, signIn } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Staff run the orders as the demo admin, each journey on orders of its own (the database is shared by 2 workers):
 * statuses and payment, a cancelled order's stock, a refund due and recorded, and the limit of orders waiting for
 * confirmation. The staff group runs after the shopper journeys (playwright.config.ts).
 */

test('orders: one moves through its statuses and is paid; another is cancelled and its stock restored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('admin-orders');
  const productId = await createTestProduct({ stock: 10 });
  const delivered = await placeOrderAs(customer, [{ productId, quantity: 2 }]);
  const cancelled = await placeOrderAs(customer, [{ productId, quantity: 2 }]);
  expect((await productDoc(productId))?.stock).toBe(6);

  await openAsAdmin(page, `/admin/orders?q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/orders/${delivered}`);
  const state = page.getByTestId('order-state');
  await expect(state).toContainText('Pending');
  for (const [button, label] of [
    ['Mark confirmed', 'Confirmed'],
    ['Mark processing', 'Processing'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(state).toContainText(label);
  }
  // A delivery order is never offered "ready for pickup".
  await expect(page.getByRole('button', { name: 'Mark ready for pickup' })).toHaveCount(0);
  await page.getByLabel('Note for the timeline (optional)').fill('Rider Issah, 0241234567');
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(state).toContainText('Out for delivery');
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  // Unpaid: staff are asked whether the payment was collected; not yet.
  await page
    .getByRole('dialog', { name: 'Was the payment collected?' })
    .getByRole('button', { name: 'No, still unpaid' })
    .click();
  await expect(state).toContainText('Delivered');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const payment = page.getByRole('dialog', { name: 'Mark as paid' });
  await payment.getByRole('radio', { name: 'Cash' }).check();
  await payment.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(state).toContainText('Paid');
  await expect(page.getByText('Nothing left to do')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(6);
  await expect(timeline.nth(3)).toContainText('Rider Issah, 0241234567');
  await expect(timeline.nth(5)).toContainText('Payment: Paid');
  await expectNoAxeViolations(page);
  expect((await adminDb().doc(`orders/${delivered}`).get()).data()).toMatchObject({
    status: 'delivered',
    paymentStatus: 'paid',
  });

  await page.goto(`/admin/orders/${cancelled}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('order-state')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect.poll(async () => (await productDoc(productId))?.stock).toBe(8);
});

test('orders: a paid order the customer cancels is "Refund due" to both; staff record the refund and both see "Refunded"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('admin-refund');
  const productId = await createTestProduct({ stock: 10 });
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  const orderRef = adminDb().doc(`orders/${orderId}`);
  const total = (await orderRef.get()).get('total') as number;
  const totalText = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' }).format(total);

  // Staff marked it paid (Mobile Money on delivery, paid early); it is still pending.
  await openAsAdmin(page, `/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const payment = page.getByRole('dialog', { name: 'Mark as paid' });
  await payment.getByRole('radio', { name: 'Mobile Money' }).check();
  await payment.getByLabel('Reference').fill('MP241123.0900.A10001');
  await payment.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByTestId('order-state')).toContainText('Paid');

  // The customer cancels it: a refund is due, said on their order page and in its timeline.
  const context = await browser.newContext();
  const shop = await context.newPage();
  await shop.goto('/');
  await signIn(shop, customer.email, customer.password);
  await shop.goto(`/order-details/${orderId}`);
  await shop.getByRole('button', { name: 'Cancel order' }).click();
  await shop
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(shop.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(shop.getByTestId('payment-status')).toHaveText('Refund due');
  await expect(shop.getByRole('status').filter({ hasText: 'we owe you a refund' })).toBeVisible();
  await expect(shop.getByRole('list', { name: 'Order timeline' })).toContainText('Payment: Refund due');
  await expectNoAxeViolations(shop);
  expect((await orderRef.get()).get('paymentStatus')).toBe('refund_due');

  // Staff see it among the refunds due and record the refund.
  await page.goto(`/admin/orders?payment=refund_due&q=${encodeURIComponent(customer.email)}`);
  await expect(row(page, 'Refund due')).toHaveCount(1);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByTestId('order-state')).toContainText('Refund due');
  const form = page.getByRole('form', { name: 'Record the refund' });
  await expect(form.getByLabel('Amount refunded (GHS)')).toHaveValue(total.toFixed(2));
  await form.getByRole('radio', { name: 'Mobile Money' }).check();
  await form.getByLabel('Reference').fill('MP240512.1234.A56789');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Record refund' }).click();
  await expectToast(page, 'Refund recorded');
  await expect(page.getByTestId('order-state')).toContainText('Refunded');
  await expect(page.getByTestId('refund-record')).toContainText(`Refunded ${totalText} by Mobile Money`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Payment: Refunded');
  expect((await orderRef.get()).data()).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'refunded',
    refund: { amount: total, method: 'mobile_money', reference: 'MP240512.1234.A56789', by: DEMO_USERS.admin.uid },
  });

  // The customer sees it refunded.
  await shop.reload();
  await expect(shop.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(shop.getByText(`Refunded ${totalText} by Mobile Money.`)).toBeVisible();
  await shop.goto('/orders');
  const orderNumber = (await orderRef.get()).get('number') as string;
  await expect(shop.getByRole('link', { name: `Order ${orderNumber}` }).getByTestId('payment-status')).toHaveText(
    'Refunded',
  );
  await context.close();
});

test("orders: a fourth order waiting for confirmation is refused at checkout with the reason and the shop's numbers", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('admin-pending-limit');
  const productId = await createTestProduct({ stock: 20 });
  for (let i = 0; i < 3; i++) await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  const name = (await productDoc(productId))?.name as string;

  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto(`/products/${productId}`);
  await page
    .getByRole('button', { name: new RegExp(`^Add ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to cart`) })
    .click();
  await expectToast(page, `${name} added to cart.`);
  await page.getByRole('button', { name: /^Cart, / }).click();
  await page.getByRole('dialog', { name: 'Your Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: /Pickup at our Tamale shop/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'You already have 3 orders waiting for our confirmation' });
  await expect(alert).toContainText('Please call or WhatsApp the shop to confirm or change them, then order again.');
  await expect(alert.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await expect(alert.getByRole('link').first()).toHaveAttribute('href', /^tel:\+?\d+/);
  expect((await adminDb().collection('orders').where('userId', '==', customer.uid).get()).size).toBe(3);
});
