import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PAGES, createMessage, createTestProduct, openAsAdmin, placeOrderAs, uniqueLabel } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { axeViolations } from './support';

// Axe (WCAG 2.0/2.1/2.2 A and AA) finds no violation of any impact on any admin page or dialog at
// 390 px, 320 px and 1280 px. Each width scans every page and lists all it finds before failing.

const WIDTHS = [390, 320, 1280] as const;
// The widths are independent sweeps of a minute or two each: they run at once, each in a worker (and so each with its
// own records from the beforeAll), not one after another.
test.describe.configure({ mode: 'parallel' });
const DESKTOP = { width: 1280, height: 800 };

const CSV =
  'name,category,price,stock,featured\n"E2E axe CSV battery",Batteries,"4,500",7,no\n"E2E axe CSV broken",Fridges,-3,2,no\n';

let productName: string;
let customerEmail: string;
let pendingOrder: string;
let refundOrder: string;

test.beforeAll(async () => {
  productName = uniqueLabel('E2E Axe Inverter');
  const productId = await createTestProduct({ name: productName, stock: 20 });
  const customer = await createCustomer('axe-admin');
  customerEmail = customer.email;
  pendingOrder = await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  // Paid, then cancelled: staff owe a refund and record it on the order's page.
  refundOrder = await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  await adminDb().doc(`orders/${refundOrder}`).update({ status: 'cancelled', paymentStatus: 'refund_due' });
  await createMessage(uniqueLabel('E2E axe message'));
});

for (const width of WIDTHS) {
  test(`every admin page and dialog passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    const height = width === 1280 ? 800 : 844;
    const found: string[] = [];
    const scan = async (what: string) => {
      for (const line of await axeViolations(page)) found.push(`${what}: ${line}`);
    };
    const h1 = (name: string) => page.getByRole('heading', { level: 1, name });
    const dialog = page.getByRole('dialog');
    const confirm = page.getByRole('alertdialog');
    const loaded = (p: Page) => expect(p.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);

    await page.setViewportSize(DESKTOP);
    await openAsAdmin(page, '/admin');
    await page.setViewportSize({ width, height });

    for (const [path, heading] of ADMIN_PAGES) {
      await page.goto(path);
      await expect(h1(heading)).toBeVisible();
      await loaded(page);
      await scan(path);
    }
    if (width < 768) {
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      await scan('admin menu open');
    }

    // Products: the product form (empty, with errors, and editing), stock, CSV import, the delete confirmation.
    await page.goto('/admin/products');
    await expect(h1('Products')).toBeVisible();
    await page.getByRole('button', { name: 'New product' }).click();
    await expect(dialog).toBeVisible();
    await scan('new product form');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await scan('new product form with errors');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('search').getByLabel('Search').fill(productName);
    await expect(page.getByRole('row').filter({ hasText: productName })).toHaveCount(1);
    await scan('products, searched');
    await page.getByRole('button', { name: `Edit ${productName}`, exact: true }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(productName);
    await scan('edit product form');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Stock of ${productName}` }).click();
    await expect(dialog.getByLabel('Quantity')).toBeVisible();
    await scan('stock dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete ${productName}`, exact: true }).click();
    await expect(confirm).toBeVisible();
    await scan('delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expect(dialog).toBeVisible();
    await scan('CSV import dialog');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(dialog.getByTestId('import-summary')).toBeVisible();
    await scan('CSV import preview');
    await page.keyboard.press('Escape');

    // Orders: a pending order with its cancel confirmation; a refund to record.
    await page.goto(`/admin/orders?q=${encodeURIComponent(customerEmail)}`);
    await expect(page.getByRole('row').filter({ hasText: customerEmail }).first()).toBeVisible();
    await scan('orders, searched');
    await page.goto(`/admin/orders/${pendingOrder}`);
    await expect(page.getByTestId('order-state')).toContainText('Pending');
    await scan('order detail');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(confirm).toBeVisible();
    await scan('cancel order confirmation');
    await confirm.getByRole('button', { name: 'Keep order' }).click();
    await page.goto(`/admin/orders/${refundOrder}`);
    const refund = page.getByRole('form', { name: 'Record the refund' });
    await expect(refund).toBeVisible();
    await scan('record refund');
    await refund.getByLabel('Amount refunded (GHS)').fill('');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(refund.locator('[aria-invalid="true"]').first()).toBeVisible();
    await scan('record refund with errors');

    // Users: the new admin form and the deactivate confirmation.
    await page.goto('/admin/users');
    await page.getByRole('search').getByLabel('Search').fill(customerEmail);
    await expect(page.getByRole('row').filter({ hasText: customerEmail })).toHaveCount(1);
    await page.getByRole('button', { name: `Deactivate ${customerEmail}` }).click();
    await expect(confirm).toBeVisible();
    await scan('deactivate confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New admin' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create admin' }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await scan('new admin form with errors');
    await page.keyboard.press('Escape');

    expect(found, `axe violations at ${width} px`).toEqual([]);
  });
}
