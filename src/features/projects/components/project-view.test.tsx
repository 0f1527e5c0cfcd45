import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProposalOption } from '@domain/projects/proposal';
import { optionText } from '../utils/proposal-text';
import { ProposalView, StageTracker } from './project-view';

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

describe('ProposalView once an option is accepted', () => {
  const option = (title: string, total: number): ProposalOption => ({
    title,
    lines: [{ productId: 'p', name: `${title} kit`, kind: 'product', price: total, quantity: 1 }],
    discount: null,
    subtotal: total,
    taxRate: 0,
    tax: 0,
    delivery: 0,
    total,
    deposit: total * 0.3,
    figures: { dailyWh: 3400, backupHours: 7.5, panelW: 1350, batteryWh: 4800, inverterVa: 3000 },
    savings: { generatorPerMonth: 600, prepaidPerMonth: 150, perMonth: 750, paybackMonths: null },
  });
  const proposal = {
    version: 1,
    issuedAt: new Date('2026-11-20T10:00:00Z'),
    validUntil: new Date('2026-12-04T23:59:59Z'),
    issuedBy: 's',
    issuedByName: 'Staff',
    options: [option('Backup only', 8000), option('Solar + backup', 12000)],
    note: '',
  };
  const props = { proposal, latestVersion: 1, versionHref: () => '', onDownload: async () => {} };

  it('shows the accepted option alone, says which it is and who signed, without its validity', () => {
    render(
      <ProposalView
        {...props}
        accepted={{
          version: 1,
          option: 1,
          optionTitle: 'Solar + backup',
          signedName: 'Abena Mahama',
          at: new Date('2026-11-22T10:00:00Z'),
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The option you accepted' })).toBeVisible();
    expect(screen.getByTestId('accepted-option')).toHaveTextContent(
      'You accepted option 2, Solar + backup, signed by Abena Mahama on 22 Nov 2026.',
    );
    expect(screen.getByRole('region', { name: 'Option 2: Solar + backup' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Option 1: Backup only' })).toBeNull();
    expect(screen.queryByText(/Valid until/)).toBeNull();
  });

  it('before acceptance: every option and the validity', () => {
    render(<ProposalView {...props} />);
    expect(screen.getAllByRole('region', { name: /^Option/ })).toHaveLength(2);
    expect(screen.getByText(/Valid until/)).toBeVisible();
  });
});
