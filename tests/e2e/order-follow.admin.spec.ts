import { expect, test, type Page } from '@playwright/test';
import { createTestProduct, moveOrderAsStaff, placeOrderAs } from './admin-support';
import { createCustomer, signIn } from './auth-support';
import { expectNoAxeViolations } from './support';

/**
 * A shopper's order pages follow the order as staff move it (no reload), and offer only what is
 * still possible: a Cancel that staff overtook explains itself and the page shows the order as it now is.
 * With the staff journeys (playwright.config.ts): it adds a product that is on sale, which the shopper journeys'
 * product lists and searches would otherwise count.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** A customer of the test's own, with one pending order, signed in on its details page. */
async function onOwnPendingOrder(page: Page, label: string): Promise<string> {
  const customer = await createCustomer(label);
  const productId = await createTestProduct({ stock: 5 });
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto(`/order-details/${orderId}`);
  return orderId;
}

test('the order page follows staff moving the order, and Cancel goes when it is no longer possible', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const orderId = await onOwnPendingOrder(page, 'order-follow');
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Pending');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // Staff confirm it while the shopper looks at the page: it says so without a reload.
  await moveOrderAsStaff(orderId, 'confirmed');
  await expect(status).toHaveText('Confirmed', { timeout: 25_000 });
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('Confirmed');
  await expectNoAxeViolations(page);

  // The list of orders follows it too.
  await moveOrderAsStaff(orderId, 'processing');
  await page.goto('/orders');
  await expect(page.getByRole('main')).toContainText('Processing');
  await moveOrderAsStaff(orderId, 'out_for_delivery');
  await expect(page.getByRole('main')).toContainText('Out for delivery', { timeout: 40_000 });
});

test('a Cancel that staff overtook says why, and the page shows the order as it now is', async ({ page }) => {
  test.setTimeout(60_000);
  const orderId = await onOwnPendingOrder(page, 'order-overtaken');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  // Staff confirm it before the shopper taps "Yes".
  await moveOrderAsStaff(orderId, 'confirmed');
  await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();

  await expect(page.locator('[data-sonner-toast]')).toContainText('already confirmed');
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
