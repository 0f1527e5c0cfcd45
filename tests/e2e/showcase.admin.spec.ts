import { expect, test, type Page } from '@playwright/test';
import { openAsAdmin, uniqueLabel } from './admin-support';
import { expectToast } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Staff manage the home page's installations and testimonials (add, edit with a picture,
 * order, hide) at 1280 px; the storefront shows the visible ones in staff's order.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** The home page as a visitor who arrives from another page (its lists read fresh, not the prerendered copy). */
async function storefrontInstallations(page: Page): Promise<string[]> {
  await page.goto('/products?q=inverter');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Savanna Solar home' }).click();
  const items = page.locator('#installations').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return items.locator('h3').allTextContents();
}

test('staff add an installation with a picture, move it up, hide it; the home page follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = uniqueLabel('E2E Clinic solar');
  try {
    await openAsAdmin(page, '/admin/showcase');
    await expect(page.getByRole('heading', { name: 'Installations and testimonials', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Installations' });
    await expect(list.getByRole('listitem').first()).toBeVisible(); // the seeded ones
    const before = await list.getByRole('listitem').count();

    await page.getByRole('button', { name: 'Add installation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New installation' });
    await dialog.getByRole('button', { name: 'Save installation' }).click();
    await expect(dialog.getByText("Please give the picture's web address")).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Where').fill('Savelugu, Northern Region');
    await dialog.getByLabel('System size (optional)').fill('3 kVA, 6 panels');
    await dialog.getByLabel("Or choose one of the shop's drawings").selectOption({ label: 'Clinic' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save installation' }).click();
    await expectToast(page, 'Saved ✅');
    await expect(list.getByRole('listitem')).toHaveCount(before + 1);
    await expect(list.getByRole('listitem').last()).toContainText(title);
    await expect(list.getByRole('listitem').last()).toContainText('Shown');

    // Move it up one place: it comes before the one that was last.
    const previousLast = (await list
      .getByRole('listitem')
      .nth(before - 1)
      .locator('span.font-medium')
      .textContent())!;
    await page.getByRole('button', { name: `Move ${title} up` }).click();
    await expect(list.getByRole('listitem').nth(before - 1)).toContainText(title);
    await expectNoAxeViolations(page);

    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const shown = await storefrontInstallations(visitor);
    expect(shown.indexOf(title)).toBeGreaterThanOrEqual(0);
    expect(shown.indexOf(title)).toBe(shown.indexOf(previousLast) - 1);

    // Edit it, then hide it: the home page no longer shows it; the admin list still does.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await edit.getByLabel('What was installed (optional)').fill('Lights and a vaccine fridge, day and night.');
    await edit.getByRole('button', { name: 'Save installation' }).click();
    await expectToast(page, 'Saved ✅');
    await page.getByRole('button', { name: `Hide ${title}` }).click();
    await expectToast(page, 'Hidden from the home page');
    await expect(list.getByRole('listitem').filter({ hasText: title })).toContainText('Hidden');
    const stored = (await adminDb().collection('installations').where('title', '==', title).get()).docs[0]?.data();
    expect(stored).toMatchObject({
      visible: false,
      image: '/installations/clinic.svg',
      description: 'Lights and a vaccine fridge, day and night.',
    });
    await visitor.context().close();
    // A visitor after the change (the first one's page keeps what it read for 10 minutes, as any list does).
    const later = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    expect(await storefrontInstallations(later)).not.toContain(title);
    await later.context().close();
  } finally {
    const made = await adminDb().collection('installations').where('title', '==', title).get();
    await Promise.all(made.docs.map((d) => d.ref.delete()));
  }
});

test('staff add a testimonial, hidden until they show it', async ({ page }) => {
  const name = uniqueLabel('E2E Gifty');
  try {
    await openAsAdmin(page, '/admin/showcase');
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'New testimonial' });
    await dialog.getByLabel("Customer's name").fill(name);
    await dialog.getByLabel('Rating').selectOption({ label: '4 of 5 stars' });
    await dialog.getByLabel('What they said').fill('No more dumsor in my shop.');
    await dialog.getByLabel('Show on the home page').uncheck();
    await dialog.getByRole('button', { name: 'Save testimonial' }).click();
    await expectToast(page, 'Saved ✅');
    const item = page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem').filter({ hasText: name });
    await expect(item).toContainText('Hidden');
    await expect(item).toContainText('4 of 5 stars');
    await page.getByRole('button', { name: `Show ${name}` }).click();
    await expect(item).toContainText('Shown');
    const stored = (await adminDb().collection('testimonials').where('name', '==', name).get()).docs[0]?.data();
    expect(stored).toMatchObject({ visible: true, rating: 4 });
  } finally {
    const made = await adminDb().collection('testimonials').where('name', '==', name).get();
    await Promise.all(made.docs.map((d) => d.ref.delete()));
  }
});
