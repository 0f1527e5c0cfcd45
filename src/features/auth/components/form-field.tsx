import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { AUTH_TOASTS, type AuthToastKey } from '@domain/users/messages';
import { notify } from '@/lib/toast';
import type { Notice } from './form-notice';

/** The message of a failed call, for the user. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** The problem (a key of AUTH_TOASTS) a form schema reported: each schema reports only the first one. */
export function problemOf(errors: FieldErrors<FieldValues>): AuthToastKey {
  const first = Object.values(errors).find((e) => typeof e?.message === 'string');
  return (first?.message ?? 'loginMissingFields') as AuthToastKey;
}

/** A validation problem: its toast (docs/storefront.md, "Accounts"), and its text inline in the form. */
export function showProblem(key: AuthToastKey, setNotice: (notice: Notice) => void): void {
  const toast = AUTH_TOASTS[key];
  notify.error(toast.title, toast.description);
  setNotice({ kind: 'error', text: toast.description });
}

/** What the form says when its call fails: the toast's title, and the message when the error has none. */
export interface AuthFailure {
  title: string;
  fallback: string;
}

/** A failed call: the toast, and its message inline in the form. */
export function showFailure(error: unknown, { title, fallback }: AuthFailure, setNotice: (notice: Notice) => void) {
  const message = messageOf(error, fallback);
  notify.error(title, message);
  setNotice({ kind: 'error', text: message });
}

/**
 * The submit handler of an account form: a validation problem is its toast and notice; otherwise the
 * notice is cleared and `run` is called, and its failure said (toast and notice).
 */
export function authSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  setNotice: (notice: Notice) => void,
  failure: AuthFailure,
  run: (values: T) => Promise<void>,
) {
  return form.handleSubmit(
    async (values) => {
      setNotice(null);
      try {
        await run(values);
      } catch (error) {
        showFailure(error, failure, setNotice);
      }
    },
    (problems) => showProblem(problemOf(problems), setNotice),
  );
}

/**
 * An account form: checked on submit (its schema through `resolver`), its notice cleared at each edit, and its
 * submit handler (authSubmit) calling `run` with the values and the form.
 */
export function useAuthForm<T extends FieldValues>({
  resolver,
  defaultValues,
  noticeId,
  notice,
  setNotice,
  failure,
  run,
}: {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The form's notice (see FormNotice): its id, what it says, and how to change it. */
  noticeId: string;
  notice: Notice;
  setNotice: (notice: Notice) => void;
  failure: AuthFailure;
  run: (values: T, form: UseFormReturn<T>) => Promise<void>;
}) {
  const form = useForm<T>({ resolver, defaultValues, reValidateMode: 'onSubmit' });
  const onEdit = () => (form.clearErrors(), setNotice(null));
  const submit = authSubmit(form, setNotice, failure, (values) => run(values, form));
  return { form, onEdit, submit, noticeId, notice };
}
