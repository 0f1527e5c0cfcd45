import { describe, expect, it } from 'vitest';
import { renderEmail, renderSms } from '@domain/notifications/notification-templates';
import type { ProjectRecord } from './project';
import { projectEvents, projectNotificationData } from './project-notifications';
import { projectFromRecord } from './project-record';

const at = new Date('2026-11-26T09:00:00Z');

/** A project as the reader gives it, with the fields of `data` (each change adds a timeline entry). */
function project(data: Record<string, unknown>, entries = 1): ProjectRecord<Date> {
  return projectFromRecord(
    'p1',
    {
      number: 'SP-2611-48213',
      kind: 'installation',
      stage: 'requested',
      userId: 'u1',
      customer: { name: 'Abena Mahama', phone: '+233241234567', email: 'abena@example.com' },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Near the Central Mosque' },
      requestedSlot: { day: '2026-11-30', slot: 'morning' },
      timeline: Array.from({ length: entries }, () => ({ stage: 'requested', at, by: 'u1', note: '' })),
      createdAt: at,
      updatedAt: at,
      ...data,
    },
    (value) => (value instanceof Date ? value : new Date(0)),
  );
}

const keys = (events: ReturnType<typeof projectEvents>) => events.map((e) => `${e.audience}:${e.template}:${e.key}`);

describe('what each project change tells whom', () => {
  it('a new request: the customer is acknowledged and staff alerted', () => {
    expect(keys(projectEvents(null, project({})))).toEqual([
      'customer:project_requested:requested',
      'staff:project_requested_staff:requested',
    ]);
  });

  it('a survey booked, then moved: the customer is told each time, each change under its own key', () => {
    const requested = project({});
    const booked = project({ stage: 'survey_booked', surveySlot: { day: '2026-11-30', slot: 'morning' } }, 2);
    const moved = project({ stage: 'survey_booked', surveySlot: { day: '2026-12-01', slot: 'afternoon' } }, 3);
    expect(keys(projectEvents(requested, booked))).toEqual(['customer:project_survey_booked:survey_booked-2']);
    expect(keys(projectEvents(booked, moved))).toEqual(['customer:project_survey_booked:survey_booked-3']);
  });

  it('a write that changes nothing the customer hears of tells no one (a note, a corrected survey, the same slot)', () => {
    const booked = project({ stage: 'survey_booked', surveySlot: { day: '2026-11-30', slot: 'morning' } }, 2);
    expect(projectEvents(booked, { ...booked, updatedAt: new Date() })).toEqual([]);
    const surveyed = project({ stage: 'surveyed', surveySlot: { day: '2026-11-30', slot: 'morning' } }, 3);
    expect(projectEvents(booked, surveyed)).toEqual([]);
    expect(projectEvents(surveyed, project({ stage: 'surveyed' }, 4))).toEqual([]);
  });

  it('a proposal sent and re-issued: "your proposal is ready" each version', () => {
    const surveyed = project({ stage: 'surveyed' }, 3);
    const sent = project({ stage: 'proposal_sent', proposalVersion: 1 }, 4);
    const again = project({ stage: 'proposal_sent', proposalVersion: 2 }, 5);
    expect(keys(projectEvents(surveyed, sent))).toEqual(['customer:project_proposal_sent:proposal_sent-4']);
    expect(keys(projectEvents(sent, again))).toEqual(['customer:project_proposal_sent:proposal_sent-5']);
  });

  it('accepted and deposit paid tell the customer and staff; a deposit not received tells the customer', () => {
    const sent = project({ stage: 'proposal_sent', proposalVersion: 1 }, 4);
    const accepted = project({ stage: 'accepted', proposalVersion: 1 }, 5);
    expect(keys(projectEvents(sent, accepted))).toEqual([
      'customer:project_stage:accepted-5',
      'staff:project_stage_staff:accepted-5',
    ]);
    const paid = project({ stage: 'deposit_paid' }, 6);
    expect(keys(projectEvents(accepted, paid))).toEqual([
      'customer:project_stage:deposit_paid-6',
      'staff:project_stage_staff:deposit_paid-6',
    ]);
    const expired = project({ stage: 'proposal_sent', proposalVersion: 1 }, 6);
    expect(keys(projectEvents(accepted, expired))).toEqual(['customer:project_stage:proposal_sent-6']);
    expect(projectNotificationData(accepted, expired, 'https://shop.example').depositExpired).toBe(true);
  });

  it('the installation booked (and re-booked), installed, commissioned, lost and cancelled tell the customer', () => {
    const paid = project({ stage: 'deposit_paid' }, 6);
    const booked = project({ stage: 'install_scheduled', installation: { day: '2026-12-10', slot: 'morning' } }, 7);
    const rebooked = project({ stage: 'install_scheduled', installation: { day: '2026-12-11', slot: 'morning' } }, 8);
    expect(keys(projectEvents(paid, booked))).toEqual(['customer:project_install_scheduled:install_scheduled-7']);
    expect(keys(projectEvents(booked, rebooked))).toEqual(['customer:project_install_scheduled:install_scheduled-8']);
    for (const stage of ['installed', 'commissioned', 'lost', 'cancelled']) {
      expect(keys(projectEvents(rebooked, project({ stage }, 9)))).toEqual([`customer:project_stage:${stage}-9`]);
    }
  });
});

describe("the project's messages", () => {
  const booked = project({ stage: 'survey_booked', surveySlot: { day: '2026-11-30', slot: 'morning' } }, 2);
  const data = projectNotificationData(project({}), booked, 'https://shop.example');

  it("the survey mail names the day, the time and the site, and links to the customer's project page", () => {
    const mail = renderEmail('project_survey_booked', data);
    expect(mail.subject).toBe('Savanna Solar: survey visit for SP-2611-48213 on Monday 30 November 2026');
    expect(mail.text).toContain(
      'Our surveyor will visit Tamale, NT-0123-4567, Near the Central Mosque on Monday 30 November 2026, morning (8 am to 12 noon) for project SP-2611-48213.',
    );
    expect(mail.text).toContain('See your project: https://shop.example/projects/p1');
    expect(renderSms('project_survey_booked', data).length).toBeLessThanOrEqual(160);
  });

  it("staff's alert links to the admin's project page", () => {
    const mail = renderEmail(
      'project_requested_staff',
      projectNotificationData(null, project({}), 'https://shop.example'),
    );
    expect(mail.text).toContain('Open the project: https://shop.example/admin/projects/p1');
    expect(mail.text).toContain(
      'Survey asked for Monday 30 November 2026, morning (8 am to 12 noon): confirm or move it.',
    );
  });

  it('"your proposal is ready" by SMS carries the link when it fits', () => {
    const sent = project({ stage: 'proposal_sent', proposalVersion: 1 }, 4);
    const sms = renderSms('project_proposal_sent', projectNotificationData(null, sent, 'https://shop.example'));
    expect(sms).toBe('Savanna Solar: your proposal for SP-2611-48213 is ready. https://shop.example/projects/p1');
  });
});
