import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './admin-page';

function List({ fetchNextPage }: { fetchNextPage: () => void }) {
  const [isFetchingNextPage, setFetching] = useState(false);
  const query = {
    hasNextPage: true,
    isFetchingNextPage,
    fetchNextPage: () => {
      fetchNextPage();
      setFetching(true);
    },
  };
  return <LoadMore query={query} label="Load more orders" />;
}

describe('LoadMore', () => {
  it('says it is loading, keeps keyboard focus and ignores presses while the next page loads', async () => {
    const user = userEvent.setup();
    const fetchNextPage = vi.fn();
    render(<List fetchNextPage={fetchNextPage} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
