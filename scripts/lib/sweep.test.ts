import { describe, expect, it } from 'vitest';
import { aheadOption } from './sweep';

describe('aheadOption', () => {
  const days = { flag: '--days-ahead', unit: 'days' } as const;

  it('reads the number after the flag, 0 when it is left out', () => {
    expect(aheadOption(days, ['node', 'script.ts', '--days-ahead', '4'])).toBe(4);
    expect(aheadOption(days, ['node', 'script.ts', '--plan', 'p1'])).toBe(0);
  });

  it('refuses anything but a number of 0 or more, naming what it counts', () => {
    expect(() => aheadOption(days, ['node', 'script.ts', '--days-ahead', 'soon'])).toThrow(
      '--days-ahead takes a number of days',
    );
    expect(() => aheadOption(days, ['node', 'script.ts', '--days-ahead', '-1'])).toThrow(
      '--days-ahead takes a number of days',
    );
  });
});
