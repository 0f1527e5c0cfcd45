import { describe, expect, it } from 'vitest';
import { slotsLeftOn } from './project';
import { PROJECT_MESSAGES, PROJECT_REQUEST_MESSAGES } from './messages';
import {
  MAX_OPEN_PROJECTS,
  openSurveyDays,
  OPEN_PROJECT_STAGES,
  projectSearchKeys,
  requestProjectInputSchema,
  slotRefusal,
} from './project-request';
import { DEFAULT_SIZING_INPUT } from '@domain/sizing/sizing-model';

const valid = {
  projectId: 'AbCdEfGhIjKlMnOpQrSt',
  kind: 'installation',
  name: '  Ama Mensah ',
  phone: '024 412 0127',
  site: { region: 'Northern', town: 'Tamale', gpsAddress: 'nt01234567', landmark: 'Behind the police station' },
  slot: { day: '2026-12-01', slot: 'morning' },
  message: null,
  sizing: null,
  fromProductId: null,
};

const fieldsOf = (data: unknown) => {
  const result = requestProjectInputSchema.safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('requestProjectInputSchema', () => {
  it('normalises the phone, the GhanaPost GPS address and the name; absent fields are null', () => {
    const parsed = requestProjectInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: 'Ama Mensah',
      phone: '+233244120127',
      site: { gpsAddress: 'NT-0123-4567' },
      message: '',
      sizing: null,
      fromProductId: null,
    });
    expect(requestProjectInputSchema.parse({ ...valid, slot: undefined }).slot).toBeNull();
  });

  it('says what is wrong with each field, in the form\u2019s words', () => {
    expect(
      fieldsOf({
        ...valid,
        kind: 'picnic',
        name: 'A',
        phone: '12345',
        site: { region: 'Nowhere', town: '', gpsAddress: 'Tamale', landmark: 'x' },
      }),
    ).toEqual({
      kind: PROJECT_REQUEST_MESSAGES.kind,
      name: PROJECT_REQUEST_MESSAGES.name,
      phone: PROJECT_REQUEST_MESSAGES.phone,
      'site.region': PROJECT_REQUEST_MESSAGES.region,
      'site.town': PROJECT_MESSAGES.town,
      'site.gpsAddress': PROJECT_MESSAGES.gpsAddress,
      'site.landmark': PROJECT_REQUEST_MESSAGES.landmark,
    });
    expect(fieldsOf({ ...valid, projectId: 'a/b' })).toEqual({ projectId: PROJECT_REQUEST_MESSAGES.invalidProjectId });
  });

  it('takes the calculator\u2019s whole sizing, clamped by its own rule, and refuses one that is not a sizing', () => {
    const sizing = {
      ...DEFAULT_SIZING_INPUT,
      appliances: [
        {
          key: 'c',
          name: 'x'.repeat(60),
          watts: 100,
          quantity: 2,
          hoursPerDay: 5,
          dutyCycle: 1,
          motor: false,
          atOnce: true,
        },
      ],
    };
    const parsed = requestProjectInputSchema.parse({ ...valid, sizing });
    expect(parsed.sizing?.appliances[0]?.name).toHaveLength(40);
    expect(parsed.sizing?.goal).toBe('backup');
    expect(fieldsOf({ ...valid, sizing: { goal: 'backup' } })).not.toEqual({});
  });
});

describe('slotRefusal', () => {
  const settings = { surveyDays: ['2026-11-20', '2026-11-27', '2026-11-30'] };
  const today = '2026-11-26';
  it('takes an open day from today on', () => {
    expect(slotRefusal({ day: '2026-11-27', slot: 'morning' }, settings, today)).toBeNull();
  });
  it('refuses a day gone by (even one still open), a day not open, and no slot while days are open', () => {
    expect(slotRefusal({ day: '2026-11-20', slot: 'morning' }, settings, today)).toBe('slot_past');
    expect(slotRefusal({ day: '2026-11-28', slot: 'morning' }, settings, today)).toBe('slot_closed');
    expect(slotRefusal(null, settings, today)).toBe('slot_required');
  });
  it("refuses today's time of day once over, and offers no day whose times are all over", () => {
    const evening = new Date('2026-11-26T21:56:00Z');
    const open = { surveyDays: ['2026-11-26', '2026-11-27'] };
    expect(slotRefusal({ day: '2026-11-26', slot: 'morning' }, open, today, evening)).toBe('slot_past');
    expect(slotRefusal({ day: '2026-11-26', slot: 'evening' }, open, today, evening)).toBe('slot_past');
    expect(slotRefusal({ day: '2026-11-27', slot: 'morning' }, open, today, evening)).toBeNull();
    expect(openSurveyDays(open, today, evening)).toEqual(['2026-11-27']);
    const lateMorning = new Date('2026-11-26T11:59:00Z');
    expect(slotRefusal({ day: '2026-11-26', slot: 'morning' }, open, today, lateMorning)).toBeNull();
    expect(slotsLeftOn('2026-11-26', new Date('2026-11-26T12:00:00Z'))).toEqual(['afternoon', 'evening']);
  });
  it('takes no slot when no day from today on is open', () => {
    expect(slotRefusal(null, { surveyDays: ['2026-11-20'] }, today)).toBeNull();
  });
});

describe('the open projects and the search keys', () => {
  it('counts every stage but the final ones', () => {
    expect(OPEN_PROJECT_STAGES).not.toContain('commissioned');
    expect(OPEN_PROJECT_STAGES).not.toContain('cancelled');
    expect(OPEN_PROJECT_STAGES).toContain('requested');
    expect(MAX_OPEN_PROJECTS).toBe(5);
  });
  it('keys the number, the name\u2019s words and the phone\u2019s endings', () => {
    const keys = projectSearchKeys('SP-2611-48213', { name: 'Ama Mensah', email: '', phone: '+233244120127' });
    expect(keys).toEqual(expect.arrayContaining(['sp-2611-48213', 'ama', 'mensah', '0127', '244120127']));
  });
});
