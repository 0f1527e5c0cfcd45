import { expect, test } from '@playwright/test';
import { createTestProduct, openAsAdmin, placeOrderAs, productDoc, uniqueLabel } from './admin-support';
import { createCustomer } from './auth-support';
import { expectFocus, press, tabTo, typeInto } from './keyboard';

// An admin with the keyboard alone (no mouse, no click()) edits a product's price and moves an order
// to confirmed; focus returns to the Edit button when the form closes and stays on the action button while busy.

test('a keyboard-only admin edits a product price and moves an order to confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const name = uniqueLabel('E2E Keyboard Inverter');
  const productId = await createTestProduct({ name, stock: 10 });
  const customer = await createCustomer('keyboard-admin');
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 1 }]);

  // --- Edit the price: the form dialog closes onto its Edit button ------------------------------------------
  await openAsAdmin(page, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await typeInto(page, page.getByRole('search').getByLabel('Search'), name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  const edit = page.getByRole('button', { name: `Edit ${name}`, exact: true });
  await press(page, edit);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(name);
  await typeInto(page, dialog.getByLabel('Price (GHS)'), '2750');
  await press(page, dialog.getByRole('button', { name: 'Save changes' }));
  await expect(dialog).toHaveCount(0);
  await expectFocus(edit);
  await expect.poll(async () => (await productDoc(productId))?.price).toBe(2750);

  // --- Move the order to confirmed: focus stays on the action button while it works and after ---------------
  await page.goto(`/admin/orders/${orderId}`);
  const state = page.getByTestId('order-state');
  await expect(state).toContainText('Pending');
  await tabTo(page, page.getByRole('button', { name: 'Mark confirmed' }));
  await page.keyboard.press('Enter');
  await expect(state).toContainText('Confirmed');
  // The same button now offers the next step, and still has focus.
  await expectFocus(page.getByRole('button', { name: 'Mark processing' }));
});
