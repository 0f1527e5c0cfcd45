import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import type { RecordedSms } from '../../scripts/lib/sms-standin';
import { ghsText } from '@domain/notifications/notification-text';
import { orderNumberOf } from '@domain/order/order-number';
import { createTestProduct, openAsAdmin, uniqueLabel } from './admin-support';
import { authDialog, createCustomer, signIn, signOut } from './auth-support';
import { fillDeliveryAddress } from './checkout-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { env, linkIn, mailsTo } from './mail-support';

/**
 * A shopper places an order and the mail arrives in the local SMTP server (MailDev, read through its
 * API) with the order number and total; staff move the order to "out for delivery" and the SMS stand-in receives
 * the SMS; staff see the notifications and send a failed one again. The new screens pass axe at 390 and 1280 px.
 */

const smsTo = async (phone: string) =>
  ((await (await fetch(`${env('SMS_STANDIN_URL')}/__standin/messages`)).json()) as RecordedSms[]).filter(
    (m) => m.to === phone,
  );
/** A number of this test alone: 020 and 7 random digits, local and +233 forms. */
function newPhone() {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  return { local: `020${digits}`, e164: `+23320${digits}` };
}

/** The signed-in shopper orders one of the product, delivered to `phone`; resolves with the order's id. */
async function orderOne(page: Page, productId: string, productName: string, phone: string): Promise<string> {
  await page.goto(`/products/${productId}`);
  await page.getByRole('button', { name: new RegExp(`^Add ${productName} to cart`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
  await fillDeliveryAddress(page);
  await page.getByRole('form', { name: 'Checkout' }).getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const orderId = /\/order-confirmation\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  expect(orderId).not.toBe('');
  return orderId;
}

async function scanAt(page: Page, widths: readonly number[], ready: () => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await ready();
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an order is mailed to the shopper, its delivery is texted, and staff see and resend notifications', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer('notify');
  const productName = uniqueLabel('E2E Notify Inverter');
  const productId = await createTestProduct({ name: productName, price: 1000, stock: 5 });
  const phone = newPhone();

  // --- The shopper's choice: both by default, in Account Settings ----------------------------------------------
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.getByRole('button', { name: `Account menu for ${customer.displayName}` }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  const dialog = authDialog(page);
  await dialog.getByRole('tab', { name: 'Notifications' }).click();
  const both = dialog.getByRole('radio', { name: 'E-mail and SMS' });
  await expect(both).toBeChecked();
  await scanAt(page, [390, 1280], () => expect(both).toBeVisible());
  await dialog.getByRole('radio', { name: 'SMS only' }).check();
  await dialog.getByRole('button', { name: 'Save Choice' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Notification choice saved.' })).toBeVisible();
  await expect.poll(async () => (await adminDb().doc(`users/${customer.uid}`).get()).get('notifyBy')).toBe('sms');
  // Back to both: the order's mail and its SMS.
  await both.check();
  await dialog.getByRole('button', { name: 'Save Choice' }).click();
  await expect.poll(async () => (await adminDb().doc(`users/${customer.uid}`).get()).get('notifyBy')).toBe('both');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // --- The order, and its mail in MailDev -------------------------------------------------------------------
  const orderId = await orderOne(page, productId, productName, phone.local);
  const order = (await adminDb().doc(`orders/${orderId}`).get()).data() ?? {};
  const number = orderNumberOf({ id: orderId, number: (order.number as string | undefined) ?? null });
  const total = ghsText(order.total as number);

  await expect.poll(() => mailsTo(customer.email), { timeout: 30_000 }).toHaveLength(1);
  const [mail] = await mailsTo(customer.email);
  expect(mail?.subject).toContain(number);
  expect(mail?.text).toContain(number);
  expect(mail?.text).toContain(`Total: ${total}`);
  expect(mail?.html).toContain(total);
  expect(mail?.text).toContain(`/order-details/${orderId}`);
  await expect.poll(() => smsTo(phone.e164), { timeout: 30_000 }).toHaveLength(1);

  // --- Staff move it to out for delivery: the SMS stand-in receives it ------------------------------------------
  await signOut(page);
  await openAsAdmin(page, `/admin/orders/${orderId}`);
  const state = page.getByTestId('order-state');
  for (const [button, label] of [
    ['Mark confirmed', 'Confirmed'],
    ['Mark processing', 'Processing'],
    ['Mark out for delivery', 'Out for delivery'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(state).toContainText(label);
  }
  await expect
    .poll(async () => (await smsTo(phone.e164)).map((m) => m.message), { timeout: 30_000 })
    .toContainEqual(`Savanna Solar: order ${number} is out for delivery. Our driver will call you before arriving.`);

  // --- The staff page: recent notifications, and a failed one sent again ---------------------------------------
  const failedPhone = newPhone();
  const failedId = `e2e-failed-${Date.now().toString(36)}`;
  await adminDb()
    .doc(`notifications/${failedId}`)
    .set({
      channel: 'sms',
      to: failedPhone.e164,
      audience: 'customer',
      template: 'order_status',
      data: { orderNumber: number, status: 'confirmed' },
      orderId,
      status: 'failed',
      attempts: 4,
      providerAnswer: 'SMS refused: Service temporarily unavailable',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      sentAt: null,
      nextAttemptAt: null,
    });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Recent notifications, newest first' });
  const outForDelivery = table.locator(`[data-notification="${orderId}-status-out_for_delivery-customer-sms"]`);
  await expect(outForDelivery).toContainText('Sent');
  await expect(outForDelivery).toContainText(`Order ${number}`);
  // The answer in staff's words, the provider's reference apart.
  await expect(outForDelivery).toContainText('Accepted by the SMS provider.');
  await expect(outForDelivery).toContainText(/Reference standin-\d+/);
  await expect(outForDelivery).not.toContainText('Arkesel');
  const failed = table.locator(`[data-notification="${failedId}"]`);
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('The SMS provider refused it.');
  await expect(failed).toContainText('Its answer: Service temporarily unavailable');
  await scanAt(page, [390, 1280], () => expect(failed).toBeVisible());

  await failed.getByRole('button', { name: /^Send again/ }).click();
  await expect(failed).toContainText('Sent');
  await expect(failed).not.toContainText('Send again');
  expect((await smsTo(failedPhone.e164)).map((m) => m.message)).toEqual([
    `Savanna Solar: order ${number} is confirmed. We are preparing it.`,
  ]);
});

test('staff choose who is told of new orders, and a wrong number is refused in words', async ({ page }) => {
  await openAsAdmin(page, '/admin/notifications');
  const form = page.getByRole('form', { name: 'Staff recipients' });
  await form.getByLabel('E-mail addresses').fill('sales@example.com\nOwner@Example.com');
  await form.getByLabel('Mobile numbers').fill('024 123 4567\n12345');
  await form.getByRole('button', { name: 'Save Recipients' }).click();
  await expect(form.getByText('"12345" is not a Ghana phone number (e.g. 024 123 4567).')).toBeVisible();
  await expect(form.getByLabel('Mobile numbers')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Mobile numbers').fill('024 123 4567');
  await form.getByLabel('Send SMS to staff').uncheck();
  await form.getByRole('button', { name: 'Save Recipients' }).click();
  await expect(page.getByText('Notification recipients saved.')).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc('settings/notifications').get()).data())
    .toMatchObject({
      emailEnabled: true,
      smsEnabled: false,
      emails: ['sales@example.com', 'owner@example.com'],
      phones: ['+233241234567'],
    });
  await page.reload();
  await expect(form.getByLabel('Mobile numbers')).toHaveValue('+233 24 123 4567');
  await expect(form.getByLabel('Send SMS to staff')).not.toBeChecked();
  await adminDb().doc('settings/notifications').delete();
});

test("the link in each order e-mail opens that order: the shopper's own page for her, the admin's for staff", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const staffEmail = `staff-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  const staffPhone = newPhone();

  // --- Until staff save a mobile number for their alerts, the dashboard asks for one -------------------------
  await adminDb().doc('settings/notifications').delete();
  await openAsAdmin(page, '/admin');
  const staffAlerts = page
    .getByRole('list', { name: 'Setup checklist' })
    .getByRole('listitem')
    .filter({ hasText: 'Mobile number for staff alerts' });
  await expect(staffAlerts).toContainText(
    'No SMS tells the staff of new orders and enquiries until you add a mobile number for them.',
  );
  await staffAlerts.getByRole('link', { name: /^Add it in Notifications ?: Mobile number for staff alerts$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Staff recipients' });
  await expect(form).toContainText('no SMS is sent to staff');
  await form.getByLabel('E-mail addresses').fill(staffEmail);
  await form.getByLabel('Mobile numbers').fill('037 202 2345');
  await form.getByRole('button', { name: 'Save Recipients' }).click();
  await expect(
    form.getByText('"037 202 2345" is a landline: SMS need a mobile number (e.g. 024 123 4567).'),
  ).toBeVisible();
  await form.getByLabel('Mobile numbers').fill(staffPhone.local);
  await form.getByRole('button', { name: 'Save Recipients' }).click();
  await expect(page.getByText('Notification recipients saved.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Add it in Notifications/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to shop' }).click();
  await signOut(page);

  try {
    // --- A shopper orders; her mail's link opens her order -----------------------------------------------------
    const customer = await createCustomer('maillink');
    const productName = uniqueLabel('E2E Mail Link Battery');
    const productId = await createTestProduct({ name: productName, price: 1000, stock: 5 });
    await signIn(page, customer.email, customer.password);
    const orderId = await orderOne(page, productId, productName, newPhone().local);
    const order = (await adminDb().doc(`orders/${orderId}`).get()).data() ?? {};
    const number = orderNumberOf({ id: orderId, number: (order.number as string | undefined) ?? null });

    await expect.poll(() => mailsTo(customer.email), { timeout: 30_000 }).toHaveLength(1);
    const yours = linkIn((await mailsTo(customer.email))[0], 'See your order');
    await page.goto(yours);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await expect(page.getByText(productName)).toBeVisible();

    // --- The staff's alert links to the admin's order page, and staff see the order there ---------------------
    const staffMail = async () =>
      (await mailsTo(staffEmail)).filter((m) => m.subject.startsWith(`New order ${number}:`));
    await expect.poll(staffMail, { timeout: 30_000 }).toHaveLength(1);
    const [alert] = await staffMail();
    expect(alert?.text).not.toContain('your order');
    const staffLink = linkIn(alert, 'Open the order');
    await signOut(page);
    await openAsAdmin(page, staffLink);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByTestId('order-state')).toContainText('Pending');
    // Its SMS went to the staff's mobile number (orders other journeys place meanwhile are told there too).
    const staffSms = async () =>
      (await smsTo(staffPhone.e164)).filter((sms) => sms.message.startsWith(`New order ${number}:`));
    await expect.poll(staffSms, { timeout: 30_000 }).toHaveLength(1);
  } finally {
    await adminDb().doc('settings/notifications').delete();
  }
});
