import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RadioGroup, radioOptions } from '@/components/ui/radio-group';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formFieldFor } from '@/components/ui/form';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  passwordChangeFormSchema,
  profileFormSchema,
  type PasswordChangeForm as PasswordValues,
  type ProfileForm as ProfileValues,
} from '@domain/users/auth-validation';
import { AUTH_FAILURE_TITLES, AUTH_MESSAGES, AUTH_TOASTS, NOTIFY_BY_MESSAGES } from '@domain/users/messages';
import { NOTIFY_BY_LABELS } from '@domain/shared/choice-labels';
import { NOTIFY_BY_OPTIONS, type NotifyBy } from '@domain/users/user';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useSaveNotifyBy } from '../api/notify-by';
import { useUpdateDisplayName } from '../api/update-profile';
import { closeAccountModal } from '../stores/auth-ui-store';
import { useSessionStore } from '../stores/session-store';
import { useAuthForm } from './form-field';
import { FormNotice, type Notice } from './form-notice';
import { AuthForm, NewPasswordFields } from './auth-form';
import { PasswordInput } from './password-input';

const ProfileField = formFieldFor<ProfileValues>();
const PasswordField = formFieldFor<PasswordValues>();

/**
 * Account Settings (docs/storefront.md, "Screens"): Profile, Password and Notifications tabs, opening on Profile.
 * Mounted afresh on every opening, and a tab's form is remounted when the tab is shown again, so nothing typed lingers.
 */
export function AccountSettingsModal() {
  return (
    <Dialog open onOpenChange={(open) => !open && closeAccountModal()}>
      <DialogContent size="md" layer="top">
        <DialogHeader>
          <DialogTitle>Account Settings</DialogTitle>
          <DialogDescription>Change your name, your password or how we tell you about your orders.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="profile" className="flex flex-col gap-4">
          <TabsList>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="password">Password</TabsTrigger>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
          </TabsList>
          <TabsContent value="profile">
            <ProfileTab />
          </TabsContent>
          <TabsContent value="password">
            <PasswordTab />
          </TabsContent>
          <TabsContent value="notifications">
            <NotificationsTab />
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
      <NewPasswordFields<PasswordValues> password="newPassword" label="New Password" />
    </AuthForm>
  );
}

const NOTIFY_BY_CHOICES = radioOptions(NOTIFY_BY_OPTIONS, NOTIFY_BY_LABELS);

/** How the customer hears of their orders (placed, confirmed, out for delivery, payments): e-mail, SMS or both. */
function NotificationsTab() {
  // Read with the account when the session started: no second read of users/{uid}.
  const stored = useSessionStore((s) => s.profile?.notifyBy ?? 'both');
  const save = useSaveNotifyBy();
  const [choice, setChoice] = useState<NotifyBy | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const name = useId();
  const value = choice ?? stored;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      await save.mutateAsync(value);
      setNotice({ kind: 'success', text: NOTIFY_BY_MESSAGES.saved });
    } catch (error) {
      console.error('Saving the notification choice failed', error);
      setNotice({ kind: 'error', text: NOTIFY_BY_MESSAGES.saveFailed });
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)} aria-label="Notifications">
      <FormNotice id="notifications-notice" notice={notice} />
      <RadioGroup
        legend="Tell me about my orders by"
        hint="We send a message when your order is placed, confirmed, out for delivery or ready for pickup, delivered or cancelled, and about payments and refunds. SMS go to the phone number of the order."
        name={name}
        look="row"
        value={value}
        options={NOTIFY_BY_CHOICES}
        onChange={(next) => {
          setChoice(next);
          setNotice(null);
        }}
      />
      <div>
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save Choice
        </Button>
      </div>
    </form>
  );
}
