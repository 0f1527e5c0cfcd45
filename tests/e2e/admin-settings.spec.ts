import { expect, test } from '@playwright/test';
import { SETTINGS_MESSAGES } from '../../src/domain/admin-settings';
import { openAsAdmin } from './admin-support';
import { DEMO_USERS, expectToast } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Changing the shop's settings changes what every other test sees (the cart's tax), so this file runs in the
 * admin project after all the shopper journeys (playwright.config.ts), and puts the seeded values back.
 */

const taxRateNow = async () => (await adminDb().doc('settings/global').get()).get('business.taxRate') as number;

interface RestValue {
  integerValue?: string;
  doubleValue?: number;
}

test('settings: validated; a new tax rate is what the storefront reads next; then put back', async ({
  page,
  browser,
}) => {
  const seeded = await taxRateNow();
  await openAsAdmin(page, '/admin/settings');
  const taxRate = page.getByLabel('Tax rate (%)');
  await expect(taxRate).toHaveValue(String(seeded));
  await expect(page.getByText('Usually 0% unless the shop charges tax. Added to the subtotal.')).toBeVisible();
  await expect(page.getByText('Orders at or above this amount are delivered free (starts at GH₵5.00).')).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    await taxRate.fill('150');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(SETTINGS_MESSAGES.taxRate)).toBeVisible();
    expect(await taxRateNow()).toBe(seeded);

    await taxRate.fill('12.5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedText);
    const stored = (await adminDb().doc('settings/global').get()).data();
    expect(stored).toMatchObject({ business: { taxRate: 12.5 }, updatedBy: DEMO_USERS.admin.uid });

    // The storefront (a visitor, fresh) reads the new rate with settings/global: the cart prices with it.
    const context = await browser.newContext();
    const shop = await context.newPage();
    const settingsRead = shop.waitForResponse(
      (r) => /:batchGet$/.test(new URL(r.url()).pathname) && (r.request().postData() ?? '').includes('settings/global'),
    );
    await shop.goto('/');
    const body = (await (await settingsRead).json()) as {
      found?: { fields: { business: { mapValue: { fields: { taxRate: RestValue } } } } };
    }[];
    const rate = body.find((entry) => entry.found)?.found?.fields.business.mapValue.fields.taxRate;
    expect(Number(rate?.doubleValue ?? rate?.integerValue)).toBe(12.5);
    await context.close();

    await taxRate.fill(String(seeded));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(taxRateNow).toBe(seeded);
    await expect(taxRate).toHaveValue(String(seeded));
  } finally {
    await adminDb().doc('settings/global').update({ 'business.taxRate': seeded });
  }
});

test('settings: the time to pay with Mobile Money is whole minutes, and what the shop then holds orders for', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin/settings');
  const hold = page.getByLabel('Time to pay (minutes)');
  await expect(hold).toHaveValue('30');
  try {
    await hold.fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(SETTINGS_MESSAGES.holdMinutes)).toBeVisible();
    await hold.fill('45');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedText);
    expect((await adminDb().doc('settings/global').get()).data()).toMatchObject({ payment: { holdMinutes: 45 } });
  } finally {
    await adminDb().doc('settings/global').update({ 'payment.holdMinutes': 30 });
  }
});

test('settings: shelf prices show the tax included when staff choose so, and say which they are either way (issue 14 item 5)', async ({
  page,
  browser,
}) => {
  const product = '/products/panel-jinko-450w-mono'; // GH₵2,150.00 before tax; the seeded tax is 15%
  const shopper = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await context.newPage();
    await shop.goto(product, { waitUntil: 'networkidle' });
    return { shop, close: () => context.close() };
  };
  // By default (the spec's pricing) the price is before tax and says so.
  const before = await shopper();
  await expect(before.shop.getByTestId('product-price')).toHaveText('GH₵2,150.00');
  await expect(before.shop.getByTestId('product-tax-note')).toHaveText('plus 15% tax, added in the cart');
  await before.close();

  await openAsAdmin(page, '/admin/settings');
  const included = page.getByRole('checkbox', { name: 'Show shelf prices with the tax included' });
  await expect(included).not.toBeChecked();
  try {
    await included.check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedText);
    expect((await adminDb().doc('settings/global').get()).get('display')).toEqual({ pricesIncludeTax: true });

    const after = await shopper();
    await expect(after.shop.getByTestId('product-price')).toHaveText('GH₵2,472.50');
    await expect(after.shop.getByTestId('product-tax-note')).toHaveText('incl. 15% tax');
    await after.shop.goto('/products?category=Solar%20Panels');
    const card = after.shop.getByRole('article').filter({ hasText: 'Jinko Tiger Pro 450 W' });
    await expect(card).toContainText('GH₵2,472.50');
    await expect(card.getByTestId('tax-note')).toHaveText('incl. 15% tax');
    await expectNoAxeViolations(after.shop);
    await after.close();

    await included.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(async () => (await adminDb().doc('settings/global').get()).get('display.pricesIncludeTax'))
      .toBe(false);
  } finally {
    await adminDb()
      .doc('settings/global')
      .update({ display: { pricesIncludeTax: false } });
  }
});
