/**
 * Visits assigned to technicians (docs/staff-roles.md, "Visits"), on the emulators: bookSurvey and scheduleInstall
 * take technician accounts, write the visit beside the project without a price, name the team in the customer's
 * booking, and let the technicians (and only they, of the field staff) act on the project; moved to another
 * technician, the first no longer may; the visit is done once recorded.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGN_MESSAGES } from '@domain/projects/messages';
import type { ProjectDto } from '@domain/projects/project';
import { visitId } from '@domain/projects/visits';
import { shopDay } from '@domain/shared/date-time';
import { applianceFromPreset, APPLIANCE_PRESETS } from '@domain/sizing/sizing-model';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import { callError, cleanup, createUser, db, readDoc, type TestUser } from './support';
import { admin, projectAtDepositPaid, projectRecord, withProjectAdmin } from './project-fixture';

const dayFromToday = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

let fatima: TestUser;
let issah: TestUser;
let sales: TestUser;
let customer: TestUser;

withProjectAdmin();

beforeAll(async () => {
  [fatima, issah, sales, customer] = await Promise.all([
    createUser({ job: 'technician' }),
    createUser({ job: 'technician' }),
    createUser({ job: 'sales' }),
    createUser(),
  ]);
  await Promise.all([
    db.doc(`users/${fatima.uid}`).update({ displayName: 'Fatima Iddrisu' }),
    db.doc(`users/${issah.uid}`).update({ displayName: 'Issah Abdulai' }),
  ]);
}, 60_000);

afterAll(cleanup);

async function requestedProject(): Promise<string> {
  const id = randomUUID();
  await db.doc(`projects/${id}`).set(
    projectRecord(customer, 'requested', Timestamp.now(), {
      customer: { name: 'Abena Mahama', phone: '+233241234567', email: customer.email },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Behind the Jubilee Park' },
      timeline: [{ stage: 'requested', at: Timestamp.now(), by: customer.uid, note: '' }],
    }),
  );
  return id;
}

const survey = {
  mount: 'roof',
  shading: 'none',
  cableRunM: 15,
  gridHoursPerDay: 12,
  generatorKva: 0,
  generatorFuelPerMonth: 0,
  prepaidPerMonth: 400,
  appliances: [applianceFromPreset(APPLIANCE_PRESETS[0]!, 2)],
  notes: '',
};

describe('a survey visit assigned to a technician', { timeout: 120_000 }, () => {
  it('is written beside the project, without a price; the technician may record it, another may not', async () => {
    const projectId = await requestedProject();
    const day = dayFromToday(1);
    await sales.call('bookSurvey', { projectId, day, slot: 'morning', technicianUids: [fatima.uid] });
    expect(await readDoc(`visits/${visitId(projectId, 'survey')}`)).toMatchObject({
      projectId,
      kind: 'survey',
      day,
      slot: 'morning',
      technicianUids: [fatima.uid],
      technicianNames: ['Fatima Iddrisu'],
      customer: { name: 'Abena Mahama', phone: '+233241234567' },
      site: { town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Behind the Jubilee Park' },
      bring: [],
      status: 'booked',
    });
    expect((await readDoc(`projects/${projectId}`))?.technicianUids).toEqual([fatima.uid]);

    expect(await callError(issah.call('recordSurvey', { projectId, survey }))).toMatchObject({
      code: 'permission-denied',
      message: ADMIN_MESSAGES.notYourVisit,
      details: { reason: 'not_allowed' },
    });
    const { project } = await fatima.call<{ project: ProjectDto }>('recordSurvey', { projectId, survey });
    expect(project.stage).toBe('surveyed');
    expect((await readDoc(`visits/${visitId(projectId, 'survey')}`))?.status).toBe('done');
  });

  it('moved to another technician: the first no longer acts on the project', async () => {
    const projectId = await requestedProject();
    await admin.call('bookSurvey', { projectId, day: dayFromToday(2), slot: 'morning', technicianUids: [fatima.uid] });
    await admin.call('bookSurvey', {
      projectId,
      day: dayFromToday(3),
      slot: 'afternoon',
      technicianUids: [issah.uid],
    });
    expect(await readDoc(`visits/${visitId(projectId, 'survey')}`)).toMatchObject({
      technicianUids: [issah.uid],
      slot: 'afternoon',
    });
    expect((await readDoc(`projects/${projectId}`))?.technicianUids).toEqual([issah.uid]);
    expect((await callError(fatima.call('addProjectNote', { projectId, note: 'On my way' }))).message).toBe(
      ADMIN_MESSAGES.notYourVisit,
    );
    await issah.call('addProjectNote', { projectId, note: 'On my way' });
  });

  it('refuses an account that is not a technician, in words at its field, and books nothing', async () => {
    const projectId = await requestedProject();
    for (const uid of [sales.uid, customer.uid, 'no-such-user']) {
      expect(
        await callError(
          admin.call('bookSurvey', { projectId, day: dayFromToday(1), slot: 'morning', technicianUids: [uid] }),
        ),
      ).toEqual({
        code: 'invalid-argument',
        message: ASSIGN_MESSAGES.notTechnician,
        details: { fields: { technicianUids: ASSIGN_MESSAGES.notTechnician } },
      });
    }
    expect((await readDoc(`projects/${projectId}`))?.stage).toBe('requested');
    expect(await readDoc(`visits/${visitId(projectId, 'survey')}`)).toBeUndefined();
  });
});

describe('an installation visit assigned to technicians', { timeout: 120_000 }, () => {
  it('lists what to bring without prices, names the team for the customer, and is done once installed', async () => {
    const setup = await projectAtDepositPaid();
    const day = dayFromToday(2);
    const { project } = await admin.call<{ project: ProjectDto }>('scheduleInstall', {
      projectId: setup.projectId,
      day,
      slot: 'afternoon',
      technicianUids: [issah.uid],
      team: ['Kwame Boateng'],
    });
    expect(project.installation?.team).toEqual(['Issah Abdulai', 'Kwame Boateng']);
    const visit = await readDoc(`visits/${visitId(setup.projectId, 'install')}`);
    expect(visit).toMatchObject({
      kind: 'install',
      day,
      slot: 'afternoon',
      technicianNames: ['Issah Abdulai'],
      bring: [
        { name: 'Test panel 450 W', quantity: 2 },
        { name: 'Test battery 2.4 kWh', quantity: 1 },
        { name: 'PV cable 6 mm²', quantity: 10 },
        { name: 'Installation', quantity: 1 },
      ],
    });
    expect(JSON.stringify(visit)).not.toMatch(/price|total|deposit|paid/i);

    await issah.call('markInstalled', {
      projectId: setup.projectId,
      serials: [
        { productId: setup.panelId, serials: ['PNL-A1', 'PNL-A2'] },
        { productId: setup.batteryId, serials: ['BAT-A1'] },
      ],
      readings: [{ name: 'Battery voltage', value: '52.8 V' }],
    });
    expect((await readDoc(`visits/${visitId(setup.projectId, 'install')}`))?.status).toBe('done');
    expect((await readDoc(`projects/${setup.projectId}`))?.stage).toBe('installed');
  });

  it('needs a team: technicians, or names, 1 to 6 in all', async () => {
    const setup = await projectAtDepositPaid();
    const answer = await callError(
      admin.call('scheduleInstall', { projectId: setup.projectId, day: dayFromToday(2), slot: 'morning' }),
    );
    expect(answer.code).toBe('invalid-argument');
  });
});
