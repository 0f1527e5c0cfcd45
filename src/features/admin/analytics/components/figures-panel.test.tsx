import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Figure, FiguresPanel } from './figures-panel';

const panel = (query: Parameters<typeof FiguresPanel<number>>[0]['query']) => (
  <FiguresPanel title="Payment plans" query={query} loading="Working out…" failed="Not loaded." testId="figures">
    {(count) => <Figure label="Plans" value={String(count)} detail="Started this month" />}
  </FiguresPanel>
);

describe('a panel of figures worked out on the server', () => {
  it('says it is working them out, then shows each figure with its label and what it counts', () => {
    const { rerender } = render(panel({ isPending: true, isError: false }));
    expect(screen.getByText('Working out…')).toBeVisible();
    rerender(panel({ isPending: false, isError: false, data: 3 }));
    expect(screen.queryByText('Working out…')).toBeNull();
    expect(screen.getByTestId('figures')).toHaveTextContent('Plans3Started this month');
  });

  it('says so, as an alert, when they could not be loaded', () => {
    render(panel({ isPending: false, isError: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not loaded.');
    expect(screen.queryByTestId('figures')).toBeNull();
  });
});
