import { expect, test } from '@playwright/test';
import { ADMIN_PAGES, createMessage, openAsAdmin, row, uniqueLabel } from './admin-support';
import { authDialog, createCustomer, DEMO_USERS, expectToast, getUserRecord, input, signIn } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { permissionsOfRole } from '@domain/users/staff-roles';

/**
 * The admin area's journeys as the demo admin, each on records of its own (the database is shared by 2 workers). The
 * products and orders they add would show in the shop's lists: this file runs after the shopper journeys
 * (playwright.config.ts). The products' journeys are in admin-products.admin.spec.ts, the orders' in
 * admin-orders.admin.spec.ts.
 */

test.describe('admin area refused', () => {
  test('a visitor is asked to sign in, and a customer is refused at /admin with a way back', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);

    await page.goto('/');
    await signIn(page, DEMO_USERS.customer.email, DEMO_USERS.customer.password);
    for (const path of ['/admin', '/admin/products', '/admin/users', '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
      await expect(
        page.getByText(`You are signed in as ${DEMO_USERS.customer.email}, which is not an admin account.`),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to shop' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('users: deactivating a customer stops their sign-in until reactivated; an admin creates an admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('admin-users');
  const trySignIn = async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
    await input(other, 'Email').fill(customer.email);
    await input(other, 'Password').fill(customer.password);
    await authDialog(other).getByRole('button', { name: 'Sign In' }).click();
    return { context, page: other };
  };

  await openAsAdmin(page, '/admin/users');
  await page.getByRole('search').getByLabel('Search').fill(customer.email);
  await expect(row(page, customer.email)).toHaveCount(1);
  await page.getByRole('button', { name: `Deactivate ${customer.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, `${customer.email} is deactivated`);
  await expect(row(page, customer.email)).toContainText('Deactivated');
  expect(await getUserRecord(customer.uid)).toMatchObject({ isActive: false });

  const refused = await trySignIn();
  await expectToast(refused.page, 'Login Failed', 'This account has been disabled');
  await refused.context.close();

  await page.getByRole('button', { name: `Activate ${customer.email}` }).click();
  await expectToast(page, `${customer.email} is active again`);
  const welcomed = await trySignIn();
  await expectToast(welcomed.page, 'Welcome Back! 👋');
  await welcomed.context.close();

  // Nobody deactivates themselves: the admin's own row offers no such button.
  await page.getByRole('search').getByLabel('Search').fill(DEMO_USERS.admin.email);
  await expect(row(page, DEMO_USERS.admin.email)).toContainText('You');
  await expect(page.getByRole('button', { name: `Deactivate ${DEMO_USERS.admin.email}` })).toHaveCount(0);

  const email = `e2e-admin-${Date.now().toString(36)}-${process.pid}@example.com`;
  await page.getByRole('button', { name: 'New admin' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Fatima Iddrisu');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('123');
  await dialog.getByRole('button', { name: 'Create admin' }).click();
  await expect(dialog.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(dialog.getByText('Please choose the job of the new staff member.')).toBeVisible();
  await dialog.getByLabel('Password').fill('Str0ngPass!');
  await dialog.getByLabel('Job').selectOption({ label: 'Storekeeper' });
  await expect(dialog.getByText('Products, prices, stock and the showcase')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create admin' }).click();
  await expectToast(page, 'Admin created ✅');
  const created = await adminDb().collection('users').where('email', '==', email).get();
  expect(created.docs[0]?.data()).toMatchObject({
    role: 'admin',
    isActive: true,
    createdBy: DEMO_USERS.admin.uid,
    permissions: permissionsOfRole('storekeeper'),
  });

  // The owner's activity log names the new member, who made them, and their job.
  await page.goto('/admin/activity');
  const logged = page.getByRole('row').filter({ hasText: email });
  await expect(logged).toContainText('job: — → storekeeper');
  await expect(logged).toContainText(DEMO_USERS.admin.displayName);

  const context = await browser.newContext();
  const second = await context.newPage();
  await second.goto('/');
  await signIn(second, email, 'Str0ngPass!');
  await second.goto('/admin');
  await expect(second.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await context.close();
});

test('messages: a new message is counted in the nav, read, and answered by mail', async ({ page }) => {
  const subject = uniqueLabel('E2E warranty question');
  const id = await createMessage(subject);
  await openAsAdmin(page, '/admin/messages');
  await expect(page.getByTestId('new-enquiries-count')).toBeVisible();
  const item = page.getByTestId('inbox-item').filter({ hasText: subject });
  await expect(item).toContainText('New');
  await item.getByText(subject).click();
  await expect.poll(async () => (await adminDb().doc(`messages/${id}`).get()).get('status')).toBe('read');
  const reply = item.getByRole('link', { name: 'Reply by email' });
  await expect(reply).toHaveAttribute('href', /^mailto:kofi\.boateng@example\.com\?subject=Re%3A%20E2E%20warranty/);
  await expect(item.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/233201234567\?text=/,
  );
  await expectNoAxeViolations(page);
  // The mail program is not there in a test browser: keep the click, drop the navigation.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) => {
        if ((e.target as Element).closest('a[href^="mailto:"]')) e.preventDefault();
      },
      true,
    ),
  );
  await reply.click();
  await expect
    .poll(async () => (await adminDb().doc(`messages/${id}`).get()).data())
    .toMatchObject({
      status: 'replied',
      updatedBy: DEMO_USERS.admin.uid,
    });
  await expect(item).toContainText('Replied');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('each admin page fits, passes the axe scan, and the menu opens and closes on navigation', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAsAdmin(page, '/admin');
    await page.setViewportSize({ width: 375, height: 740 });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();

    for (const [path, heading] of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path}: no horizontal scrolling`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
});
