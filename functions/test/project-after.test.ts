/**
 * After commissioning (docs/projects.md, "After commissioning"), on the emulators: the customer's rating
 * (rateProject, once, on a commissioned project), staff publishing it as a testimonial (publishProjectRating,
 * in the testimonials' own shape) and taking it off, the maintenance reminders' sweep (each reminder queued
 * once however often it runs, by the customer's notifyBy, with the link that books a visit) and requestProject's
 * maintenance visit for the caller's own commissioned installation. Commissioned projects are written here as
 * commissioning leaves them (commissioning is its own suite).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '@domain/shared/date-time';
import type { ProjectDto } from '@domain/projects/project';
import { SHOWCASE_QUERY } from '@domain/shop/showcase';
import type { RequestProjectResponse } from '@domain/projects/project-request';
import { callError, cleanup, createUser, db, readDoc, type TestUser } from './support';
import { mailTo, newPhone, waitForDelivery } from './messages';
import { projectRecord } from './project-fixture';

const TOMORROW = shopDay(new Date(Date.now() + 86_400_000));

let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let savedSettings: DocumentData | undefined;

beforeAll(async () => {
  [admin, customer, other] = await Promise.all([createUser({ role: 'admin' }), createUser(), createUser()]);
  savedSettings = await readDoc('settings/global');
  await db
    .doc('settings/global')
    .set({ projects: { surveyDays: [TOMORROW], batteryCheckMonths: 6, panelCleaningMonth: 3 } }, { merge: true });
}, 60_000);

afterAll(async () => {
  if (savedSettings) await db.doc('settings/global').set(savedSettings);
  await cleanup();
});

/** A project of `owner` (the customer unless told), commissioned on `commissioned` (ISO day) with two warranties. */
async function commissionedProject(
  fields: Record<string, unknown> = {},
  { owner = customer, commissioned = '2026-01-10' }: { owner?: TestUser; commissioned?: string } = {},
): Promise<{ id: string; number: string; phone: string }> {
  const id = randomUUID();
  const number = `SP-2601-${String(10_000 + Math.floor(Math.random() * 89_999))}`;
  const phone = newPhone();
  const at = Timestamp.fromDate(new Date(`${commissioned}T11:00:00Z`));
  await db.doc(`projects/${id}`).set(
    projectRecord(owner, 'commissioned', at, {
      number,
      customer: { name: 'Abena Mahama', phone, email: owner.email },
      site: { region: 'Northern', town: 'Savelugu', gpsAddress: 'NT-0123-4567', landmark: 'Near the market' },
      proposalVersion: 1,
      money: {
        depositStatus: 'paid',
        depositDueBy: null,
        depositPaidAt: at,
        depositReference: '',
        balanceStatus: 'paid',
        balancePaidAt: at,
        balanceReference: '',
        paymentAttempts: [],
      },
      commissionedAt: at,
      warranties: [
        {
          productId: 'p1',
          name: 'Panel 450 W',
          serial: 'PN-1',
          years: 10,
          startsOn: commissioned,
          endsOn: '2036-01-09',
        },
      ],
      rating: null,
      servicesProjectId: null,
      timeline: [{ stage: 'commissioned', at, by: admin.uid, note: '' }],
      searchKeys: [number.toLowerCase()],
      ...fields,
    }),
  );
  return { id, number, phone };
}

describe('rateProject', () => {
  it('takes one rating of the customer’s commissioned project, and refuses a second', async () => {
    const { id } = await commissionedProject();
    const { project } = await customer.call<{ project: ProjectDto }>('rateProject', {
      projectId: id,
      stars: 5,
      words: '  Power all day, no more generator.  ',
    });
    expect(project.rating).toMatchObject({ stars: 5, words: 'Power all day, no more generator.', published: false });
    expect((await readDoc(`projects/${id}`))?.rating).toMatchObject({ stars: 5, published: false });
    expect((await callError(customer.call('rateProject', { projectId: id, stars: 1, words: '' }))).details).toEqual({
      reason: 'already_rated',
    });
    expect((await readDoc(`projects/${id}`))?.rating.stars).toBe(5);
  });

  it('refuses a project not commissioned, someone else’s, and stars out of 1 to 5', async () => {
    const { id } = await commissionedProject({ stage: 'installed', commissionedAt: null });
    expect(await callError(customer.call('rateProject', { projectId: id, stars: 4 }))).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'wrong_stage' },
    });
    const mine = await commissionedProject();
    expect(await callError(other.call('rateProject', { projectId: mine.id, stars: 4 }))).toMatchObject({
      code: 'not-found',
      details: { reason: 'not_found' },
    });
    expect((await callError(customer.call('rateProject', { projectId: mine.id, stars: 6 }))).code).toBe(
      'invalid-argument',
    );
    expect((await callError(customer.call('rateProject', { projectId: mine.id, stars: 2.5 }))).code).toBe(
      'invalid-argument',
    );
    expect((await readDoc(`projects/${mine.id}`))?.rating).toBeNull();
  });
});

