import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Package } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountList, AccountListNumber, AccountListRow } from './account-list';

const list = (query: { isPending: boolean; isError: boolean; refetch: () => unknown }, count: number) => (
  <MemoryRouter>
    <AccountList
      query={query}
      count={count}
      label="Your orders"
      loading="Loading your orders..."
      failed="We could not load your orders."
      empty={{
        icon: Package,
        text: 'You have not ordered anything yet.',
        action: { to: '/products', label: 'Browse products' },
      }}
    >
      <AccountListRow to="/order-details/o1" label="Order SS-1" heading={<AccountListNumber>SS-1</AccountListNumber>}>
        <p>2 items</p>
      </AccountListRow>
    </AccountList>
  </MemoryRouter>
);

describe("the customer's own lists", () => {
  it('says it is loading, then lists each record as a link to its page', () => {
    const { rerender } = render(list({ isPending: true, isError: false, refetch: vi.fn() }, 0));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    rerender(list({ isPending: false, isError: false, refetch: vi.fn() }, 1));
    const row = screen.getByRole('list', { name: 'Your orders' }).querySelector('a');
    expect(row).toHaveAccessibleName('Order SS-1');
    expect(row).toHaveAttribute('href', '/order-details/o1');
  });

  it('with none yet, says so and links to where one is made', () => {
    render(list({ isPending: false, isError: false, refetch: vi.fn() }, 0));
    expect(screen.getByText('You have not ordered anything yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('not loaded: says so and tries again when asked', async () => {
    const refetch = vi.fn();
    render(list({ isPending: false, isError: true, refetch }, 0));
    expect(screen.getByText('We could not load your orders.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
