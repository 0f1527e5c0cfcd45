import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '@/lib/errors';
import { closeAccountModal, openAccountSettings } from '../stores/auth-ui-store';
import { sessionActions } from '../stores/session-store';
import { AccountModals } from './account-modals';

const api = vi.hoisted(() => ({
  updateDisplayName: vi.fn<(name: string) => Promise<void>>(),
  changePassword: vi.fn<(input: { currentPassword: string; newPassword: string }) => Promise<void>>(),
  notify: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('../api/update-profile', () => ({
  updateDisplayName: api.updateDisplayName,
  useUpdateDisplayName: () => useMutation({ mutationFn: api.updateDisplayName }),
}));
vi.mock('../api/change-password', () => ({
  changePassword: api.changePassword,
  useChangePassword: () => useMutation({ mutationFn: api.changePassword }),
}));
vi.mock('@/lib/toast', () => ({ notify: api.notify }));

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: true, selector: 'input' });

async function openSettings() {
  act(() => openAccountSettings());
  return screen.findByRole('dialog');
}

beforeEach(() => {
  vi.clearAllMocks();
  act(() => {
    closeAccountModal();
    sessionActions.signedIn({ uid: 'ama', email: 'ama@example.com', displayName: 'Ama Mensah' }, null);
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountModals />
    </QueryClientProvider>,
  );
});

describe('Account Settings: profile', () => {
  it('opens on Profile with the name editable and the email disabled', async () => {
    const dialog = await openSettings();
    expect(within(dialog).getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(field(dialog, 'Full Name')).toHaveValue('Ama Mensah');
    expect(field(dialog, 'Email')).toHaveValue('ama@example.com');
    expect(field(dialog, 'Email')).toBeDisabled();
    expect(field(dialog, 'Email')).toHaveAccessibleDescription('Email cannot be changed');
  });

  it('refuses a blank name, then saves with "Updating..." and "Profile Updated! ✅"', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    api.updateDisplayName.mockReturnValue(new Promise<void>((resolve) => (release = resolve)));
    const dialog = await openSettings();
    await user.clear(field(dialog, 'Full Name'));
    await user.type(field(dialog, 'Full Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(api.notify.error).toHaveBeenCalledWith('Missing Information', 'Display name is required.');
    expect(api.updateDisplayName).not.toHaveBeenCalled();

    await user.clear(field(dialog, 'Full Name'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(field(dialog, 'Full Name'), 'Ama K. Mensah');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
    expect(api.updateDisplayName.mock.calls[0]?.[0]).toBe('Ama K. Mensah');
    expect(api.notify.success).toHaveBeenCalledWith('Profile Updated! ✅', 'Your name has been saved.');
  });

  it('a failed update says "Update Failed" with the message', async () => {
    const user = userEvent.setup();
    api.updateDisplayName.mockRejectedValue(new ServiceError('Failed to update profile. Please try again.'));
    const dialog = await openSettings();
    await user.type(field(dialog, 'Full Name'), ' K');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.');
    expect(api.notify.error).toHaveBeenCalledWith('Update Failed', 'Failed to update profile. Please try again.');
  });
});

describe('Account Settings: password', () => {
  async function passwordTab() {
    const user = userEvent.setup();
    const dialog = await openSettings();
    await user.click(within(dialog).getByRole('tab', { name: 'Password' }));
    const submit = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) {
        await user.clear(field(dialog, label));
        if (value) await user.type(field(dialog, label), value);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    };
    return { dialog, user, submit };
  }

  it('checks all three, then matching, then length, with their messages', async () => {
    const { dialog, submit } = await passwordTab();
    await submit({ 'Current Password': 'old-secret', 'New Password': 'new-secret' });
    expect(api.notify.error).toHaveBeenLastCalledWith('Missing Information', 'Please fill in all password fields.');
    await submit({ 'Confirm New Password': 'other-secret' });
    expect(api.notify.error).toHaveBeenLastCalledWith('Password Mismatch', 'New passwords do not match.');
    await submit({ 'New Password': 'abc', 'Confirm New Password': 'abc' });
    expect(api.notify.error).toHaveBeenLastCalledWith(
      'Weak Password',
      'New password must be at least 6 characters long.',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'New password must be at least 6 characters long.',
    );
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('a wrong current password is "Current password is incorrect."; an edit clears it; then it succeeds', async () => {
    const { dialog, user, submit } = await passwordTab();
    api.changePassword.mockRejectedValueOnce(new ServiceError('Current password is incorrect.'));
    await submit({ 'Current Password': 'wrong', 'New Password': 'new-secret', 'Confirm New Password': 'new-secret' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    expect(api.notify.error).toHaveBeenLastCalledWith('Update Failed', 'Current password is incorrect.');
    await user.type(field(dialog, 'Current Password'), '!');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    api.changePassword.mockResolvedValueOnce(undefined);
    await submit({ 'Current Password': 'old-secret' });
    expect(api.changePassword).toHaveBeenLastCalledWith(
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
      expect.anything(),
    );
    expect(api.notify.success).toHaveBeenCalledWith(
      'Password Updated! ✅',
      'Your password has been changed successfully.',
    );
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(field(dialog, label)).toHaveValue('');
    }
  });

  it('shows "Updating..." while the change is on its way', async () => {
    let release!: () => void;
    api.changePassword.mockReturnValue(new Promise<void>((resolve) => (release = resolve)));
    const { dialog, submit } = await passwordTab();
    await submit({
      'Current Password': 'old-secret',
      'New Password': 'new-secret',
      'Confirm New Password': 'new-secret',
    });
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
    expect(within(dialog).getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });
});
