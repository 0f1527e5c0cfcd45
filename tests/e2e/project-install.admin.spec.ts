import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import type { MailDevEmail } from '../../scripts/lib/maildev';
import { DEMO_STAFF, SEED_PRODUCTS } from '../../scripts/seed-data';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { formatGhs } from '../../src/lib/money';
import { openAsAdmin } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { linkIn, mailsTo } from './mail-support';
import { customerOpens } from './project-support';
import { APPROVING_WALLET } from './checkout-support';

/**
 * A project from its paid deposit to its commissioning, as staff and the customer live it (docs/projects.md,
 * "Installation and balance"): staff book the installation at 1280 px and the customer's mail brings the invite;
 * staff mark it installed with a serial number per unit (a missing one said at its product, nothing typed lost);
 * the customer opens the mail's link on a phone and pays the balance with the approving test wallet; staff
 * commission it, and the warranty register is stored.
 */

type MailWithFiles = MailDevEmail & { attachments?: { filename: string; contentType: string }[] };

/**
 * A product of the demo catalogue in `category`, on sale, as it is now: its id, name and price. Not whatever comes
 * first in the category: other journeys add products meanwhile (without a warranty, for one).
 */
async function productIn(category: string) {
  const seeded = SEED_PRODUCTS.find((p) => p.category === category && p.available && p.type !== 'service');
  if (!seeded) throw new Error(`No demo product in ${category}`);
  const doc = await adminDb().doc(`products/${seeded.id}`).get();
  return { id: doc.id, name: doc.get('name') as string, price: doc.get('price') as number };
}

/**
 * A new customer's project at deposit_paid, as accepting option 1 and paying its deposit leave it: 2 panels, an
 * inverter and a battery of the seeded catalogue, and a mounting kit (no serial number).
 */
