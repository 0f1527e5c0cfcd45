import { expect, test, type Page } from '@playwright/test';
import { createCustomer, expectToast, signIn } from './auth-support';
import { addFromProductPage, badge, BREAKER, CABLE, expectStockChecked, openCart, stockOf } from './cart-support';
import { fillDeliveryAddress } from './checkout-support';
import { adminDb, ordersOf } from './firestore';

/**
 * Placing an order when it does not simply go through: pickup (no shipping), an order refused for stock and the
 * cart corrected, an answer lost on the network, a failed Place order, and Place order offline. Each retry keeps
 * the order's id, so a shopper never gets two orders. Every account here is new (cart-support.ts says what the
 * cart's journeys share).
 */

/** A new customer signed in, a breaker in the cart, on checkout with pickup chosen. */
async function atCheckoutForPickup(page: Page, label: string) {
  const customer = await createCustomer(label);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await addFromProductPage(page, BREAKER);
  await page.goto('/checkout');
  await expectStockChecked(page);
  await page.getByRole('radio', { name: /Pickup at our Tamale shop/ }).check();
  return customer;
}

test('a pickup order pays no shipping', async ({ page }) => {
  const customer = await createCustomer('cart-pickup');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await addFromProductPage(page, BREAKER);
  await expect(badge(page)).toHaveText('1');
  await page.goto('/checkout');
  await expectStockChecked(page);
  await expect(page.getByTestId('totals-shipping')).toHaveText('By region: choose yours in the address');
  await page.getByRole('radio', { name: /Pickup at our Tamale shop/ }).check();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await expect(page.getByTestId('totals-shipping')).toHaveText('None (pickup)');
  // 140 + 15 % tax (21), no shipping.
  await expect(page.getByTestId('totals-total')).toHaveText('GH₵161.00');
  await page.getByRole('radio', { name: /Mobile Money on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('totals-shipping')).toHaveText('None (pickup)');
  await expect(page.getByTestId('totals-total')).toHaveText('GH₵161.00');
  await expect(page.getByText('Pay GH₵161.00 by Mobile Money when you collect it.')).toBeVisible();
  const [order] = await ordersOf(customer.uid);
  expect(order?.data()).toMatchObject({
    shipping: 0,
    total: 161,
    paymentMethod: 'mobile_money_on_delivery',
    delivery: { method: 'pickup', address: null },
  });
});

test('an order refused for stock is said in words and the cart corrected; placing again succeeds', async ({ page }) => {
  const customer = await createCustomer('cart-refused');
  const ref = adminDb().doc(`products/${CABLE.id}`);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await addFromProductPage(page, CABLE);
  const dialog = await openCart(page);
  for (const quantity of ['2', '3']) {
    await dialog.getByRole('button', { name: `Increase quantity of ${CABLE.name}` }).click();
    await expect(dialog.getByLabel(`Quantity of ${CABLE.name}`, { exact: true })).toHaveText(quantity);
  }
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await expectStockChecked(page);
  await page.getByRole('radio', { name: /Pickup at our Tamale shop/ }).check();

  // Someone else buys most of them while this shopper decides.
  const before = await stockOf(CABLE.id);
  await ref.update({ stock: 2 });
  try {
    await page.getByRole('button', { name: 'Place order' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We have updated your cart' });
    await expect(alert).toContainText(`Only 2 of ${CABLE.name} available; you asked for 3.`);
    await expect(alert).toContainText(`${CABLE.name}: Only 2 items available.`);
    await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(`2 × GH₵320.00`);
    await expect(page.getByRole('region', { name: 'Changes to your cart' })).toContainText(
      `${CABLE.name}: Only 2 items available.`,
    );
    expect(await ordersOf(customer.uid)).toHaveLength(0);
  } finally {
    await ref.update({ stock: before });
  }
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' })).toContainText(`${CABLE.name}2 × GH₵320.00`);
  expect(await stockOf(CABLE.id)).toBe(before - 2);
  // Put the stock back for the next run's numbers.
  await page.getByRole('link', { name: 'View order details' }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  expect(await stockOf(CABLE.id)).toBe(before);
});

test('a placeOrder answer lost on the network is retried with the same order id: one order, never two', async ({
  page,
}) => {
  const customer = await atCheckoutForPickup(page, 'cart-retry');

  // The order reaches the server and is placed, but its answer never reaches the phone.
  const sent: string[] = [];
  await page.route('**/placeOrder', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request().postData() ?? '');
    if (sent.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expectToast(page, 'This order had already been placed: nothing was ordered twice.');
  expect(sent.length).toBeGreaterThanOrEqual(2);
  const ids = sent.map((body) => (JSON.parse(body) as { data: { orderId: string } }).data.orderId);
  expect(new Set(ids).size).toBe(1);
  const orders = await ordersOf(customer.uid);
  expect(orders.map((o) => o.id)).toEqual([ids[0]]);
  await expect(page.getByTestId('order-number')).toHaveText(orders[0]!.get('number') as string);
  await expect(badge(page)).toHaveCount(0);
});

test('a failed Place order says so, keeps the order id, and trying again finds the order placed: never two', async ({
  page,
}) => {
  const customer = await atCheckoutForPickup(page, 'cart-manual-retry');

  // Every answer is lost (the order itself reaches the server), until the connection recovers.
  let connected = false;
  const sent: string[] = [];
  await page.route('**/placeOrder', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request().postData() ?? '');
    if (connected) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not place your order. Please try again.' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('Your order number is kept, so trying again can never place the same order twice.');
  expect(await ordersOf(customer.uid)).toHaveLength(1);

  connected = true;
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const ids = new Set(sent.map((body) => (JSON.parse(body) as { data: { orderId: string } }).data.orderId));
  expect(ids.size).toBe(1);
  expect((await ordersOf(customer.uid)).map((o) => o.id)).toEqual([...ids]);
});

test('offline, Place order says at once that nothing was sent and keeps the form; back online, one order', async ({
  page,
  context,
}) => {
  const customer = await createCustomer('cart-offline');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await addFromProductPage(page, BREAKER);
  // Within the app, as a shopper goes (a reload offline is offline.spec's, not this journey's).
  const dialog = await openCart(page);
  await dialog.getByRole('button', { name: 'Checkout' }).click();
  await expectStockChecked(page);
  await fillDeliveryAddress(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/placeOrder$/.test(request.url())) sent.push(request.postData() ?? '');
  });

  await context.setOffline(true);
  const pressed = Date.now();
  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'You are offline: your order has not been sent.' });
  await expect(alert).toBeVisible({ timeout: 1_500 });
  expect(Date.now() - pressed).toBeLessThan(1_500);
  await expect(alert).toContainText('Nothing is lost: your details and your order number are kept.');
  // The form is as typed, and nothing left the phone.
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByLabel('Full name')).toHaveValue('Abena Owusu');
  await expect(form.getByLabel('Street or landmark')).toHaveValue('Near the Central Mosque, Zogbeli');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  expect(sent).toHaveLength(0);
  const keptId = await page.evaluate(
    (uid) => sessionStorage.getItem(`savanna-solar-checkout-order-id:${uid}`),
    customer.uid,
  );
  expect(keptId).toBeTruthy();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const ids = new Set(sent.map((body) => (JSON.parse(body) as { data: { orderId: string } }).data.orderId));
  expect([...ids]).toEqual([keptId]);
  expect((await ordersOf(customer.uid)).map((o) => o.id)).toEqual([keptId]);
});
