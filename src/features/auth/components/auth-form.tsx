import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { FormNotice, type Notice } from './form-notice';
import { PasswordInput } from './password-input';

/**
 * An account form (sign in, create account, profile, password): its fields, its notice (which also says what is
 * wrong with a field), and its submit button, which says what it is doing while the call runs.
 */
export function AuthForm<T extends FieldValues>({
  auth: { form, submit, onEdit, noticeId, notice },
  busy,
  action,
  busyAction,
  size,
  children,
}: {
  /** What useAuthForm gave. */
  auth: {
    form: UseFormReturn<T>;
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
    onEdit: () => void;
    noticeId: string;
    notice: Notice;
  };
  busy: boolean;
  action: string;
  busyAction: string;
  size?: 'lg';
  children: ReactNode;
}) {
  // React's onChange comes with every keystroke in any field: each clears the notice.
  return (
    <Form form={form} onSubmit={submit} onChange={onEdit} className="flex flex-col gap-4" errorsAt={noticeId}>
      {children}
      <FormNotice id={noticeId} notice={notice} />
      <Button type="submit" size={size} busy={busy} busyLabel={busyAction}>
        {action}
      </Button>
    </Form>
  );
}

/** A new password, typed twice. */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  password,
  label,
}: {
  password: FieldPath<T>;
  /** The new password's label; the second field is "Confirm" it. */
  label: string;
}) {
  const Field = FormField<T>;
  return (
    <>
      <Field name={password} label={label} hint="At least 6 characters.">
        <PasswordInput autoComplete="new-password" />
      </Field>
      <Field name={'confirmPassword' as FieldPath<T>} label={`Confirm ${label}`}>
        <PasswordInput autoComplete="new-password" />
      </Field>
    </>
  );
}
