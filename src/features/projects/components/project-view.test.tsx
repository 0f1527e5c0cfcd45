import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProposalOption } from '@domain/projects/proposal';
import { optionText } from '../utils/proposal-text';
import { StageTracker } from './project-view';

describe('StageTracker', () => {
  it('ticks the stages passed and marks the current one, from the kind\u2019s own steps', () => {
    render(<StageTracker project={{ kind: 'maintenance', stage: 'survey_booked', closedReason: '' }} />);
    const steps = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.replace(/^\d/, ''))).toEqual([
      'Requested',
      'Survey booked',
      'Surveyed',
      'Commissioned',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[0]!).getByLabelText('Done')).toBeInTheDocument();
  });

  it('says a closed project is lost or cancelled, with the reason', () => {
    render(<StageTracker project={{ kind: 'installation', stage: 'cancelled', closedReason: 'Moved to Accra' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled: Moved to Accra');
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });
});

describe('optionText', () => {
  const option: ProposalOption = {
    title: 'Solar and backup',
    lines: [{ productId: 'p', name: 'Panel 450 W', kind: 'product', price: 2150.5, quantity: 3 }],
    discount: { amount: 100, reason: 'Opening offer' },
    subtotal: 6451.5,
    taxRate: 15,
    tax: 952.73,
    delivery: 0,
    total: 7304.23,
    deposit: 2191.27,
    figures: { dailyWh: 3400, backupHours: 7.5, panelW: 1350, batteryWh: 4800, inverterVa: 3000 },
    savings: { generatorPerMonth: 600, prepaidPerMonth: 150, perMonth: 750, paybackMonths: null },
  };
  it('writes each line, the money down to the balance, the figures and the savings', () => {
    const text = optionText(option);
    expect(text.lines).toEqual([{ name: 'Panel 450 W', quantity: 3, each: '3 × GH₵2,150.50', total: 'GH₵6,451.50' }]);
    expect(text.money.map((r) => `${r.term}: ${r.value}`)).toEqual([
      'Subtotal: GH₵6,451.50',
      'Discount (Opening offer): -GH₵100.00',
      'Tax (15%): GH₵952.73',
      'Delivery: Free',
      'Total: GH₵7,304.23',
      'Deposit to start: GH₵2,191.27',
      'Balance on completion: GH₵5,112.96',
    ]);
    expect(text.figures.map((r) => r.value)).toEqual(['3,400 Wh', '7.5 hours', '1.35 kWp', '4.8 kWh', '3,000 VA']);
    expect(text.savings.at(-1)).toEqual({ term: 'Pays for itself in', value: 'No saving to pay it back' });
  });
});
