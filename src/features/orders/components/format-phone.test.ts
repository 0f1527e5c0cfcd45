import { describe, expect, it } from 'vitest';
import { formatGhanaPhone } from './format-phone';

describe('formatGhanaPhone', () => {
  it('groups a stored Ghana number and leaves anything else alone', () => {
    expect(formatGhanaPhone('+233241234567')).toBe('+233 24 123 4567');
    expect(formatGhanaPhone('0241234567')).toBe('0241234567');
  });
});
