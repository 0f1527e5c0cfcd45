import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT } from './settings';
import { setupChecklist } from './shop-setup';

describe('the setup checklist (issue 14 item 10)', () => {
  it('a fresh shop has every step to do, each with the page that fixes it', () => {
    const steps = setupChecklist(EMPTY_CONTACT, { products: 0, installations: 0, testimonials: 0 });
    expect(steps.filter((s) => s.done)).toEqual([]);
    expect(steps.map((s) => [s.key, s.to])).toEqual([
      ['contact', '/admin/settings'],
      ['whatsapp', '/admin/settings'],
      ['address', '/admin/settings'],
      ['map', '/admin/settings'],
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
    const done = setupChecklist(contact, { products: 3, installations: 0, testimonials: 1 })
      .filter((s) => s.done)
      .map((s) => s.key);
    expect(done).toEqual(['whatsapp', 'map', 'products', 'testimonials']);
  });
});
