import { expect, test } from '@playwright/test';
import { DEMO_USERS, input, authDialog, signIn } from './auth-support';
import { expectNoAxeViolations } from './support';

/**
 * Finding one's way: "My orders" one tap from the account icon, in the phone menu and the footer; the phone
 * menu reaches the calculator, compare and contact; the header searches the products.
 */

const customer = DEMO_USERS.customer;

test('a signed-in shopper finds My orders one tap from the account icon, and in the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, customer.email, customer.password);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();

  await page.goto('/products');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
});

test('a signed-in shopper who opens My orders at once after a full page load sees her orders, never the sign-in dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, customer.email, customer.password);
  // On the next full load the saved session is read slowly (a slow phone, a slow network): Auth's check of the
  // saved user is held until she has tapped My orders, so the page is sure to open before the session is known.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/accounts:lookup/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('status').filter({ hasText: 'Checking your account...' })).toBeVisible();
  await expect(authDialog(page)).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(authDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu reaches My orders, the calculator, compare and contact', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    const openMenu = () => page.getByRole('button', { name: 'Open menu' }).click();

    await openMenu();
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await input(page, 'Email').fill(customer.email);
    await input(page, 'Password').fill(customer.password);
    await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(authDialog(page)).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0); // the welcome toast lies over the menu button

    await openMenu();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'My orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(menu).toBeHidden();

    await openMenu();
    await menu.getByRole('link', { name: 'Solar calculator' }).click();
    await expect(page).toHaveURL(/\/solar-calculator$/);

    await openMenu();
    await menu.getByRole('link', { name: 'Compare products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible();

    await openMenu();
    await menu.getByRole('link', { name: 'Contact us' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  });

  test('the header searches the products from any page', async ({ page }) => {
    await page.goto('/solar-calculator', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await expectNoAxeViolations(page);
    await box.fill('felicity');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=felicity$/);
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText('Felicity');
    await expect(page.locator('#header-search')).toBeHidden();
  });
});
