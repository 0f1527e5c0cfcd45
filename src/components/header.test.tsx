import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './header';

function renderHeader(cartCount: number, onOpenCart = vi.fn(), onCartIntent = vi.fn()) {
  // One header across pages, as in the store layout.
  const router = createMemoryRouter(
    [
      {
        element: <Header cartCount={cartCount} onOpenCart={onOpenCart} onCartIntent={onCartIntent} />,
        children: [{ path: '/' }, { path: '/products' }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onOpenCart, onCartIntent };
}

describe('Header', () => {
  it('shows no badge for an empty cart and the number of lines otherwise', () => {
    renderHeader(0);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
  });

  it('counts cart lines in a red badge and opens the cart', async () => {
    const { onOpenCart } = renderHeader(3);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-badge')).toHaveClass('bg-red-600');
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(onOpenCart).toHaveBeenCalledOnce();
  });

  it('says when a hand reaches for the cart (pointer, focus), before the tap that opens it', async () => {
    const { onOpenCart, onCartIntent } = renderHeader(1);
    const cart = screen.getByRole('button', { name: 'Cart, 1 item' });
    await userEvent.hover(cart);
    expect(onCartIntent).toHaveBeenCalled();
    expect(onOpenCart).not.toHaveBeenCalled();
    onCartIntent.mockClear();
    act(() => cart.focus());
    expect(onCartIntent).toHaveBeenCalledOnce();
  });

  it('has the top navigation links: Home, Products, Installations, Testimonials', () => {
    renderHeader(0);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = [...nav.querySelectorAll('ul.md\\:flex a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/#hero'],
      ['Products', '/products'],
      ['Installations', '/#installations'],
      ['Testimonials', '/#testimonials'],
    ]);
  });

  it('toggles the mobile menu and closes it on navigation', async () => {
    const { router } = renderHeader(0);
    const menu = document.getElementById('mobile-menu')!;
    expect(menu).toHaveClass('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu).not.toHaveClass('hidden');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/products'));
    expect(router.state.location.pathname).toBe('/products');
    expect(document.getElementById('mobile-menu')).toHaveClass('hidden');
  });

  it('keeps the menu open while the page writes its own state into its address (replace, same page)', async () => {
    const { router } = renderHeader(0);
    await act(() => router.navigate('/products'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await act(() => router.navigate('/products?q=felicity', { replace: true }));
    expect(document.getElementById('mobile-menu')).not.toHaveClass('hidden');
    await act(() => router.navigate('/products?q=felicity&category=Inverters'));
    expect(document.getElementById('mobile-menu')).toHaveClass('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await act(() => router.navigate('/', { replace: true }));
    expect(document.getElementById('mobile-menu')).toHaveClass('hidden');
  });
});
