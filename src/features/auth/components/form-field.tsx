import type { FieldErrors, FieldValues } from 'react-hook-form';
import { AUTH_TOASTS, type AuthToastKey } from '../../../domain/messages';
import { notify } from '../../../lib/toast';
import type { Notice } from './form-notice';

/** The message of a failed call, for the user. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/** The problem (a key of AUTH_TOASTS) a form schema reported: each schema reports only the first one. */
export function problemOf(errors: FieldErrors<FieldValues>): AuthToastKey {
  const first = Object.values(errors).find((e) => typeof e?.message === 'string');
  return (first?.message ?? 'loginMissingFields') as AuthToastKey;
}

/** A validation problem: the spec's toast, and its text inline in the form. */
export function showProblem(key: AuthToastKey, setNotice: (notice: Notice) => void): void {
  const toast = AUTH_TOASTS[key];
  notify.error(toast.title, toast.description);
  setNotice({ kind: 'error', text: toast.description });
}
