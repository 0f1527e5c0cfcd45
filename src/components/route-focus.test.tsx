import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './route-focus';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/products">Products</Link>
        <Link to="/?q=1">Search</Link>
      </nav>
      <Outlet />
      <RouteFocus />
    </>
  );
}

function renderApp({ strict = false } = {}) {
  const router = createMemoryRouter([
    {
      element: <Layout />,
      children: [
        {
          path: '/',
          element: (
            <main>
              <title>Home | Shop</title>
              <h1>Welcome</h1>
            </main>
          ),
        },
        {
          path: '/products',
          element: (
            <main>
              <title>Products | Shop</title>
              <h1>All products</h1>
            </main>
          ),
        },
      ],
    },
  ]);
  const app = <RouterProvider router={router} />;
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first load', async () => {
    renderApp();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('heading', { name: 'Welcome' })).not.toHaveFocus();
    expect(screen.getByTestId('page-announcer')).toBeEmptyDOMElement();
  });

  it('leaves focus alone on the first load when its effect runs twice for the same page (StrictMode)', async () => {
    renderApp({ strict: true });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByRole('heading', { name: 'Welcome' })).not.toHaveFocus();
    expect(screen.getByTestId('page-announcer')).toBeEmptyDOMElement();
  });

  it('after a navigation, focuses the new page heading and announces its title', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.tab();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'All products' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('page-announcer')).toHaveTextContent('Products | Shop');
  });

  it('a new query string on the same page keeps focus where it is', async () => {
    const user = userEvent.setup();
    renderApp();
    const search = screen.getByRole('link', { name: 'Search' });
    await user.click(search);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(search).toHaveFocus();
  });
});
