import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/errors';
import { closeAccountModal, openAuthModal, useAuthUiStore } from '../stores/auth-ui-store';
import { AccountModals } from './account-modals';

const api = vi.hoisted(() => ({
  signIn: vi.fn<(input: { email: string; password: string }) => Promise<void>>(),
  signUp: vi.fn<(input: { displayName: string; email: string; password: string }) => Promise<void>>(),
  sendPasswordReset: vi.fn<(email: string) => Promise<void>>(),
  notify: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('../api/sign-in', () => ({ signIn: api.signIn, useSignIn: () => useMutation({ mutationFn: api.signIn }) }));
vi.mock('../api/sign-up', () => ({ signUp: api.signUp, useSignUp: () => useMutation({ mutationFn: api.signUp }) }));
vi.mock('../api/send-password-reset', () => ({
  sendPasswordReset: api.sendPasswordReset,
  useSendPasswordReset: () => useMutation({ mutationFn: api.sendPasswordReset }),
}));
vi.mock('@/lib/toast', () => ({ notify: api.notify }));

function renderModals() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AccountModals />
    </QueryClientProvider>,
  );
}

async function open(mode: 'login' | 'register') {
  act(() => openAuthModal(mode));
  return screen.findByRole('dialog');
}

/** Resolves when `release` is called: a call still on its way. */
function pending() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: true, selector: 'input' });

beforeEach(() => {
  vi.clearAllMocks();
  act(() => closeAccountModal());
  renderModals();
});

