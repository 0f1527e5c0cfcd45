import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AcceptedTerms } from './accepted-terms';

describe('AcceptedTerms (the customer\u2019s page after acceptance)', () => {
  it('shows the terms exactly as recorded', () => {
    const terms = 'By typing my name I accept this option of the proposal, paid by the payment plan "3 months": …';
    render(<AcceptedTerms accepted={{ terms }} />);
    expect(screen.getByRole('heading', { name: 'The terms you signed' })).toBeVisible();
    expect(screen.getByTestId('accepted-terms-text').textContent).toBe(terms);
  });

  it('shows nothing before acceptance', () => {
    const { container } = render(<AcceptedTerms accepted={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