async function projectAtDepositPaid(customer: { uid: string; email: string; displayName: string }) {
  const id = `e2e-${randomUUID()}`;
  const number = `SP-2611-${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const now = Timestamp.now();
  const [panel, inverter, battery, accessory] = await Promise.all(
    ['Solar Panels', 'Inverters', 'Batteries', 'Accessories'].map(productIn),
  );
  const lines = [
    { ...panel!, quantity: 2 },
    { ...inverter!, quantity: 1 },
    { ...battery!, quantity: 1 },
    { ...accessory!, quantity: 1 },
  ].map(({ id: productId, name, price, quantity }) => ({ productId, name, kind: 'product', price, quantity }));
  const total = lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0) / 100;
  const deposit = Math.ceil(total * 30) / 100;
  await adminDb()
    .doc(`projects/${id}/proposals/v1`)
    .set({
      version: 1,
      issuedAt: now,
      validUntil: Timestamp.fromMillis(Date.now() + 14 * 86_400_000),
      issuedBy: 'system',
      issuedByName: 'Test staff',
      options: [
        {
          title: 'Solar + backup',
          lines,
          discount: null,
          subtotal: total,
          taxRate: 0,
          tax: 0,
          delivery: 0,
          total,
          deposit,
          figures: { dailyWh: 3000, backupHours: 6, panelW: 900, batteryWh: 2400, inverterVa: 3000 },
          savings: { generatorPerMonth: 300, prepaidPerMonth: 100, perMonth: 400, paybackMonths: 12 },
        },
      ],
      note: '',
    });
  await adminDb()
    .doc(`projects/${id}`)
    .set({
      number,
      kind: 'installation',
      stage: 'deposit_paid',
      userId: customer.uid,
      customer: { name: customer.displayName, phone: '+233241234567', email: customer.email },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Behind the mosque' },
      sizing: null,
      fromProductId: null,
      message: '',
      requestedSlot: null,
      surveySlot: { day: '2026-11-20', slot: 'morning' },
      survey: null,
      proposalVersion: 1,
      proposalValidUntil: null,
      accepted: {
        version: 1,
        option: 0,
        optionTitle: 'Solar + backup',
        signedName: customer.displayName,
        at: now,
        total,
        deposit,
        terms: 'As shown',
      },
      money: {
        depositStatus: 'paid',
        depositDueBy: null,
        depositPaidAt: now,
        depositReference: 'Cash',
        balanceStatus: 'awaiting',
        balancePaidAt: null,
        balanceReference: '',
        paymentAttempts: [],
      },
      installation: null,
      commissionedAt: null,
      warranties: [],
      rating: null,
      servicesProjectId: null,
      closedReason: '',
      timeline: [{ stage: 'deposit_paid', at: now, by: 'system', note: 'Deposit received' }],
      searchKeys: [number.toLowerCase()],
      createdAt: now,
      updatedAt: now,
    });
  return { id, number, panel: panel!, inverter: inverter!, battery: battery!, balance: total - deposit };
}

test('staff book, install with serials and commission; the customer pays the balance by Mobile Money', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await createCustomer('install');
  const project = await projectAtDepositPaid(customer);
  const day = shopDay(new Date(Date.now() + 2 * 86_400_000));

  // Staff book the installation: the day, the time of day, the demo technician and a helper without an account.
  await openAsAdmin(page, `/admin/projects/${project.id}`);
  const booking = page.getByRole('form', { name: 'Installation visit' });
  await booking.getByLabel('Day', { exact: true }).fill(day);
  await booking.getByLabel('Time of day').selectOption('afternoon');
  await booking.getByRole('checkbox', { name: DEMO_STAFF.technician.displayName }).check();
  await booking.getByLabel('Other helpers', { exact: true }).fill('Ama Owusu');
  await booking.getByRole('button', { name: 'Book the installation' }).click();
  // Each callable's first call starts its worker in the emulators: its answer gets the payment's time (30 s).
  await expect(page.getByTestId('install-slot')).toContainText('afternoon', { timeout: 30_000 });
  await expectNoAxeViolations(page);

  // The customer's mail brings the installation's calendar invite.
  const mail = async () =>
    (await mailsTo<MailWithFiles>(customer.email)).find((m) => m.subject.includes(`installation of ${project.number}`));
  await expect
    .poll(async () => (await mail())?.attachments?.map((a) => a.filename), { timeout: 30_000 })
    .toEqual(['installation.ics']);

  // Marked installed: a panel's second serial missing is said at the panels; what was typed stays.
  const installed = page.getByRole('form', { name: 'Mark installed' });
  await installed.getByLabel(`${project.panel.name}, unit 1`, { exact: true }).fill('PNL-2611-0001');
  await installed.getByLabel(`${project.inverter.name}, unit 1`, { exact: true }).fill('INV-88231');
  await installed.getByLabel(`${project.battery.name}, unit 1`, { exact: true }).fill('BAT-55012');
  await installed.getByLabel('Value of reading 1', { exact: true }).fill('52.8 V');
  await installed.getByRole('button', { name: 'Mark installed' }).click();
  await expect(
    installed.getByText(`Enter 2 serial numbers for ${project.panel.name}, one for each unit installed.`),
  ).toBeVisible();
  await expect(installed.getByLabel(`${project.panel.name}, unit 1`, { exact: true })).toHaveValue('PNL-2611-0001');
  await expect(installed.getByLabel('Value of reading 1', { exact: true })).toHaveValue('52.8 V');
  await expectNoAxeViolations(page);
  await installed.getByLabel(`${project.panel.name}, unit 2`, { exact: true }).fill('PNL-2611-0002');
  await installed.getByRole('button', { name: 'Mark installed' }).click();
  // Booked for 2 days ahead: staff confirm it was installed today, and today is recorded.
  await expect(installed.getByRole('alert')).toContainText(`The installation is booked for ${formatDay(day)}`);
  await installed.getByRole('button', { name: 'Mark installed' }).click();
  await expect(page.getByRole('list', { name: 'Serial numbers' })).toContainText('PNL-2611-0002', {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Commission' })).toBeVisible();

  // The customer opens the mail's link on their phone and pays the balance.
  const phone = await customerOpens(browser, linkIn(await mail(), 'See your project'), customer);
  const shop = phone.page;
  await expect(shop.getByRole('heading', { level: 1, name: `Project ${project.number}` })).toBeVisible();
  await expect(shop.getByText(`${DEMO_STAFF.technician.displayName}, Ama Owusu`)).toBeVisible();
  const pay = shop.getByRole('region', { name: 'Pay the balance' });
  await expect(pay).toContainText(formatGhs(project.balance));
  await expectNoAxeViolations(shop);
  await pay.getByLabel('Mobile Money number').fill(APPROVING_WALLET);
  await pay.getByRole('radio', { name: 'MTN', exact: true }).check();
  await pay.getByRole('button', { name: 'Send the payment request' }).click();
  await expect(shop.getByRole('heading', { name: 'Paid in full' })).toBeVisible({ timeout: 30_000 });

  // Staff commission it: the warranty register is written.
  await page.reload();
  await page.getByRole('button', { name: 'Commission' }).click();
  await expect(page.getByText('Commissioned', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const stored = (await adminDb().doc(`projects/${project.id}`).get()).data()!;
  expect(stored).toMatchObject({ stage: 'commissioned', money: { balanceStatus: 'paid' } });
  const serials = (stored.warranties as { serial: string; startsOn: string }[]).map((w) => w.serial);
  expect(serials).toEqual(expect.arrayContaining(['PNL-2611-0001', 'PNL-2611-0002']));
  expect(stored.warranties[0].startsOn).toBe(shopDay(new Date()));

  await shop.reload();
  await expect(shop.getByRole('heading', { name: 'Commissioned' })).toBeVisible();
  await expectNoAxeViolations(shop);
  await phone.close();
});
