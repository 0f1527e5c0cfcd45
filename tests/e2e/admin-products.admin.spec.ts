import { expect, test, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { createTestProduct, openAsAdmin, productDoc, row, uniqueLabel } from './admin-support';
import { DEMO_USERS, expectToast, signIn } from './auth-support';
import { adminDb, trackFirestoreReads } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Staff manage the products as the demo admin, each journey on products of its own (the database is shared by 2
 * workers): create, stock, soft delete and restore, the list read a page at a time, permanent delete, the type
 * migration and the CSV import. The products they add would show in the shop's lists: the staff group runs after
 * the shopper journeys (playwright.config.ts).
 */

async function searchProducts(page: Page, text: string, status = 'All (not deleted)') {
  await page.getByRole('search').getByLabel('Status').selectOption({ label: status });
  await page.getByRole('search').getByLabel('Search').fill(text);
  await expect(row(page, text)).toHaveCount(1);
}

async function changeStock(page: Page, name: string, mode: string, quantity: number) {
  await page.getByRole('button', { name: `Stock of ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: mode }).check();
  await dialog.getByLabel('Quantity').fill(String(quantity));
  await dialog.getByRole('button', { name: 'Update stock' }).click();
  await expectToast(page, 'Stock updated ✅');
  await expect(dialog).toHaveCount(0);
}

test('products: create one and see it in the shop, stock in each mode, soft delete and restore', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = uniqueLabel('E2E Solar Panel');
  await openAsAdmin(page, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  // Create: validated, the type follows the category, images from a bundled illustration (no Storage here).
  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('storage-unavailable')).toContainText('Image upload is not available here');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByText('Please enter the product name.')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Category').selectOption('Installation Services');
  await expect(dialog.getByLabel('Type')).toHaveValue('service');
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Category').selectOption('Solar Panels');
  await expect(dialog.getByLabel('Type')).toHaveValue('product');
  await dialog.getByLabel('Price (GHS)').fill('1234.5');
  await dialog.getByLabel('Stock', { exact: true }).fill('3');
  await dialog.getByLabel('Brand (optional)').fill('Jinko');
  await dialog.getByRole('button', { name: 'Add spec' }).click();
  await dialog.getByLabel('Spec 1 name').selectOption({ label: 'Power (W)' });
  await dialog.getByLabel('Spec 1 value').fill('450');
  await dialog.getByLabel('Or choose a bundled illustration').selectOption('/products/solar-panel.svg');
  await expect(dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expectToast(page, 'Product created ✅');

  const snap = await adminDb().collection('products').where('name', '==', name).get();
  expect(snap.size).toBe(1);
  const id = snap.docs[0]!.id;
  expect(snap.docs[0]!.data()).toMatchObject({
    type: 'product',
    price: 1234.5,
    stock: 3,
    available: true,
    specs: { powerW: 450 },
    images: ['/products/solar-panel.svg'],
    createdBy: DEMO_USERS.admin.uid,
    updatedBy: DEMO_USERS.admin.uid,
  });

  // The shop as a visitor sees it (an admin may read withdrawn products too).
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(`/products/${id}`);
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Stock: add, subtract (never below 0: out of the shop), set (back on sale).
  await searchProducts(page, name);
  await changeStock(page, name, 'Add to stock', 5);
  await expect.poll(async () => (await productDoc(id))?.stock).toBe(8);
  await changeStock(page, name, 'Take from stock', 20);
  await expect.poll(async () => productDoc(id)).toMatchObject({ stock: 0, available: false });
  await expect(row(page, name)).toContainText('Out of stock');
  await changeStock(page, name, 'Set stock to', 4);
  await expect.poll(async () => productDoc(id)).toMatchObject({ stock: 4, available: true });

  // Soft delete: gone from the shop, kept under Deleted; restore brings it back.
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, `${name} is deleted.`);
  await expect.poll(async () => productDoc(id)).toMatchObject({ available: false, deletedBy: DEMO_USERS.admin.uid });
  await shop.goto(`/products/${id}`);
  await expect(shop.getByRole('heading', { name: 'Product not found', level: 1 })).toBeVisible();

  await searchProducts(page, name, 'Deleted');
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await expectToast(page, `${name} is restored.`);
  await expect.poll(async () => productDoc(id)).toMatchObject({ available: true, deletedAt: null, deletedBy: null });
  await shop.goto(`/products/${id}`);
  await expect(shop.getByRole('heading', { name, level: 1 })).toBeVisible();
  await shopContext.close();
});

test('products: the list reads a page at a time and filters and searches on the server', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.waitForLoadState('networkidle');
  const reads = trackFirestoreReads(page); // from here: the home page read its featured products
  await page.goto('/admin/products');
  const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await page.waitForLoadState('networkidle');
  // One page and one document more to know whether another page exists; never the whole catalogue.
  expect(reads.products).toBeLessThanOrEqual(26);

  reads.reset();
  await page.getByRole('button', { name: 'Load more products' }).click();
  await expect(rows.nth(25)).toBeVisible(); // the next page, after the first
  await page.waitForLoadState('networkidle');
  expect(reads.products).toBeLessThanOrEqual(26);

  // A search is answered by the server: only the products it finds are read.
  reads.reset();
  await page.getByRole('search').getByLabel('Search').fill('deye hybrid');
  await expect(rows.first()).toContainText('Deye');
  await page.waitForLoadState('networkidle');
  const found = await rows.count();
  for (const name of await rows.locator('td:first-child div:first-child').allInnerTexts()) {
    expect(name.toLowerCase()).toMatch(/deye.*hybrid|hybrid.*deye/);
  }
  expect(reads.products).toBeLessThanOrEqual(found + 1);

  // Low stock: each product at or below its own low-stock level, and nothing else read.
  const lowStock = await createTestProduct({ stock: 3, lowStockThreshold: 4 });
  const lowName = (await productDoc(lowStock))?.name as string;
  await page.getByRole('search').getByLabel('Search').fill('');
  reads.reset();
  await page.getByRole('search').getByLabel('Status').selectOption({ label: 'Low stock' });
  await expect(row(page, lowName)).toContainText('Only 3 left');
  await page.waitForLoadState('networkidle');
  const low = await rows.count();
  await expect(rows.filter({ hasText: /Only \d+ left/ })).toHaveCount(low);
  expect(reads.products).toBeLessThanOrEqual(low + 1);
  await expectNoAxeViolations(page);
});

test('products: permanent delete asks first; old records get their type migrated', async ({ page }) => {
  const gone = await createTestProduct({
    available: false,
    deletedAt: Timestamp.now(),
    deletedBy: DEMO_USERS.admin.uid,
  });
  const goneName = (await productDoc(gone))?.name as string;
  const old = await createTestProduct({ category: 'Maintenance Services', stock: 0 });
  await adminDb().doc(`products/${old}`).update({ type: FieldValue.delete() });

  await openAsAdmin(page, '/admin/products');
  await searchProducts(page, goneName, 'Deleted');
  await page.getByRole('button', { name: `Delete ${goneName} permanently` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('cannot be restored');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await productDoc(gone)).toBeDefined();
  await page.getByRole('button', { name: `Delete ${goneName} permanently` }).click();
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expectToast(page, `${goneName} is permanently deleted.`);
  await expect.poll(async () => productDoc(gone)).toBeUndefined();

  await page.getByRole('button', { name: 'Set the product type from each category' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Set the types' }).click();
  await expectToast(page, 'Product types set ✅');
  await expect.poll(async () => (await productDoc(old))?.type).toBe('service');
});

test('products: a CSV import previews the rows, reports the bad one and writes the rest at once', async ({ page }) => {
  const first = uniqueLabel('E2E CSV Battery');
  const second = uniqueLabel('E2E CSV Audit');
  const csv =
    'name,category,price,stock,featured,spec.capacityAh\n' +
    `"${first}",Batteries,"4,500",7,no,100\n` +
    `"E2E CSV broken",Fridges,-3,2,no,\n` +
    `"${second}",Consultation Services,300,,,\n`;
  await openAsAdmin(page, '/admin/products');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '2 products ready to import; 1 row has problems and will be left out.',
  );
  await expect(dialog.getByRole('list', { name: 'Rows with problems' })).toHaveText(
    'Row 3: Please choose a category. Please enter a price in GHS from 0 to 10,000,000, with at most 2 decimals.',
  );
  await expect(dialog.getByRole('table', { name: 'Products to import' }).getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Import 2 products' }).click();
  await expectToast(page, 'Products imported ✅', '2 products were added.');

  const imported = await adminDb().collection('products').where('name', 'in', [first, second]).get();
  const byName = Object.fromEntries(imported.docs.map((d) => [d.get('name'), d.data()]));
  expect(byName[first]).toMatchObject({
    type: 'product',
    price: 4500,
    stock: 7,
    available: true,
    specs: { capacityAh: 100 },
  });
  expect(byName[second]).toMatchObject({ type: 'service', stock: 0, available: true, createdBy: DEMO_USERS.admin.uid });
  expect((await adminDb().collection('products').where('name', '==', 'E2E CSV broken').get()).size).toBe(0);
});
