import { expect, test, type Page } from '@playwright/test';

/** Firestore Lite's REST calls: a query (runQuery) or a document get. */
const FIRESTORE = /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents/;

/** From now on, every Firestore request of the page waits for ever (a 2G connection that gave up silently). */
async function hangFirestore(page: Page): Promise<() => Promise<void>> {
  const hang = () => undefined; // never answers
  await page.route(FIRESTORE, hang);
  return () => page.unroute(FIRESTORE, hang);
}

/**
 * A read gives up after 15 s (docs/storefront.md, "Network, time-outs and retries"); the test allows a little more for
 * the page to say so.
 */
const READ_TIMEOUT_PLUS = 20_000;

test('a catalogue read that never answers ends in "Failed to fetch products" and Try again, not a placeholder for ever', async ({
  page,
}) => {
  // The prerendered pages show what they embed (and before the app runs, their links open prerendered pages): a
  // list the shop has not read yet is one reached by a link from a screen the app drew, as the contact page is.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const release = await hangFirestore(page);
  const started = Date.now();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('status', { name: 'Loading products' })).toBeVisible();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Failed to fetch products', { timeout: READ_TIMEOUT_PLUS });
  const waited = Date.now() - started;
  console.log(`The products page said "Failed to fetch products" after ${(waited / 1000).toFixed(1)} s`);
  expect(waited).toBeGreaterThanOrEqual(14_000);
  await expect(page.getByRole('status', { name: 'Loading products' })).toHaveCount(0);
  await release();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
});

test('a product page whose read never answers says so with Try again', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/products?category=Solar%20Panels');
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: 'Jinko Tiger Pro 450 W Mono Solar Panel' })
    .first();
  await expect(card).toBeVisible();
  // The category's own read has answered (the list may first show what the products page already had): the page
  // has loaded when the shopper taps.
  await page.waitForLoadState('networkidle');
  const release = await hangFirestore(page);
  await card.click();
  await expect(page).toHaveURL(/\/products\/panel-jinko-450w-mono$/);
  await expect(page.getByRole('alert')).toContainText('Failed to fetch products. Check your connection.', {
    timeout: READ_TIMEOUT_PLUS,
  });
  await release();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Product');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Jinko/i);
});

test('the comparison whose reads never answer says so with Try again', async ({ page }) => {
  const inverter = 'Deye SUN-5K-SG03LP1 5 kW Hybrid Inverter';
  await page.goto('/products?category=Inverters');
  await page.getByRole('button', { name: `Compare ${inverter}` }).click();
  const release = await hangFirestore(page);
  await page.goto('/compare'); // a fresh page: the comparison reads its products again
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Failed to fetch products. Check your connection.', { timeout: READ_TIMEOUT_PLUS });
  await release();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: inverter })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
