import { describe, expect, it } from 'vitest';
import { staffSettingsFromRecord } from '@domain/notifications/notifications';
import { EMPTY_CONTACT } from './settings';
import { setupChecklist } from './shop-setup';

describe('the setup checklist', () => {
  it('a fresh shop has every step to do, each with the page that fixes it', () => {
    const steps = setupChecklist(EMPTY_CONTACT, { products: 0, installations: 0, testimonials: 0 }, null);
    expect(steps.filter((s) => s.done)).toEqual([]);
    expect(steps.map((s) => [s.key, s.to])).toEqual([
      ['contact', '/admin/settings'],
      ['whatsapp', '/admin/settings'],
      ['address', '/admin/settings'],
      ['map', '/admin/settings'],
      ['staffAlerts', '/admin/notifications'],
      ['products', '/admin/products'],
      ['installations', '/admin/showcase'],
      ['testimonials', '/admin/showcase'],
    ]);
  });

  it('a step is done once all it needs is set', () => {
    const contact = {
      ...EMPTY_CONTACT,
      phones: ['+233 24 123 4567'],
      whatsapp: '+233241234567',
      address: 'Bolgatanga Road, Tamale',
      map: { lat: 9.4, lng: -0.84 },
    };
    const done = setupChecklist(contact, { products: 3, installations: 0, testimonials: 1 }, null)
      .filter((s) => s.done)
      .map((s) => s.key);
    expect(done).toEqual(['whatsapp', 'map', 'products', 'testimonials']);
  });

  describe('a mobile number for staff alerts', () => {
    const step = (saved: Parameters<typeof setupChecklist>[2]) =>
      setupChecklist(EMPTY_CONTACT, { products: 0, installations: 0, testimonials: 0 }, saved).find(
        (s) => s.key === 'staffAlerts',
      )!;
    const saved = (fields: Record<string, unknown>) => staffSettingsFromRecord({ emails: [], ...fields });

    it('is asked for, with the page where staff save it, until one is saved', () => {
      expect(step(null)).toMatchObject({
        done: false,
        label: 'Mobile number for staff alerts',
        to: '/admin/notifications',
        fix: 'Add it in Notifications',
      });
      expect(step(saved({ phones: [] })).done).toBe(false);
    });

    it("the shop's phone in Settings does not count: it may be a landline", () => {
      const contact = { ...EMPTY_CONTACT, phones: ['+233 37 202 2345'], email: 'shop@example.com' };
      const steps = setupChecklist(contact, { products: 1, installations: 1, testimonials: 1 }, null);
      expect(steps.find((s) => s.key === 'staffAlerts')?.done).toBe(false);
      expect(step(saved({ phones: ['+233372022345'] })).done).toBe(false); // a landline saved before the form refused it
    });

    it('is done once a mobile number is saved, or staff chose no SMS', () => {
      expect(step(saved({ phones: ['+233241234567'] })).done).toBe(true);
      expect(step(saved({ smsEnabled: false, phones: [] })).done).toBe(true);
    });
  });
});
