/**
 * The staff's survey callables on a project (bookSurvey, recordSurvey, closeProject, addProjectNote) and the
 * outbox of a project's changes, on the emulators: who may call them and from which stage (refusals with their
 * reason), and the customer's mail (with the visit's .ics invite, in MailDev) and SMS (the stand-in) sent once
 * per change. The projects are written here as requestProject writes them (the customer's side is its own suite).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { recipientKey } from '@domain/notifications/notifications';
import type { ProjectDto } from '@domain/projects/project';
import { applianceFromPreset, APPLIANCE_PRESETS, customAppliance } from '@domain/sizing/sizing-model';
import { callError, cleanup, createUser, db, readDoc, type TestUser } from './support';
import { env, mailTo, newPhone, smsTo, waitForDelivery } from './messages';
import { projectRecord } from './project-fixture';

const settled = (id: string) =>
  waitForDelivery(
    () => readDoc(`notifications/${id}`),
    (n) => n?.status === 'sent' || n?.status === 'failed',
  );

const addDays = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

let admin: TestUser;
let customer: TestUser;
const staffEmail = `staff-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser({ role: 'admin' }), createUser()]);
  await db
    .doc('settings/notifications')
    .set({ emailEnabled: true, smsEnabled: false, emails: [staffEmail], phones: [] });
}, 60_000);

afterAll(async () => {
  await db.doc('settings/notifications').delete();
  await cleanup();
});

/** A project of `customer` at `stage` (its number drawn for this test), as requestProject leaves it. */
async function makeProject(
  stage: string,
  fields: Record<string, unknown> = {},
  phone = newPhone(),
): Promise<{ id: string; number: string; phone: string }> {
  const id = randomUUID();
  const number = `SP-2611-${String(10_000 + Math.floor(Math.random() * 89_999))}`;
  const now = Timestamp.now();
  await db.doc(`projects/${id}`).set(
    projectRecord(customer, stage, now, {
      number,
      customer: { name: 'Abena Mahama', phone, email: customer.email },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Behind the Jubilee Park' },
      requestedSlot: { day: addDays(3), slot: 'morning' },
      timeline: [{ stage: 'requested', at: now, by: customer.uid, note: '' }],
      searchKeys: [number.toLowerCase()],
      ...fields,
    }),
  );
  return { id, number, phone };
}

const survey = {
  mount: 'roof',
  shading: 'none',
  cableRunM: 15,
  gridHoursPerDay: 12,
  generatorKva: 3.5,
  generatorFuelPerMonth: 800,
  prepaidPerMonth: 400,
  appliances: [applianceFromPreset(APPLIANCE_PRESETS[0]!, 3), customAppliance('Water pump', 750, true)],
  notes: '',
};

