import { expect, test, type Page } from '@playwright/test';
import { createTestProduct, openAsAdmin } from './admin-support';
import { createCustomer, signIn } from './auth-support';
import { adminDb } from './firestore';

/*
 * A 400-character name, or a long pasted search term, never widens the page of a 390 px phone.
 * (This file's name ends in admin.spec.ts so that it runs with the journeys that add products, after the shoppers'
 * journeys: its product is the newest in the catalogue while it runs.)
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;
/** 400 characters, most of them one unbreakable word (as a careless paste or an attack would be). */
const longName = (start: string) => `${start} ${'W'.repeat(400 - start.length - 1)}`;

async function expectNoSidewaysScroll(page: Page, where: string, viewport = PHONE_WIDTH) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: the page is ${width} px wide`).toBeLessThanOrEqual(viewport);
}

let productId = '';
const productName = longName('Hybrid inverter');

test.beforeAll(async () => {
  productId = await createTestProduct({ name: productName, description: `${'D'.repeat(300)} long description` });
});

test.afterAll(async () => {
  if (productId) await adminDb().doc(`products/${productId}`).delete();
});

test('a 400-character product name fits the product list, the product page and the comparison', async ({ page }) => {
  await page.goto('/products');
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: 'Hybrid inverter WWW' });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page, '/products');
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hybrid inverter WWW');
  await expectNoSidewaysScroll(page, 'the product page');
  await page
    .getByRole('button', { name: /compare/i })
    .first()
    .click();
  await page.goto('/compare');
  await expect(page.getByText('Hybrid inverter WWW').first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/compare');
});

test('a long pasted search term fits the search box and the results', async ({ page }) => {
  await page.goto('/products');
  const term = `inverter ${'Q'.repeat(600)}`;
  await page.getByRole('searchbox').fill(term);
  await expect(page.getByRole('heading', { name: /No products match/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'a search with no result');
  await page.getByRole('searchbox').fill('W'.repeat(300));
  await expect(page.getByText('Hybrid inverter WWW').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'a search that finds the long name');
});

test('a 400-character display name fits the header and the menu', async ({ page }) => {
  const customer = await createCustomer('long-name');
  const displayName = longName('Abena');
  await adminDb().doc(`users/${customer.uid}`).update({ displayName });
  const { getAuth } = await import('firebase-admin/auth');
  const { getApps } = await import('firebase-admin/app');
  await getAuth(getApps()[0]).updateUser(customer.uid, { displayName });
  await page.setViewportSize({ width: 1024, height: 800 }); // Sign In lives in the desktop header
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await expectNoSidewaysScroll(page, 'home, signed in');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toContainText('Abena WWW');
  await expectNoSidewaysScroll(page, 'the mobile menu');
  await page.setViewportSize({ width: 768, height: 800 }); // the desktop header at its narrowest
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the desktop header at its narrowest', 768);
});

test('a 400-character product name fits the admin products table', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 }); // Sign In lives in the desktop header
  await openAsAdmin(page, '/admin/products');
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  const name = page.getByRole('table').getByText('Hybrid inverter WWW').first();
  await expect(name).toBeVisible();
  await expectNoSidewaysScroll(page, '/admin/products');
  // The table scrolls sideways inside its frame on a phone, but the name wraps instead of making it 10,000 px wide.
  const box = await name.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(PHONE_WIDTH);
});
