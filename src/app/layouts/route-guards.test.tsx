import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@domain/users/user';
import { closeAccountModal, useAuthUiStore } from '@/features/auth/stores/auth-ui-store';
import { sessionActions, useSessionStore } from '@/features/auth/stores/session-store';
import { RequireAdmin } from './require-admin';
import { Component as RequireAuth } from './require-auth';

vi.mock('@/features/auth/api/session', () => ({ refreshSession: vi.fn() }));

const user = { uid: 'u1', email: 'ama@example.com', displayName: 'Ama Mensah' };
const record = (role: UserProfile['role'], isActive = true): UserProfile => ({
  ...user,
  role,
  isActive,
  permissions: {},
  totalOrders: 0,
  totalSpent: 0,
  totalProjects: 0,
  createdAt: null,
  updatedAt: null,
  lastLoginAt: null,
  createdBy: null,
  notifyBy: 'both',
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/orders', element: <h1>My orders</h1> },
          { path: '/checkout', element: <h1>Checkout</h1> },
        ],
      },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <h1>Admin dashboard</h1>
          </RequireAdmin>
        ),
      },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  act(() => {
    closeAccountModal();
    sessionActions.signedOut();
  });
});

describe('the user’s own pages', () => {
  it('ask a signed-out visitor to sign in, with the modal opened, then show the page once signed in', async () => {
    renderAt('/orders');
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByText(/Please sign in to continue\./)).toBeInTheDocument();
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'auth', mode: 'login', purpose: 'shop' });
    act(() => sessionActions.signedIn(user, record('customer')));
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
  });

  it('while the saved session is still being read, say so instead of asking to sign in, then show the page', () => {
    act(() =>
      useSessionStore.setState({ status: 'loading', user: null, profile: null, isAdmin: false, isUser: false }),
    );
    renderAt('/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account...');
    expect(screen.queryByRole('heading', { name: 'Please sign in' })).toBeNull();
    expect(useAuthUiStore.getState().modal).toBeNull();
    act(() => sessionActions.loading(user));
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(useAuthUiStore.getState().modal).toBeNull();
  });

  it('once the session turns out to be signed out, ask to sign in with the modal opened', () => {
    act(() =>
      useSessionStore.setState({ status: 'loading', user: null, profile: null, isAdmin: false, isUser: false }),
    );
    renderAt('/orders');
    act(() => sessionActions.signedOut());
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'auth', mode: 'login', purpose: 'shop' });
  });

  it('offer Sign In and Create Account again after the modal was closed', async () => {
    renderAt('/checkout');
    act(() => closeAccountModal());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'auth', mode: 'register', purpose: 'shop' });
  });

  it('signing out on the page shows the panel without pushing the modal forward', () => {
    act(() => sessionActions.signedIn(user, record('customer')));
    renderAt('/orders');
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    act(() => sessionActions.signedOut());
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(useAuthUiStore.getState().modal).toBeNull();
  });
});

describe('the admin area', () => {
  it('is refused to a visitor, with Sign In and a way back', async () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to shop' })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'auth', mode: 'login', purpose: 'shop' });
  });

  it('is refused to a customer', () => {
    act(() => sessionActions.signedIn(user, record('customer')));
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are signed in as ama@example\.com, which is not an admin account\./),
    ).toBeInTheDocument();
  });

  it('is refused to a deactivated admin, saying why', () => {
    act(() => sessionActions.signedIn(user, record('admin', false)));
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByText(/Your admin account has been deactivated\./)).toBeInTheDocument();
  });

  it('waits while the role record is read, then lets an active admin in', () => {
    act(() => sessionActions.loading(user));
    renderAt('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => sessionActions.signedIn(user, record('admin')));
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });
});
