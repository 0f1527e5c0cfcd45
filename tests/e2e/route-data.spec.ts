import { expect, test } from '@playwright/test';
import { createCustomer, signIn } from './auth-support';

// A page that is not prerendered starts reading its data alongside its code, not after it.
test("an order page asks Firestore for the order before the page's code has arrived", async ({ page }) => {
  const customer = await createCustomer('route-data');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  // A slow connection: the order page's code takes 2 s to arrive.
  let codeArrivedAt = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/order-details-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const response = await route.fetch();
    codeArrivedAt = Date.now();
    await route.fulfill({ response });
  });
  let orderReadAt = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    const isRead = /\/documents(\/[^:]*)?:(runQuery|batchGet)$/.test(new URL(request.url()).pathname);
    if (isRead && (request.postData() ?? '').includes('orders/no-such-order'))
      orderReadAt = Math.min(orderReadAt, Date.now());
  });

  await page.goto('/order-details/no-such-order');
  await expect(page.getByRole('heading', { name: 'Order details', level: 1 })).toBeVisible();
  await expect(page.getByText('Order not found.')).toBeVisible();
  expect(orderReadAt).toBeLessThan(codeArrivedAt);
});
