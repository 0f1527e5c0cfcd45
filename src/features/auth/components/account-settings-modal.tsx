import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Form, FormField } from '../../../components/ui/form';
import { Field, fieldAria, Input } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import {
  passwordChangeFormSchema,
  profileFormSchema,
  type PasswordChangeForm as PasswordValues,
  type ProfileForm as ProfileValues,
} from '../../../domain/auth-validation';
import { AUTH_FAILURE_TITLES, AUTH_MESSAGES, AUTH_TOASTS } from '../../../domain/messages';
import { notify } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { useUpdateDisplayName } from '../api/update-profile';
import { closeAccountModal } from '../stores/auth-ui-store';
import { useSessionStore } from '../stores/session-store';
import { authSubmit } from './form-field';
import { FormNotice, type Notice } from './form-notice';
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
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { displayName: currentName },
    reValidateMode: 'onSubmit',
  });
  const update = useUpdateDisplayName();
  const onEdit = () => (form.clearErrors(), setNotice(null));

  const submit = authSubmit(
    form,
    setNotice,
    { title: AUTH_FAILURE_TITLES.profile, fallback: AUTH_MESSAGES.profileUpdateFailed },
    async ({ displayName }) => {
      await update.mutateAsync(displayName);
      notify.success(AUTH_TOASTS.profileUpdated.title, AUTH_TOASTS.profileUpdated.description);
      setNotice({
        kind: 'success',
        text: `${AUTH_TOASTS.profileUpdated.title} ${AUTH_TOASTS.profileUpdated.description}`,
      });
    },
  );

  return (
    <Form form={form} onSubmit={submit} onChange={onEdit} className="flex flex-col gap-4" errorsAt="profile-notice">
      <ProfileField name="displayName" label="Full Name">
        <Input autoComplete="name" />
      </ProfileField>
      <Field id="profile-email" label="Email" hint={AUTH_MESSAGES.emailCannotBeChanged}>
        <Input type="email" value={email} disabled {...fieldAria('profile-email', undefined, { hint: true })} />
      </Field>
      <FormNotice id="profile-notice" notice={notice} />
      <Button type="submit" busy={update.isPending}>
        {update.isPending ? 'Updating...' : 'Save Changes'}
      </Button>
    </Form>
  );
}

function PasswordTab() {
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const change = useChangePassword();
  const onEdit = () => (form.clearErrors(), setNotice(null));

  const submit = authSubmit(
    form,
    setNotice,
    { title: AUTH_FAILURE_TITLES.password, fallback: AUTH_MESSAGES.passwordUpdateFailed },
    async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      notify.success(AUTH_TOASTS.passwordUpdated.title, AUTH_TOASTS.passwordUpdated.description);
      setNotice({ kind: 'success', text: AUTH_TOASTS.passwordUpdated.description });
    },
  );

  return (
    <Form form={form} onSubmit={submit} onChange={onEdit} className="flex flex-col gap-4" errorsAt="password-notice">
      <PasswordField name="currentPassword" label="Current Password">
        <PasswordInput autoComplete="current-password" />
      </PasswordField>
      <PasswordField name="newPassword" label="New Password" hint="At least 6 characters.">
        <PasswordInput autoComplete="new-password" />
      </PasswordField>
      <PasswordField name="confirmPassword" label="Confirm New Password">
        <PasswordInput autoComplete="new-password" />
      </PasswordField>
      <FormNotice id="password-notice" notice={notice} />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </Form>
  );
}
