import { expect, test } from '@playwright/test';
import type { MailDevEmail } from '../../scripts/lib/maildev';
import type { RecordedSms } from '../../scripts/lib/sms-standin';
import { DEMO_USERS } from '../../scripts/seed-data';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { openAsAdmin } from './admin-support';
import { expectNoAxeViolations } from './support';
import { env, mailsTo } from './mail-support';

/**
 * Installation projects, staff's side (docs/projects.md, "Survey, notifications and the board"), at 1280 px:
 * the board shows the seeded projects by stage and what needs action; staff open a requested project, confirm
 * the customer's survey slot (the customer's mail arrives in MailDev with the visit's .ics invite, and the SMS at
 * the stand-in), record the survey with two appliances, and the project is Surveyed with the staff member named
 * in its timeline. Both screens pass axe (the board at 390 px too).
 */

test.use({ viewport: { width: 1280, height: 800 } });

type MailWithFiles = MailDevEmail & { attachments?: { filename: string; contentType: string }[] };
const smsTo = async (phone: string) =>
  ((await (await fetch(`${env('SMS_STANDIN_URL')}/__standin/messages`)).json()) as RecordedSms[]).filter(
    (m) => m.to === phone,
  );

test('staff confirm a requested survey slot and record the survey from the projects board', async ({ page }) => {
  await openAsAdmin(page, '/admin/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // The seeded projects, by stage, with their counts; and what needs action.
  const board = page.getByRole('region', { name: 'Projects by stage' });
  const column = (stage: string) => board.getByRole('region', { name: stage, exact: true });
  // The seeded requests are there (shopper journeys may have added their own): the count is the cards shown.
  const requested = column('Requested').getByRole('listitem');
  await expect(requested.filter({ hasText: 'Lamashegu' })).toHaveCount(1);
  await expect(column('Requested').getByLabel(`${await requested.count()} projects`)).toBeVisible();
  await expect(column('Commissioned')).toContainText('Jisonayili');
  await expect(column('Lost')).toContainText('Dungu');
  await expect(column('Cancelled')).toContainText('Kukuo');
  const needs = page.getByRole('region', { name: 'Survey day passed, not recorded' });
  await expect(needs).toContainText('Sakasaka');
  await expect(page.getByRole('region', { name: 'Installation this week' })).toContainText('Kpalsi');
  await expectNoAxeViolations(page);
  // On a phone the stage columns scroll sideways: each still reachable, the page still clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await column('Requested').scrollIntoViewIfNeeded();
  await expect(column('Requested').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A requested project: the customer asked for a slot; staff confirm it.
  const card = column('Requested').getByRole('listitem').filter({ hasText: 'Lamashegu' });
  const number = (await card.getByRole('link').textContent())?.trim() ?? '';
  expect(number).toMatch(/^SP-\d{4}-\d{5}$/);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Project ${number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp the customer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm this slot' }).click();
  await expect(page.getByText('Survey booked', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('booked-slot')).not.toHaveText('None');

  // The customer is told: the mail with the visit's invite, and the SMS.
  await expect
    .poll(async () => {
      const mail = (await mailsTo<MailWithFiles>(DEMO_USERS.customer.email)).find((m) =>
        m.subject.includes(`survey visit for ${number}`),
      );
      return mail?.attachments?.map((a) => a.filename);
    })
    .toEqual(['survey-visit.ics']);
  await expect
    .poll(
      async () => (await smsTo('+233244112233')).filter((m) => m.message.includes(`survey visit for ${number}`)).length,
    )
    .toBe(1);

  // The survey, with two appliances confirmed (the calculator's list emptied and two added from its presets).
  const survey = page.getByRole('form', { name: 'Survey' });
  await survey.getByLabel('Cable from panels to inverter (m)').fill('12');
  await survey.getByLabel('Grid power (hours a day)').fill('14');
  await survey.getByLabel('Generator (kVA, 0 if none)').fill('3.5');
  await survey.getByLabel('Generator fuel a month (GHS)').fill('900');
  await survey.getByLabel('Prepaid electricity a month (GHS)').fill('350');
  const list = page.getByRole('list', { name: 'Appliances confirmed' });
  for (let left = await list.getByRole('listitem').count(); left > 0; left--) {
    await list
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Add LED bulb' }).click();
  await page.getByRole('button', { name: 'Add Ceiling fan' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Record the survey' }).click();
  // The survey is booked for a later day: staff are asked to confirm it was done today, and press again.
  await expect(page.getByRole('alert').filter({ hasText: 'The survey is booked for' })).toContainText(
    'press the button again: today is recorded as the day it was done',
  );
  await page.getByRole('button', { name: 'Record the survey' }).click();

  await expect(page.getByRole('button', { name: 'Save the corrected survey' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  const surveyed = timeline
    .getByRole('listitem')
    .filter({ hasText: `Survey recorded: 2 appliances, done on ${formatDay(shopDay(new Date()))}` });
  await expect(surveyed).toContainText('Surveyed');
  await expect(surveyed).toContainText(`by ${DEMO_USERS.admin.displayName}`);
  await expect(page.getByText('Stage:').locator('..')).toContainText('Surveyed');
  await expect(page.getByRole('link', { name: 'Build proposal' })).toHaveAttribute(
    'href',
    /\/admin\/projects\/[^/]+\/proposal$/,
  );
});