describe('publishProjectRating', () => {
  it('writes testimonials/{projectId} in the testimonials’ shape, and removes it', async () => {
    const { id } = await commissionedProject();
    await customer.call('rateProject', { projectId: id, stars: 4, words: 'Neat work, the team was on time.' });
    const { project } = await admin.call<{ project: ProjectDto }>('publishProjectRating', {
      projectId: id,
      publish: true,
    });
    expect(project.rating?.published).toBe(true);
    const testimonial = await readDoc(`testimonials/${id}`);
    expect(testimonial).toMatchObject({
      name: 'Abena',
      location: 'Savelugu',
      role: 'Installation customer',
      rating: 4,
      text: 'Neat work, the team was on time.',
      visible: true,
      updatedBy: admin.uid,
    });
    expect(Number.isInteger(testimonial?.position)).toBe(true);

    await admin.call('publishProjectRating', { projectId: id, publish: false });
    expect(await readDoc(`testimonials/${id}`)).toBeUndefined();
    expect((await readDoc(`projects/${id}`))?.rating.published).toBe(false);
  });

  it('puts a newly published rating among the home page’s testimonials, ahead of 12 already at position 0', async () => {
    // The home page's own question (SHOWCASE_QUERY, which features/showcase asks): visible, by position, 12.
    const homePage = async () => {
      let query: Query = db.collection('testimonials');
      for (const w of SHOWCASE_QUERY.where) query = query.where(w.field, w.op, w.value);
      for (const o of SHOWCASE_QUERY.orderBy) query = query.orderBy(o.field, o.direction);
      return (await query.limit(SHOWCASE_QUERY.limit).get()).docs.map((d) => d.id);
    };
    // Twelve stories at 0, as older data or staff's adds left them; their ids sort before any project's (a
    // UUID), so that on the tie Firestore's order by id would leave the new one out.
    const earlier = Array.from({ length: 12 }, (_, i) => `00-story-${String(i).padStart(2, '0')}-${randomUUID()}`);
    await Promise.all(
      earlier.map((id) =>
        db.doc(`testimonials/${id}`).set({
          name: 'Kwesi',
          location: 'Tamale',
          role: 'Shop owner',
          rating: 5,
          text: 'Good work.',
          position: 0,
          visible: true,
        }),
      ),
    );
    try {
      expect(await homePage()).toEqual(expect.arrayContaining(earlier));
      const { id } = await commissionedProject();
      await customer.call('rateProject', { projectId: id, stars: 5, words: 'Light every evening now.' });
      await admin.call('publishProjectRating', { projectId: id, publish: true });

      const shown = await homePage();
      expect(shown[0]).toBe(id);
      // The others follow in the order they had (by id on their tie), now numbered after it.
      expect(shown.filter((s) => earlier.includes(s))).toEqual(earlier.slice(0, shown.length - 1));
      expect((await readDoc(`testimonials/${earlier[0]}`))?.position).toBe(1);

      // Published again while shown (a second tap), it keeps the place staff gave it in Showcase.
      await db.doc(`testimonials/${id}`).update({ position: 7 });
      await admin.call('publishProjectRating', { projectId: id, publish: true });
      expect((await readDoc(`testimonials/${id}`))?.position).toBe(7);
      await admin.call('publishProjectRating', { projectId: id, publish: false });
    } finally {
      await Promise.all(earlier.map((id) => db.doc(`testimonials/${id}`).delete()));
    }
  });

  it('is for staff only, and refuses a project with no rating or no words', async () => {
    const { id } = await commissionedProject();
    expect((await callError(admin.call('publishProjectRating', { projectId: id, publish: true }))).details).toEqual({
      reason: 'no_rating',
    });
    await customer.call('rateProject', { projectId: id, stars: 3, words: '' });
    expect((await callError(admin.call('publishProjectRating', { projectId: id, publish: true }))).details).toEqual({
      reason: 'no_words',
    });
    expect((await callError(customer.call('publishProjectRating', { projectId: id, publish: true }))).details).toEqual({
      reason: 'not_allowed',
    });
    expect(await readDoc(`testimonials/${id}`)).toBeUndefined();
  });
});

