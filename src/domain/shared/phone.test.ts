import { describe, expect, it } from 'vitest';
import { formatGhanaPhone, ghanaNetworkOf, isGhanaMobile, isGhanaPhone, normaliseGhanaPhone } from './phone';

describe('Ghana phone numbers', () => {
  it.each([
    ['0241234567', '+233241234567'],
    ['024 123 4567', '+233241234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['+233 (0)24-123-4567', '+233241234567'],
    ['00233 501234567', '+233501234567'],
    ['00233-20-123-4567', '+233201234567'],
    ['233 (55) 123.4567', '+233551234567'],
    ['030 221 2345', '+233302212345'],
    ['0372 022 123', '+233372022123'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseGhanaPhone(input)).toBe(expected);
    expect(isGhanaPhone(input)).toBe(true);
  });

  it.each([
    '',
    '024123456',
    '02412345678',
    '+2330241234567',
    '+234 803 123 4567',
    '+44 20 7946 0958',
    '0001234567',
    '0041234567',
    'call me',
  ])('refuses %j', (input) => {
    expect(normaliseGhanaPhone(input)).toBeNull();
    expect(isGhanaPhone(input)).toBe(false);
  });

  it('shows a number grouped the Ghanaian way, whatever form it was written in, and anything else as it is', () => {
    expect(formatGhanaPhone('+233241234567')).toBe('+233 24 123 4567');
    expect(formatGhanaPhone('0241234567')).toBe('+233 24 123 4567');
    expect(formatGhanaPhone('+233 (0)24 123 4567')).toBe('+233 24 123 4567');
    expect(formatGhanaPhone(' not a phone ')).toBe('not a phone');
  });

  it('tells a mobile number (02x, 05x), which an SMS reaches, from a fixed line (03x)', () => {
    for (const mobile of ['024 123 4567', '+233 55 123 4987', '0201234567', '0501234567']) {
      expect(isGhanaMobile(mobile), mobile).toBe(true);
    }
    for (const other of ['037 202 2345', '+233 30 276 1234', '12345']) expect(isGhanaMobile(other), other).toBe(false);
  });
});

describe('ghanaNetworkOf', () => {
  it.each([
    ['0241234567', 'mtn'],
    ['025 123 4567', 'mtn'],
    ['0531234567', 'mtn'],
    ['054 123 4567', 'mtn'],
    ['+233 55 123 4567', 'mtn'],
    ['0591234567', 'mtn'],
    ['0201234567', 'vod'],
    ['00233 501234567', 'vod'],
    ['0261234567', 'atl'],
    ['0271234567', 'atl'],
    ['0561234567', 'atl'],
    ['233 57 123 4567', 'atl'],
  ])('suggests the network of %s: %s', (input, network) => {
    expect(ghanaNetworkOf(input)).toBe(network);
  });

  it('suggests as soon as the prefix is typed', () => {
    expect(ghanaNetworkOf('055')).toBe('mtn');
    expect(ghanaNetworkOf('+233 20')).toBe('vod');
    expect(ghanaNetworkOf('05')).toBeNull();
  });

  it('suggests none for a fixed line, a prefix of no Mobile Money network, or nothing typed', () => {
    expect(ghanaNetworkOf('030 221 2345')).toBeNull();
    expect(ghanaNetworkOf('0231234567')).toBeNull();
    expect(ghanaNetworkOf('')).toBeNull();
  });
});
