import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/components/header';
import type { UserProfile } from '@domain/users/user';
import { closeAccountModal, useAuthUiStore } from '../stores/auth-ui-store';
import { sessionActions } from '../stores/session-store';
import { AccountActions, MobileAccountActions } from './account-actions';

const api = vi.hoisted(() => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('../api/sign-out', () => ({ signOut: api.signOut }));

const record = (role: UserProfile['role'], isActive = true): UserProfile => ({
  uid: 'u1',
  email: 'ama@example.com',
  displayName: 'Ama Mensah',
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

function signIn(role: UserProfile['role'] | null, displayName: string | null = 'Ama Mensah', isActive = true) {
  act(() => {
    if (role === null) sessionActions.signedOut();
    else sessionActions.signedIn({ uid: 'u1', email: 'ama@example.com', displayName }, record(role, isActive));
  });
}

function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Header
            cartCount={0}
            onOpenCart={() => {}}
            account={<AccountActions />}
            mobileAccount={<MobileAccountActions />}
          />
        ),
        children: [{ path: '/' }, { path: '/products' }, { path: '/admin' }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const desktop = () => screen.getByRole('navigation', { name: 'Main' });
const mobileMenu = () => document.getElementById('mobile-menu')!;

beforeEach(() => {
  vi.clearAllMocks();
  act(() => closeAccountModal());
});

describe('header, signed out', () => {
  it('offers Sign In and Sign Up, opening the auth modal in that mode (desktop and mobile)', async () => {
    signIn(null);
    renderHeader();
    const user = userEvent.setup();
    await user.click(within(desktop()).getByRole('button', { name: 'Sign In' }));
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'auth', mode: 'login', purpose: 'shop' });
    await user.click(within(desktop()).getByRole('button', { name: 'Sign Up' }));
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'auth', mode: 'register', purpose: 'shop' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu()).getByRole('button', { name: 'Sign Up' }));
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'auth', mode: 'register', purpose: 'shop' });
    expect(mobileMenu()).toHaveClass('hidden'); // a chosen action closes the menu
    expect(within(mobileMenu()).queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });
});

describe('header, signed in', () => {
  it('desktop: the name button opens a menu with the name, email, Account Settings and Sign Out', async () => {
    signIn('customer');
    renderHeader();
    const user = userEvent.setup();
    expect(within(desktop()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    const button = await within(desktop()).findByRole('button', { name: /^Account menu for Ama Mensah/ });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ama Mensah');
    expect(menu).toHaveTextContent('ama@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Account Settings' }));
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'account-settings' });
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));
    expect(api.signOut).toHaveBeenCalledOnce();
  });

  it('shows the email when the account has no name', async () => {
    signIn('customer', null);
    act(() => sessionActions.renamed(''));
    renderHeader();
    expect(
      await within(desktop()).findByRole('button', { name: 'Account menu for ama@example.com' }),
    ).toBeInTheDocument();
  });

  it('the dropdown closes on navigation', async () => {
    signIn('customer');
    const router = renderHeader();
    await userEvent
      .setup()
      .click(await within(desktop()).findByRole('button', { name: /^Account menu for Ama Mensah/ }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await act(() => router.navigate('/products'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('the admin link shows for an active admin only: an icon on desktop, "Admin Panel" on mobile', async () => {
    signIn('admin');
    renderHeader();
    expect(await within(desktop()).findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(within(mobileMenu()).getByRole('link', { name: 'Admin Panel', hidden: true })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('no admin link for a customer or a deactivated admin', async () => {
    signIn('customer');
    renderHeader();
    await within(desktop()).findByRole('button', { name: /^Account menu for Ama Mensah/ });
    expect(screen.queryByRole('link', { name: 'Admin Panel', hidden: true })).toBeNull();
    signIn('admin', 'Ama Mensah', false);
    expect(screen.queryByRole('link', { name: 'Admin Panel', hidden: true })).toBeNull();
  });

  it('mobile: who is signed in, Account Settings and Sign Out', async () => {
    signIn('customer');
    renderHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = mobileMenu();
    expect(menu).toHaveTextContent('Signed in as Ama Mensah');
    expect(menu).toHaveTextContent('ama@example.com');
    await user.click(within(menu).getByRole('button', { name: 'Account Settings' }));
    expect(useAuthUiStore.getState().modal).toEqual({ kind: 'account-settings' });
    expect(menu).toHaveClass('hidden');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(api.signOut).toHaveBeenCalledOnce();
  });
});
