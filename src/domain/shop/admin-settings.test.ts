import { describe, expect, it } from 'vitest';
import { NEW_REGION_DAYS, settingsFormFrom, settingsFormSchema, settingsFrom } from './admin-settings';
import { SETTINGS_MESSAGES } from './messages';
import { GHANA_REGIONS } from '@domain/shared/ghana-regions';
import { DEFAULT_PROJECT_SETTINGS, DEFAULT_SETTINGS, EMPTY_CONTACT, nextDays } from './settings';

const form = () => settingsFormFrom(DEFAULT_SETTINGS);
const issues = (data: unknown) => {
  const r = settingsFormSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('settings form', () => {
  it('round-trips the defaults, normalising phone numbers', () => {
    const values = settingsFormSchema.parse({
      ...form(),
      contact: { ...form().contact, phones: [{ value: '0241234567' }], whatsapp: '+233 24 123 4567' },
    });
    expect(settingsFrom(values)).toEqual({
      // A shop without regions' terms starts each region's row from the general fee (docs/delivery-fees.md): a
      // save stores all 16.
      business: {
        taxRate: 0,
        deliveryFee: 0,
        freeDeliveryThreshold: 5,
        regions: Object.fromEntries(GHANA_REGIONS.map((r) => [r, { fee: 0, freeFrom: 5, ...NEW_REGION_DAYS }])),
      },
      contact: { ...DEFAULT_SETTINGS.contact, phones: ['+233 24 123 4567'], whatsapp: '+233241234567' },
      payment: { holdMinutes: 30 },
      display: { pricesIncludeTax: false },
      projects: DEFAULT_PROJECT_SETTINGS,
      planTemplates: [],
    });
  });

  it('keeps the open survey days from today on, each once and in order, and drops the past ones', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      projects: { ...DEFAULT_PROJECT_SETTINGS, surveyDays: ['2026-11-20', '2026-11-27', '2026-11-26'] },
    };
    const f = settingsFormFrom(settings, '2026-11-26');
    expect(f.projects.surveyDays).toEqual(['2026-11-26', '2026-11-27']);
    const values = settingsFormSchema.parse({
      ...f,
      projects: { ...f.projects, surveyDays: ['2026-11-28', '2026-11-27', '2026-11-28'] },
    });
    expect(settingsFrom(values).projects.surveyDays).toEqual(['2026-11-27', '2026-11-28']);
  });

  it("takes the projects' terms in whole numbers within their limits, and at most 90 open days", () => {
    const f = form();
    const withProjects = (change: object) => issues({ ...f, projects: { ...f.projects, ...change } });
    expect(withProjects({ proposalValidDays: 0 })).toEqual([SETTINGS_MESSAGES.proposalValidDays]);
    expect(withProjects({ proposalValidDays: 91 })).toEqual([SETTINGS_MESSAGES.proposalValidDays]);
    expect(withProjects({ depositPercent: 101 })).toEqual([SETTINGS_MESSAGES.depositPercent]);
    expect(withProjects({ depositPercent: 12.5 })).toEqual([SETTINGS_MESSAGES.depositPercent]);
    expect(withProjects({ batteryCheckMonths: 25 })).toEqual([SETTINGS_MESSAGES.batteryCheckMonths]);
    expect(withProjects({ panelCleaningMonth: 13 })).toEqual([SETTINGS_MESSAGES.panelCleaningMonth]);
    expect(withProjects({ surveyDays: nextDays('2026-11-26', 91) })).toEqual([SETTINGS_MESSAGES.surveyDays]);
    expect(withProjects({ surveyDays: nextDays('2026-11-26', 90), depositPercent: 0 })).toEqual([]);
  });

  it('takes the time to pay with Mobile Money in whole minutes, from 5 to 24 hours', () => {
    const f = form();
    for (const holdMinutes of [4, 1441, 12.5]) {
      expect(issues({ ...f, payment: { holdMinutes } })).toEqual([SETTINGS_MESSAGES.holdMinutes]);
    }
    expect(issues({ ...f, payment: { holdMinutes: 45 } })).toEqual([]);
  });

  it('refuses out-of-range or over-precise amounts with their message', () => {
    const f = form();
    expect(issues({ ...f, business: { ...f.business, taxRate: 101 } })).toEqual([SETTINGS_MESSAGES.taxRate]);
    expect(issues({ ...f, business: { ...f.business, taxRate: 12.345 } })).toEqual([SETTINGS_MESSAGES.taxRate]);
    expect(issues({ ...f, business: { ...f.business, deliveryFee: -1 } })).toEqual([SETTINGS_MESSAGES.deliveryFee]);
    expect(issues({ ...f, business: { ...f.business, freeDeliveryThreshold: Number.NaN } })).toEqual([
      SETTINGS_MESSAGES.freeDeliveryThreshold,
    ]);
  });

  it("edits each region's delivery terms, keeping the stored ones, and refuses senseless ones", () => {
    const volta = { fee: 170.5, freeFrom: 12_000, minDays: 4, maxDays: 7 };
    const f = settingsFormFrom({
      ...DEFAULT_SETTINGS,
      business: { ...DEFAULT_SETTINGS.business, regions: { Volta: volta } },
    });
    const at = GHANA_REGIONS.indexOf('Volta');
    expect(f.business.regions[at]).toEqual({ region: 'Volta', ...volta });
    const rows = (change: Partial<typeof volta>) =>
      f.business.regions.map((row, i) => (i === at ? { ...row, ...change } : row));
    expect(settingsFrom(settingsFormSchema.parse(f)).business.regions?.Volta).toEqual(volta);
    expect(issues({ ...f, business: { ...f.business, regions: rows({ fee: 10.001 }) } })).toEqual([
      SETTINGS_MESSAGES.regionFee,
    ]);
    expect(issues({ ...f, business: { ...f.business, regions: rows({ freeFrom: Number.NaN }) } })).toEqual([
      SETTINGS_MESSAGES.regionFreeFrom,
    ]);
    expect(issues({ ...f, business: { ...f.business, regions: rows({ minDays: 0 }) } })).toEqual([
      SETTINGS_MESSAGES.regionDays,
    ]);
    expect(issues({ ...f, business: { ...f.business, regions: rows({ minDays: 5, maxDays: 3 }) } })).toEqual([
      SETTINGS_MESSAGES.regionDaysOrder,
    ]);
  });

  it('refuses bad contact details', () => {
    const f = form();
    expect(issues({ ...f, contact: { ...f.contact, phones: Array(6).fill({ value: '0241234567' }) } })).toEqual([
      SETTINGS_MESSAGES.phonesRequired,
    ]);
    expect(issues({ ...f, contact: { ...f.contact, phones: [{ value: '12345' }] } })).toEqual([
      SETTINGS_MESSAGES.phone,
    ]);
    expect(issues({ ...f, contact: { ...f.contact, email: 'nope' } })).toEqual([SETTINGS_MESSAGES.email]);
  });

  it('takes a fresh shop with no contact details at all, and drops empty phone rows', () => {
    const f = form();
    const values = settingsFormSchema.parse({ ...f, contact: { ...f.contact, phones: [{ value: ' ' }] } });
    expect(settingsFrom(values).contact).toEqual(EMPTY_CONTACT);
  });

  it('takes the map position as both numbers or neither', () => {
    const f = form();
    const withMap = (lat: string, lng: string) => ({ ...f, contact: { ...f.contact, map: { lat, lng } } });
    expect(settingsFrom(settingsFormSchema.parse(withMap(' 9.4008', '-0.8393 '))).contact.map).toEqual({
      lat: 9.4008,
      lng: -0.8393,
    });
    for (const [lat, lng] of [
      ['9.4', ''],
      ['', '-0.8'],
      ['91', '0'],
      ['9.4', 'west'],
      ['0', '181'],
    ]) {
      expect(issues(withMap(lat!, lng!))).toEqual([SETTINGS_MESSAGES.map]);
    }
    expect(
      settingsFormFrom({ ...DEFAULT_SETTINGS, contact: { ...DEFAULT_SETTINGS.contact, map: { lat: 9.4, lng: -0.84 } } })
        .contact.map,
    ).toEqual({ lat: '9.4', lng: '-0.84' });
  });
});
