import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_SETTINGS } from '@domain/shop/settings';
import { queryKeys } from '@/lib/query-keys';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NO_PRODUCT_RECORD, type Product } from '@domain/catalog/product';
import { CompareTable, type CompareColumn } from './compare-table';

const product = (id: string, patch: Partial<Product>): Product => ({
  ...NO_PRODUCT_RECORD,
  id,
  name: id,
  description: '',
  category: 'Inverters',
  type: 'product',
  price: 1000,
  stock: 10,
  available: true,
  featured: false,
  brand: 'Deye',
  specs: {},
  images: [],
  lowStockThreshold: 5,
  ...patch,
});

const ready = (p: Product): CompareColumn => ({ id: p.id, name: p.name, status: 'ready', product: p });

function renderTable(columns: CompareColumn[]) {
  const onRemove = vi.fn();
  const onClear = vi.fn();
  // The shop's settings as seeded: 15% tax added in the cart.
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings(), {
    ...DEFAULT_SETTINGS,
    business: { ...DEFAULT_SETTINGS.business, taxRate: 15 },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompareTable columns={columns} onRemove={onRemove} onClear={onClear} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onRemove, onClear };
}

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('CompareTable', () => {
  const a = product('Deye 5 kW', { price: 13400, specs: { powerW: 5000, warrantyYears: 5 } });
  const b = product('Growatt 5 kVA', { price: 10500, brand: 'Growatt', stock: 2, specs: { powerW: 5000 } });

  it('aligns specs by row, with a dash where a product has none, and marks the rows that differ', () => {
    renderTable([ready(a), ready(b)]);
    expect(row(/^Power/)).toHaveTextContent('5,000 W5,000 W');
    expect(row(/^Power/)).not.toHaveAttribute('data-differs');
    expect(row(/^Warranty/)).toHaveTextContent('5 years—');
    expect(row(/^Warranty/)).toHaveAttribute('data-differs', 'true');
    expect(within(row(/^Price/)).getByText('Differs')).toBeInTheDocument();
    expect(row(/^Availability/)).toHaveTextContent('In stockOnly 2 left');
    expect(
      within(row(/^Price/))
        .getByText('Lowest price')
        .closest('td'),
    ).toHaveTextContent('GH₵10,500.00');
  });

  it('can show only the rows that differ', async () => {
    renderTable([ready(a), ready(b)]);
    await userEvent.click(screen.getByLabelText('Show only differences'));
    expect(screen.queryByRole('row', { name: /^Power/ })).toBeNull();
    expect(row(/^Warranty/)).toBeInTheDocument();
  });

  it('removes one product or clears all', async () => {
    const { onRemove, onClear } = renderTable([ready(a), ready(b)]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Growatt 5 kVA from the comparison' }));
    expect(onRemove).toHaveBeenCalledWith('Growatt 5 kVA');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('says plainly when a compared product is no longer available', () => {
    renderTable([ready(a), { id: 'gone', name: 'Old inverter', status: 'missing' }]);
    expect(screen.getByRole('columnheader', { name: /Old inverter is no longer available/ })).toBeInTheDocument();
  });
});
