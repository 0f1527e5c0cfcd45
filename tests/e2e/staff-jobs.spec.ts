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
  await expect(page.getByRole('link', { name: /^New messages and quotes/ })).toBeVisible();
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

test("a technician on a phone: today's and tomorrow's visits, whom to call, where, what to bring; no office page", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await signIn(page, DEMO_STAFF.technician.email, DEMO_STAFF.technician.password);
  await page.goto('/admin');
  await expect(page.getByTestId('staff-job')).toContainText(
    'Your job: Technician. Only the surveys, installations and maintenance visits the office assigns.',
  );
  // The seed assigns the demo technician a survey today and an installation tomorrow.
  const visits = page.getByTestId('my-visit');
  await expect(visits.first().getByRole('heading')).toHaveText(/^Today, morning .*: Survey$/);
  await expect(visits.first()).toContainText('Vittin, Tamale');
  await expect(visits.first()).toContainText('NT-0421-8813');
  await expect(visits.first().getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(visits.first().getByRole('link', { name: 'WhatsApp the customer' })).toBeVisible();
  const install = visits.filter({ has: page.getByRole('heading', { name: /^Tomorrow, morning .*: Installation$/ }) });
  await expect(install).toContainText('Kpalsi, Tamale');
  await expect(install.getByRole('listitem').first()).toContainText(' × ');
  await expect(page.getByText(/GH₵/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  expect(await adminMenu(page)).toEqual(['Dashboard']);
  await page.goto('/admin/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects is not part of your job' })).toBeVisible();
  await expectNoAxeViolations(page);
});
