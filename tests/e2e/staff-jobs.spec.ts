import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF } from '../../scripts/seed-data';
import { signIn } from './auth-support';
import { expectNoAxeViolations } from './support';

/**
 * Staff jobs in the admin area (docs/staff-roles.md), as each demo member of the staff finds it: the menu shows
 * only their job's pages, a page outside it says so in words, and the dashboard shows their own part. The rules
 * and the functions refusing the rest are their own tests (tests/rules/staff-jobs, functions/test/staff-permissions).
 */

const PHONE = { width: 390, height: 844 };

/** The admin menu's pages by name (without a count of new messages), opened on a phone. */
async function adminMenu(page: Page): Promise<string[]> {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
  }
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
}

test('a salesperson on a phone, from a link to the products: told in words it is not their job; their menu is theirs', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await signIn(page, DEMO_STAFF.sales.email, DEMO_STAFF.sales.password);
  // A link in a mail to a page of the admin area outside the salesperson's job.
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products is not part of your job' })).toBeVisible();
  await expect(page.getByText('Your job at the shop is Sales, which does not include Products.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New product' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const menu = await adminMenu(page);
  expect(menu).toEqual(['Dashboard', 'Orders', 'Projects', 'Plans', 'Users', 'Messages', 'Notifications']);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('staff-job')).toContainText('Your job: Sales.');
  await expect(page.getByText('Booked today')).toBeVisible();
  await expect(page.getByText('New messages and quotes')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Out of stock' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The customers' list, without the owner's buttons: no new staff, no deactivating.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New admin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Deactivate / })).toHaveCount(0);
});

test('a storekeeper: products and the showcase; orders and customers are not their job', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_STAFF.storekeeper.email, DEMO_STAFF.storekeeper.password);
  await page.goto('/admin');
  expect(await adminMenu(page)).toEqual(['Dashboard', 'Products', 'Showcase']);
  await expect(page.getByTestId('staff-job')).toContainText('Your job: Storekeeper.');
  await expect(page.getByRole('heading', { name: 'Out of stock' })).toBeVisible();
  await expect(page.getByText('Booked today')).toHaveCount(0);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New product' })).toBeVisible();

  for (const [path, label] of [
    ['/admin/orders', 'Orders'],
    ['/admin/users', 'Users'],
    ['/admin/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `${label} is not part of your job` })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('a technician sees only what their job is: their dashboard, no office page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await signIn(page, DEMO_STAFF.technician.email, DEMO_STAFF.technician.password);
  await page.goto('/admin');
  await expect(page.getByTestId('staff-job')).toContainText(
    'Your job: Technician. Only the surveys, installations and maintenance visits the office assigns.',
  );
  expect(await adminMenu(page)).toEqual(['Dashboard']);
  await page.goto('/admin/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects is not part of your job' })).toBeVisible();
  await expectNoAxeViolations(page);
});
