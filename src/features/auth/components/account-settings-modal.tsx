import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  passwordChangeFormSchema,
  profileFormSchema,
  type PasswordChangeForm as PasswordValues,
  type ProfileForm as ProfileValues,
} from '@/domain/auth-validation';
import { AUTH_FAILURE_TITLES, AUTH_MESSAGES, AUTH_TOASTS } from '@/domain/messages';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useUpdateDisplayName } from '../api/update-profile';
import { closeAccountModal } from '../stores/auth-ui-store';
import { useSessionStore } from '../stores/session-store';
import { useAuthForm } from './form-field';
import type { Notice } from './form-notice';
import { AuthForm, NewPasswordFields } from './auth-form';
import { PasswordInput } from './password-input';

const ProfileField = FormField<ProfileValues>;
const PasswordField = FormField<PasswordValues>;

/**
 * Account Settings (SPEC.md section 2): Profile and Password tabs, opening on Profile. Mounted afresh on every
 * opening, and a tab's form is remounted when the tab is shown again, so nothing typed lingers.
 */
export function AccountSettingsModal() {
  return (
    <Dialog open onOpenChange={(open) => !open && closeAccountModal()}>
      <DialogContent size="md" layer="top">
        <DialogHeader>
          <DialogTitle>Account Settings</DialogTitle>
          <DialogDescription>Change your name or your password.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="profile" className="flex flex-col gap-4">
          <TabsList>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="password">Password</TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <ProfileTab />
          </TabsContent>
          <TabsContent value="password">
            <PasswordTab />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function ProfileTab() {
  const email = useSessionStore((s) => s.user?.email ?? '');
  const currentName = useSessionStore((s) => s.user?.displayName ?? s.profile?.displayName ?? '');
  const [notice, setNotice] = useState<Notice>(null);
  const update = useUpdateDisplayName();
  const auth = useAuthForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { displayName: currentName },
    noticeId: 'profile-notice',
    notice,
    setNotice,
    failure: { title: AUTH_FAILURE_TITLES.profile, fallback: AUTH_MESSAGES.profileUpdateFailed },
    run: async ({ displayName }) => {
      await update.mutateAsync(displayName);
      notify.success(AUTH_TOASTS.profileUpdated.title, AUTH_TOASTS.profileUpdated.description);
      setNotice({
        kind: 'success',
        text: `${AUTH_TOASTS.profileUpdated.title} ${AUTH_TOASTS.profileUpdated.description}`,
      });
    },
  });

  return (
    <AuthForm auth={auth} busy={update.isPending} action="Save Changes" busyAction="Updating...">
      <ProfileField name="displayName" label="Full Name">
        <Input autoComplete="name" />
      </ProfileField>
      <Field id="profile-email" label="Email" hint={AUTH_MESSAGES.emailCannotBeChanged}>
        <Input type="email" value={email} disabled {...fieldAria('profile-email', undefined, { hint: true })} />
      </Field>
    </AuthForm>
  );
}

function PasswordTab() {
  const [notice, setNotice] = useState<Notice>(null);
  const change = useChangePassword();
  const auth = useAuthForm<PasswordValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    noticeId: 'password-notice',
    notice,
    setNotice,
    failure: { title: AUTH_FAILURE_TITLES.password, fallback: AUTH_MESSAGES.passwordUpdateFailed },
    run: async ({ currentPassword, newPassword }, form) => {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      notify.success(AUTH_TOASTS.passwordUpdated.title, AUTH_TOASTS.passwordUpdated.description);
      setNotice({ kind: 'success', text: AUTH_TOASTS.passwordUpdated.description });
    },
  });

  return (
    <AuthForm auth={auth} busy={change.isPending} action="Update Password" busyAction="Updating...">
      <PasswordField name="currentPassword" label="Current Password">
        <PasswordInput autoComplete="current-password" />
      </PasswordField>
      <NewPasswordFields<PasswordValues>
        password="newPassword"
        confirm="confirmPassword"
        labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
      />
    </AuthForm>
  );
}
