import { describe, expect, it } from 'vitest';
import { contactMessageSchema, ENQUIRY_LIMITS, isValidPreferredDate, quoteRequestSchema } from './enquiries';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('preferred visit dates', () => {
  const now = new Date(2026, 5, 15, 10, 0);
  it('takes today up to a year ahead, real calendar days only', () => {
    expect(isValidPreferredDate('2026-06-15', now)).toBe(true);
    expect(isValidPreferredDate('2027-06-15', now)).toBe(true);
    expect(isValidPreferredDate('2026-06-14', now)).toBe(false);
    expect(isValidPreferredDate('2027-06-16', now)).toBe(false);
    expect(isValidPreferredDate('2026-02-30', now)).toBe(false);
    expect(isValidPreferredDate('15/06/2026', now)).toBe(false);
  });
});

describe('contact message form', () => {
  const valid = {
    name: '  Ama Mensah ',
    email: 'ama@example.com',
    phone: '',
    subject: 'Backup',
    message: 'Two freezers and lights during dumsor.',
  };

  it('trims and normalises what it accepts', () => {
    const result = contactMessageSchema.parse({ ...valid, phone: '024 123 4567' });
    expect(result).toEqual({ ...valid, name: 'Ama Mensah', phone: '+233241234567' });
    expect(contactMessageSchema.parse(valid).phone).toBe('');
  });

  it('accepts every phone form the checkout accepts, e.g. "+233 (0)24 …"', () => {
    expect(contactMessageSchema.parse({ ...valid, phone: '+233 (0)24 123 4567' }).phone).toBe('+233241234567');
  });

  it('gives a clear error for each field', () => {
    const result = contactMessageSchema.safeParse({
      name: 'A',
      email: 'ama@',
      phone: '123',
      subject: ' ',
      message: 'Hi',
    });
    expect(errorsOf(result)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address',
      phone: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
      subject: 'Please enter a subject.',
      message: 'Please write your message (at least 10 characters).',
    });
  });

  it('takes a phone number or an email address, at least one', () => {
    expect(contactMessageSchema.parse({ ...valid, email: '', phone: '024 123 4567' })).toMatchObject({
      email: '',
      phone: '+233241234567',
    });
    expect(errorsOf(contactMessageSchema.safeParse({ ...valid, email: ' ', phone: '' }))).toEqual({
      phone: 'Please enter a phone number or an email address, so that we can reply.',
    });
  });

  it('refuses text over the limits the rules enforce', () => {
    const result = contactMessageSchema.safeParse({
      ...valid,
      name: 'x'.repeat(ENQUIRY_LIMITS.name + 1),
      subject: 'x'.repeat(ENQUIRY_LIMITS.subject + 1),
      message: 'x'.repeat(ENQUIRY_LIMITS.message + 1),
    });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(['message', 'name', 'subject']);
    expect(contactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(ENQUIRY_LIMITS.message) }).success).toBe(
      true,
    );
  });
});

describe('quote request form', () => {
  const valid = {
    service: 'Off-grid solar',
    name: 'Ibrahim',
    phone: '020 123 4567',
    email: '',
    location: 'Tamale',
    details: '',
    preferredDate: '',
  };

  it('requires service, name, a phone or an email, and location; details and date are optional', () => {
    expect(quoteRequestSchema.parse(valid)).toMatchObject({ phone: '+233201234567', email: '', preferredDate: '' });
    expect(quoteRequestSchema.parse({ ...valid, phone: '', email: 'ib@example.com' })).toMatchObject({
      phone: '',
      email: 'ib@example.com',
    });
    const result = quoteRequestSchema.safeParse({ ...valid, service: '', name: '', phone: '', location: '' });
    expect(errorsOf(result)).toEqual({
      service: 'Please choose a service.',
      name: 'Please enter your name.',
      phone: 'Please enter a phone number or an email address, so that we can reply.',
      location: 'Please enter the town or area, e.g. Tamale, Kalpohin.',
    });
    expect(errorsOf(quoteRequestSchema.safeParse({ ...valid, phone: '123' }))).toEqual({
      phone: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
    });
  });

  it('checks the optional fields when given', () => {
    const result = quoteRequestSchema.safeParse({
      ...valid,
      email: 'nope',
      details: 'x'.repeat(ENQUIRY_LIMITS.details + 1),
      preferredDate: '2001-01-01',
    });
    expect(errorsOf(result)).toEqual({
      email: 'Please enter a valid email address',
      details: 'The details can be at most 2,000 characters.',
      preferredDate: 'Please choose a date from today onwards, within the next year.',
    });
  });
});
