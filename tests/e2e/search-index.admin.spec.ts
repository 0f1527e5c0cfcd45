import { expect, test } from '@playwright/test';
import { createTestProduct, openAsAdmin, productDoc, uniqueLabel } from './admin-support';
import { expectToast } from './auth-support';
import { adminDb, trackFirestoreReads } from './firestore';

/**
 * Search on a phone reads the search index built with the pages, and the products changed since (docs/search.md):
 * a misspelt word still finds the inverters, and a product staff rename is found under its new name. An admin
 * journey: it renames a product of its own.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('on a phone, "invertor" finds the inverters from the index, without reading the products', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const reads = trackFirestoreReads(page);
  const index: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/search-index.json') index.push(response.status());
  });
  await page.goto('/products');
  // The prerendered list, then its fresh prices: the page's own reads are done when it offers to add.
  await expect(
    page
      .getByRole('list', { name: 'Products' })
      .getByRole('button', { name: /^Add .+ to cart/ })
      .first(),
  ).toBeVisible();
  reads.reset();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.tap();
  await search.pressSequentially('invertor', { delay: 40 });
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: 'Growatt SPF 5000 ES 5 kVA Off-grid Inverter' })).toBeVisible();
  // (Which other products say "inverter" in their words depends on what other journeys add meanwhile: the
  // matcher's exact results on the demo catalogue are src/domain/catalog/search-index.test.ts's.)
  // A misspelling no list knows: the nearest word of the catalogue.
  await search.fill('invertr');
  await expect(results.getByRole('heading', { name: 'Growatt SPF 5000 ES 5 kVA Off-grid Inverter' })).toBeVisible();
  expect(index).toEqual([200]);
  expect(reads.products).toBe(0);
  await context.close();
});

test('a product staff rename is found under its new name by a shopper whose index was built before', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const oldName = uniqueLabel('Sunking Lantern');
  const id = await createTestProduct({ name: oldName, category: 'Accessories', brand: 'Sunking' });
  const newName = uniqueLabel('Moonbeam Solar Lamp');

  await openAsAdmin(page, '/admin/products');
  await page.getByRole('search').getByLabel('Search').fill(oldName);
  await page.getByRole('button', { name: `Edit ${oldName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(newName);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Product saved ✅');
  await expect.poll(async () => (await productDoc(id))?.name).toBe(newName);
  // The function brings the index's entry up to date after the save (the emulator takes its time under load).
  await expect
    .poll(async () => (await adminDb().doc(`searchIndexChanges/${id}`).get()).data()?.row as string | undefined, {
      timeout: 90_000,
    })
    .toContain(newName);

  const context = await browser.newContext(PHONE);
  const shop = await context.newPage();
  await shop.goto('/products');
  const search = shop.getByRole('searchbox', { name: 'Search products' });
  await search.tap();
  await search.pressSequentially('moonbeam', { delay: 40 });
  const results = shop.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: newName })).toBeVisible();
  await search.fill('sunking lantern');
  await expect(shop.getByRole('heading', { name: /^No products match/ })).toBeVisible();
  await context.close();
});
