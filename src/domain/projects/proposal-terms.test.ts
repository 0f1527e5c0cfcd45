import { describe, expect, it } from 'vitest';
import { planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import { cashWay, proposalTerms, sameTerms, wayName, waysToPay } from './proposal-terms';
import { FINANCED_THREE_MONTHS } from '@domain/plans/plan-template.fixtures';

/** The project plan of the demo: 20 % down, 3 monthly instalments, 10 % extra, installed after approval. */
const THREE_MONTHS: PlanTemplate = FINANCED_THREE_MONTHS;
const LAYAWAY: PlanTemplate = { ...THREE_MONTHS, id: 'layaway', name: '2 months first', count: 2, release: 'paid' };
const PRODUCTS_ONLY: PlanTemplate = { ...THREE_MONTHS, id: 'products', scope: 'products' };

const option = { total: 2500, deposit: 750 };
const TODAY = '2026-11-25';

describe('proposalTerms', () => {
  it('cash: the deposit now, the balance when installed, with the amounts', () => {
    expect(proposalTerms(cashWay(option))).toBe(
      'By typing my name I accept this option of the proposal at GH₵2,500.00, paid in cash. ' +
        'I pay the deposit of GH₵750.00 now. The goods are reserved for me while the deposit is awaited and go ' +
        'back to stock if it does not arrive in time. I pay the balance of GH₵1,750.00 when the system is ' +
        'installed. The installation day is agreed with me after the deposit is paid. If I cancel before the ' +
        'installation, the deposit is refunded.',
    );
  });

  it('cash without a deposit: nothing now, the total when installed', () => {
    const terms = proposalTerms(cashWay({ total: 2500, deposit: 0 }));
    expect(terms).toContain('No deposit is asked');
    expect(terms).toContain('I pay the GH₵2,500.00 when the system is installed.');
    expect(terms).not.toContain('deposit of');
  });

  it('"3 months": the plan\u2019s deposit, instalments to February, total, release and lateness; never "when installed"', () => {
    // 2,500.00: 20 % deposit 500.00; 2,000.00 over 3 months + 10 % (200.00) = 733.33, 733.33, 733.34.
    const terms = proposalTerms({ kind: 'plan', schedule: planSchedule(250_000, THREE_MONTHS, TODAY) });
    expect(terms).toBe(
      'By typing my name I accept this option of the proposal, GH₵2,500.00 in cash, paid by the payment plan ' +
        '"3 months": a deposit of GH₵500.00 now, then 3 monthly instalments from Friday 25 December 2026 to ' +
        'Thursday 25 February 2027, GH₵2,700.00 in all (GH₵200.00 more than in cash). The goods are reserved for ' +
        'me while the deposit is awaited and go back to stock if it does not arrive in time. The installation is ' +
        'booked after the deposit, once the shop has approved my plan. The plan\u2019s instalments are the balance: ' +
        'nothing else is due when the system is installed. If a payment is late the shop reminds me; 3 days after ' +
        'its due day the plan is overdue and the shop calls me. Nothing is added for paying late. I may pay off ' +
        'early at any time: the extra cost of instalments not yet due is not charged. If I cancel before the ' +
        'installation, what I paid on the plan is refunded.',
    );
    expect(terms).not.toContain('balance is paid when the system is installed');
  });

  it('a layaway plan: installed once everything is paid', () => {
    const terms = proposalTerms({ kind: 'plan', schedule: planSchedule(250_000, LAYAWAY, TODAY) });
    expect(terms).toContain('2 monthly instalments from Friday 25 December 2026 to Monday 25 January 2027');
    expect(terms).toContain(
      'The installation is booked once everything is paid; the goods are kept for me until then.',
    );
  });

  it('a plan without extra cost or deposit says so', () => {
    const free = { ...THREE_MONTHS, depositPercent: 0, extra: { kind: 'flat' as const, value: 0 }, graceDays: 0 };
    const terms = proposalTerms({ kind: 'plan', schedule: planSchedule(250_000, free, TODAY) });
    expect(terms).toContain('"3 months": no deposit, then 3 monthly instalments');
    expect(terms).toContain('GH₵2,500.00 in all (the same as paying in cash)');
    expect(terms).toContain('the day after its due day the plan is overdue');
  });
});

describe('waysToPay', () => {
  it('cash first, then each plan offered for projects at the option\u2019s total', () => {
    const ways = waysToPay({ option, templates: [THREE_MONTHS, PRODUCTS_ONLY, LAYAWAY], today: TODAY });
    expect(ways.map(wayName)).toEqual(['Cash', '3 months', '2 months first']);
    expect(ways[1]).toEqual({ kind: 'plan', schedule: planSchedule(250_000, THREE_MONTHS, TODAY) });
    expect(waysToPay({ option: { total: 900, deposit: 270 }, templates: [THREE_MONTHS], today: TODAY })).toEqual([
      { kind: 'cash', total: 90_000, deposit: 27_000 },
    ]);
  });
});

describe('sameTerms', () => {
  it('ignores spacing only', () => {
    const terms = proposalTerms(cashWay(option));
    expect(sameTerms(`  ${terms.replace(/ /g, '\n ')} `, terms)).toBe(true);
    expect(sameTerms(terms.replace('GH₵750.00', 'GH₵700.00'), terms)).toBe(false);
  });
});
