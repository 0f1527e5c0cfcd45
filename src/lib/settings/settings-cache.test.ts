import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PROJECT_SETTINGS,
  EMPTY_CONTACT,
} from '@domain/shop/settings';
import {
  OLD_SETTINGS_STORAGE_KEY,
  readCachedSettings,
  SETTINGS_STORAGE_KEY,
  writeCachedSettings,
} from './settings-cache';

const business = { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 };

beforeEach(() => localStorage.clear());

describe("the shop's settings kept on the device", () => {
  it('are kept under a key that says what it holds (the business settings and the contact details)', () => {
    writeCachedSettings({
      business,
      contact: EMPTY_CONTACT,
      payment: DEFAULT_PAYMENT_SETTINGS,
      display: DEFAULT_DISPLAY_SETTINGS,
      projects: DEFAULT_PROJECT_SETTINGS,
      planTemplates: [],
    });
    expect(SETTINGS_STORAGE_KEY).toBe('savanna-solar-settings');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ settings: business });
    expect(readCachedSettings()?.settings).toEqual({
      business,
      contact: EMPTY_CONTACT,
      payment: DEFAULT_PAYMENT_SETTINGS,
      display: DEFAULT_DISPLAY_SETTINGS,
      projects: DEFAULT_PROJECT_SETTINGS,
      planTemplates: [],
    });
  });

  it('keeps the open survey days with them (the project request offers them)', () => {
    const projects = { ...DEFAULT_PROJECT_SETTINGS, surveyDays: ['2026-11-27', '2026-11-30'] };
    writeCachedSettings({
      business,
      contact: EMPTY_CONTACT,
      payment: DEFAULT_PAYMENT_SETTINGS,
      display: DEFAULT_DISPLAY_SETTINGS,
      projects,
      planTemplates: [],
    });
    expect(readCachedSettings()?.settings.projects).toEqual(projects);
  });

  it('a copy an older version kept under the old key stays valid: read once, then kept under the new key', () => {
    const at = Date.now();
    localStorage.setItem(OLD_SETTINGS_STORAGE_KEY, JSON.stringify({ settings: business, at }));
    expect(readCachedSettings(at)).toEqual({
      settings: {
        business,
        contact: EMPTY_CONTACT,
        payment: DEFAULT_PAYMENT_SETTINGS,
        display: DEFAULT_DISPLAY_SETTINGS,
        projects: DEFAULT_PROJECT_SETTINGS,
        planTemplates: [],
      },
      at,
    });
    expect(localStorage.getItem(OLD_SETTINGS_STORAGE_KEY)).toBeNull();
    expect(readCachedSettings(at)?.settings.business).toEqual(business);
  });

  it('the new copy wins over an old one', () => {
    const at = Date.now();
    localStorage.setItem(OLD_SETTINGS_STORAGE_KEY, JSON.stringify({ settings: { ...business, taxRate: 3 }, at }));
    writeCachedSettings({
      business,
      contact: EMPTY_CONTACT,
      payment: DEFAULT_PAYMENT_SETTINGS,
      display: DEFAULT_DISPLAY_SETTINGS,
      projects: DEFAULT_PROJECT_SETTINGS,
      planTemplates: [],
    });
    expect(readCachedSettings()?.settings.business).toEqual(business);
  });
});