describe('sendMaintenanceReminders', () => {
  it('queues each due reminder once, by the customer’s channels, with the link that books the visit', async () => {
    const { sendMaintenanceReminders } = await import('../src/projects/lib/maintenance-reminders');
    const { id, number } = await commissionedProject({}, { commissioned: '2026-01-10' });
    const notYet = await commissionedProject({}, { commissioned: '2026-06-01' });
    const when = new Date('2026-07-15T08:00:00Z');

    const first = await sendMaintenanceReminders(when);
    const mine = first.filter((n) => n.startsWith(`project-${id}-`)).sort();
    // The customer's notifyBy is unset: e-mail and SMS.
    expect(mine).toEqual([
      `project-${id}-maintenance-battery-2026-07-customer-email`,
      `project-${id}-maintenance-battery-2026-07-customer-sms`,
      `project-${id}-maintenance-cleaning-2026-03-customer-email`,
      `project-${id}-maintenance-cleaning-2026-03-customer-sms`,
    ]);
    expect(first.some((n) => n.startsWith(`project-${notYet.id}-`))).toBe(false);
    // Run again, the next day too: nothing is queued twice.
    const again = [
      ...(await sendMaintenanceReminders(when)),
      ...(await sendMaintenanceReminders(new Date('2026-07-16T08:00:00Z'))),
    ];
    expect(again.filter((n) => n.startsWith(`project-${id}-`))).toEqual([]);

    const sent = await waitForDelivery(
      () => readDoc(`notifications/project-${id}-maintenance-battery-2026-07-customer-email`),
      (n) => n?.status === 'sent' || n?.status === 'failed',
    );
    expect(sent?.status).toBe('sent');
    const mails = await waitForDelivery(
      () => mailTo(customer.email),
      (list) => list.some((m) => m.subject.includes('battery check') && m.text.includes(number)),
    );
    // The customer's other installations of this file have their own reminders: this one's says its number.
    const mail = mails.find((m) => m.subject.includes('battery check') && m.text.includes(number));
    expect(mail?.text).toContain(`/projects/new?kind=maintenance&for=${id}`);
  }, 90_000);

  it('respects notifyBy: SMS only', async () => {
    const { sendMaintenanceReminders } = await import('../src/projects/lib/maintenance-reminders');
    await db.doc(`users/${other.uid}`).update({ notifyBy: 'sms' });
    const { id } = await commissionedProject({}, { owner: other, commissioned: '2026-01-10' });
    const queued = await sendMaintenanceReminders(new Date('2026-07-15T08:00:00Z'));
    expect(queued.filter((n) => n.startsWith(`project-${id}-`)).sort()).toEqual([
      `project-${id}-maintenance-battery-2026-07-customer-sms`,
      `project-${id}-maintenance-cleaning-2026-03-customer-sms`,
    ]);
  });
});

describe('requestProject for a maintenance visit', () => {
  const ask = (user: TestUser, servicesProjectId: string) =>
    user.call<RequestProjectResponse>('requestProject', {
      projectId: randomUUID(),
      kind: 'maintenance',
      name: 'Abena Mahama',
      phone: '024 412 0127',
      site: { region: 'Northern', town: 'Savelugu', gpsAddress: 'NT-0123-4567', landmark: 'Near the market' },
      slot: { day: TOMORROW, slot: 'morning' },
      servicesProjectId,
    });

  it('keeps the installation it looks after, the caller’s own commissioned one', async () => {
    const { id } = await commissionedProject();
    const { project } = await ask(customer, id);
    expect(project).toMatchObject({ kind: 'maintenance', stage: 'requested', servicesProjectId: id });
    expect((await readDoc(`projects/${project.id}`))?.servicesProjectId).toBe(id);
  });

  it('refuses someone else’s installation and one not commissioned, writing nothing', async () => {
    const theirs = await commissionedProject();
    expect((await callError(ask(other, theirs.id))).details).toEqual({ reason: 'not_your_installation' });
    expect((await callError(ask(customer, randomUUID()))).details).toEqual({ reason: 'not_your_installation' });
    const installed = await commissionedProject({ stage: 'installed', commissionedAt: null });
    expect((await callError(ask(customer, installed.id))).details).toEqual({ reason: 'not_commissioned' });
  });
});
