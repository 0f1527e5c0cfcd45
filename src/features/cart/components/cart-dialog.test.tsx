import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSettings } from '@domain/shop/settings';
import type { CartProduct } from '../api/get-cart-product';

const shop = vi.hoisted(() => ({
  products: new Map<string, CartProduct>(),
  settings: { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 } as BusinessSettings,
  settingsPending: false,
  notify: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('../api/get-cart-product', () => ({
  getCartProduct: async (id: string) => shop.products.get(id),
  getCartProducts: async () => new Map(shop.products),
}));
vi.mock('../api/load-cart', () => ({ loadCart: async () => [] }));
vi.mock('../api/save-cart', () => ({ saveCart: async () => {} }));
vi.mock('../api/get-pricing-settings', () => ({
  usePricingSettings: () => ({ settings: shop.settings, isPending: shop.settingsPending }),
}));
vi.mock('@/lib/toast', () => ({ notify: shop.notify }));

const { CartDialog } = await import('./cart-dialog');
const { useCartStore } = await import('../stores/cart-store');
const { endUserCart } = await import('../stores/cart-sync');

const line = (productId: string, name: string, price: number, quantity: number) => ({
  productId,
  name,
  price,
  quantity,
});

function renderDialog() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CartDialog /> },
      { path: '/checkout', element: <h1>Checkout page</h1> },
      { path: '/products/:id', element: <h1>Product page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  endUserCart();
  shop.products.clear();
  shop.settingsPending = false;
  vi.clearAllMocks();
  act(() => useCartStore.setState({ items: [], isOpen: true, notices: [] }));
});

describe('the cart dialog (docs/storefront.md, "Screens")', () => {
  it('has its title and description, and says "Your cart is empty." with no lines', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Your Shopping Cart' });
    expect(dialog).toHaveAccessibleDescription('Review items in your cart and proceed to checkout.');
    expect(within(dialog).getByText('Your cart is empty.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Clear Cart' })).toBeNull();
  });

  it('refuses checkout with an empty cart: "Your cart is empty!" / "Add some products before checking out."', async () => {
    const router = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(shop.notify.error).toHaveBeenCalledWith('Your cart is empty!', 'Add some products before checking out.');
    expect(router.state.location.pathname).toBe('/');
    expect(useCartStore.getState().isOpen).toBe(true);
  });

  it('lists each line with its name, GHS price, minus, plus and remove, in a scrolling list', () => {
    act(() => useCartStore.setState({ items: [line('p1', 'Jinko 450 W', 2150, 2), line('p2', 'MC4 pair', 180, 1)] }));
    renderDialog();
    const list = screen.getByRole('list', { name: 'Cart items' });
    expect(list).toHaveClass('min-h-0', 'overflow-y-auto');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Jinko 450 W');
    expect(first).toHaveTextContent('GH₵2,150.00 each · GH₵4,300.00');
    expect(within(first!).getByLabelText('Quantity of Jinko 450 W')).toHaveTextContent('2');
    expect(within(first!).getByRole('button', { name: 'Decrease quantity of Jinko 450 W' })).toBeEnabled();
    expect(within(first!).getByRole('button', { name: 'Increase quantity of Jinko 450 W' })).toBeEnabled();
    expect(within(first!).getByRole('button', { name: 'Remove Jinko 450 W' })).toBeEnabled();
    expect(second).toHaveTextContent('GH₵180.00');
  });

  it('shows subtotal, tax with its percentage, shipping and total from the pricing settings', () => {
    act(() => useCartStore.setState({ items: [line('p1', 'Panel', 1000, 2), line('p2', 'Cable', 250.5, 1)] }));
    renderDialog();
    const totals = screen.getByTestId('totals');
    // 2,250.50 subtotal, 15 % tax = 337.58 (halves up), below 5,000: delivery 50.
    expect(totals).toHaveTextContent('SubtotalGH₵2,250.50');
    expect(totals).toHaveTextContent('Tax (15%)GH₵337.58');
    expect(totals).toHaveTextContent('ShippingGH₵50.00');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('GH₵2,638.08');
  });

  it('ships free at or above the free-delivery threshold', () => {
    act(() => useCartStore.setState({ items: [line('p1', 'Inverter', 5000, 1)] }));
    renderDialog();
    expect(screen.getByTestId('totals-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('GH₵5,750.00');
  });

  it('names no delivery figure while it depends on the region, chosen at checkout', () => {
    const general = shop.settings;
    shop.settings = {
      ...general,
      regions: {
        Northern: { fee: 30, freeFrom: 3000, minDays: 1, maxDays: 2 },
        Volta: { fee: 170, freeFrom: 12_000, minDays: 4, maxDays: 7 },
      },
    };
    try {
      act(() => useCartStore.setState({ items: [line('p1', 'Battery', 1000, 1)] }));
      renderDialog();
      expect(screen.getByTestId('totals-shipping')).toHaveTextContent('By region, chosen at checkout');
      expect(screen.getByTestId('totals')).toHaveTextContent('Total before deliveryGH₵1,150.00');
    } finally {
      shop.settings = general;
    }
  });

  it('waits for the settings before showing tax, shipping and total', () => {
    shop.settingsPending = true;
    act(() => useCartStore.setState({ items: [line('p1', 'Panel', 1000, 1)] }));
    renderDialog();
    expect(screen.getByTestId('totals-total')).toHaveTextContent('Calculating...');
    expect(screen.getByTestId('totals')).toHaveAttribute('aria-busy', 'true');
  });

  it('plus checks the stock, minus lowers, remove takes the line out, Clear Cart empties', async () => {
    shop.products.set('p1', { id: 'p1', name: 'Panel', type: 'product', stock: 2, available: true, price: 1000 });
    act(() => useCartStore.setState({ items: [line('p1', 'Panel', 1000, 1), line('p2', 'Cable', 300, 1)] }));
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Panel' }));
    expect(screen.getByLabelText('Quantity of Panel')).toHaveTextContent('2');
    expect(shop.notify.success).toHaveBeenLastCalledWith('Cart updated.');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Panel' }));
    expect(shop.notify.error).toHaveBeenLastCalledWith('Panel: Only 2 items available.');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Panel' }));
    expect(screen.getByLabelText('Quantity of Panel')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Remove Cable' }));
    expect(shop.notify.success).toHaveBeenLastCalledWith('Item removed from cart.');
    expect(screen.queryByText('Cable')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(shop.notify.success).toHaveBeenLastCalledWith('Cart cleared.');
    expect(screen.getByText('Your cart is empty.')).toBeVisible();
  });

  it('Checkout closes the dialog and goes to /checkout', async () => {
    act(() => useCartStore.setState({ items: [line('p1', 'Panel', 1000, 1)] }));
    const router = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(useCartStore.getState().isOpen).toBe(false);
  });

  it('says what the shop changed in the cart until dismissed', async () => {
    act(() =>
      useCartStore.setState({
        items: [line('p1', 'Panel', 1000, 1)],
        notices: ['Cannot migrate Battery: This product is currently out of stock.'],
      }),
    );
    renderDialog();
    const notices = screen.getByRole('region', { name: 'Changes to your cart' });
    expect(notices).toHaveTextContent('Cannot migrate Battery: This product is currently out of stock.');
    await userEvent.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Changes to your cart' })).toBeNull();
  });

  it("while a signed-in user's cart loads, its lines cannot change; a failed load offers Try again", () => {
    act(() => useCartStore.setState({ owner: 'ama', phase: 'loading', items: [line('p1', 'Panel', 1000, 1)] }));
    renderDialog();
    expect(screen.getByText('Loading your cart...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Panel' })).toBeDisabled();
    act(() => useCartStore.setState({ phase: 'error', loadError: 'Failed to load cart.', items: [] }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load cart.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
  });

  it('says a failed save, and that the cart is kept on this device', () => {
    act(() =>
      useCartStore.setState({ owner: 'ama', items: [line('p1', 'Panel', 1000, 1)], saveError: 'Failed to save cart.' }),
    );
    renderDialog();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to save cart. Your cart is kept on this device and will be saved as soon as the connection allows.',
    );
  });
});
