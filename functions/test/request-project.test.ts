import { randomUUID } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberMonth } from '@domain/order/order-number';
import { PROJECT_MESSAGES, PROJECT_REQUEST_MESSAGES } from '@domain/projects/messages';
import { MAX_OPEN_PROJECTS, shopToday, type RequestProjectResponse } from '@domain/projects/project-request';
import { DEFAULT_SIZING_INPUT } from '@domain/sizing/sizing-model';
import { anonymousCaller, callError, cleanup, createUser, db, readDoc, type TestUser } from './support';

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => shopToday(new Date(Date.now() + offsetDays * DAY));
const TOMORROW = isoDay(1);
const IN_THREE_DAYS = isoDay(3);
const YESTERDAY = isoDay(-1);

let savedSettings: DocumentData | undefined;

beforeAll(async () => {
  savedSettings = await readDoc('settings/global');
  // Yesterday stays in the list: a day gone by is never offered, even while staff have not removed it.
  await db
    .doc('settings/global')
    .set({ projects: { surveyDays: [YESTERDAY, TOMORROW, IN_THREE_DAYS] } }, { merge: true });
}, 60_000);

afterAll(async () => {
  if (savedSettings) await db.doc('settings/global').set(savedSettings);
  await cleanup();
});

const request = (fields: Record<string, unknown> = {}) => ({
  projectId: randomUUID(),
  kind: 'installation',
  name: 'Ama Mensah',
  phone: '024 412 0127',
  site: {
    region: 'Northern',
    town: 'Tamale',
    gpsAddress: 'nt 0123 4567',
    landmark: 'Behind the Kalpohin police station',
  },
  slot: { day: TOMORROW, slot: 'morning' },
  message: 'Two shops share the roof.',
  sizing: {
    ...DEFAULT_SIZING_INPUT,
    appliances: [
      {
        key: 'fridge',
        name: 'Fridge',
        watts: 150,
        quantity: 1,
        hoursPerDay: 24,
        dutyCycle: 0.4,
        motor: true,
        atOnce: true,
      },
    ],
  },
  fromProductId: null,
  ...fields,
});

const ask = (user: Pick<TestUser, 'call'>, data: Record<string, unknown>) =>
  user.call<RequestProjectResponse>('requestProject', data);

