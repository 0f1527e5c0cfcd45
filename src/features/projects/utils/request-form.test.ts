import { beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, PROJECT_REQUEST_MESSAGES } from '@domain/projects/messages';
import {
  blankRequestValues,
  clearRequestDraft,
  formFieldOf,
  readRequestDraft,
  requestFormSchema,
  requestFrom,
  writeRequestDraft,
} from './request-form';

const settings = { surveyDays: ['2026-11-27', '2026-11-30'] };
const TODAY = '2026-11-26';

const filled = {
  ...blankRequestValues('installation', 'Ama Mensah'),
  phone: '0244120127',
  site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Near the mosque' },
  day: '2026-11-27',
  slot: 'morning' as const,
};

const problems = (values: unknown) => {
  const result = requestFormSchema(settings, TODAY).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the request form', () => {
  it('sends what was typed, with the draft\u2019s id, the sizing and the service it came from', () => {
    const values = requestFormSchema(settings, TODAY).parse(filled);
    expect(requestFrom(values, { projectId: 'id-1', sizing: null, fromProductId: 'svc-1' })).toEqual({
      projectId: 'id-1',
      kind: 'installation',
      name: 'Ama Mensah',
      phone: '+233244120127',
      site: filled.site,
      slot: { day: '2026-11-27', slot: 'morning' },
      message: null,
      sizing: null,
      fromProductId: 'svc-1',
    });
  });

  it('asks for a day and a time while days are open, and refuses a day not offered', () => {
    expect(problems({ ...filled, day: '', slot: '' })).toEqual({ day: PROJECT_REQUEST_MESSAGES.slotRequired });
    expect(problems({ ...filled, slot: '' })).toEqual({ slot: PROJECT_REQUEST_MESSAGES.slotRequired });
    expect(problems({ ...filled, day: '2026-11-28' })).toEqual({ day: PROJECT_MESSAGES.slotClosed });
  });

  it('says each bad field at once', () => {
    expect(problems({ ...filled, phone: '12', site: { ...filled.site, gpsAddress: 'Tamale', town: '' } })).toEqual({
      phone: PROJECT_REQUEST_MESSAGES.phone,
      'site.town': PROJECT_MESSAGES.town,
      'site.gpsAddress': PROJECT_MESSAGES.gpsAddress,
    });
  });

  it('puts the server\u2019s field names on the form\u2019s fields', () => {
    expect(formFieldOf('site.gpsAddress')).toBe('site.gpsAddress');
    expect(formFieldOf('slot.day')).toBe('day');
    expect(formFieldOf('slot.slot')).toBe('slot');
    expect(formFieldOf('projectId')).toBeNull();
  });
});

describe('the draft', () => {
  beforeEach(() => clearRequestDraft());
  it('keeps what was typed and the project id in this tab until sent', () => {
    writeRequestDraft({ projectId: 'id-1', openedAs: 'installation', values: filled });
    expect(readRequestDraft()).toEqual({ projectId: 'id-1', openedAs: 'installation', values: filled });
    clearRequestDraft();
    expect(readRequestDraft()).toBeNull();
  });
  it('reads a malformed draft as none', () => {
    sessionStorage.setItem('savanna-solar-project-request', '{"projectId":1}');
    expect(readRequestDraft()).toBeNull();
  });
});
