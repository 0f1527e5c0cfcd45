import { describe, expect, it } from 'vitest';
import {
  bookSurveySchema,
  closeProjectSchema,
  isBookableDay,
  needsActionOf,
  parseProjectSearch,
  recordSurveySchema,
} from './project-staff';
import { PROJECT_STAFF_MESSAGES } from './messages';
import { applianceFromPreset, APPLIANCE_PRESETS, customAppliance } from '@domain/sizing/sizing-model';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

const survey = {
  mount: 'roof',
  shading: 'partial',
  cableRunM: 12,
  gridHoursPerDay: 14,
  generatorKva: 5,
  generatorFuelPerMonth: 900,
  prepaidPerMonth: 350,
  appliances: [applianceFromPreset(APPLIANCE_PRESETS[0]!, 2), customAppliance('Welding machine', 3000, true)],
  notes: 'Roof faces south, iron sheets in good state.',
};

describe("the staff's project callables' inputs", () => {
  it('bookSurvey takes an ISO day and a time of day; a day in the past is refused by the callable', () => {
    expect(bookSurveySchema.safeParse({ projectId: 'proj-12345', day: '2026-11-30', slot: 'morning' }).success).toBe(
      true,
    );
    expect(messages(bookSurveySchema.safeParse({ projectId: 'proj-12345', day: '30/11/2026', slot: 'noon' }))).toEqual([
      PROJECT_STAFF_MESSAGES.day,
      PROJECT_STAFF_MESSAGES.slot,
    ]);
    expect(isBookableDay('2026-11-25', '2026-11-26')).toBe(false);
    expect(isBookableDay('2026-11-26', '2026-11-26')).toBe(true);
  });

  it("recordSurvey takes a site's real figures and the calculator's appliances", () => {
    expect(recordSurveySchema.safeParse({ projectId: 'proj-12345', survey }).success).toBe(true);
  });

  it('recordSurvey refuses figures out of range, each with its own message', () => {
    const bad = {
      ...survey,
      cableRunM: -1,
      gridHoursPerDay: 25,
      generatorKva: 1000,
      generatorFuelPerMonth: Number.NaN,
      prepaidPerMonth: 200_000,
      appliances: [],
    };
    expect(messages(recordSurveySchema.safeParse({ projectId: 'proj-12345', survey: bad }))).toEqual([
      PROJECT_STAFF_MESSAGES.cableRunM,
      PROJECT_STAFF_MESSAGES.gridHoursPerDay,
      PROJECT_STAFF_MESSAGES.generatorKva,
      PROJECT_STAFF_MESSAGES.generatorFuelPerMonth,
      PROJECT_STAFF_MESSAGES.prepaidPerMonth,
      PROJECT_STAFF_MESSAGES.appliances,
    ]);
    const zeroWatts = { ...survey, appliances: [{ ...customAppliance('Fan', 0), quantity: 0.5 }] };
    expect(messages(recordSurveySchema.safeParse({ projectId: 'proj-12345', survey: zeroWatts }))).toEqual([
      PROJECT_STAFF_MESSAGES.applianceWatts,
      PROJECT_STAFF_MESSAGES.applianceQuantity,
    ]);
  });

  it('closeProject takes lost or cancelled with a reason of 3 to 500 characters', () => {
    expect(
      closeProjectSchema.safeParse({ projectId: 'proj-12345', outcome: 'lost', reason: 'Chose another installer' })
        .success,
    ).toBe(true);
    expect(messages(closeProjectSchema.safeParse({ projectId: 'proj-12345', outcome: 'won', reason: 'ok' }))).toEqual([
      PROJECT_STAFF_MESSAGES.outcome,
      PROJECT_STAFF_MESSAGES.closeReason,
    ]);
  });
});

describe('the board', () => {
  it('searches by project number, phone (whole or its ending) or name', () => {
    expect(parseProjectSearch('sp-2611-48213')).toEqual({ key: 'sp-2611-48213', words: [] });
    expect(parseProjectSearch('024 123 4567')).toEqual({ key: '241234567', words: [] });
    expect(parseProjectSearch('4567')).toEqual({ key: '4567', words: [] });
    expect(parseProjectSearch('Abena Mahama')).toEqual({ key: 'mahama', words: ['abena'] });
    expect(parseProjectSearch('  ')).toBeNull();
  });

  it('says what needs action: a day asked for passed, a survey day passed, a proposal expiring within 3 days, a deposit awaited, an installation this week', () => {
    const today = '2026-11-26';
    const none = { requestedSlot: null, surveySlot: null, proposalValidUntil: null, installation: null };
    // A request whose day asked for has passed, no survey booked yet.
    expect(
      needsActionOf({ ...none, stage: 'requested', requestedSlot: { day: '2026-11-25', slot: 'morning' } }, today),
    ).toBe('request_overdue');
    expect(
      needsActionOf({ ...none, stage: 'requested', requestedSlot: { day: today, slot: 'morning' } }, today),
    ).toBeNull();
    expect(needsActionOf({ ...none, stage: 'requested' }, today)).toBeNull();
    expect(
      needsActionOf({ ...none, stage: 'survey_booked', surveySlot: { day: '2026-11-25', slot: 'morning' } }, today),
    ).toBe('survey_overdue');
    expect(
      needsActionOf({ ...none, stage: 'survey_booked', surveySlot: { day: today, slot: 'morning' } }, today),
    ).toBeNull();
    expect(
      needsActionOf({ ...none, stage: 'proposal_sent', proposalValidUntil: new Date('2026-11-29T23:00:00Z') }, today),
    ).toBe('proposal_expiring');
    expect(
      needsActionOf({ ...none, stage: 'proposal_sent', proposalValidUntil: new Date('2026-11-30T08:00:00Z') }, today),
    ).toBeNull();
    expect(needsActionOf({ ...none, stage: 'accepted' }, today)).toBe('deposit_awaited');
    const installation = (day: string) => ({
      day,
      slot: 'morning' as const,
      team: [],
      installedAt: null,
      serials: [],
      readings: {},
    });
    expect(
      needsActionOf({ ...none, stage: 'install_scheduled', installation: installation('2026-12-02') }, today),
    ).toBe('install_this_week');
    expect(
      needsActionOf({ ...none, stage: 'install_scheduled', installation: installation('2026-12-03') }, today),
    ).toBeNull();
  });
});