describe('requestProject', () => {
  it('writes the project at "requested" with its SP number claimed, the site normalised and the sizing kept', async () => {
    const customer = await createUser();
    const data = request();
    const { project, alreadyRequested } = await ask(customer, data);
    expect(alreadyRequested).toBe(false);
    expect(project.number).toMatch(new RegExp(`^SP-${orderNumberMonth(new Date())}-\\d{5}$`));
    expect(project).toMatchObject({
      id: data.projectId,
      kind: 'installation',
      stage: 'requested',
      userId: customer.uid,
      customer: { name: 'Ama Mensah', phone: '+233244120127', email: customer.email },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567' },
      requestedSlot: { day: TOMORROW, slot: 'morning' },
      surveySlot: null,
      proposalVersion: 0,
      money: { depositStatus: 'none', balanceStatus: 'none', paymentAttempts: [] },
    });
    expect(project.timeline).toHaveLength(1);
    expect(project.timeline[0]).toMatchObject({ stage: 'requested', by: customer.uid });

    const stored = await readDoc(`projects/${data.projectId}`);
    expect(stored?.number).toBe(project.number);
    expect(stored?.sizing.appliances[0]).toMatchObject({ key: 'fridge', watts: 150, quantity: 1 });
    expect(stored?.searchKeys).toEqual(expect.arrayContaining([project.number.toLowerCase(), 'ama', 'mensah', '0127']));
    // The number is claimed for this project: no other project or order can take it.
    expect(await readDoc(`projectNumbers/${project.number}`)).toMatchObject({ projectId: data.projectId });
  });

  it('is idempotent by the project id: a retried request answers the first project and writes nothing more', async () => {
    const customer = await createUser();
    const data = request();
    const first = await ask(customer, data);
    const again = await ask(customer, { ...data, name: 'Someone Else' });
    expect(again.alreadyRequested).toBe(true);
    expect(again.project.number).toBe(first.project.number);
    expect(again.project.customer.name).toBe('Ama Mensah');
    const mine = await db.collection('projects').where('userId', '==', customer.uid).get();
    expect(mine.size).toBe(1);
    // Another customer cannot take or read that id.
    const other = await createUser();
    const error = await callError(ask(other, data));
    expect(error).toMatchObject({ code: 'permission-denied', details: { reason: 'project_id_taken' } });
  });

  it('refuses a day gone by, a day not open and no slot while days are open, each with its reason', async () => {
    const customer = await createUser();
    const past = await callError(ask(customer, request({ slot: { day: YESTERDAY, slot: 'morning' } })));
    expect(past).toMatchObject({
      code: 'failed-precondition',
      message: PROJECT_MESSAGES.slotPast,
      details: { reason: 'slot_past' },
    });
    const closed = await callError(ask(customer, request({ slot: { day: isoDay(2), slot: 'afternoon' } })));
    expect(closed).toMatchObject({ message: PROJECT_MESSAGES.slotClosed, details: { reason: 'slot_closed' } });
    const none = await callError(ask(customer, request({ slot: null })));
    expect(none).toMatchObject({ details: { reason: 'slot_required' } });
    expect((await db.collection('projects').where('userId', '==', customer.uid).get()).size).toBe(0);
  });

  it('names every bad field in details.fields, in the form\u2019s words', async () => {
    const customer = await createUser();
    const error = await callError(
      ask(
        customer,
        request({ phone: '12', site: { region: 'Nowhere', town: '', gpsAddress: 'Tamale', landmark: '' } }),
      ),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toMatchObject({
      fields: {
        phone: PROJECT_REQUEST_MESSAGES.phone,
        'site.region': PROJECT_REQUEST_MESSAGES.region,
        'site.town': PROJECT_MESSAGES.town,
        'site.gpsAddress': PROJECT_MESSAGES.gpsAddress,
        'site.landmark': PROJECT_REQUEST_MESSAGES.landmark,
      },
    });
  });

  it(`refuses a customer with ${MAX_OPEN_PROJECTS} open projects; a closed one does not count`, async () => {
    const customer = await createUser();
    const made: string[] = [];
    for (let i = 0; i < MAX_OPEN_PROJECTS; i += 1) made.push((await ask(customer, request())).project.id);
    const refused = await callError(ask(customer, request()));
    expect(refused).toMatchObject({ code: 'failed-precondition', details: { reason: 'too_many_open' } });
    await db.doc(`projects/${made[0]}`).update({ stage: 'cancelled' });
    const { alreadyRequested } = await ask(customer, request({ kind: 'audit', sizing: null }));
    expect(alreadyRequested).toBe(false);
  });

  it('refuses a disabled account and a visitor', async () => {
    const disabled = await createUser({ isActive: false });
    const error = await callError(ask(disabled, request()));
    expect(error).toMatchObject({ code: 'permission-denied', details: { reason: 'account_disabled' } });
    const visitor = await callError(ask(anonymousCaller(), request()));
    expect(visitor.code).toBe('unauthenticated');
  });

  it('takes a request without a slot when no survey day is open', async () => {
    await db.doc('settings/global').set({ projects: { surveyDays: [YESTERDAY] } }, { merge: true });
    try {
      const customer = await createUser();
      const { project } = await ask(customer, request({ kind: 'audit', slot: null, sizing: null }));
      expect(project).toMatchObject({ stage: 'requested', kind: 'audit', requestedSlot: null, sizing: null });
    } finally {
      await db
        .doc('settings/global')
        .set({ projects: { surveyDays: [YESTERDAY, TOMORROW, IN_THREE_DAYS] } }, { merge: true });
    }
  });
});
