import { describe, expect, it } from 'vitest';
import { amountToPay } from './plan-payment';

describe('amountToPay', () => {
  it('reads what a customer types as GHS, in pesewas', () => {
    expect(amountToPay('2,933.32', 1_000_000)).toEqual({ ok: true, amount: 293_332 });
    expect(amountToPay(' 50 ', 1_000_000)).toEqual({ ok: true, amount: 5_000 });
    expect(amountToPay('GH₵ 0.5', 1_000_000)).toEqual({ ok: true, amount: 50 });
  });

  it('refuses nothing, words, a third decimal, and more than remains', () => {
    for (const typed of ['', '0', '0.00', 'ten', '1.234', '-5']) {
      expect(amountToPay(typed, 1_000_000)).toEqual({ ok: false, problem: 'not_an_amount' });
    }
    expect(amountToPay('10,000.01', 1_000_000)).toEqual({ ok: false, problem: 'more_than_owed' });
    expect(amountToPay('10,000.00', 1_000_000)).toEqual({ ok: true, amount: 1_000_000 });
  });
});
