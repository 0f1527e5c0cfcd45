import { describe, expect, it } from 'vitest';
import {
  checkLoginInput,
  checkRegisterInput,
  formProblem,
  loginFormSchema,
  normaliseDisplayName,
  passwordChangeFormSchema,
  profileFormSchema,
  registerFormSchema,
  sanitizeEmail,
} from './auth-validation';
import { AUTH_MESSAGES, AUTH_TOASTS } from './messages';
import { EMAIL_MAX_LENGTH, isValidEmail } from './user';

describe('sanitizeEmail', () => {
  it('trims and strips angle brackets, quotes and ampersands', () => {
    expect(sanitizeEmail('  ama@example.com \n')).toBe('ama@example.com');
    expect(sanitizeEmail('<ama@example.com>')).toBe('ama@example.com');
    expect(sanitizeEmail(`"ama'&"@example.com`)).toBe('ama@example.com');
    expect(sanitizeEmail('<script>a@b.co</script>')).toBe('scripta@b.co/script');
  });

  it('keeps at most 254 characters', () => {
    const long = `${'a'.repeat(300)}@example.com`;
    expect(sanitizeEmail(long)).toHaveLength(EMAIL_MAX_LENGTH);
    expect(sanitizeEmail(`${'a'.repeat(242)}@example.com`)).toHaveLength(254);
  });
});

describe('isValidEmail', () => {
  it.each(['ama@example.com', 'kofi.mensah+solar@mail.example.com.gh', 'a@b.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ama',
    'ama@',
    '@example.com',
    'ama@example',
    'ama example@x.com',
    'a@@b.com',
    'ama@example.',
    'a@.com',
  ])('refuses "%s"', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses more than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });
});

describe('checkLoginInput', () => {
  it('returns the sanitised email', () => {
    expect(checkLoginInput(' <Ama@Example.com> ', 'secret1')).toEqual({
      ok: true,
      value: { email: 'Ama@Example.com' },
    });
  });

  it('gives the fixed messages for a bad email, then a short password', () => {
    expect(checkLoginInput('ama@example', 'short')).toEqual({ ok: false, message: AUTH_MESSAGES.invalidEmail });
    expect(checkLoginInput('ama@example.com', 'short')).toEqual({
      ok: false,
      message: 'Password must be at least 6 characters long',
    });
    expect(AUTH_MESSAGES.invalidEmail).toBe('Please enter a valid email address');
  });
});

describe('checkRegisterInput', () => {
  it('normalises the name and sanitises the email', () => {
    expect(checkRegisterInput(' kofi@example.com', 'secret1', '  Kofi   Boateng ')).toEqual({
      ok: true,
      value: { email: 'kofi@example.com', displayName: 'Kofi Boateng' },
    });
  });

  it('refuses a bad email and a short password', () => {
    expect(checkRegisterInput('kofi', 'secret1', 'Kofi')).toEqual({ ok: false, message: AUTH_MESSAGES.invalidEmail });
    expect(checkRegisterInput('kofi@example.com', '12345', 'Kofi')).toEqual({
      ok: false,
      message: AUTH_MESSAGES.passwordTooShort,
    });
  });

  it('keeps names to 100 characters', () => {
    expect(normaliseDisplayName('x'.repeat(150))).toHaveLength(100);
  });
});

describe('form schemas report the first broken rule, in the documented order', () => {
  it('login: both fields required', () => {
    expect(formProblem(loginFormSchema, { email: '', password: 'secret1' })).toBe('loginMissingFields');
    expect(formProblem(loginFormSchema, { email: '  ', password: 'secret1' })).toBe('loginMissingFields');
    expect(formProblem(loginFormSchema, { email: 'a@b.co', password: '' })).toBe('loginMissingFields');
    // Format and length are the sign-in service's checks, after the form's.
    expect(formProblem(loginFormSchema, { email: 'not-an-email', password: '1' })).toBeNull();
    expect(AUTH_TOASTS.loginMissingFields).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all fields.',
    });
  });

  it('register: required, then matching, then at least 6 characters', () => {
    const ok = { displayName: 'Ama', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' };
    expect(formProblem(registerFormSchema, ok)).toBeNull();
    expect(formProblem(registerFormSchema, { ...ok, displayName: ' ' })).toBe('registerMissingFields');
    expect(formProblem(registerFormSchema, { ...ok, email: '' })).toBe('registerMissingFields');
    expect(formProblem(registerFormSchema, { ...ok, password: '', confirmPassword: '' })).toBe('registerMissingFields');
    expect(formProblem(registerFormSchema, { ...ok, confirmPassword: 'secret2' })).toBe('passwordMismatch');
    expect(formProblem(registerFormSchema, { ...ok, confirmPassword: '' })).toBe('passwordMismatch');
    expect(formProblem(registerFormSchema, { ...ok, password: '12345', confirmPassword: '123' })).toBe(
      'passwordMismatch',
    );
    expect(formProblem(registerFormSchema, { ...ok, password: '12345', confirmPassword: '12345' })).toBe(
      'weakPassword',
    );
    expect(AUTH_TOASTS.registerMissingFields.description).toBe('Please fill in all required fields.');
    expect(AUTH_TOASTS.passwordMismatch).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
    });
    expect(AUTH_TOASTS.weakPassword).toEqual({
      title: 'Weak Password',
      description: 'Password must be at least 6 characters long.',
    });
  });

  it('reports the problem on the field to fix', () => {
    const result = registerFormSchema.safeParse({
      displayName: 'Ama',
      email: 'a@b.co',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('profile: a non-blank display name', () => {
    expect(formProblem(profileFormSchema, { displayName: '   ' })).toBe('displayNameRequired');
    expect(formProblem(profileFormSchema, { displayName: 'Ama' })).toBeNull();
    expect(AUTH_TOASTS.displayNameRequired.description).toBe('Display name is required.');
  });

  it('password change: all three, matching, at least 6', () => {
    const ok = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };
    expect(formProblem(passwordChangeFormSchema, ok)).toBeNull();
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      expect(formProblem(passwordChangeFormSchema, { ...ok, [field]: '' })).toBe('passwordFieldsMissing');
    }
    expect(formProblem(passwordChangeFormSchema, { ...ok, confirmPassword: 'other-secret' })).toBe(
      'newPasswordMismatch',
    );
    expect(formProblem(passwordChangeFormSchema, { ...ok, newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      'newPasswordWeak',
    );
    expect(AUTH_TOASTS.passwordFieldsMissing.description).toBe('Please fill in all password fields.');
    expect(AUTH_TOASTS.newPasswordMismatch.description).toBe('New passwords do not match.');
    expect(AUTH_TOASTS.newPasswordWeak.description).toBe('New password must be at least 6 characters long.');
  });
});
