/**
 * Validation of the accounts forms and inputs (docs/storefront.md, "Accounts"), pure TypeScript.
 *
 * The form schemas (zod mini, for react-hook-form) check the rules in the order docs/storefront.md ("Accounts") gives
 * them and report only the first rule broken, as one issue whose message is the key of its toast in AUTH_TOASTS.
 */
import * as z from 'zod/mini';
import { AUTH_MESSAGES, type AuthToastKey } from './messages';
import { EMAIL_MAX_LENGTH, isValidEmail, PASSWORD_MIN_LENGTH } from './user';

/** Trimmed, without angle brackets, quotes and ampersands, at most 254 characters. */
export function sanitizeEmail(raw: string): string {
  return raw
    .trim()
    .replace(/[<>"'&]/g, '')
    .slice(0, EMAIL_MAX_LENGTH);
}

export const isStrongEnoughPassword = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The sign-in service's checks: the sanitised email or its message. */
export function checkLoginInput(rawEmail: string, password: string): Checked<{ email: string }> {
  const email = sanitizeEmail(rawEmail);
  if (!isValidEmail(email)) return { ok: false, message: AUTH_MESSAGES.invalidEmail };
  if (!isStrongEnoughPassword(password)) return { ok: false, message: AUTH_MESSAGES.passwordTooShort };
  return { ok: true, value: { email } };
}

/** The sign-up service's checks (the form has checked required fields and matching passwords). */
export function checkRegisterInput(
  rawEmail: string,
  password: string,
  rawDisplayName: string,
): Checked<{ email: string; displayName: string }> {
  const email = sanitizeEmail(rawEmail);
  if (!isValidEmail(email)) return { ok: false, message: AUTH_MESSAGES.invalidEmail };
  if (!isStrongEnoughPassword(password)) return { ok: false, message: AUTH_MESSAGES.passwordTooShort };
  return { ok: true, value: { email, displayName: normaliseDisplayName(rawDisplayName) } };
}

export const DISPLAY_NAME_MAX = 100;

/** Collapses runs of spaces and trims; at most 100 characters. */
export function normaliseDisplayName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, DISPLAY_NAME_MAX);
}

const blank = (value: string) => value.trim() === '';

type Rule<T> = [problem: AuthToastKey, field: keyof T & string, broken: (values: T) => boolean];

/** A zod object schema that reports the first broken rule, in order, on its field. */
function firstProblemSchema<T extends { [K in keyof T]: string }>(
  shape: { [K in keyof T]: z.ZodMiniString<string> },
  rules: Rule<T>[],
) {
  return z.object(shape).check(
    z.superRefine((values, ctx) => {
      const rule = rules.find(([, , broken]) => broken(values as T));
      if (rule) ctx.addIssue({ code: 'custom', message: rule[0], path: [rule[1]], input: values });
    }),
  );
}

export interface LoginForm {
  email: string;
  password: string;
}
export const loginFormSchema = firstProblemSchema<LoginForm>({ email: z.string(), password: z.string() }, [
  ['loginMissingFields', 'email', (v) => blank(v.email)],
  ['loginMissingFields', 'password', (v) => v.password === ''],
]);

export interface RegisterForm {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export const registerFormSchema = firstProblemSchema<RegisterForm>(
  { displayName: z.string(), email: z.string(), password: z.string(), confirmPassword: z.string() },
  [
    ['registerMissingFields', 'displayName', (v) => blank(v.displayName)],
    ['registerMissingFields', 'email', (v) => blank(v.email)],
    ['registerMissingFields', 'password', (v) => v.password === ''],
    ['passwordMismatch', 'confirmPassword', (v) => v.password !== v.confirmPassword],
    ['weakPassword', 'password', (v) => !isStrongEnoughPassword(v.password)],
  ],
);

export interface ProfileForm {
  displayName: string;
}
export const profileFormSchema = firstProblemSchema<ProfileForm>({ displayName: z.string() }, [
  ['displayNameRequired', 'displayName', (v) => blank(v.displayName)],
]);

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export const passwordChangeFormSchema = firstProblemSchema<PasswordChangeForm>(
  { currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() },
  [
    ['passwordFieldsMissing', 'currentPassword', (v) => v.currentPassword === ''],
    ['passwordFieldsMissing', 'newPassword', (v) => v.newPassword === ''],
    ['passwordFieldsMissing', 'confirmPassword', (v) => v.confirmPassword === ''],
    ['newPasswordMismatch', 'confirmPassword', (v) => v.newPassword !== v.confirmPassword],
    ['newPasswordWeak', 'newPassword', (v) => !isStrongEnoughPassword(v.newPassword)],
  ],
);

/** The problem (a key of AUTH_TOASTS) a form schema reports for these values, or null when they pass. */
export function formProblem(schema: z.ZodMiniType, values: unknown): AuthToastKey | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message as AuthToastKey);
}
