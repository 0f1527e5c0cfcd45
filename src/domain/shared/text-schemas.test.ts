import { describe, expect, it } from 'vitest';
import { boundedText, optionalText } from './text-schemas';

describe('boundedText', () => {
  const schema = boundedText('Say it in 2 to 5 characters.', 2, 5);

  it('trims, then keeps a text of min to max characters', () => {
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.parse('abcde')).toBe('abcde');
  });

  it('refuses too short, too long or not text with its one message', () => {
    for (const bad of [' a ', 'abcdef', 12, null]) {
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe('Say it in 2 to 5 characters.');
    }
  });
});

describe('optionalText', () => {
  const schema = optionalText('At most 3 characters.', 3);

  it("reads left out or null as '', and trims", () => {
    expect(schema.parse(undefined)).toBe('');
    expect(schema.parse(null)).toBe('');
    expect(schema.parse(' ab ')).toBe('ab');
  });

  it('refuses a longer text with its message', () => {
    expect(schema.safeParse('abcd').error?.issues[0]?.message).toBe('At most 3 characters.');
  });
});
