import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Page } from '@playwright/test';
import { authDialog, createCustomer, freshEmail, input, signIn } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/** The customer's side of an installation project on a phone (docs/projects.md). */
test.use({ viewport: { width: 390, height: 844 } });

const form = (page: Page) => page.getByRole('form', { name: 'Request a visit' });

const option = (title: string, total: number, deposit: number) => ({
  title,
  lines: [
    {
      productId: 'must-pv1800-3kva',
      name: 'Must PV1800 VPM 3 kVA 24 V Off-grid Inverter',
      kind: 'product',
      price: 4900,
      quantity: 1,
    },
    { productId: 'installation', name: 'Installation and wiring', kind: 'service', price: 1500, quantity: 1 },
  ],
  discount: { amount: 100, reason: 'Opening offer' },
  subtotal: 6400,
  taxRate: 15,
  tax: 945,
  delivery: 0,
  total,
  deposit,
  figures: { dailyWh: 3400, backupHours: 8, panelW: 900, batteryWh: 4800, inverterVa: 3000 },
  savings: { generatorPerMonth: 600, prepaidPerMonth: 150, perMonth: 750, paybackMonths: 10 },
});

test('from the calculator, a visitor asks for an installation, signs up on the way, and follows it', async ({
  page,
}) => {
  await page.goto('/solar-calculator');
  await page.getByRole('button', { name: 'Add LED bulb' }).click();
  await page.getByRole('button', { name: 'Add Fridge' }).click();
  // Tapped at once, without waiting for the calculator to write its address: the link carries the sizing.
  await page.getByRole('link', { name: 'Request an installation quote' }).click();
  await expect(page).toHaveURL(/\/projects\/new\?kind=installation&a=led/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request an installation' })).toBeVisible();
  await expect(
    page.getByText('Your sizing from the solar calculator comes with this request: 2 appliances'),
  ).toBeVisible();
  await expect(form(page).getByLabel('Installation')).toBeChecked();

  const phone = `024${String(Date.now()).slice(-7)}`;
  await form(page).getByLabel('Your name').fill('Abena Owusu');
  await form(page).getByLabel('Phone number').fill(phone);
  await form(page).getByLabel('Region').selectOption('Northern');
  await form(page).getByLabel('Town or area').fill('Tamale');
  await form(page).getByLabel('GhanaPost GPS address').fill('Tamale');
  await form(page).getByLabel('Landmark').fill('Kalpohin, behind the police station');
  // Only the days staff opened are offered: the first one, in the morning.
  const days = form(page).getByLabel('Day', { exact: true });
  const firstDay = await days.locator('option').nth(1).getAttribute('value');
  expect(firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await days.selectOption(firstDay ?? '');
  await form(page).getByLabel('Time of day').selectOption('morning');

  // A GPS address in the wrong form: said at the field, which has the focus; nothing typed is lost.
  await form(page).getByRole('button', { name: 'Send request' }).click();
  const gps = form(page).getByLabel('GhanaPost GPS address');
  await expect(
    form(page).getByText('Enter the GhanaPost GPS address as on the GhanaPost app, e.g. NT-0123-4567.'),
  ).toBeVisible();
  await expect(gps).toBeFocused();
  await expect(form(page).getByLabel('Landmark')).toHaveValue('Kalpohin, behind the police station');
  await expectNoAxeViolations(page);
  await gps.fill('nt 0123 4567');

  // Sending asks a visitor to create an account (or sign in), in words about the request; the request stays as
  // typed, and is sent as soon as the account is made: the customer pressed Send once, and it is not pressed again.
  await form(page).getByRole('button', { name: 'Send request' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(authDialog(page)).toHaveAccessibleDescription(
    'Create an account and your request is sent at once, as you filled it in. You follow it in My projects.',
  );
  await input(page, 'Full Name').fill('Abena Owusu');
  await input(page, 'Email').fill(freshEmail('project'));
  await input(page, 'Password').fill('Sunshine123');
  await input(page, 'Confirm Password').fill('Sunshine123');
  await authDialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(authDialog(page)).toHaveCount(0);

  // The project page: its SP number, "Requested", the site and the slot asked for.
  await expect(page).toHaveURL(/\/projects\/[A-Za-z0-9]{20}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Project SP-\d{4}-\d{5}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Project ', '');
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Requested/);
  await expect(page.getByText('Tamale, Northern · NT-0123-4567')).toBeVisible();
  await expect(page.getByText('We will call you to confirm the day of our visit.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const projectId = page.url().split('/').pop() ?? '';
  const stored = (await adminDb().doc(`projects/${projectId}`).get()).data();
  expect(stored).toMatchObject({ number, stage: 'requested', kind: 'installation', requestedSlot: { day: firstDay } });
  expect(stored?.sizing.appliances).toHaveLength(2);

  // My projects lists it (from the menu, beside My orders).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'My projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  const row = page.getByRole('link', { name: `Project ${number}` });
  await expect(row).toContainText('Requested');
  await expectNoAxeViolations(page);

  // Staff send a proposal (written here as the proposal function writes it): the page shows it, and its PDF.
  const issuedAt = Timestamp.now();
  const validUntil = Timestamp.fromMillis(issuedAt.toMillis() + 14 * 86_400_000);
  await adminDb()
    .doc(`projects/${projectId}/proposals/v1`)
    .set({
      version: 1,
      issuedAt,
      validUntil,
      issuedBy: 'demo-admin',
      issuedByName: 'Kofi',
      note: 'Two options, as we discussed.',
      options: [option('Backup only', 7245, 2173.5), option('Solar and backup', 12345.67, 3703.71)],
    });
  await adminDb()
    .doc(`projects/${projectId}`)
    .update({ stage: 'proposal_sent', proposalVersion: 1, proposalValidUntil: validUntil });
  // The customer opens the link the proposal's SMS and mail carry.
  await page.goto(`/projects/${projectId}`);
  await expect(progress.locator('[aria-current="step"]')).toHaveText(/Proposal sent/);
  const second = page.getByRole('region', { name: 'Option 2: Solar and backup' });
  await expect(second).toContainText('Must PV1800 VPM 3 kVA 24 V Off-grid Inverter');
  await expect(second).toContainText('Discount (Opening offer)');
  await expect(second).toContainText('GH₵12,345.67');
  await expect(second).toContainText('GH₵3,703.71');
  await expect(second).toContainText('0.9 kWp');
  await expect(second).toContainText('GH₵750.00 a month');
  await expect(second.locator('[data-slot="accept-option"]')).toHaveCount(1);
  await expect(page.getByText(/Valid until \d{1,2} \w{3} \d{4}/)).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the proposal (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Savanna-Solar-proposal-${number}-v1.pdf`);
  const pdf = (await readFile(await download.path())).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(`Proposal for project ${number}`);
  expect(pdf).toContain('GHS 12,345.67');
});

test("another customer's project reads as not found", async ({ page }) => {
  const someoneElse = await adminDb().collection('projects').add({
    userId: 'someone-else',
    number: 'SP-2601-10000',
    kind: 'audit',
    stage: 'requested',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  const customer = await createCustomer('project-probe');
  await signIn(page, customer.email, customer.password);
  await page.goto(`/projects/${someoneElse.id}`);
  await expect(page.getByText('Project not found')).toBeVisible();
  await expect(page.getByText('SP-2601-10000')).toHaveCount(0);
});