describe('auth modal: modes', () => {
  it('login mode: "Welcome Back", email, password and "Forgot password?"', async () => {
    const dialog = await open('login');
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(field(dialog, 'Email')).toHaveAttribute('type', 'email');
    expect(field(dialog, 'Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Full Name')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });

  it('register mode: "Create Account", Full Name, email, password, Confirm Password', async () => {
    const dialog = await open('register');
    expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Password', 'Confirm Password']) {
      expect(field(dialog, label)).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('says what the account is for: orders from the header, the request when opened to send one', async () => {
    const user = userEvent.setup();
    let dialog = await open('register');
    expect(dialog).toHaveAccessibleDescription('Create an account to order and to follow your deliveries.');
    await user.keyboard('{Escape}');
    act(() => openAuthModal('register', 'request'));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Create an account and your request is sent at once, as you filled it in. You follow it in My projects.',
    );
    // Switched to signing in, it still speaks of the request.
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(dialog).toHaveAccessibleDescription(
      'Sign in and your request is sent at once, as you filled it in. You follow it in My projects.',
    );
  });

  it('password fields show and hide their text', async () => {
    const user = userEvent.setup();
    const dialog = await open('register');
    const password = field(dialog, 'Password');
    await user.type(password, 'secret1');
    const [toggle] = within(dialog).getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(field(dialog, 'Confirm Password')).toHaveAttribute('type', 'password');
  });

  it('the switch link changes mode and clears the form and the error', async () => {
    const user = userEvent.setup();
    const dialog = await open('login');
    await user.type(field(dialog, 'Email'), 'ama@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all fields.');

    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(field(dialog, 'Email')).toHaveValue('');

    await user.type(field(dialog, 'Full Name'), 'Ama');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(field(dialog, 'Email')).toHaveValue('');
  });

  it('closing and opening again resets the form and the mode to the one asked for', async () => {
    const user = userEvent.setup();
    let dialog = await open('register');
    await user.type(field(dialog, 'Full Name'), 'Ama Mensah');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await user.type(field(dialog, 'Email'), 'ama@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAuthUiStore.getState().modal).toBeNull();

    dialog = await open('register');
    expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(field(dialog, 'Full Name')).toHaveValue('');
    expect(field(dialog, 'Email')).toHaveValue('');

    await user.keyboard('{Escape}');
    dialog = await open('login');
    expect(field(dialog, 'Email')).toHaveValue('');
  });
});

describe('auth modal: signing in', () => {
  it('both fields are required: "Missing Information" / "Please fill in all fields."', async () => {
    const user = userEvent.setup();
    const dialog = await open('login');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(api.notify.error).toHaveBeenLastCalledWith('Missing Information', 'Please fill in all fields.');
    await user.type(field(dialog, 'Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(api.notify.error).toHaveBeenCalledTimes(2);
    expect(field(dialog, 'Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('shows "Signing In..." while busy, then welcomes the user back and closes', async () => {
    const user = userEvent.setup();
    const call = pending();
    api.signIn.mockReturnValue(call.promise);
    const dialog = await open('login');
    await user.type(field(dialog, 'Email'), 'ama@example.com');
    await user.type(field(dialog, 'Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const busy = within(dialog).getByRole('button', { name: 'Signing In...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(api.signIn.mock.calls[0]?.[0]).toEqual({ email: 'ama@example.com', password: 'secret1' });
    await act(async () => call.release());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.notify.success).toHaveBeenCalledWith('Welcome Back! 👋', 'Successfully signed in to your account.');
  });

  it('a failed sign-in shows "Login Failed" and the message; any edit clears it', async () => {
    const user = userEvent.setup();
    api.signIn.mockRejectedValue(new ServiceError('Invalid email or password'));
    const dialog = await open('login');
    await user.type(field(dialog, 'Email'), 'ama@example.com');
    await user.type(field(dialog, 'Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(api.notify.error).toHaveBeenCalledWith('Login Failed', 'Invalid email or password');
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await user.type(field(dialog, 'Password'), 'x');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.type(field(dialog, 'Email'), 'm');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('"Forgot password?" asks for the email first, then sends the reset', async () => {
    const user = userEvent.setup();
    const call = pending();
    api.sendPasswordReset.mockReturnValue(call.promise);
    const dialog = await open('login');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(api.notify.error).toHaveBeenCalledWith(
      'Email Required',
      'Please enter your email address to reset your password.',
    );
    expect(api.sendPasswordReset).not.toHaveBeenCalled();

    await user.type(field(dialog, 'Email'), 'ama@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => call.release());
    expect(api.sendPasswordReset.mock.calls[0]?.[0]).toBe('ama@example.com');
    expect(api.notify.success).toHaveBeenCalledWith(
      'Password Reset Sent! 📧',
      'Check your email for password reset instructions.',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('Check your email for password reset instructions.');
  });

  it('a failed reset says "Reset Failed" with the message', async () => {
    const user = userEvent.setup();
    api.sendPasswordReset.mockRejectedValue(new ServiceError('Please enter a valid email address'));
    const dialog = await open('login');
    await user.type(field(dialog, 'Email'), 'ama@');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(api.notify.error).toHaveBeenCalledWith('Reset Failed', 'Please enter a valid email address'),
    );
  });
});

describe('auth modal: creating an account', () => {
  async function fill(dialog: HTMLElement, values: Partial<Record<string, string>>) {
    const user = userEvent.setup();
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(dialog, label));
      if (value) await user.type(field(dialog, label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  }

  it('checks required fields, then matching passwords, then length, with their toasts', async () => {
    const dialog = await open('register');
    await fill(dialog, { 'Full Name': 'Ama Mensah' });
    expect(api.notify.error).toHaveBeenLastCalledWith('Missing Information', 'Please fill in all required fields.');
    await fill(dialog, { Email: 'ama@example.com', Password: 'secret1', 'Confirm Password': 'secret2' });
    expect(api.notify.error).toHaveBeenLastCalledWith('Password Mismatch', 'Passwords do not match. Please try again.');
    expect(field(dialog, 'Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await fill(dialog, { Password: '12345', 'Confirm Password': '12345' });
    expect(api.notify.error).toHaveBeenLastCalledWith('Weak Password', 'Password must be at least 6 characters long.');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long.');
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('shows "Creating Account..." while busy, then welcomes the new customer by the shop name', async () => {
    const call = pending();
    api.signUp.mockReturnValue(call.promise);
    const dialog = await open('register');
    await fill(dialog, {
      'Full Name': 'Ama Mensah',
      Email: 'ama@example.com',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    expect(within(dialog).getByRole('button', { name: 'Creating Account...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(api.signUp.mock.calls[0]?.[0]).toEqual({
      displayName: 'Ama Mensah',
      email: 'ama@example.com',
      password: 'secret1',
    });
    await act(async () => call.release());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.notify.success).toHaveBeenCalledWith(
      'Welcome to Savanna Solar! 🎉',
      'Your account has been created and you are signed in.',
    );
  });

  it('a failed sign-up says "Registration Failed" with the message, cleared by the next edit', async () => {
    const user = userEvent.setup();
    api.signUp.mockRejectedValue(
      new ServiceError('An account with this email already exists. Please sign in instead.'),
    );
    const dialog = await open('register');
    await fill(dialog, {
      'Full Name': 'Ama Mensah',
      Email: 'customer@example.com',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(api.notify.error).toHaveBeenLastCalledWith(
      'Registration Failed',
      'An account with this email already exists. Please sign in instead.',
    );
    await user.type(field(dialog, 'Full Name'), ' K');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
