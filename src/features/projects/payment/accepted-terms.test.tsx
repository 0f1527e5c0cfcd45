import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AcceptedTerms } from './accepted-terms';

describe('AcceptedTerms (the customer\u2019s page after acceptance)', () => {
  it('shows the option, the signature and the terms exactly as recorded', () => {
    const terms = 'By typing my name I accept this option of the proposal, paid by the payment plan "3 months": …';
    render(
      <AcceptedTerms
        accepted={{
          version: 1,
          option: 1,
          optionTitle: 'Solar + backup',
          signedName: 'Abena Mensah',
          at: new Date('2026-11-25T14:05:00Z'),
          total: 2500,
          deposit: 750,
          terms,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'What you signed' })).toBeVisible();
    expect(
      screen.getByText('You accepted option 2, "Solar + backup", signed by Abena Mensah on 25 Nov 2026, 14:05 GMT.'),
    ).toBeVisible();
    expect(screen.getByTestId('accepted-terms-text').textContent).toBe(terms);
  });

  it('shows nothing before acceptance', () => {
    const { container } = render(<AcceptedTerms accepted={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
