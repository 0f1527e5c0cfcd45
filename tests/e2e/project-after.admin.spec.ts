import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { addMonthsToDay } from '@domain/projects/project-maintenance';
import { shopDay } from '@domain/shared/date-time';
import { openAsAdmin } from './admin-support';
import { authDialog, createCustomer, input, signIn } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { linkIn, mailsTo } from './mail-support';

/**
 * After commissioning (docs/projects.md): the customer, on a phone, sees the warranties of their commissioned
 * installation with their end dates and rates it; staff, at 1280 px, publish the rating on the home page; the
 * maintenance sweep (its script, the clock moved on) mails a battery-check reminder; the customer, signed out,
 * opens the mail's link, signs in and books the maintenance visit with one tap.
 */

/** "25 Nov 2036", as the pages write a day. */
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test('warranties, a rating published on the home page, and a reminder that books a maintenance visit', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('after');
  const id = `e2e-${randomUUID()}`;
  const number = `SP-2611-${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const commissioned = shopDay(new Date());
  const at = Timestamp.now();
  const panelEnds = addMonthsToDay(commissioned, 10 * 12);
  const batteryEnds = addMonthsToDay(commissioned, 5 * 12);
  const town = `Savelugu ${randomUUID().slice(0, 4)}`;
  await adminDb()
    .doc(`projects/${id}`)
    .set({
      number,
      kind: 'installation',
      stage: 'commissioned',
      userId: customer.uid,
      customer: { name: `Adwoa ${customer.displayName}`, phone: '+233241234567', email: customer.email },
      site: { region: 'Northern', town, gpsAddress: 'NT-0123-4567', landmark: 'Opposite the clinic' },
      sizing: null,
      fromProductId: null,
      message: '',
      requestedSlot: null,
      surveySlot: { day: commissioned, slot: 'morning' },
      survey: null,
      proposalVersion: 0,
      proposalValidUntil: null,
      accepted: null,
      money: { depositStatus: 'paid', balanceStatus: 'paid', paymentAttempts: [] },
      installation: null,
      commissionedAt: at,
      warranties: [
        {
          productId: 'panel',
          name: 'Solar panel 450 W',
          serial: 'PNL-001',
          years: 10,
          startsOn: commissioned,
          endsOn: panelEnds,
        },
        {
          productId: 'battery',
          name: 'Lithium battery 5 kWh',
          serial: 'BAT-777',
          years: 5,
          startsOn: commissioned,
          endsOn: batteryEnds,
        },
      ],
      rating: null,
      servicesProjectId: null,
      closedReason: '',
      timeline: [{ stage: 'commissioned', at, by: 'system', note: 'Commissioned' }],
      searchKeys: [number.toLowerCase()],
      createdAt: at,
      updatedAt: at,
    });

  // The customer's phone: the warranties with their end dates, then a rating of 5 stars with a few words.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shop = await context.newPage();
  await shop.goto('/');
  await signIn(shop, customer.email, customer.password);
  await shop.goto(`/projects/${id}`);
  const warranties = shop.getByRole('list', { name: 'Warranties' });
  await expect(warranties.getByRole('listitem').filter({ hasText: 'PNL-001' })).toContainText(
    `Covered until ${dayWords(panelEnds)}`,
  );
  await expect(warranties.getByRole('listitem').filter({ hasText: 'BAT-777' })).toContainText(
    `Covered until ${dayWords(batteryEnds)}`,
  );
  const words = `Power all day and no generator noise in ${town}.`;
  const rating = shop.getByRole('form', { name: 'Rate your installation' });
  await rating.getByRole('button', { name: 'Send my rating' }).click();
  await expect(rating.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await rating.getByLabel('5 stars').check({ force: true });
  await rating.getByLabel('A few words').fill(words);
  await rating.getByRole('button', { name: 'Send my rating' }).click();
  // The first call of a function on the emulators starts it (several seconds), as the deposit journey waits.
  await expect(shop.getByText('Thank you for rating your installation.')).toBeVisible({ timeout: 30_000 });
  await expect(shop.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expectNoAxeViolations(shop);

  // Staff publish it; it is on the home page.
  await openAsAdmin(page, `/admin/projects/${id}`);
  await expect(page.getByText(`“${words}”`)).toBeVisible();
  await expect(page.getByText(`Covered until ${dayWords(panelEnds)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish on the home page' }).click();
  await expect(page.getByRole('button', { name: 'Remove from the home page' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  const home = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await home.goto('/');
  await expect(home.getByText(`“${words}”`)).toBeVisible();
  await expect(home.getByRole('figure').filter({ hasText: words })).toContainText(`Adwoa`);
  await home.close();

  // Six months on, the morning sweep mails the battery check with the link that books it.
  const days = 200;
  const queued = execFileSync(
    'node_modules/.bin/tsx',
    ['scripts/send-maintenance-reminders.ts', '--days-ahead', String(days)],
    {
      encoding: 'utf8',
      env: process.env,
    },
  );
  expect(queued).toContain(`project-${id}-maintenance-battery-`);
  const reminder = async () => (await mailsTo(customer.email)).find((m) => m.subject.includes('battery check'));
  await expect.poll(reminder, { timeout: 30_000 }).toBeTruthy();
  const link = linkIn(await reminder(), 'Book the maintenance visit');

  // Signed out, the customer opens the link, signs in, and books the visit with one tap.
  await shop.getByRole('button', { name: 'Open menu' }).click();
  await shop.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
  await shop.getByRole('button', { name: 'Open menu' }).click();
  await expect(shop.locator('#mobile-menu').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await shop.goto(link);
  await shop.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await input(shop, 'Email').fill(customer.email);
  await input(shop, 'Password').fill(customer.password);
  await authDialog(shop).getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(shop)).toHaveCount(0);
  await expect(shop.getByText(`A maintenance visit for your installation ${number}`)).toBeVisible();
  await expectNoAxeViolations(shop);
  await shop.getByRole('button', { name: 'Send request' }).click();
  await expect(shop).toHaveURL(/\/projects\/[^/?]+$/, { timeout: 30_000 });
  const visitId = shop.url().split('/').pop() ?? '';
  const visit = (await adminDb().doc(`projects/${visitId}`).get()).data();
  expect(visit).toMatchObject({ kind: 'maintenance', stage: 'requested', servicesProjectId: id, site: { town } });

  // My projects lists it as a maintenance visit.
  await shop.getByRole('button', { name: 'Open menu' }).click();
  await shop.locator('#mobile-menu').getByRole('link', { name: 'My projects' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await expect(shop.getByRole('link', { name: `Project ${visit?.number as string}` })).toContainText(
    'Maintenance visit',
  );
  await expectNoAxeViolations(shop);
  await context.close();
});
