import { expect, test, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  ADMIN_PAGES,
  createTestProduct,
  createMessage,
  openAsAdmin,
  placeOrderAs,
  productDoc,
  uniqueLabel,
} from './admin-support';
import { authDialog, createCustomer, DEMO_USERS, expectToast, getUserRecord, input, signIn } from './auth-support';
import { adminDb, trackFirestoreReads } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * The admin area's journeys as the demo admin, each on records of its own (the database is shared by 2 workers). The
 * products and orders they add would show in the shop's lists: this file runs after the shopper journeys
 * (playwright.config.ts).
 */

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

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

test('orders: one moves through its statuses and is paid; another is cancelled and its stock restored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('admin-orders');
  const productId = await createTestProduct({ stock: 10 });
  const delivered = await placeOrderAs(customer, [{ productId, quantity: 2 }]);
  const cancelled = await placeOrderAs(customer, [{ productId, quantity: 2 }]);
  expect((await productDoc(productId))?.stock).toBe(6);

  await openAsAdmin(page, `/admin/orders?q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/orders/${delivered}`);
  const state = page.getByTestId('order-state');
  await expect(state).toContainText('Pending');
  for (const [button, label] of [
    ['Mark confirmed', 'Confirmed'],
    ['Mark processing', 'Processing'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(state).toContainText(label);
  }
  // A delivery order is never offered "ready for pickup".
  await expect(page.getByRole('button', { name: 'Mark ready for pickup' })).toHaveCount(0);
  await page.getByLabel('Note for the timeline (optional)').fill('Rider Issah, 0241234567');
  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(state).toContainText('Out for delivery');
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  // Unpaid: staff are asked whether the payment was collected; not yet.
  await page
    .getByRole('dialog', { name: 'Was the payment collected?' })
    .getByRole('button', { name: 'No, still unpaid' })
    .click();
  await expect(state).toContainText('Delivered');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const payment = page.getByRole('dialog', { name: 'Mark as paid' });
  await payment.getByRole('radio', { name: 'Cash' }).check();
  await payment.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(state).toContainText('Paid');
  await expect(page.getByText('Nothing left to do')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(6);
  await expect(timeline.nth(3)).toContainText('Rider Issah, 0241234567');
  await expect(timeline.nth(5)).toContainText('Payment: Paid');
  await expectNoAxeViolations(page);
  expect((await adminDb().doc(`orders/${delivered}`).get()).data()).toMatchObject({
    status: 'delivered',
    paymentStatus: 'paid',
  });

  await page.goto(`/admin/orders/${cancelled}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('order-state')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect.poll(async () => (await productDoc(productId))?.stock).toBe(8);
});

test('orders: a paid order the customer cancels is "Refund due" to both; staff record the refund and both see "Refunded"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('admin-refund');
  const productId = await createTestProduct({ stock: 10 });
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  const orderRef = adminDb().doc(`orders/${orderId}`);
  const total = (await orderRef.get()).get('total') as number;
  const totalText = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' }).format(total);

  // Staff marked it paid (Mobile Money on delivery, paid early); it is still pending.
  await openAsAdmin(page, `/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const payment = page.getByRole('dialog', { name: 'Mark as paid' });
  await payment.getByRole('radio', { name: 'Mobile Money' }).check();
  await payment.getByLabel('Reference').fill('MP241123.0900.A10001');
  await payment.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByTestId('order-state')).toContainText('Paid');

  // The customer cancels it: a refund is due, said on their order page and in its timeline.
  const context = await browser.newContext();
  const shop = await context.newPage();
  await shop.goto('/');
  await signIn(shop, customer.email, customer.password);
  await shop.goto(`/order-details/${orderId}`);
  await shop.getByRole('button', { name: 'Cancel order' }).click();
  await shop
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(shop.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(shop.getByTestId('payment-status')).toHaveText('Refund due');
  await expect(shop.getByRole('status').filter({ hasText: 'we owe you a refund' })).toBeVisible();
  await expect(shop.getByRole('list', { name: 'Order timeline' })).toContainText('Payment: Refund due');
  await expectNoAxeViolations(shop);
  expect((await orderRef.get()).get('paymentStatus')).toBe('refund_due');

  // Staff see it among the refunds due and record the refund.
  await page.goto(`/admin/orders?payment=refund_due&q=${encodeURIComponent(customer.email)}`);
  await expect(row(page, 'Refund due')).toHaveCount(1);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByTestId('order-state')).toContainText('Refund due');
  const form = page.getByRole('form', { name: 'Record the refund' });
  await expect(form.getByLabel('Amount refunded (GHS)')).toHaveValue(total.toFixed(2));
  await form.getByRole('radio', { name: 'Mobile Money' }).check();
  await form.getByLabel('Reference').fill('MP240512.1234.A56789');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Record refund' }).click();
  await expectToast(page, 'Refund recorded');
  await expect(page.getByTestId('order-state')).toContainText('Refunded');
  await expect(page.getByTestId('refund-record')).toContainText(`Refunded ${totalText} by Mobile Money`);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Payment: Refunded');
  expect((await orderRef.get()).data()).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'refunded',
    refund: { amount: total, method: 'mobile_money', reference: 'MP240512.1234.A56789', by: DEMO_USERS.admin.uid },
  });

  // The customer sees it refunded.
  await shop.reload();
  await expect(shop.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(shop.getByText(`Refunded ${totalText} by Mobile Money.`)).toBeVisible();
  await shop.goto('/orders');
  const orderNumber = (await orderRef.get()).get('number') as string;
  await expect(shop.getByRole('link', { name: `Order ${orderNumber}` }).getByTestId('payment-status')).toHaveText(
    'Refunded',
  );
  await context.close();
});

test("orders: a fourth order waiting for confirmation is refused at checkout with the reason and the shop's numbers", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('admin-pending-limit');
  const productId = await createTestProduct({ stock: 20 });
  for (let i = 0; i < 3; i++) await placeOrderAs(customer, [{ productId, quantity: 1 }]);
  const name = (await productDoc(productId))?.name as string;

  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto(`/products/${productId}`);
  await page
    .getByRole('button', { name: new RegExp(`^Add ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to cart`) })
    .click();
  await expectToast(page, `${name} added to cart.`);
  await page.getByRole('button', { name: /^Cart, / }).click();
  await page.getByRole('dialog', { name: 'Your Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: /Pickup at our Tamale shop/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'You already have 3 orders waiting for our confirmation' });
  await expect(alert).toContainText('Please call or WhatsApp the shop to confirm or change them, then order again.');
  await expect(alert.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await expect(alert.getByRole('link').first()).toHaveAttribute('href', /^tel:\+?\d+/);
  expect((await adminDb().collection('orders').where('userId', '==', customer.uid).get()).size).toBe(3);
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
  await dialog.getByLabel('Password').fill('Str0ngPass!');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create admin' }).click();
  await expectToast(page, 'Admin created ✅');
  const created = await adminDb().collection('users').where('email', '==', email).get();
  expect(created.docs[0]?.data()).toMatchObject({ role: 'admin', isActive: true, createdBy: DEMO_USERS.admin.uid });

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