describe('the staff survey callables', { timeout: 120_000 }, () => {
  it('a customer, and an admin deactivated, are refused with the reason not_allowed', async () => {
    const { id } = await makeProject('requested');
    const request = { projectId: id, day: addDays(3), slot: 'morning' };
    const byCustomer = await callError(customer.call('bookSurvey', request));
    expect(byCustomer).toMatchObject({ code: 'permission-denied', details: { reason: 'not_allowed' } });
    expect((await callError(customer.call('recordSurvey', { projectId: id, survey }))).details).toEqual({
      reason: 'not_allowed',
    });
    expect(
      (await callError(customer.call('closeProject', { projectId: id, outcome: 'lost', reason: 'No longer' }))).details,
    ).toEqual({ reason: 'not_allowed' });
    expect((await callError(customer.call('addProjectNote', { projectId: id, note: 'x' }))).details).toEqual({
      reason: 'not_allowed',
    });
    const former = await createUser({ role: 'admin', isActive: false });
    expect(await callError(former.call('bookSurvey', request))).toMatchObject({
      code: 'permission-denied',
      details: { reason: 'not_allowed' },
    });
    expect((await readDoc(`projects/${id}`))?.stage).toBe('requested');
  });

  it('in the wrong stage, each is refused with the reason wrong_stage; a day in the past with slot_past', async () => {
    const { id } = await makeProject('requested');
    expect(await callError(admin.call('recordSurvey', { projectId: id, survey }))).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'wrong_stage' },
    });
    expect(
      await callError(admin.call('bookSurvey', { projectId: id, day: addDays(-1), slot: 'morning' })),
    ).toMatchObject({
      code: 'invalid-argument',
      message: 'Choose a day from today on.',
      details: { reason: 'slot_past' },
    });
    const accepted = await makeProject('accepted');
    expect(
      await callError(admin.call('bookSurvey', { projectId: accepted.id, day: addDays(2), slot: 'morning' })),
    ).toMatchObject({ details: { reason: 'wrong_stage' } });
    expect(
      await callError(admin.call('closeProject', { projectId: accepted.id, outcome: 'lost', reason: 'Too late' })),
    ).toMatchObject({ details: { reason: 'wrong_stage' } });
  });

  it('bookSurvey confirms the slot; the customer gets a mail with the .ics invite and an SMS, once; moving tells them again', async () => {
    const { id, number, phone } = await makeProject('requested');
    const day = addDays(3);
    const { project } = await admin.call<{ project: ProjectDto }>('bookSurvey', {
      projectId: id,
      day,
      slot: 'morning',
    });
    expect(project.stage).toBe('survey_booked');
    expect(project.surveySlot).toEqual({ day, slot: 'morning' });
    expect(project.timeline.at(-1)).toMatchObject({ stage: 'survey_booked', by: admin.uid, byName: 'Test admin' });
    expect(project.timeline.at(-1)?.note).toMatch(/^Survey booked for .*, as asked$/);

    const mailId = `project-${id}-survey_booked-2-customer-email`;
    const smsId = `project-${id}-survey_booked-2-customer-sms`;
    expect(await settled(mailId)).toMatchObject({ status: 'sent', attempts: 1, template: 'project_survey_booked' });
    expect(await settled(smsId)).toMatchObject({ status: 'sent', attempts: 1 });
    const visitMails = async () =>
      (await mailTo(customer.email)).filter((m) => m.subject.includes(`survey visit for ${number}`));
    const [mail] = await waitForDelivery(visitMails, (m) => m.length > 0);
    expect(mail?.html).toContain(`/projects/${id}">See your project ${number}</a>`);
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([['survey-visit.ics', 'text/calendar']]);
    const file = mail!.attachments![0]!.generatedFileName;
    const ics = await (await fetch(`${env('MAILDEV_URL')}/api/email/${mail!.id}/attachment/${file}`)).text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${day.replace(/-/g, '')}T080000Z`);
    expect(ics).toContain(`UID:survey-${id}@savannasolar.com.gh`);
    const visitSms = async () => (await smsTo(phone)).filter((m) => m.message.includes(`survey visit for ${number}`));
    expect(await visitSms()).toHaveLength(1);

    // The trigger run again for the same change queues nothing more.
    const { queueProjectNotifications } = await import('../src/notifications/lib/outbox');
    const after = await readDoc(`projects/${id}`);
    const before = { ...after, stage: 'requested', surveySlot: null, timeline: after?.timeline.slice(0, 1) };
    expect(await queueProjectNotifications(id, before, after)).toEqual([]);

    const moved = await admin.call<{ project: ProjectDto }>('bookSurvey', {
      projectId: id,
      day: addDays(4),
      slot: 'afternoon',
    });
    expect(moved.project.timeline.at(-1)?.note).toMatch(/^Survey moved to /);
    expect(await settled(`project-${id}-survey_booked-3-customer-sms`)).toMatchObject({ status: 'sent' });
    expect(await settled(`project-${id}-survey_booked-3-customer-email`)).toMatchObject({ status: 'sent' });
    expect(await visitSms()).toHaveLength(2);
    expect(await visitMails()).toHaveLength(2);
  });

  it('recordSurvey records what staff found (the survey then the stage Surveyed), and refuses figures out of range', async () => {
    const { id } = await makeProject('survey_booked', { surveySlot: { day: addDays(1), slot: 'morning' } });
    expect(
      await callError(admin.call('recordSurvey', { projectId: id, survey: { ...survey, gridHoursPerDay: 30 } })),
    ).toMatchObject({ code: 'invalid-argument', message: 'Enter the hours of grid power a day, from 0 to 24.' });
    const { project } = await admin.call<{ project: ProjectDto }>('recordSurvey', { projectId: id, survey });
    expect(project.stage).toBe('surveyed');
    expect(project.survey).toMatchObject({ cableRunM: 15, generatorKva: 3.5, appliances: survey.appliances });
    expect(project.timeline.at(-1)).toMatchObject({
      stage: 'surveyed',
      byName: 'Test admin',
      // Booked for tomorrow, recorded today: the timeline says the day it was done.
      note: `Survey recorded: 2 appliances, done on ${formatDay(addDays(0))}, before the day booked (${formatDay(addDays(1))})`,
    });
    expect((await readDoc(`projects/${id}`))?.survey.appliances).toHaveLength(2);
  });

  it('a new request tells staff; a project lost tells the customer', async () => {
    const { id, number } = await makeProject('requested');
    const staffId = `project-${id}-requested-staff-email-${recipientKey(staffEmail)}`;
    expect(await settled(staffId)).toMatchObject({ status: 'sent', template: 'project_requested_staff' });
    expect(await settled(`project-${id}-requested-customer-email`)).toMatchObject({ template: 'project_requested' });
    const { project } = await admin.call<{ project: ProjectDto }>('closeProject', {
      projectId: id,
      outcome: 'lost',
      reason: 'Chose a generator instead',
    });
    expect(project).toMatchObject({ stage: 'lost', closedReason: 'Chose a generator instead' });
    expect(await settled(`project-${id}-lost-2-customer-email`)).toMatchObject({ template: 'project_stage' });
    const mail = (await mailTo(customer.email)).find((m) => m.subject === `Savanna Solar: ${number} is closed`);
    expect(mail?.text).toContain('We have closed your request.');
  });

  it('closeProject refuses a project whose deposit is paid (a refund is another action)', async () => {
    const { id } = await makeProject('deposit_paid', {
      money: {
        depositStatus: 'paid',
        depositDueBy: null,
        depositPaidAt: Timestamp.now(),
        depositReference: 'ref-1',
        balanceStatus: 'awaiting',
        balancePaidAt: null,
        balanceReference: '',
        paymentAttempts: [],
      },
    });
    expect(
      await callError(
        admin.call('closeProject', { projectId: id, outcome: 'cancelled', reason: 'Customer moved away' }),
      ),
    ).toMatchObject({ code: 'failed-precondition', details: { reason: 'deposit_paid' } });
    expect((await readDoc(`projects/${id}`))?.stage).toBe('deposit_paid');
  });

  it('addProjectNote keeps a staff-only note with who wrote it, the project unchanged', async () => {
    const { id } = await makeProject('requested');
    const before = await readDoc(`projects/${id}`);
    const { note } = await admin.call<{ note: { id: string; byName: string; note: string } }>('addProjectNote', {
      projectId: id,
      note: 'Customer prefers a call after 5 pm.',
    });
    expect(note).toMatchObject({ byName: 'Test admin', note: 'Customer prefers a call after 5 pm.' });
    expect(await readDoc(`projects/${id}/staffNotes/${note.id}`)).toMatchObject({ by: admin.uid });
    expect(await readDoc(`projects/${id}`)).toEqual(before);
  });
});
