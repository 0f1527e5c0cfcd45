import { expect, test } from '@playwright/test';
import { SETTINGS_MESSAGES } from '@domain/shop/messages';
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
  await expect(
    page.getByText(
      'Orders at or above this amount are delivered free where a region has no amount of its own (starts at GH₵5.00).',
    ),
  ).toBeVisible();
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

test('settings: shelf prices show the tax included when staff choose so, and say which they are either way', async ({
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
  // By default the price is before tax and says so.
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

test('a fresh shop: the storefront hides the contact details it lacks, the dashboard lists them to set, and once set they show', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const ref = adminDb().doc('settings/global');
  const seeded = (await ref.get()).get('contact') as Record<string, unknown>;
  const phone = async (width: number) => {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    return { context, shop: await context.newPage() };
  };
  try {
    await ref.update({ contact: { phones: [], email: '', whatsapp: '', address: '', hours: '', map: null } });

    // A visitor on a 390 px phone: no placeholder, no dead link, no map.
    const fresh = await phone(390);
    await fresh.shop.goto('/products?q=inverter');
    const footer = fresh.shop.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Send us a message' })).toBeVisible();
    await expect(footer).not.toContainText('@');
    await expect(footer).not.toContainText('Placeholder');
    await expect(footer.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(fresh.shop.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);
    await expectNoAxeViolations(fresh.shop);
    await footer.getByRole('link', { name: 'Send us a message' }).click();
    const contactSection = fresh.shop.locator('#contact');
    await expect(contactSection.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(contactSection.getByTestId('shop-map')).toHaveCount(0);
    await expect(contactSection.getByRole('link', { name: 'Open the map for directions' })).toHaveCount(0);
    await expect(contactSection.getByRole('heading', { name: 'Visit our shop' })).toHaveCount(0);
    await fresh.context.close();

    // Staff at 1280 px: the dashboard's checklist says what to set and leads to it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsAdmin(page, '/admin');
    const checklist = page.getByRole('list', { name: 'Setup checklist' });
    await expect(checklist).toContainText('Shoppers see no phone number or email to reach you.');
    await expect(checklist).toContainText('There is no chat button until the shop has a WhatsApp number.');
    await expect(checklist).toContainText('The contact page shows no map or directions.');
    await expect(checklist).not.toContainText('The shop has no product on sale.');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await checklist.getByRole('link', { name: /^Add them in Settings ?: Phone number and email$/ }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add phone' }).click();
    await page.getByLabel('Phone 1', { exact: true }).fill('024 555 0101');
    await page.getByLabel('Email', { exact: true }).fill('hello@savannasolar.com.gh');
    await page.getByLabel('WhatsApp number').fill('0245550102');
    await page.getByLabel('Shop address').fill('Bolgatanga Road, opposite the Total filling station, Tamale');
    await page.getByLabel('Opening hours').fill('Monday to Saturday, 8:00 AM to 6:00 PM');
    await page.getByLabel('Map position: latitude').fill('9.4075');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(SETTINGS_MESSAGES.map)).toBeVisible();
    await page.getByLabel('Map position: longitude').fill('-0.8533');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, SETTINGS_MESSAGES.saved, SETTINGS_MESSAGES.savedText);
    expect((await ref.get()).get('contact')).toMatchObject({
      phones: ['+233 24 555 0101'],
      whatsapp: '+233245550102',
      map: { lat: 9.4075, lng: -0.8533 },
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    // Every step Settings fixes is done. The checklist may still ask for a mobile number for staff alerts: that
    // is saved on Admin › Notifications (notifications.admin.spec.ts follows it; its journeys save and delete it).
    await expect(page.getByText('Booked today')).toBeVisible();
    for (const missing of [
      'Shoppers see no phone number or email to reach you.',
      'There is no chat button until the shop has a WhatsApp number.',
      'The contact page and the pickup option do not say where and when to find you.',
      'The contact page shows no map or directions.',
    ]) {
      await expect(page.getByText(missing)).toHaveCount(0);
    }

    // The visitor now sees them, and the chat button opens WhatsApp with the shop's number.
    const set = await phone(390);
    await set.shop.goto('/products?q=inverter');
    const shownFooter = set.shop.getByRole('contentinfo');
    await expect(shownFooter).toContainText('hello@savannasolar.com.gh');
    await expect(shownFooter.getByRole('link', { name: '+233 24 555 0101' })).toHaveAttribute(
      'href',
      'tel:+233245550101',
    );
    await expect(set.shop.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/233245550102\?/,
    );
    await shownFooter.getByRole('link', { name: 'Contact' }).click();
    await expect(set.shop.locator('#contact').getByTestId('shop-map')).toBeVisible();
    await expect(
      set.shop.locator('#contact').getByRole('link', { name: 'Open the map for directions' }),
    ).toHaveAttribute('href', /mlat=9\.4075&mlon=-0\.8533/);
    await set.context.close();
  } finally {
    await ref.update({ contact: seeded });
  }
});
