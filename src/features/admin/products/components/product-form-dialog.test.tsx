import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '@domain/catalog/staff-messages';
import type { ProductFields } from '@domain/catalog/admin-products';

const writes = vi.hoisted(() => ({ create: vi.fn(async (_fields: ProductFields) => 'new-id') }));
vi.mock('../api/create-product', () => ({ useCreateProduct: () => ({ mutateAsync: writes.create }) }));
vi.mock('../api/update-product', () => ({ useUpdateProduct: () => ({ mutateAsync: vi.fn() }) }));
vi.mock('@/lib/firebase/storage', () => ({ isStorageAvailable: () => false, uploadProductImage: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const { ProductFormDialog } = await import('./product-form-dialog');

async function openNewProduct() {
  const user = userEvent.setup();
  render(<ProductFormDialog product={null} onClose={() => {}} />);
  const form = await screen.findByRole('form', { name: 'Product form' });
  await user.type(screen.getByLabelText('Name'), 'Deye 5 kW Hybrid Inverter');
  await user.selectOptions(screen.getByLabelText('Category'), 'Inverters');
  return { user, form, price: screen.getByLabelText('Price (GHS)') };
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^(Create|Save)/ }));

describe('the product form: no product goes on sale at GH₵0.00', () => {
  it('starts with the price empty, and asks for one', async () => {
    const { user, price } = await openNewProduct();
    expect(price).toHaveValue(null);
    await save(user);
    expect(await screen.findByText(PRODUCT_FORM_MESSAGES.price)).toBeVisible();
    expect(price).toHaveAccessibleDescription(PRODUCT_FORM_MESSAGES.price);
    expect(writes.create).not.toHaveBeenCalled();
  });

  it('refuses a price of 0 for a product on sale (in stock, or a service), with the reason', async () => {
    const { user, price } = await openNewProduct();
    await user.type(price, '0');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '5');
    await save(user);
    expect(await screen.findByText(PRODUCT_FORM_MESSAGES.freeOnSale)).toBeVisible();
    expect(writes.create).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Type'), 'service');
    await save(user);
    expect(await screen.findByText(PRODUCT_FORM_MESSAGES.freeOnSale)).toBeVisible();
    expect(writes.create).not.toHaveBeenCalled();
    // What was typed is kept.
    expect(screen.getByLabelText('Name')).toHaveValue('Deye 5 kW Hybrid Inverter');
  });

  it('accepts a real price', async () => {
    const { user, price } = await openNewProduct();
    await user.type(price, '9800.50');
    await save(user);
    await vi.waitFor(() => expect(writes.create).toHaveBeenCalledTimes(1));
    expect(writes.create.mock.calls[0]![0]).toMatchObject({ price: 9800.5, category: 'Inverters' });
  });
});
