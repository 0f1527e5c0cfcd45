import { describe, expect, it } from 'vitest';
import { formatSpecValue, orderedSpecKeys, specLabel } from './specs';

describe('spec labels and values', () => {
  it('reads as a shopper expects', () => {
    expect(specLabel('powerW')).toBe('Power');
    expect(formatSpecValue('powerW', 5000)).toBe('5,000 W');
    expect(formatSpecValue('efficiencyPct', 21.3)).toBe('21.3%');
    expect(formatSpecValue('warrantyYears', 1)).toBe('1 year');
    expect(formatSpecValue('warrantyYears', 10)).toBe('10 years');
    expect(formatSpecValue('chemistry', 'LiFePO4')).toBe('LiFePO4');
    expect(formatSpecValue('outlets', 6)).toBe('6');
  });

  it('humanises keys it does not know', () => {
    expect(specLabel('ipRating')).toBe('Ip rating');
    expect(formatSpecValue('ipRating', 65)).toBe('65');
  });

  it('orders known keys first, in a fixed order, then the rest by name, without duplicates', () => {
    expect(orderedSpecKeys(['warrantyYears', 'zeta', 'powerW', 'alpha', 'powerW'])).toEqual([
      'powerW',
      'warrantyYears',
      'alpha',
      'zeta',
    ]);
  });
});
